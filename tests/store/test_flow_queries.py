"""The queries that only the bot's flows reached on PostgreSQL while tests/cogs re-ran flows
there (the server's language, the turn notice's id, a lobby's seats, the challenge behind a
match, the finished matches behind `/mandala history`): checked here on both engines, in
milliseconds, so the flows need PostgreSQL only for their races, restarts and cluster."""

from __future__ import annotations

import pytest

from store import ChallengeClosed, Store

from .helpers import GUILD, T0, finish, start


async def test_the_server_language_is_kept_per_server_and_changed(store: Store) -> None:
    assert await store.settings.language(GUILD) is None
    await store.settings.set_language(GUILD, "el")
    await store.settings.set_language(GUILD + 1, "en")
    assert await store.settings.language(GUILD) == "el"
    await store.settings.set_language(GUILD, "en")
    assert (await store.settings.language(GUILD),
            await store.settings.language(GUILD + 1)) == ("en", "en")


async def test_the_turn_notice_is_remembered_and_forgotten(store: Store) -> None:
    match = await start(store)
    snowflake = 1_300_000_000_000_000_000  # a Discord id needs 64 bits
    await store.matches.set_ping_message(match.id, snowflake)
    got = await store.matches.get(match.id)
    assert got is not None and got.ping_message_id == snowflake
    await store.matches.set_ping_message(match.id, None)
    got = await store.matches.get(match.id)
    assert got is not None and got.ping_message_id is None


async def test_a_lobby_seats_up_to_its_size_and_stands_members_up(store: Store) -> None:
    lobby = await store.challenges.create(kind="flowers", guild_id=GUILD, channel_id=500,
                                          challenger_id=1, invited=(), now=T0,
                                          expires_at=T0 + 600, lobby=True)
    assert (await store.challenges.seat_in_lobby(lobby.id, 2, sit=True, most=3)).invited == (2,)
    seated = await store.challenges.seat_in_lobby(lobby.id, 3, sit=True, most=3)
    assert seated.invited == (2, 3) and seated.accepted == (2, 3)
    with pytest.raises(ValueError, match="full"):
        await store.challenges.seat_in_lobby(lobby.id, 4, sit=True, most=3)
    assert (await store.challenges.seat_in_lobby(lobby.id, 2, sit=False, most=3)).invited == (3,)
    await store.challenges.close(lobby.id, "withdrawn")
    with pytest.raises(ChallengeClosed):
        await store.challenges.seat_in_lobby(lobby.id, 2, sit=True, most=3)
    duel = await store.challenges.create(kind="mandala", guild_id=GUILD, channel_id=500,
                                         challenger_id=1, invited=(2,), now=T0,
                                         expires_at=T0 + 600)
    with pytest.raises(ChallengeClosed):  # a challenge is not a lobby
        await store.challenges.seat_in_lobby(duel.id, 3, sit=True, most=3)


async def test_the_challenge_behind_a_match_is_found(store: Store) -> None:
    challenge = await store.challenges.create(kind="mandala", guild_id=GUILD, channel_id=500,
                                              challenger_id=1, invited=(2,), now=T0,
                                              expires_at=T0 + 600, options={"draw": "hidden"})
    await store.challenges.accept(challenge.id, 2)
    match = await start(store, challenge_id=challenge.id)
    found = await store.challenges.of_match(match.id)
    assert found is not None and found.id == challenge.id
    assert dict(found.options) == {"draw": "hidden"}
    other = await start(store, channel=501)
    assert await store.challenges.of_match(other.id) is None


async def test_finished_matches_newest_first_by_game_and_member(store: Store) -> None:
    first = await start(store, (1, 2), channel=501)
    await finish(store, first, (1, 2), now=T0 + 10)
    await start(store, (1, 3), channel=502)  # still live: not in the history
    second = await start(store, (3, 4), channel=503)
    await finish(store, second, (2, 1), now=T0 + 20)
    flowers = await start(store, (1, 2, 3), channel=504, kind="flowers")
    await finish(store, flowers, (1, 2, 3), now=T0 + 30)
    assert [m.id for m in await store.matches.finished_of(GUILD, "mandala", None)] == [
        second.id, first.id]
    assert [m.id for m in await store.matches.finished_of(GUILD, "mandala", 1)] == [first.id]
    assert [m.id for m in await store.matches.finished_of(GUILD, "mandala", None, limit=1)] == [
        second.id]
    assert await store.matches.finished_of(GUILD + 1, "mandala", None) == []
    [played] = await store.matches.finished_of(GUILD, "flowers", 3)
    assert played.id == flowers.id and played.players == (1, 2, 3)
