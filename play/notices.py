"""Where a member's turn notices and reminders go (`/games settings me notices`): the match's
channel (its thread), a direct message, or both; one setting per person, in every server. A DM
the member's settings refuse falls back to the channel, and the member is told so once, in
their next private answer."""

from __future__ import annotations

from enum import StrEnum

from play.service import PlayError
from store import MatchStore

SETTING = "notices"
DM_REFUSED = "dm_refused"  # "1" from a refused DM until the member has been told


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


async def notices_of(store: MatchStore, user_id: int) -> Notices:
    """The member's choice; the channel until they choose (a value no longer known too)."""
    value = await store.member_value(user_id, SETTING)
    try:
        return Notices(value) if value is not None else Notices.CHANNEL
    except ValueError:
        return Notices.CHANNEL


async def set_notices(store: MatchStore, user_id: int, value: str) -> Notices:
    """Store the member's choice; anything but channel, dm or both is refused, unchanged."""
    try:
        notices = Notices(value)
    except ValueError:
        raise PlayError("err.bad_notices") from None
    await store.set_member_value(user_id, SETTING, notices.value)
    return notices


async def dm_refused(store: MatchStore, user_id: int) -> None:
    """A notice could not be sent by DM (closed DMs): it went to the channel; tell them once."""
    await store.set_member_value(user_id, DM_REFUSED, "1")


async def take_dm_refused(store: MatchStore, user_id: int) -> bool:
    """Whether the member is owed the "your DMs are closed" line, cleared as it is taken (the
    next private answer says it once)."""
    if await store.member_value(user_id, DM_REFUSED) != "1":
        return False
    await store.set_member_value(user_id, DM_REFUSED, "0")
    return True
