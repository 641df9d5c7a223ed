"""The replay's "Go to move" menu says what each move did, within Discord's limits, and marks
the move on screen; a replay frame's heading never says "Your turn"."""

from __future__ import annotations

import random

import games
from engine.games import kind as game_kind
from i18n import t
from play.events import Reader, encode
from play.history import Move
from present.gameui import ui_for
from present.replay_menu import move_entries, showing, split
from render.flowers.heading import heading as flowers_heading
from render.mandala.heading import heading as mandala_heading

games.install_all()
NAMES = ("Alexandra the Magnificent of Thessaloniki", "Bot 2 (normal)")


def played(name: str, seed: int, moves: int) -> list[Move]:
    """Moves of a random game with their events as the store keeps them (play/events.py)."""
    kind = game_kind(name)
    game = kind.new(seed, 2)
    reader, rng, out = Reader(kind), random.Random(seed), []
    for seq in range(1, moves + 1):
        if game.outcome() is not None:
            break
        seat, action = game.to_move, rng.choice(game.legal_actions())
        out.append(Move(seq, seat, action, reader.read(encode(game.apply(action)))))
    return out


def test_each_entry_tells_its_move_within_discords_limits():
    for name in ("mandala", "flowers"):
        history = played(name, 7, 40)
        for lang in ("en", "el"):
            for shown in (0, 13, 30):
                entries = move_entries(ui_for(name), history, NAMES, None, shown, lang)
                assert len(entries) <= 25 and [e.default for e in entries].count(True) == 1
                assert next(e for e in entries if e.default).value == shown
                for e in entries:
                    assert len(e.label) <= 100 and (e.description is None
                                                    or len(e.description) <= 100)
                    if e.value:
                        assert e.label.startswith(f"{e.value}. ")
                        assert e.label != t(lang, "replay.move", n=e.value)  # not blind
                        assert len(e.label) > len(f"{e.value}. ") + 5
                    else:
                        assert e.label == t(lang, "replay.deal")
            assert showing(30, len(history), lang) == t(lang, "replay.showing", n=30,
                                                        total=len(history))


def test_a_long_sentence_is_split_at_a_word_not_lost():
    text = "12. " + " ".join(["word"] * 60)
    label, rest = split(text)
    assert len(label) <= 100 and rest is not None and len(rest) <= 100
    assert not label.endswith(" ") and rest.startswith("word") and rest.endswith("…")
    assert split("3. short") == ("3. short", None)


def test_a_replay_frame_never_says_your_turn():
    for name, heading in (("mandala", mandala_heading), ("flowers", flowers_heading)):
        game = game_kind(name).new(3, 2)
        me = game.to_move
        view = game.view(me)
        for lang in ("en", "el"):
            live = " ".join(line.text for line in heading(view, NAMES, me, None, lang))
            frame = " ".join(line.text for line in heading(view, NAMES, me, None, lang,
                                                           replay=True))
            assert t(lang, "pic.your_turn") in live  # the live panel does say it
            assert t(lang, "pic.your_turn") not in frame and NAMES[me][:8] in frame
