"""Raw counts for search, and a whole game built from sampled parts (Flowers).

`raw` hands the engine's own lists (indexed by colour, see `vocab.COLORS`) to an evaluation
without building the `Color`-keyed mappings of `state`: callers must treat them as read-only.
`assemble` builds a game from explicit parts, for a search that samples the hidden cards and
tile stacks from a view; it never touches a real game, so nothing hidden can leak through it.
"""

from __future__ import annotations

from typing import NamedTuple

from engine.flowers.codec import check, sync
from engine.flowers.game import Game
from engine.flowers.vocab import CHOOSE, OVER, PLAY, Action, Tile
from engine.rng import Rng

_PHASES = {PLAY: PLAY, CHOOSE: CHOOSE, OVER: OVER}


class Raw(NamedTuple):
    """Live, read-only views of a game's counts; lists of six are indexed by colour."""

    hands: list[list[int]]  # [seat]
    up: list[list[list[int]]]  # [mandala][seat]
    down: list[list[list[int]]]  # [mandala][seat]
    ncards: list[list[int]]  # [mandala][seat]: face-up + face-down
    nup: list[list[int]]  # [mandala][seat]: face-up only
    upmask: list[int]  # [mandala]: colours face up
    tmask: list[int]  # [mandala]: colours of its tiles, 0 when closed
    tiles: list[list[Tile]]  # [mandala]: [dark, light] or [] when closed
    claim: list[int]  # [mandala]: holder or -1
    halves: list[list[Tile]]  # [seat]
    flowers: list[list[tuple[Tile, Tile]]]  # [seat]
    active: list[bool]  # [seat]
    deck_size: int
    stacks_left: int  # undealt tiles of the smaller stack: completions before mandalas close


def raw(g: Game) -> Raw:
    """The counts of `g` without building mappings (for evaluation and rollout policies)."""
    return Raw(g._hands, g._up, g._down, g._ncards, g._nup, g._upmask, g._tmask, g._tiles,
               g._claim, g._halves, g._flowers, g._active, len(g._deck),
               min(len(g._stacks[0]), len(g._stacks[1])))


def assemble(
    *,
    players: int,
    deck: list[int],
    discard: list[int],
    hands: list[list[int]],
    up: list[list[list[int]]],
    down: list[list[list[int]]],
    tiles: list[list[Tile]],
    stacks: tuple[list[Tile], list[Tile]],
    tile_discard: list[Tile],
    claim: list[int],
    halves: list[list[Tile]],
    flowers: list[list[tuple[Tile, Tile]]],
    phase: str,
    current: int,
    choice: tuple[int, int, int] | None,
    resigned: list[int],
    draw_rule: str,
    turn: int,
    last: Action | None,
    last_seat: int,
    last_up: bool,
    rng_state: int,
) -> Game:
    """A game from explicit parts (`deck` and `stacks` top first; cards as colour indices),
    checked like a loaded record, so a sample that breaks an invariant raises ValueError
    instead of playing on. The first player is not public and plays no part after the deal:
    it is set to 0."""
    g = Game(players)
    g._rng = Rng(rng_state)
    g._draw_rule = draw_rule
    g._deck = deck[::-1]
    g._discard = discard[:]
    g._hands = [h[:] for h in hands]
    g._up = [[x[:] for x in xm] for xm in up]
    g._down = [[x[:] for x in xm] for xm in down]
    g._tiles = [t[:] for t in tiles]
    g._stacks = [stacks[0][::-1], stacks[1][::-1]]
    g._tile_discard = tile_discard[:]
    g._claim = claim[:]
    g._halves = [h[:] for h in halves]
    g._flowers = [f[:] for f in flowers]
    g._phase = _PHASES[phase]
    g._current = current
    g._choice = choice
    g._resigned = resigned[:]
    g._active = [s not in resigned for s in range(players)]
    g._turn = turn
    g._last = last
    g._last_seat = last_seat
    g._last_up = last_up
    sync(g)
    check(g)
    return g
