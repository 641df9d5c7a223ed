"""Closing a challenge: declined by an invited member, withdrawn by its challenger (or because a
player left the server), expired. Opening, accepting and rematches are `MatchService`'s."""

from __future__ import annotations

from play.errors import NoLongerOpen, NotForYou
from store import Challenge, ChallengeStatus, Store


async def answer_no(store: Store, challenge: Challenge, user_id: int) -> ChallengeStatus:
    """An invited member declines, or the challenger withdraws; returns which it was."""
    if user_id in challenge.invited:
        status = ChallengeStatus.DECLINED
    elif user_id == challenge.challenger_id:
        status = ChallengeStatus.WITHDRAWN
    else:
        raise NotForYou()
    if not await store.challenges.close(challenge.id, status):
        raise NoLongerOpen()
    return status


async def withdraw(store: Store, challenge: Challenge) -> bool:
    """Close it for the challenger (a player left the server); False if no longer open."""
    return await store.challenges.close(challenge.id, ChallengeStatus.WITHDRAWN)


async def expire(store: Store, challenge: Challenge) -> bool:
    """Close it as expired; False if it was no longer open (a click or the sweep came first)."""
    return await store.challenges.close(challenge.id, ChallengeStatus.EXPIRED)


async def posted(store: Store, challenge: Challenge, message_id: int) -> None:
    """Remember the message that shows the challenge (or table), so its expiry can edit it."""
    await store.challenges.set_message(challenge.id, message_id)
