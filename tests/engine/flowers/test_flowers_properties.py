"""Invariants over random 2-, 3- and 4-player games (hypothesis): every card and tile accounted
for, every game ends, exact JSON round trips, refused actions change nothing, private views."""

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.errors import IllegalAction
from engine.flowers import COLORS, ChooseTile, Game, Play, new_game

EVERY_ACTION = [Play(m, c, n) for m in range(3) for c in COLORS for n in range(1, 9)]
EVERY_ACTION += [ChooseTile(0), ChooseTile(1), Play(3, COLORS[0], 1), ChooseTile(2)]
MAX_ACTIONS = 3000  # random games end in ~100-160 actions; far above means the engine hangs
games = st.tuples(st.integers(0, 2**63), st.sampled_from([2, 3, 4]),
                  st.sampled_from(["seed", "published"]))


def check_invariants(g: Game) -> None:
    cards = Counter(g.deck)
    for part in (*g.hands, *(x for m in g.mandalas for x in (*m.up, *m.down))):
        cards.update(part)
    assert sum(cards.values()) + g.discard == 90  # F-C1: all 90 accounted for
    tiles = [t for m in g.mandalas for t in m.tiles] + [t for s in g.tile_stacks for t in s]
    tiles += list(g.tile_discard) + [t for h in g.halves for t in h]
    tiles += [t for fs in g.flowers for f in fs for t in f]
    assert len(tiles) == 36 and Counter(t.color for t in tiles) == dict.fromkeys(COLORS, 6)
    for m in g.mandalas:  # F-T2: a colour face up at most once, never a tile colour
        shown = [c for up in m.up for c, n in up.items() if n] + [t.color for t in m.tiles]
        assert len(shown) == len(set(shown))
        assert m.claim is None or any(m.up[m.claim].values())


def playout(seed: int, players: int, rule: str, chooser: random.Random):
    g = new_game(seed, players=players, draw_rule=rule)
    for _ in range(MAX_ACTIONS):
        if g.is_over:
            return
        yield g
        if chooser.random() < 0.004:  # now and then a seat leaves
            g.resign(chooser.choice([s for s in range(players) if s not in g.resigned]))
        else:
            g.apply(chooser.choice(g.legal_actions()))
    raise AssertionError(f"seed {seed}: no end after {MAX_ACTIONS} actions")


@settings(max_examples=25, deadline=None)
@given(games)
def test_random_games_keep_every_invariant_and_end(game):
    seed, players, rule = game
    g = None
    for g in playout(seed, players, rule, random.Random(seed)):
        check_invariants(g)
        legal = g.legal_actions()
        assert legal and len(legal) == len(set(legal))
        assert g.to_move is not None and g.to_move not in g.resigned
    assert g is not None


@settings(max_examples=30, deadline=None)
@given(games)
def test_every_game_ends_with_ranks_for_every_seat(game):
    seed, players, rule = game
    g = new_game(seed, players=players, draw_rule=rule)
    chooser = random.Random(seed)
    for _ in range(MAX_ACTIONS):
        if g.is_over:
            break
        g.apply(chooser.choice(g.legal_actions()))
    assert g.is_over and g.to_move is None and g.legal_actions() == []
    check_invariants(g)
    out = g.outcome()
    assert len(out.ranks) == players and min(out.ranks) == 1 and out.scores == g.scores()


@settings(max_examples=10, deadline=None)
@given(games)
def test_illegal_actions_raise_and_change_nothing(game):
    seed, players, rule = game
    chooser = random.Random(seed)
    for g in playout(seed, players, rule, chooser):
        legal = set(g.legal_actions())
        before = g.to_json()
        for action in chooser.sample(EVERY_ACTION, 6):
            if action in legal:
                continue
            with pytest.raises(IllegalAction):
                g.apply(action)
            assert g.to_json() == before


@settings(max_examples=10, deadline=None)
@given(games)
def test_json_round_trip_at_every_step_continues_identically(game):
    seed, players, rule = game
    g = new_game(seed, players=players, draw_rule=rule)
    chooser = random.Random(seed)
    while not g.is_over:
        text = g.to_json()
        restored = Game.from_json(text)
        assert restored.to_json() == text
        assert restored.legal_actions() == g.legal_actions()
        assert restored.view(g.to_move) == g.view(g.to_move)
        if chooser.random() < 0.005:  # a seat leaves
            seat = chooser.choice([s for s in range(players) if s not in g.resigned])
            assert restored.resign(seat) == g.resign(seat)
        else:
            action = chooser.choice(g.legal_actions())
            assert restored.apply(action) == g.apply(action)  # same events, RNG included
        assert restored.to_json() == g.to_json()


def hidden_swapped(g: Game, seat: int) -> Game:
    """The same game with `seat`'s secrets (hand, face-down colours) and the deck order changed."""
    h = g.clone()
    cards = h._hands[seat]
    pool = [c for c in range(6) for _ in range(cards[c])]
    downs = [h._down[m][seat] for m in range(3)]
    for d in downs:
        pool += [c for c in range(6) for _ in range(d[c])]
    pool += h._deck
    random.Random(len(pool)).shuffle(pool)
    it = iter(pool)
    sizes = [sum(cards)] + [sum(d) for d in downs]
    for part, size in zip([cards, *downs], sizes, strict=True):
        part[:] = [0] * 6
        for _ in range(size):
            part[next(it)] += 1
    h._deck = list(it)
    return h


@settings(max_examples=15, deadline=None)
@given(games)
def test_no_view_shows_another_seats_hand_or_face_down_colours(game):
    seed, players, rule = game
    chooser = random.Random(seed)
    for i, g in enumerate(playout(seed, players, rule, chooser)):
        if i % 7:
            continue
        seat = chooser.randrange(players)
        other = hidden_swapped(g, seat)
        for viewer in (None, *range(players)):
            if viewer == seat:
                continue
            a, b = g.view(viewer), other.view(viewer)
            assert a == b
            for s, sv in enumerate(a.seats):
                assert (sv.hand is None) == (s != viewer)
            for m in a.mandalas:
                assert all((d is None) == (s != viewer) for s, d in enumerate(m.down))
