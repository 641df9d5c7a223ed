"""The seam is real: Tally, a game that lives under tests/ only, is installed by this test
through its descriptor alone and played end to end with three players through the generic layer."""

from __future__ import annotations

import pytest

import games
from bot import create_bot
from tests.cogs.helpers import components_of, custom_ids, member_for, table_message, told
from tests.fixture_game import engine as tally_engine
from tests.fixture_game.descriptor import GAME


@pytest.fixture
def tally():
    games.install(GAME)
    yield
    games.uninstall(GAME.name)


@pytest.fixture
def simcord_bot(settings, seeds, tally):
    return create_bot(settings, seeds=seeds)


async def play_turn(world, match) -> None:
    """The player to move opens the panel, chooses the first move and, if asked, a count."""
    game = tally_engine.Game.from_json(match.state)
    player = member_for(world, match.players[game.to_move])
    res = await player.click(table_message(world.channel), label="Show my hand")
    select = next(c for c in components_of(res.response) if c["type"] == 3)
    res = await player.select(res.response, [select["options"][0]["value"]],
                              custom_id=select["custom_id"])
    stored = await world.bot.store.matches.get(match.id)
    if stored.version == match.version:
        counts = [c for c in custom_ids(res.response) if c.startswith("g:do:")]
        await player.click(res.response, custom_id=counts[-1])
    assert (await world.bot.store.matches.get(match.id)).version == match.version + 1


async def test_three_players_accept_play_resign_and_rank(world):
    res = await world.alice.slash(world.channel, "tally challenge", opponent=world.bob,
                                  opponent2=world.carol)
    challenge = res.response
    await world.bob.click(challenge, label="Accept")
    assert "waiting for" in challenge.content and world.carol.mention in challenge.content
    assert await world.bot.store.matches.live_in_channel(world.channel.id) is None
    await world.carol.click(challenge, label="Accept")
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    assert match is not None and match.kind == "tally"
    assert match.players == (world.alice.id, world.bob.id, world.carol.id)
    assert "**Tally**" in table_message(world.channel).content

    await play_turn(world, match)
    # bob leaves mid-game; play goes on between alice and carol
    await world.bob.slash(world.channel, "tally forfeit")
    ask = [m for m in world.channel.history(viewer=world.bob) if "Forfeit" in m.content][-1]
    await world.bob.click(ask, label="Yes, forfeit")
    match = await world.bot.store.matches.get(match.id)
    assert match.is_live and "left the match" in table_message(world.channel).content
    res = await world.bob.click(table_message(world.channel), label="Show my hand")
    assert "You left this match" in res.response.content
    for _ in range(20):
        if not match.is_live:
            break
        await play_turn(world, match)
        match = await world.bot.store.matches.get(match.id)
    assert match.status == "finished" and "Game over" in table_message(world.channel).content

    results = {r.user_id: r for r in await world.bot.store.results.of_match(match.id)}
    assert results[world.bob.id].rank == 3 and results[world.bob.id].outcome == "loss"
    assert {results[world.alice.id].rank, results[world.carol.id].rank} <= {1, 2}
    res = await world.carol.slash(world.channel, "tally leaderboard", everyone=True)
    board = res.response.embeds[0].description
    place = {m: board.index(f" {m.name} ·") for m in (world.alice, world.bob, world.carol)}
    assert place[world.bob] > max(place[world.alice], place[world.carol])
    res = await world.alice.slash(world.channel, "tally stats", member=world.bob)
    fields = {f["name"]: f["value"] for f in res.response.embeds[0].to_dict()["fields"]}
    assert fields["Games"] == "1" and fields["Record"] == "0 wins · 1 loss · 0 draws"
    # Mandala's standings are separate
    res = await world.alice.slash(world.channel, "mandala leaderboard")
    assert "No rated games" in res.response.embeds[0].description


async def test_an_open_table_for_four_started_by_its_host(world):
    dave = world.guild.add_member(world.env.create_user("dave"))
    res = await world.alice.slash(world.channel, "tally open")
    lobby = res.response
    assert "Seated (1/4)" in lobby.content
    refused = told(await world.alice.click(lobby, label="Start"))  # alone: too few
    assert refused.ephemeral and "needs 2-4 players" in refused.content
    for who in (world.bob, world.carol):
        await who.click(lobby, label="Join")
    again = await world.bob.click(lobby, label="Join")
    assert told(again).ephemeral and "already seated" in told(again).content
    await world.carol.click(lobby, label="Leave")
    assert "Seated (2/4)" in lobby.content and world.carol.mention not in lobby.content
    # a member can't sit at two tables at once
    other = world.guild.create_text_channel("other")
    res2 = await world.carol.slash(other, "tally open")
    busy = await world.bob.click(res2.response, label="Join")
    assert told(busy).ephemeral and "another open table" in told(busy).content
    await world.carol.click(res2.response, label="Leave")  # the host closes it
    assert "closed their table" in res2.response.content
    for who in (world.carol, dave):
        await who.click(lobby, label="Join")
    assert "Seated (4/4)" in lobby.content
    [join] = [c for c in components_of(lobby) if c.get("label") == "Join"]
    assert join.get("disabled") is True  # nobody else can sit down
    await dave.click(lobby, label="Leave")
    [join] = [c for c in components_of(lobby) if c.get("label") == "Join"]
    assert not join.get("disabled")
    await dave.click(lobby, label="Join")
    not_host = await world.bob.click(lobby, label="Start")
    assert told(not_host).ephemeral and "Only the host" in told(not_host).content
    await world.alice.click(lobby, label="Start")
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    assert match.players == (world.alice.id, world.bob.id, world.carol.id, dave.id)
    assert "begins below" in lobby.content and table_message(world.channel).attachments


async def test_an_open_table_expires(world):
    res = await world.alice.slash(world.channel, "tally open")
    await world.env.advance_time(world.bot.settings.challenge_timeout_s + 61)
    assert "open table expired" in res.response.content and res.response.components == []
