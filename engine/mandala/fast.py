"""Raw counts for search: the AI's hot path reads these instead of the `Color`-keyed mappings.

The mapping properties of `Game` build a MappingProxyType per call, far too slow for a rollout
that evaluates thousands of positions a second. `raw` hands out the engine's own lists (indexed
by colour, see `vocab.COLORS`) without copying: callers must treat them as read-only.
`assemble` builds a whole game from counts, for a search that samples the hidden cards.
"""

from __future__ import annotations

from engine.mandala.codec import check
from engine.mandala.game import Game
from engine.mandala.state import Raw, Record
from engine.mandala.vocab import OVER, PICK, PLAY, Action

__all__ = ["Raw", "assemble", "raw"]

_PHASES = {PLAY: PLAY, PICK: PICK, OVER: OVER}


# raw(g): the counts of `g` without building mappings (for evaluation functions); the method
# itself, so the AI's hot path pays no extra call
raw = Game.raw


def assemble(
    *,
    deck: list[int],
    discard: list[int],
    hands: list[list[int]],
    cup_secret: list[list[int]],
    cup_public: list[list[int]],
    mountains: list[list[int]],
    fields: list[list[list[int]]],
    rivers: list[list[int]],
    phase: str,
    current: int,
    picker: int,
    completion: tuple[int, int] | None,
    end_triggered: bool,
    turn: int,
    last: Action | None,
    rng_state: int,
) -> Game:
    """A game from explicit parts (`deck` top first, colour indices); checked like a loaded
    record, so a sample that breaks an invariant raises ValueError instead of playing on.

    The flag "the completion being resolved is the last" is not public, but it follows from
    public facts: it is set at completion from the reshuffle flag (picks draw nothing), or by a
    sixth river colour (M-E1, M-E2).
    """
    record = Record(
        rng=rng_state,
        deck=deck[::-1],
        discard=discard[:],
        hands=[h[:] for h in hands],
        cup_secret=[c[:] for c in cup_secret],
        cup_public=[c[:] for c in cup_public],
        mountains=[m[:] for m in mountains],
        fields=[[f[:] for f in fm] for fm in fields],
        rivers=[r[:] for r in rivers],
        phase=_PHASES[phase],
        current=current,
        picker=picker,
        completion=completion,
        end_triggered=end_triggered,
        ending=phase == PICK and (end_triggered or any(len(r) == 6 for r in rivers)),
        over_reason=None,
        resigned=None,
        first_player=0,
        turn=turn,
        last=last,
    )
    check(record)
    return Game.from_record(record)
