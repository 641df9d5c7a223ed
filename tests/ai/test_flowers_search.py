"""Flowers' hard search (issue 20): rivals in its rollouts play the `easy` move, its samples
never read a face-down colour from the real game, and its evaluation prefers a held claim."""

from __future__ import annotations

import json
import random

import ai
from ai.flowers import ADAPTER
from ai.flowers.evaluate import evaluate
from ai.flowers.sample import determinize
from ai.search import greedy, model_rollout
from engine.flowers import COLORS, Color, Game, HiddenPlay, Play
from engine.flowers.vocab import LETTERS
from tests.ai.positions import position
from tests.engine.flowers.builders import position as flowers_position


def _positions(players: int = 4, n: int = 12) -> list[Game]:
    return [position(seed, 10 + 7 * seed, "flowers", players) for seed in range(n)]


def test_hard_and_expert_model_the_rivals_and_normal_does_not():
    assert ai.level_named("hard", "flowers").model and ai.level_named("expert", "flowers").model
    assert not ai.level_named("normal", "flowers").model


def test_a_modelled_rival_plays_the_greedy_move_and_the_tries_are_counted():
    for g in _positions():
        seat = g.to_move
        actions = g.legal_actions()
        h = g.clone()
        spent = model_rollout(ADAPTER, h, 1)
        expected = g.clone()
        expected.apply(actions[0] if len(actions) == 1 else greedy(ADAPTER, [g], seat, actions))
        assert h.to_json() == expected.to_json()
        assert spent == len(actions)  # the work budget pays for every move the model tried


def test_a_modelled_rival_mostly_plays_what_easy_plays_from_its_own_view():
    # Easy decides on a sample of its view; the model on the sampled game. They differ only
    # where the evaluation reads hidden parts (tiles dealt after a completion).
    same = 0
    games = _positions(4, 30)
    for g in games:
        h = g.clone()
        model_rollout(ADAPTER, h, 1)
        easy = ai.choose("flowers", g.view(g.to_move), level="easy", seed=1)
        same += h.last_action == easy
    assert same >= 0.8 * len(games)


def test_the_model_completes_a_mandala_its_holder_wins():
    # F-X2: seat 0 holds mandala 0, which misses only yellow; yellow ends the game with a
    # third flower (the green 3x pairs with the green 3).
    g = flowers_position(hands=("yyeep", "rrrggoo"), up=[("pr", "o"), ("", ""), ("", "")],
                         claim=(0, -1, -1), layout=("e3gx", "p3o1", "r3y1"),
                         halves=("g3", ""), flowers=(("p1p2", "r1r2"), ()))
    model_rollout(ADAPTER, g, 1)
    assert g.last_action == Play(0, Color.YELLOW, 1)
    assert g.phase in ("choose", "over")


def _with_rival_face_down(players: int) -> Game:
    """A game whose last action is a rival's face-down play (HiddenPlay in the mover's view)."""
    for seed in range(400):
        g = position(seed, 30 + seed % 50, "flowers", players)
        if type(g.view(g.to_move).last_action) is HiddenPlay:
            return g
    raise AssertionError("no face-down play found")


def _recolour_rival_down(g: Game) -> Game:
    """The same game with one face-down card of each other seat turned to another present
    colour (a deck card takes its old colour, so every count stays): only hidden colours
    change."""
    r = json.loads(g.to_json())
    me = g.to_move
    changed = False
    for m, mv in enumerate(g.view(me).mandalas):
        present = sorted({COLORS.index(t.color) for t in mv.tiles}
                         | {COLORS.index(c) for up in mv.up for c, n in up.items() if n})
        for s in range(g.num_players):
            down = r["down"][m][s]
            if s == me or not sum(down) or len(present) < 2:
                continue
            a = next(c for c in present if down[c])
            b = present[(present.index(a) + 1) % len(present)]
            if LETTERS[b] not in r["deck"]:
                continue
            down[a] -= 1
            down[b] += 1
            r["deck"] = r["deck"].replace(LETTERS[b], LETTERS[a], 1)
            changed = True
    assert changed
    return Game.from_json(json.dumps(r))


def test_a_face_down_colour_is_never_read_from_the_real_game():
    # F-I2: two games that differ only in a rival's face-down colours give the mover the
    # same view, hence the same samples and the same hard move.
    for players in (2, 3, 4):
        g = _with_rival_face_down(players)
        h = _recolour_rival_down(g)
        seat = g.to_move
        assert g.to_json() != h.to_json()
        assert repr(g.view(seat)) == repr(h.view(seat))
        for k in range(4):
            a = determinize(g.view(seat), random.Random(k))
            b = determinize(h.view(seat), random.Random(k))
            assert a.to_json() == b.to_json()
        hard = ai.level_named("hard", "flowers", determinizations=3, iterations=30,
                                  cap_seconds=None)
        assert ai.choose("flowers", g.view(seat), level=hard, seed=2) == ai.choose(
            "flowers", h.view(seat), level=hard, seed=2)


def test_the_evaluation_prefers_a_held_claim():
    # F-K1/F-X2: the same cards on mandala 0, seat 0 ahead there; holding the claim (so
    # taking the better tile on completion) is worth more than a rival holding it.
    def game(claim: int) -> Game:
        return flowers_position(hands=("eepp", "rrgg"), up=[("po", "r"), ("", ""), ("", "")],
                                down=[("pp", "e"), ("", ""), ("", "")], claim=(claim, -1, -1),
                                layout=("e3y2", "p1o1", "r1g1"))

    assert evaluate(game(0), 0) > evaluate(game(1), 0)
    assert evaluate(game(1), 1) > evaluate(game(0), 1)
