"""The explainer: a move's concrete effects as the mover can know them, for hints, the analysis
and the move menu (`present.explain` words them).

It reads nothing but the mover's view. The hidden parts are sampled from that view (the AI's
own determinization, seeded from the view's text), the move is applied to every sample, and an
effect is kept only when every sample shows it: what a draw brings or an unseen hand holds
differs between samples and drops out, so no effect can rest on a hidden fact of the real game.
Each game's effect reader (`ai/<game>/explain.py`) reads the views and events of one sample;
its descriptor (`games/<game>.py`) plugs it in, like every other part of a game. A game without
one names its moves with no reasons.

A contrast (`contrast`) says why one move beats another the same way: both are applied to the
same samples, and besides their effects each game's measures of where the mover stands after
them (score, field lead, claim...) are compared, kept only where every sample agrees. The
analysis' marks, a lesson's "Not quite" and the hint's runner-up are told by it; a game whose
descriptor gives no measures is contrasted by its effects alone.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ai.choose import adapter_for, stream
from ai.search import one_ply
from engine.api import Action
from engine.effects import (
    Completes,
    Contrast,
    Effect,
    EntersRiver,
    FaceDown,
    Flower,
    KeepsClaim,
    LeavesCompletion,
    Standing,
    TakesClaim,
    ToCup,
)

SAMPLES = 6  # determinized states an effect must hold in

# (view before, action, events, view after, mover) -> effects, in the order they are told
Reader = Callable[[Any, Any, Sequence[Any], Any, int], list[Effect]]
_READERS: dict[str, Reader] = {}
# (view after a move, mover) -> measures the mover can know: (what, board) -> value
Measures = dict[tuple[str, int], tuple[int, ...]]
Measurer = Callable[[Any, int], Measures]
# (what, value after the played move, after the better one) -> the better one is better for
# the mover by this measure
Favours = Callable[[str, tuple[int, ...], tuple[int, ...]], bool]
_MEASURERS: dict[str, Contrasts] = {}


@dataclass(frozen=True)
class Contrasts:
    """A game's measures for contrasts: `measure` reads them from a view, `favours` says which
    way is better for the mover, `order` lists the most telling first."""

    measure: Measurer
    favours: Favours
    order: tuple[str, ...] = ()
    # (what, value) -> the name of what a measure's value points at (a colour), or ""
    label: Callable[[str, tuple[int, ...]], str] | None = None


def _no_effects(before: Any, action: Any, events: Sequence[Any], after: Any,
                seat: int) -> list[Effect]:
    return []


def _no_measures(view: Any, seat: int) -> Measures:
    return {}


def _never(what: str, played: tuple[int, ...], better: tuple[int, ...]) -> bool:
    return False


_NO_MEASURES = Contrasts(_no_measures, _never)  # a game that gives none: effects alone


def register(kind: str, reader: Reader, contrasts: Contrasts | None = None) -> None:
    """Plug a game's effect reader and its measures in (its descriptor does, through
    `games.install`)."""
    _READERS[kind] = reader
    if contrasts is not None:
        _MEASURERS[kind] = contrasts
    else:
        _MEASURERS.pop(kind, None)


def unregister(kind: str) -> None:
    _READERS.pop(kind, None)
    _MEASURERS.pop(kind, None)


def explain(kind: str, view: Any, action: Action, *, seed: int = 0,
            samples: int = SAMPLES) -> tuple[Effect, ...]:
    """The effects of `action` by `view.viewer` (the seat to move) that hold in every sampled
    state consistent with `view`, in the order the game's reader tells them."""
    seat = view.viewer
    if seat is None or view.to_move != seat:
        raise ValueError("explain needs the view of the seat to move")
    read = _READERS.get(kind)
    if read is None:  # a game that gives no reasons: its hints and marks name the move alone
        return ()
    adapter = adapter_for(kind)
    rng = stream(kind, view, "explain", seed)
    kept: list[Effect] | None = None
    for _ in range(max(1, samples)):
        game = adapter.determinize(view, rng)
        before = game.view(seat)
        events = game.apply(action)
        found = read(before, action, events, game.view(seat), seat)
        kept = found if kept is None else [e for e in kept if e in found]
    return tuple(kept or ())


