"""Where a member's turn notices and reminders go (`/games settings me notices`): the match's
channel (its thread), a direct message, or both; one setting per person, in every server. A DM
the member's settings refuse falls back to the channel, and the member is told so once, in
their next private answer (not again at each turn's refusal, until they choose again)."""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum

from play.errors import PlayError
from store import Store

SETTING = "notices"
DM_REFUSED = "dm_refused"  # "1" from a refused DM until the member has been told, then TOLD
TOLD = "told"  # told once: later refusals (every turn tries again) are not said again


class Notices(StrEnum):
    CHANNEL = "channel"
    DM = "dm"
    BOTH = "both"

    @property
    def by_dm(self) -> bool:
        return self != Notices.CHANNEL

    @property
    def in_channel(self) -> bool:
        return self != Notices.DM


async def notices_of(store: Store, user_id: int) -> Notices:
    """The member's choice; the channel until they choose (a value no longer known too)."""
    value = await store.settings.member_value(user_id, SETTING)
    try:
        return Notices(value) if value is not None else Notices.CHANNEL
    except ValueError:
        return Notices.CHANNEL


async def set_notices(store: Store, user_id: int, value: str) -> Notices:
    """Store the member's choice; anything but channel, dm or both is refused, unchanged."""
    try:
        notices = Notices(value)
    except ValueError:
        raise PlayError("err.bad_notices") from None
    await store.settings.set_member_value(user_id, SETTING, notices.value)
    # a new choice: a refusal is said anew
    await store.settings.set_member_value(user_id, DM_REFUSED, "0")
    return notices


async def dm_refused(store: Store, user_id: int) -> None:
    """A notice could not be sent by DM (closed DMs): it went to the channel; tell them once,
    not after every turn's refusal again (until they choose their notices again)."""
    if await store.settings.member_value(user_id, DM_REFUSED) != TOLD:
        await store.settings.set_member_value(user_id, DM_REFUSED, "1")


async def take_dm_refused(store: Store, user_id: int) -> bool:
    """Whether the member is owed the "your DMs are closed" line, cleared as it is taken (the
    next private answer says it once)."""
    if await store.settings.member_value(user_id, DM_REFUSED) != "1":
        return False
    await store.settings.set_member_value(user_id, DM_REFUSED, TOLD)
    return True


class NoticeChoices:
    """Each member's choice, kept a while once read: a turn passing asks for the next
    player's, and a store round trip on every move would add to each click. A choice made
    through this bot (`choose`) is seen at once; one made through another process of a sharded
    bot within `ttl` seconds (read for every player as a match starts, a member's choice
    costs a move no store round trip while they play at least every `ttl`)."""

    def __init__(self, store: Store, clock: Callable[[], float], ttl: float = 600.0,
                 most: int = 10_000) -> None:
        self.store, self.clock, self.ttl, self.most = store, clock, ttl, most
        self._kept: dict[int, tuple[Notices, float]] = {}

    async def of(self, user_id: int) -> Notices:
        kept = self._kept.get(user_id)
        at = self.clock()
        if kept is not None and at - kept[1] < self.ttl:
            return kept[0]
        notices = await notices_of(self.store, user_id)
        if len(self._kept) >= self.most:  # a bound: forget all, they are read again
            self._kept.clear()
        self._kept[user_id] = (notices, at)
        return notices

    async def choose(self, user_id: int, value: str) -> Notices:
        """`set_notices`, kept once stored (a refused value changes nothing here either)."""
        notices = await set_notices(self.store, user_id, value)
        self._kept[user_id] = (notices, self.clock())
        return notices
