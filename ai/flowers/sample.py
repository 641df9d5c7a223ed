"""Determinization: a full Flowers game consistent with what one seat's view shows.

Unseen cards are the 90-card multiset minus what the view shows (the mover's hand and own
face-down cards, every face-up card). They are dealt to the other seats' face-down cards first
(only colours present on that mandala: a face-down card is always of a present colour, F-T2),
then to their hands, the discard pile and the deck, by their public sizes. The tile stacks are
hidden too: the default tile set minus every tile in sight, shuffled into two stacks of their
public sizes. Nothing here reads a real game: the view is the only input.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from engine.flowers import COLORS, Color, FlowersView, Game, HiddenPlay, Play
from engine.flowers.fast import assemble
from engine.flowers.tiles import DEFAULT_DARK, DEFAULT_LIGHT
from engine.flowers.vocab import CARDS_PER_COLOR, Tile

_IDX = {c: i for i, c in enumerate(COLORS)}
_SET = DEFAULT_DARK + DEFAULT_LIGHT


def _six(mapping: Mapping[Color, int] | None) -> list[int]:
    if mapping is None:
        raise ValueError("a part the view hides")
    return [mapping[c] for c in COLORS]


def unseen(view: FlowersView) -> list[int]:
    """Counts per colour of the cards `view.viewer` cannot see (others' hands and face-down
    cards, the discard pile, the deck)."""
    me = view.viewer
    left = [CARDS_PER_COLOR] * 6
    # a sample is drawn for a seated player: the viewer is a seat, never None
    parts = [view.seats[me].hand]  # type: ignore[index]
    for mv in view.mandalas:
        parts.extend(mv.up)
        parts.append(mv.down[me])  # type: ignore[index]  # the viewer is a seat (as above)
    for part in parts:
        # the viewer's own hand and face-down cards are shown to them, never None
        for c, n in part.items():  # type: ignore[union-attr]
            left[_IDX[c]] -= n
    return left


def present(view: FlowersView, m: int) -> list[int]:
    """The colours (indices) present on mandala m: its tiles and its face-up cards (F-T2)."""
    mv = view.mandalas[m]
    out = {_IDX[t.color] for t in mv.tiles}
    for up in mv.up:
        out.update(_IDX[c] for c, n in up.items() if n)
    return sorted(out)


def hidden_tiles(view: FlowersView) -> tuple[list[Tile], list[Tile]]:
    """The undealt (dark, light) tiles: the default set minus every tile the view shows."""
    rest = list(_SET)
    shown = [t for mv in view.mandalas for t in mv.tiles] + list(view.tile_discard)
    for s in view.seats:
        shown.extend(s.halves)
        shown.extend(t for f in s.flowers for t in f)
    for t in shown:
        try:
            rest.remove(t)
        except ValueError:
            raise ValueError("the view's tiles are not the default tile set") from None
    dark = [t for t in rest if t.dark]
    light = [t for t in rest if not t.dark]
    if (len(dark), len(light)) != tuple(view.tiles_left):
        raise ValueError("the view's tiles do not add up to 36")
    return dark, light


def _draw(left: list[int], allowed: list[int], k: int, rng: random.Random) -> list[int] | None:
    """k cards from the pool `left` (changed in place), of the allowed colours only."""
    out = [0] * 6
    for _ in range(k):
        total = sum(left[c] for c in allowed)
        if not total:
            return None
        x = rng.randrange(total)
        for c in allowed:
            x -= left[c]
            if x < 0:
                break
        left[c] -= 1
        out[c] += 1
    return out


def determinize(view: FlowersView, rng: random.Random) -> Game:
    """One sample of the hidden state, as a game with `view.viewer` to move."""
    me = view.viewer
    if me is None or view.to_move != me:
        raise ValueError("determinize needs the view of the seat to move")
    n = view.players
    pool = unseen(view)
    others = [s for s in range(n) if s != me]
    need = view.deck_size + view.discard_size + sum(view.seats[s].hand_size for s in others)
    need += sum(mv.down_count[s] for mv in view.mandalas for s in others)
    if sum(pool) != need or min(pool) < 0:
        raise ValueError("the view's counts do not add up to 90 cards")
    down = [[[0] * 6 for _ in range(n)] for _ in range(3)]
    for m, mv in enumerate(view.mandalas):
        down[m][me] = _six(mv.down[me])
    slots = [(m, s) for m in range(3) for s in others if view.mandalas[m].down_count[s]]
    for _attempt in range(4):  # present colours can run short; then any colour will do
        left = pool[:]
        for m, s in slots:
            got = _draw(left, present(view, m) if _attempt < 3 else list(range(6)),
                        view.mandalas[m].down_count[s], rng)
            if got is None:
                break
            down[m][s] = got
        else:
            break
    cards = [c for c in range(6) for _ in range(left[c])]
    rng.shuffle(cards)
    hands = [[0] * 6 for _ in range(n)]
    hands[me] = _six(view.seats[me].hand)
    at = 0
    for s in others:
        k = view.seats[s].hand_size
        for c in cards[at : at + k]:
            hands[s][c] += 1
        at += k
    discard = [0] * 6
    for c in cards[at : at + view.discard_size]:
        discard[c] += 1
    deck = cards[at + view.discard_size :]
    dark, light = hidden_tiles(view)
    rng.shuffle(dark)
    rng.shuffle(light)
    last = view.last_action
    last_seat, last_up = me, True
    if type(last) is HiddenPlay:  # someone else's face-down play: any colour shows the same
        last = Play(last.mandala, COLORS[0], last.count)
        last_seat, last_up = (me - 1) % n, False
    choice = view.choice
    return assemble(
        players=n,
        deck=deck,
        discard=discard,
        hands=hands,
        up=[[_six(u) for u in mv.up] for mv in view.mandalas],
        down=down,
        tiles=[list(mv.tiles) for mv in view.mandalas],
        stacks=(dark, light),
        tile_discard=list(view.tile_discard),
        claim=[-1 if mv.claim is None else mv.claim for mv in view.mandalas],
        halves=[list(s.halves) for s in view.seats],
        flowers=[list(s.flowers) for s in view.seats],
        phase=view.phase,
        current=view.current,
        choice=(choice.mandala, choice.holder, choice.second) if choice else None,
        resigned=list(view.resigned),
        draw_rule=view.draw_rule,
        turn=view.turn,
        # `type(...) is` doesn't narrow: a HiddenPlay was replaced by a Play above
        last=last,  # type: ignore[arg-type]
        last_seat=last_seat,
        last_up=last_up,
        rng_state=rng.getrandbits(64),
    )
