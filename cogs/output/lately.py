"""The end of a step's log as moves, read once for its table and every panel it updates."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.api import Action
from play.history import Move, last_mover, moves, since_turn, stored_moves
from present.table_text import Said as Said  # re-exported: the flow reads these here
from present.table_text import end_note as end_note
from present.table_text import left_line as left_line
from present.table_text import mention as mention
from store import Match

if TYPE_CHECKING:
    from bot import MandalaBot

@dataclass(frozen=True)
class Recent:
    """The latest moves as the stored log tells them (never from memory, which a forfeit in
    between or a restart would get wrong): who made the view's last action, and every move
    since the reader's own last turn, oldest first."""

    last_seat: int | None
    moves: list[Move]

    @property
    def earlier(self) -> list[tuple[int, Action]]:
        """The board moves before the last one, for the picture to mark beside it."""
        board = [(m.seat, m.action) for m in self.moves
                 if m.seat is not None and m.action is not None]
        return board[:-1]


class Lately:
    """The end of one step's log as moves, read once for its table and every panel it
    updates: the stored events of the moves since the seats' turns (play.history), never a
    replay of the match from the deal, but for a match logged before events were kept. Read
    up to the step's version only: a move stored meanwhile belongs to the next update."""

    def __init__(self, bot: MandalaBot, match: Match, over: bool) -> None:
        self.bot, self.match, self.over = bot, match, over  # over: a full round is told
        self._read: tuple[int | None, list[Move]] | None = None

    async def moves(self) -> tuple[int | None, list[Move]]:
        """(who made the last board move, the moves read)."""
        if self._read is None:
            match, store = self.match, self.bot.store
            log = await store.log.recent(match.id, match.version, len(match.players),
                                         whole=self.over)
            told = stored_moves(match, log)
            if told is None:  # logged before events were kept: replayed, as it was
                log = [e for e in await store.log.actions(match.id) if e.seq <= match.version]
                told = moves(match, log)
            self._read = (last_mover(log), told)
        return self._read

    async def since(self, reader: int | None) -> Recent:
        """`reader`: the seat whose last turn counts (None: the latest full round)."""
        last_seat, history = await self.moves()
        return Recent(last_seat, since_turn(history, reader))