def _good(e: Effect, seat: int) -> bool:
    """An effect that is the mover's gain (the better move achieving it is a reason)."""
    if isinstance(e, Completes):
        return e.first == seat
    return isinstance(e, TakesClaim | KeepsClaim | EntersRiver | ToCup | Flower)


def _bad(e: Effect, seat: int) -> bool:
    """An effect that gives something away (the played move doing it is a reason)."""
    if isinstance(e, Completes):
        return e.first not in (seat, -1)
    return isinstance(e, LeavesCompletion | FaceDown)


def _where(e: Effect) -> object:
    """What two moves' effects are compared by: a completion left or made on the same mandala
    is the same consequence whichever colour it lacks; other effects compare whole."""
    if isinstance(e, LeavesCompletion):
        return ("leaves", e.board, e.first)
    if isinstance(e, Completes):
        return ("completes", e.board, e.first)
    return e


def contrast(kind: str, view: Any, played: Action, better: Action, *, seed: int = 0,
             samples: int = SAMPLES) -> Contrast:
    """Why `better` beats `played` for `view.viewer` (the seat to move), as the mover can know
    it: both moves are applied to the same sampled states consistent with `view`, and an
    effect or a measure is kept only when every sample shows it, so nothing hidden (another
    hand, the deck's order) can shape the reason."""
    seat = view.viewer
    if seat is None or view.to_move != seat:
        raise ValueError("contrast needs the view of the seat to move")
    read = _READERS.get(kind, _no_effects)
    measures = _MEASURERS.get(kind, _NO_MEASURES)
    measure, favours, order = measures.measure, measures.favours, measures.order
    adapter = adapter_for(kind)
    rng = stream(kind, view, "explain", seed)
    kept: dict[str, list[Effect] | None] = {"played": None, "better": None}
    sure: dict[str, Measures | None] = {"played": None, "better": None}
    before = measure(view, seat)
    for _ in range(max(1, samples)):
        game = adapter.determinize(view, rng)
        for name, action in (("played", played), ("better", better)):
            trial = game.clone()
            start = trial.view(seat)
            events = trial.apply(action)
            after = trial.view(seat)
            found = read(start, action, events, after, seat)
            old = kept[name]
            kept[name] = found if old is None else [e for e in old if e in found]
            got = measure(after, seat)
            was = sure[name]
            sure[name] = got if was is None else {k: v for k, v in was.items()
                                                  if got.get(k) == v}
    mine, theirs = tuple(kept["played"] or ()), tuple(kept["better"] or ())
    gains = tuple(e for e in theirs if _good(e, seat) and _where(e) not in map(_where, mine))
    gives = tuple(e for e in mine if _bad(e, seat) and _where(e) not in map(_where, theirs))
    p, b = sure["played"] or {}, sure["better"] or {}
    for e in gains:  # a claim the better move takes or keeps is said once, as its effect
        if isinstance(e, TakesClaim | KeepsClaim):
            p.pop(("claim", e.board), None)
    rank = {what: i for i, what in enumerate(order)}
    standings = sorted(
        (Standing(what, board, p[key], b[key], before.get(key, ()),
                  measures.label(what, p[key]) if measures.label is not None else "")
         for key in p.keys() & b.keys() for what, board in (key,)
         if p[key] != b[key] and favours(what, p[key], b[key])),
        key=lambda s: (rank.get(s.what, len(rank)), s.board))
    return Contrast(gains, gives, tuple(standings), mine, theirs)


RUNNER_SAMPLES = 4  # determinized states the runner-up is judged on


def runner_up(kind: str, view: Any, chosen: Action, *, seed: int = 0,
              samples: int = RUNNER_SAMPLES) -> Action | None:
    """The move a hint weighs `chosen` against: the best other move by the evaluation one ply
    ahead, on states sampled from `view` (a cheap look, so a hint stays quick); None when
    `chosen` is the only move. Ties go to the first in the legal order."""
    seat = view.viewer
    if seat is None or view.to_move != seat:
        raise ValueError("runner_up needs the view of the seat to move")
    adapter = adapter_for(kind)
    rng = stream(kind, view, "runner-up", seed)
    games = [adapter.determinize(view, rng) for _ in range(max(1, samples))]
    others: list[Action] = [a for a in games[0].legal_actions() if a != chosen]
    if not others:
        return None
    values = one_ply(adapter, games, seat, others)
    return others[max(range(len(others)), key=lambda i: (values[i], -i))]
