"""A wrong move's explanation is computed from what the learner may know: changing the deck
order and the opponent's hand and face-down cup never changes a word of it."""

from __future__ import annotations

import random

import pytest

from engine.api import AnyGame
from engine.flowers.game import Game as FlowersGame
from engine.mandala.game import Game as MandalaGame
from play.lessons import run

NAMES = ("Ada", "Teacher")


def disguised(game: AnyGame, seed: int) -> AnyGame:
    """The same table as the learner sees it, with the deck reshuffled and the opponent's hand
    (and, in Mandala, its setup cup cards) dealt anew from the same unseen cards."""
    rnd = random.Random(seed)
    r = game.record()
    hidden = list(r.deck)
    hand = [c for c, n in enumerate(r.hands[1]) for _ in range(n)]
    cup = ([c for c, n in enumerate(r.cup_secret[1]) for _ in range(n)]
           if isinstance(game, MandalaGame) else [])
    pool = hidden + hand + cup
    rnd.shuffle(pool)
    new_hand, new_cup = [0] * 6, [0] * 6
    for c in pool[:len(hand)]:
        new_hand[c] += 1
    for c in pool[len(hand):len(hand) + len(cup)]:
        new_cup[c] += 1
    deck = pool[len(hand) + len(cup):]
    if isinstance(game, MandalaGame):
        return MandalaGame.from_record(r._replace(
            deck=deck, hands=[list(r.hands[0]), new_hand],
            cup_secret=[list(r.cup_secret[0]), new_cup]))
    assert isinstance(game, FlowersGame)
    return FlowersGame.from_record(r._replace(deck=deck, hands=[list(r.hands[0]), new_hand]))


@pytest.mark.parametrize("game", ["mandala", "flowers"])
def test_what_a_wrong_move_would_do_depends_on_the_learners_view_only(game: str) -> None:
    progress = run.start(game)
    lesson = run.course(game).lesson
    compared = 0
    while not progress.finished:
        real = run.table(progress)
        for seed in range(3):
            twin = disguised(real, seed)
            assert twin.view(0) == real.view(0)
            other = run.Progress(game, progress.step, twin.to_json())
            step = lesson.steps[progress.step]
            for code in [str(a) for a in real.legal_actions() if str(a) not in step.expected]:
                assert (run.answer(progress, code, "en", NAMES).lines
                        == run.answer(other, code, "en", NAMES).lines), (step.name, code)
                compared += 1
        progress = run.skip(progress, "en", NAMES).progress
    assert compared > 100


def test_a_mountain_dealt_by_a_move_not_made_is_not_told() -> None:
    """Completing a mandala nobody has a field card in discards its mountain at once and deals
    a new one from the deck (M-X5, M-X6): the explanation must not name those cards."""
    from play.lessons.mandala import table as mandala_table

    table = mandala_table(hands=("kggy", "ooor"), cups=("rg", "yk"), mountains=("roygp", "yy"))
    progress = run.Progress("mandala", 0, table.to_json())  # the step asks for a field play
    said = run.answer(progress, "M0k", "en", NAMES)
    assert not said.advanced and "dealt" not in said.lines[0]
    for seed in range(5):
        twin = run.Progress("mandala", 0, disguised(table, seed).to_json())
        assert run.answer(twin, "M0k", "en", NAMES).lines == said.lines
