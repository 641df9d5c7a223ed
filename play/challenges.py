"""Closing a challenge: declined by an invited member, withdrawn by its challenger (or because a
player left the server), expired. Opening, accepting and rematches are `MatchService`'s."""

from __future__ import annotations

from play.service import NoLongerOpen, NotForYou
from store import Challenge, ChallengeStatus, MatchStore


async def answer_no(store: MatchStore, challenge: Challenge, user_id: int) -> ChallengeStatus:
    """An invited member declines, or the challenger withdraws; returns which it was."""
    if user_id in challenge.invited:
        status = ChallengeStatus.DECLINED
    elif user_id == challenge.challenger_id:
        status = ChallengeStatus.WITHDRAWN
    else:
        raise NotForYou()
    if not await store.close_challenge(challenge.id, status):
        raise NoLongerOpen()
    return status


async def withdraw(store: MatchStore, challenge: Challenge) -> bool:
    """Close it for the challenger (a player left the server); False if no longer open."""
    return await store.close_challenge(challenge.id, ChallengeStatus.WITHDRAWN)


async def expire(store: MatchStore, challenge: Challenge) -> bool:
    """Close it as expired; False if it was no longer open (a click or the sweep came first)."""
    return await store.close_challenge(challenge.id, ChallengeStatus.EXPIRED)


async def posted(store: MatchStore, challenge: Challenge, message_id: int) -> None:
    """Remember the message that shows the challenge (or table), so its expiry can edit it."""
    await store.set_challenge_message(challenge.id, message_id)
