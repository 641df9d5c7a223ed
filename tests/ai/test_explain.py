"""The explainer's effects happen: each one is checked against the engine by applying the move
(and, for what a move leaves, the named reply) to other determinized states consistent with
the mover's view; and no effect depends on a hidden fact of the real game."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ai.choose import adapter_for
from ai.explain import explain
from engine.effects import (
    Completes,
    Draws,
    Effect,
    EndNearer,
    EndsGame,
    EntersRiver,
    FaceDown,
    Flower,
    KeepsClaim,
    LastRound,
    LeavesCompletion,
    TakesClaim,
    ToCup,
)
from engine.flowers import events as fe
from engine.flowers import vocab as fv
from engine.flowers.scoring import flower_points
from engine.games import kind as game_kind
from engine.mandala import events as me
from engine.mandala import vocab as mv
from tests.ai.positions import KINDS, position, rehide

CHECKS = 6  # fresh determinizations each effect is checked on


def _color(kind: str, value: str) -> Any:
    return (mv.Color if kind == "mandala" else fv.Color)(value)


def _reply(kind: str, game: Any, effect: LeavesCompletion) -> Any | None:
    """The one-card reply completing the mandala, when the sample's next player holds it."""
    c = _color(kind, effect.color)
    if kind == "mandala":
        if game.hands[effect.seat][c] == 0:
            return None
        # into their own field when they keep a card (M-T2), to check who picks first
        if game.hand_size(effect.seat) > 1:
            return mv.PlayField(effect.board, c, 1)
        return mv.PlayMountain(effect.board, c)
    if game.hands[effect.seat][c] == 0:
        return None
    return fv.Play(effect.board, c, 1)


def holds(kind: str, effect: Effect, before: Any, events: list[Any], after: Any,
          seat: int) -> bool:
    """Did `effect` happen in this sample (`before`/`after`: the whole games)?"""
    ev = me if kind == "mandala" else fe
    match effect:
        case Completes(m, first):
            done = [e for e in events if isinstance(e, ev.Completed) and e.mandala == m]
            return bool(done) and (done[0].first_picker if kind == "mandala"
                                   else done[0].holder) == first
        case TakesClaim(s, m):
            return any(isinstance(e, fe.Claimed) and (e.seat, e.mandala) == (s, m)
                       for e in events)
        case KeepsClaim(s, m):
            return before.mandalas[m].claim == s and (
                after.mandalas[m].claim == s
                or any(isinstance(e, fe.Completed) and e.mandala == m and e.holder == s
                       for e in events))
        case FaceDown(m):
            return any(isinstance(e, fe.Played) and e.mandala == m and not e.face_up
                       for e in events)
        case EntersRiver(s, color, place):
            river = after.rivers[s]
            return len(river) >= place and river[place - 1].value == color
        case ToCup(s, color, n, worth):
            picks = [e for e in events if isinstance(e, me.Picked) and e.seat == s
                     and e.color.value == color]
            river = [c.value for c in after.rivers[s]]
            real = river.index(color) + 1 if color in river else 0
            return bool(picks) and picks[0].to_cup == n and real == worth
        case Flower(s, color, points, total):
            pairs = after.flowers[s]
            return (len(pairs) >= total and pairs[total - 1][0].color.value == color
                    and flower_points(*pairs[total - 1]) == points)
        case Draws(n):
            return sum(len(e.colors) for e in events
                       if isinstance(e, ev.Drew) and e.seat == seat) == n
        case EndNearer(s, have, _):
            got = len(after.rivers[s]) if kind == "mandala" else len(after.flowers[s])
            return got == have
        case LastRound():
            return any(isinstance(e, me.Reshuffled) for e in events)
        case EndsGame():
            return after.is_over
        case LeavesCompletion():
            return _leaves_hold(kind, effect, after)
    raise AssertionError(f"no check for {effect}")


def _leaves_hold(kind: str, effect: LeavesCompletion, after: Any) -> bool:
    if after.to_move != effect.seat:
        return False
    if effect.prize is not None:  # the mountain's most plentiful colour, as the view shows it
        mountain = after.mountains[effect.board]
        if mountain[mv.Color(effect.prize)] != effect.prize_count or effect.prize_count < max(
                mountain.values()):
            return False
    reply = _reply(kind, after, effect)
    if reply is None:  # this sample's next player lacks the colour: nothing to try
        return True
    if reply not in after.legal_actions():
        return False
    trial = after.clone()
    done = [e for e in trial.apply(reply)
            if isinstance(e, (me.Completed, fe.Completed)) and e.mandala == effect.board]
    if not done:
        return False
    if effect.first is None or not isinstance(reply, mv.PlayField):
        return True
    return (done[0].first_picker == effect.seat) == effect.first


def _checked(kind: str, game: Any, action: Any, seed: int) -> tuple[Effect, ...]:
    seat = game.to_move
    view = game.view(seat)
    effects = explain(kind, view, action, seed=seed)
    rng = random.Random(seed * 31 + 7)  # not the explainer's stream: other hidden states
    # the real game first: it is one state consistent with the view too
    for n in range(CHECKS + 1):
        sample = game.clone() if n == 0 else adapter_for(kind).determinize(view, rng)
        before = sample.clone()
        events = sample.apply(action)
        for effect in effects:
            assert holds(kind, effect, before, events, sample, seat), (effect, str(action))
    return effects


@pytest.mark.parametrize(("kind", "players"), KINDS)
def test_every_effect_happens_in_other_states_consistent_with_the_view(kind, players):
    seen: Counter[str] = Counter()
    for seed in range(3):
        g = game_kind(kind).new(seed, players)
        r = random.Random(seed)
        while not g.is_over and g.turn < 400:
            action = r.choice(g.legal_actions())
            for effect in _checked(kind, g, action, seed):
                seen[type(effect).__name__] += 1
                if isinstance(effect, LeavesCompletion) and effect.prize:
                    seen["prize"] += 1
            g.apply(action)
    common = {"Completes", "Draws", "LeavesCompletion", "EndNearer", "EndsGame"}
    own = ({"EntersRiver", "ToCup", "prize"} if kind == "mandala"
           else {"TakesClaim", "KeepsClaim", "FaceDown", "Flower"})
    assert common | own <= set(seen), seen


@pytest.mark.parametrize(("kind", "players"), KINDS)
@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10_000), plies=st.integers(0, 140), other=st.integers(0, 10**6))
def test_hidden_facts_change_no_effect(kind, players, seed, plies, other):
    g = position(seed, plies, kind, players)
    h = rehide(g, other)
    seat = g.to_move
    for action in g.legal_actions()[:8]:
        assert explain(kind, g.view(seat), action) == explain(kind, h.view(seat), action)
