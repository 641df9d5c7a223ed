"""Raw counts for search, and a whole game built from sampled parts (Flowers).

`raw` hands the engine's own lists (indexed by colour, see `vocab.COLORS`) to an evaluation
without building the `Color`-keyed mappings of `state`: callers must treat them as read-only.
`assemble` builds a game from explicit parts, for a search that samples the hidden cards and
tile stacks from a view; it never touches a real game, so nothing hidden can leak through it.
"""

from __future__ import annotations

from engine.flowers.codec import check
from engine.flowers.game import Game
from engine.flowers.state import Raw, Record, derive
from engine.flowers.vocab import CHOOSE, OVER, PLAY, Action, Tile

__all__ = ["Raw", "assemble", "raw"]

_PHASES = {PLAY: PLAY, CHOOSE: CHOOSE, OVER: OVER}


# raw(g): the counts of `g` without building mappings (for evaluation and rollout policies);
# the method itself, so the AI's hot path pays no extra call
raw = Game.raw


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
    up = [[x[:] for x in xm] for xm in up]
    down = [[x[:] for x in xm] for xm in down]
    tiles = [t[:] for t in tiles]
    record = Record(
        players=players,
        rng=rng_state,
        draw_rule=draw_rule,
        deck=deck[::-1],
        discard=discard[:],
        hands=[h[:] for h in hands],
        up=up,
        down=down,
        tiles=tiles,
        stacks=[stacks[0][::-1], stacks[1][::-1]],
        tile_discard=tile_discard[:],
        claim=claim[:],
        halves=[h[:] for h in halves],
        flowers=[f[:] for f in flowers],
        phase=_PHASES[phase],
        current=current,
        choice=choice,
        ending=False,
        over_reason=None,
        resigned=resigned[:],
        first_player=0,
        turn=turn,
        last=last,
        last_seat=last_seat,
        last_up=last_up,
        **derive(players, up, down, tiles, resigned)._asdict(),
    )
    check(record)
    return Game.from_record(record)
