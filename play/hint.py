"""Hints: the AI's move for a player (`hard`'s search on a work budget, `ai.levels.HINT`),
thought out from their own view only, with its reasons from the explainer, and counted with the
match (no discord here).

Only in a practice game against the bot (every other seat a bot): in a match between members a
hint would be help from outside. The move comes from the AI pool like a bot's move (its worker
takes the seat's view of the state, never the hidden cards); the reasons are read on the same
view, so neither the move nor its words can depend on another seat's hand, the deck's order or
a face-down colour. The search is bounded by work, never by the clock, so the same position
gets the same hint however loaded the machine is.
"""

from __future__ import annotations

import asyncio
import zlib
from dataclasses import dataclass, replace
from typing import Any

from ai.choose import choose
from ai.explain import contrast, explain, runner_up
from ai.levels import HINT, Level
from ai.worker import Chooser
from engine.effects import Contrast, Effect
from engine.games import kind as game_kind
from play.errors import PlayError
from play.step import load_game
from store import Hints, Match

LEVEL = HINT
# The safety net: a hint's search is bounded by its work (<= 0.5 s on a quiet core), so only a
# machine starved many times over, or a pool queue full of bots' moves, waits this long; the
# asker is then told to ask again (nothing counted) rather than given a search cut short,
# which would be another move than the same position's hint on a quiet machine.
WAIT_SECONDS = 20.0


@dataclass(frozen=True)
class Hint:
    code: str  # the action code the AI would play
    effects: tuple[Effect, ...]  # its reasons, for present.explain
    used: int = 0  # hints this seat has taken in the match, this one included
    runner: str = ""  # the move it is weighed against (the best other one, one ply ahead)
    contrast: Contrast | None = None  # why the hint beats `runner`, from the same view


def hint_seed(match: Match) -> int:
    """The same position of the same match always gets the same hint."""
    return zlib.crc32(f"hint:{match.id}:{match.version}".encode())


def hint_seat(match: Match, user_id: int) -> int:
    """The seat of `user_id`, who may take a hint now; else a clear refusal."""
    seat = match.seat_of(user_id)
    if seat is None:
        raise PlayError("err.hint_players")
    if any(match.bot_level(s) is None for s in range(len(match.players)) if s != seat):
        raise PlayError("err.hint_members")
    if not match.is_live:
        raise PlayError("err.match_over")
    if load_game(match).to_move != seat:
        raise PlayError("err.not_your_turn")
    return seat


def explained(kind: str, view: Any, code: str, *, seed: int) -> Hint:
    """The hint for the move `code` (the AI's choice on `view`): the move, its reasons, and
    why it beats the runner-up (a contrast, read on the same view)."""
    action = game_kind(kind).parse_action(code)
    runner = runner_up(kind, view, action, seed=seed)
    why = None if runner is None else contrast(kind, view, runner, action, seed=seed)
    return Hint(code, explain(kind, view, action, seed=seed),
                runner="" if runner is None else str(runner), contrast=why)


def hint_for(kind: str, view: Any, *, seed: int, level: str | Level = LEVEL) -> Hint:
    """The level's move on `view` (the seat to move) and its reasons, in this process."""
    return explained(kind, view, str(choose(kind, view, level=level, seed=seed)), seed=seed)


async def give_hint(hints: Hints, match: Match, user_id: int, chooser: Chooser, *,
                    wait: float = WAIT_SECONDS) -> Hint:
    """What the 💡 Hint button does: check the asker may have one, ask the AI pool for the
    hint level's move from their view (refused past `wait` seconds), explain it and count it
    with the match."""
    seat = hint_seat(match, user_id)
    seed = hint_seed(match)
    try:
        code = await asyncio.wait_for(chooser(match.kind, match.state, seat, LEVEL, seed), wait)
    except TimeoutError:
        raise PlayError("err.hint_slow") from None
    hint = explained(match.kind, load_game(match).view(seat), code, seed=seed)
    used = await hints.count(match.id, seat, match.version)
    return replace(hint, used=used)
