"""The button move picker (present/picker.py): every legal move is reachable, nothing illegal
is offered, every step fits Discord (5 rows of 5 buttons, labels of 80, custom_ids of 100)."""

from __future__ import annotations

import random
import re

from hypothesis import given, settings
from hypothesis import strategies as st

import games
from engine.games import kind as game_kind
from present.picker import PickOptions, PickStep, offer, path_to, step
from tests.engine.flowers.builders import position

games.install_all()

KEY = re.compile(r"[A-Za-z0-9.]*")
PREFIX = "g:pk:" + "9" * 20 + ":" + "9" * 10 + ":"  # the longest custom_id prefix phase 2 uses


def fits(s: PickStep) -> None:
    assert 1 <= len(s.rows) <= 5 and all(1 <= len(r) <= 5 for r in s.rows)
    keys = [b.key for b in s.buttons]
    assert len(set(keys)) == len(keys), keys  # custom_ids unique in a message
    for b in s.buttons:
        assert KEY.fullmatch(b.key) and len(PREFIX + b.key) <= 100
        assert 0 < len(b.label) <= 80
        assert b.action is None or len(b.action) <= 40  # the DoButton's code


def walk(o: PickOptions, lang: str) -> set[str]:
    """Every action a player can reach by clicks (Back buttons lead to steps already seen)."""
    seen, todo, played = set(), [""], set()
    while todo:
        path = todo.pop()
        if path in seen:
            continue
        seen.add(path)
        s = step(o, path, lang)
        assert s is not None, path
        fits(s)
        for b in s.buttons:
            if b.action is not None:
                assert b.enabled
                played.add(b.action)
            elif b.enabled:
                todo.append(b.key)
    return played


def positions(name: str, seed: int, moves: int, players: int) -> list[object]:
    game = game_kind(name).new(seed, players)
    rng = random.Random(seed)
    out = []
    for _ in range(moves):
        if game.outcome() is not None:
            break
        if game.phase == "play":
            out.append(game.clone())
        game.apply(rng.choice(game.legal_actions()))
    return out


@settings(max_examples=25, deadline=None)
@given(name=st.sampled_from(["mandala", "flowers"]), seed=st.integers(0, 10**6),
       players=st.integers(2, 4), lang=st.sampled_from(["en", "el"]))
def test_every_legal_move_is_reachable_and_nothing_else(name, seed, players, lang):
    players = 2 if name == "mandala" else players
    # every sixth position of the game (the offers' reasons are costly): 25 games still reach
    # every phase from the first move to the 60th
    for game in positions(name, seed, 60, players)[seed % 6::6]:
        seat = game.to_move
        o = offer(name, game, seat, lang)
        legal = {str(a) for a in game.legal_actions()}
        assert walk(o, lang) == legal
        for code in legal:
            assert 2 <= len(path_to(o, code)) <= 3
        first = step(o, "", lang)
        assert first is not None
        for b, c in zip(first.buttons, o.colors, strict=True):  # the hand's colours, in order
            assert b.enabled == any(x.color == c.key for x in o.options)
            assert b.action is None  # a slip on a colour never plays


def test_a_colour_with_many_cards_takes_a_count_step():
    game = position(hands=("rrrrrrrrry", "p"))  # 9 reds: no row holds their counts
    o = offer("flowers", game, game.to_move, "en")
    where = step(o, "r")
    assert where is not None and all(b.action is None for b in where.buttons[:-1])
    counts = step(o, "r.M0")
    assert counts is not None and [b.action for b in counts.buttons][:9] == [
        f"P0r{n}" for n in range(1, 10)] and counts.buttons[-1].key == "r"  # Back to places
    assert path_to(o, "P0r9") == ["r", "r.M0", "r.M0.9"]


def test_a_stale_or_forged_path_plays_nothing():
    game = position(hands=("rry", "p"))
    o = offer("flowers", game, game.to_move, "en")
    assert step(o, "y.M0") is None  # one count only: its button played it, there is no step
    assert step(o, "x") is None and step(o, "r.M9") is None and step(o, "r.M0.1.2") is None
    assert offer("flowers", game, 1 - game.to_move, "en") == PickOptions((), ())  # not your turn


def test_where_and_how_many_share_one_step_when_they_fit():
    game = position(hands=("rry", "p"))
    o = offer("flowers", game, game.to_move, "en")
    first = step(o, "")
    assert first is not None and [b.label for b in first.buttons] == ["Red ×2", "Yellow ×1"]
    assert path_to(o, "P0y1") == ["y", "y.M0"] and path_to(o, "P1r2") == ["r", "r.M1.2"]
    red = step(o, "r")
    assert red is not None and red.buttons[0].key == "" and red.notes  # Back; what each does
    assert "Mandala 2 ×2" in [b.label for b in red.buttons]
