"""Flowers' effect reader for the explainer (`ai.explain`): what one sampled move did, read
from the mover's views before and after it and from its events (see `engine.effects`)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.effects import (
    Completes,
    Draws,
    Effect,
    EndNearer,
    EndsGame,
    FaceDown,
    Flower,
    KeepsClaim,
    LeavesCompletion,
    TakesClaim,
)
from engine.flowers import COLORS, Action, Color, FlowersView
from engine.flowers.events import Claimed, Completed, Drew, Event, GameEnded, Played, TileTaken
from engine.flowers.scoring import flower_points
from engine.flowers.vocab import FLOWERS_TO_END


def read(before: FlowersView, action: Action, events: Sequence[Event], after: FlowersView,
         seat: int) -> list[Effect]:
    out: list[Effect] = []
    drawn = made = 0
    for e in events:
        if isinstance(e, Played) and e.seat == seat and not e.face_up:
            out.append(FaceDown(e.mandala))
        elif isinstance(e, Claimed) and e.seat == seat:
            out.append(TakesClaim(seat, e.mandala))
        elif isinstance(e, Completed):
            out.append(Completes(e.mandala, e.holder))
        elif isinstance(e, TileTaken) and e.seat == seat and e.flower:
            made += 1  # flowers are kept in the order made: this one is the made-th new one
            pair = after.seats[seat].flowers[len(before.seats[seat].flowers) + made - 1]
            total = len(before.seats[seat].flowers) + made
            out.append(Flower(seat, e.tile.color.value, flower_points(*pair), total))
        elif isinstance(e, Drew) and e.seat == seat:
            drawn += len(e.colors)
    played = next((e for e in events if isinstance(e, Played) and e.seat == seat), None)
    # only the player who plays takes a claim (F-K1), so a holder who plays keeps theirs
    if played is not None and before.mandalas[played.mandala].claim == seat:
        out.insert(0, KeepsClaim(seat, played.mandala))
    if drawn:
        out.append(Draws(drawn))
    have = len(after.seats[seat].flowers)
    if have > len(before.seats[seat].flowers) and have < FLOWERS_TO_END:
        out.append(EndNearer(seat, have, FLOWERS_TO_END))
    if any(isinstance(e, GameEnded) for e in events):
        out.append(EndsGame())
    out.extend(leaves(after, seat, before))
    return out


def leaves(view: FlowersView, seat: int, before: FlowersView) -> list[Effect]:
    """The completions the move leaves the next player: a mandala whose tiles and face-up cards
    lack one colour only (F-X1), which one card of it played face up would complete; one that
    lacked only that colour before the move is not the move's doing."""
    nxt = view.to_move
    if view.phase != "play" or nxt is None or nxt == seat:
        return []
    out: list[Effect] = []
    for m in range(len(view.mandalas)):
        missing = _missing(view, m)
        if len(missing) == 1 and _missing(before, m) != missing:
            out.append(LeavesCompletion(nxt, m, missing[0].value, None))
    return out


def _missing(view: FlowersView, m: int) -> list[Color]:
    """The colours neither a tile nor a face-up card of open mandala `m` shows (F-X1)."""
    mandala = view.mandalas[m]
    if mandala.closed:
        return []
    present = {t.color for t in mandala.tiles} | {c for up in mandala.up for c in COLORS if up[c]}
    return [c for c in COLORS if c not in present]


def measure(view: FlowersView, seat: int) -> dict[tuple[str, int], tuple[int, ...]]:
    """What every player can see of where the mover stands (for `ai.explain.contrast`):
    their points (F-E2) and completed flowers, their hand, the best placed rival's points,
    and each open mandala's claim (whether the mover holds it, its holder: -1 for nobody,
    F-K)."""
    me = view.seats[seat]
    out: dict[tuple[str, int], tuple[int, ...]] = {
        ("points", -1): (me.points,),
        ("made", -1): (len(me.flowers),),
        ("hand", -1): (me.hand_size,),
    }
    others = [s for s in view.seats if s.seat != seat]
    if others:  # the best placed rival: their points and seat (lower is better for the mover)
        top = max(others, key=lambda s: (s.points, -s.seat))
        out[("rival", -1)] = (top.points, top.seat)
    for m, mandala in enumerate(view.mandalas):
        if not mandala.closed:
            holder = -1 if mandala.claim is None else mandala.claim
            out[("claim", m)] = (int(holder == seat), holder)
    return out


def favours(what: str, played: tuple[int, ...], better: tuple[int, ...]) -> bool:
    """Whether the better move's value of measure `what` is better for the mover."""
    if what == "rival":
        return better[0] < played[0]
    return better[0] > played[0]


ORDER = ("points", "made", "claim", "rival", "hand")
