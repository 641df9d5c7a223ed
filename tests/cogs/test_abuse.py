"""Faults and hostile members: each reproduced, each answered truthfully, nothing abused."""

from __future__ import annotations

import random

import discord

from cogs.commands.games import GamesCog
from tests.cogs.helpers import (
    cog,
    custom_ids,
    live_game,
    play_one,
    start_match,
    table_message,
    told,
)

MESSAGE_ROUTES = ("/messages", "/callback")


def message_requests(env) -> list:
    """Every request that creates or edits a message (channel messages, interaction replies)."""
    return [r for r in env.http_requests if r.method in ("POST", "PATCH") and r.json
            and isinstance(r.json, dict) and ("content" in r.json or "data" in r.json)
            and any(p in r.path for p in MESSAGE_ROUTES)]


def allowed(request) -> dict | None:
    body = request.json.get("data", request.json)
    return body.get("allowed_mentions") if isinstance(body, dict) else None


async def test_a_nickname_can_not_make_the_bot_ping_everyone_or_a_role(world):
    mods = world.guild.create_role("mods")
    mallory = world.guild.add_member(world.env.create_user("mallory"), nick="@everyone")
    world.guild.add_member(world.env.create_user("eve"), nick=f"<@&{mods.id}>")
    world.alice = mallory  # the helpers play as world.alice and world.bob
    res = await mallory.slash(world.channel, "mandala challenge", opponent=world.bob)
    await world.bob.click(res.response, label="Accept")
    rng = random.Random(3)
    for _ in range(6):
        match, game = await live_game(world)
        await play_one(world, rng)
    await world.carol.slash(world.channel, "mandala table")
    for request in message_requests(world.env):
        mentions = allowed(request)
        content = str((request.json.get("data") or request.json).get("content") or "")
        if "@everyone" in content.replace("@\u200beveryone", "") or "<@&" in content:
            raise AssertionError(f"an unescaped mass mention was sent: {content!r}")
        if mentions is not None:
            assert "everyone" not in mentions.get("parse", []), request.path
            assert "roles" not in mentions.get("parse", []), request.path
    table = table_message(world.channel)
    assert "@\u200beveryone" in table.content  # the name is shown, defused


async def test_reposts_by_anyone_do_not_ping_and_are_rate_limited(world):
    await start_match(world)
    first = table_message(world.channel)
    res = await world.carol.slash(world.channel, "mandala table")
    assert "reposted" in res.response.content
    assert table_message(world.channel).id != first.id
    old = next(m for m in world.channel.history() if m.id == first.id)
    assert "no longer updated" in old.content and "turn" not in old.content
    assert not custom_ids(old) and old.attachments  # the picture stays, the buttons go
    repost = [r for r in world.env.http_requests if r.method == "POST"
              and r.path.endswith("/messages") and r.json and "**Mandala**" in
              str(r.json.get("content"))][-1]
    assert repost.json["allowed_mentions"].get("users", []) == []
    assert repost.json["allowed_mentions"].get("parse", []) == []
    again = await world.carol.slash(world.channel, "mandala table")
    assert again.ephemeral and "try again in" in again.response.content
    await world.env.advance_time(31)
    third = await world.carol.slash(world.channel, "mandala table")
    assert "reposted" in third.response.content


async def test_a_failed_table_update_says_the_move_counted_and_still_notifies(world):
    match = await start_match(world)
    _, game = await live_game(world)
    world.env.inject_error("PATCH", "/channels/*/messages/*", status=503, times=None)
    mover = (world.alice, world.bob)[game.to_move]
    res = await mover.click(table_message(world.channel), label="Show my hand")
    panel = res.response
    select = next(c for row in panel.components for c in row["components"] if c["type"] == 3)
    mountain = next(o["value"] for o in select["options"] if o["value"].startswith("M"))
    res = await mover.select(panel, [mountain], custom_id=select["custom_id"])
    play = next(c for c in custom_ids(res.response) if c.startswith("g:do:"))  # confirm
    res = await mover.click(res.response, custom_id=play)
    told = " ".join(m.content for m in res.followups)
    assert "Your move counted" in told and "nothing was changed" not in told
    assert "/mandala table" in told
    after = await world.bot.store.matches.get(match.id)
    assert after.version == match.version + 1
    nxt = after.players[(await live_game(world))[1].to_move]
    assert any(m.content.startswith(f"🔔 <@{nxt}>") for m in world.channel.history())


async def test_a_failed_first_table_leaves_a_recoverable_match(world):
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    world.env.inject_error("POST", "/channels/*/messages", status=403, code=50013, times=1)
    accepted = await world.bob.click(res.response, label="Accept")
    told = " ".join(m.content for m in accepted.followups)
    assert "has started, but I couldn't post its table" in told and "/mandala table" in told
    match, _ = await live_game(world)
    res = await world.carol.slash(world.channel, "mandala table")
    assert "reposted" in res.response.content
    assert table_message(world.channel).attachments


async def test_a_deleted_channel_ends_the_match_unrated(world):
    match = await start_match(world)
    world.env.backend.delete_channel(world.channel.id)
    await world.env.settle()
    stored = await world.bot.store.matches.get(match.id)
    assert stored.status == "cancelled"
    from tests.cogs.test_timeouts import advance

    await advance(world.env, 40 * 3600)
    assert await world.bot.store.results.standing(world.guild.id, "mandala", world.alice.id) is None
    assert await world.bot.store.results.standing(world.guild.id, "mandala", world.bob.id) is None


async def test_a_challenger_who_left_can_not_be_accepted(world):
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    world.guild.remove_member(world.alice)
    await world.env.settle()
    await world.bob.click(res.response, label="Accept")
    assert "no longer in this server" in res.response.content
    assert await world.bot.store.matches.live_in_channel(world.channel.id) is None
    assert (await world.bot.store.challenges.get(1)).status == "withdrawn"


async def test_former_members_have_stats_and_non_members_get_a_sentence(world):
    from tests.cogs.test_commands import forfeit

    await start_match(world)
    await forfeit(world, world.bob)
    world.guild.remove_member(world.bob)
    await world.env.settle()
    # Discord's picker offers members only, so a former member is reached by their user
    games = cog(world.bot, GamesCog)
    former = await world.bot.fetch_user(world.bob.id)
    embed = await games.stats_embed(world.guild.id, "mandala", "Mandala", former)
    fields = {f["name"]: f["value"] for f in embed.to_dict()["fields"]}
    assert fields["Games"] == "1" and fields["Record"].startswith("0 wins")
    # a rematch challenges a user who is no longer a member: a sentence, not an error
    said = told(await world.alice.click(table_message(world.channel), label="Rematch"))
    assert said.ephemeral and "no longer in this server" in said.content
    assert not world.env.errors


async def test_in_a_thread_the_missing_permission_is_named(world):
    thread = world.env.backend.create_thread(world.channel.id, "match", world.alice.id)
    from simcord.builders import ChannelHandle

    handle = ChannelHandle(world.env, world.guild, thread)
    world.env.backend.set_channel_overwrite(world.channel.id, world.guild.me.id, 1,
                                            allow=0,
                                            deny=discord.Permissions(
                                                send_messages_in_threads=True).value) \
        if hasattr(world.env.backend, "set_channel_overwrite") else None
    res = await world.alice.slash(handle, "mandala challenge", opponent=world.bob)
    if "Send Messages in Threads" not in res.response.content:
        # this simcord can't take the permission away: check the rule directly
        from cogs.kit.permissions import missing_permissions

        class Perms:
            view_channel = attach_files = embed_links = send_messages = True
            read_message_history = True
            send_messages_in_threads = False

        thread_channel = world.bot.get_channel(thread.id)
        assert isinstance(thread_channel, discord.Thread)

        class Fake(discord.Thread):
            def __init__(self):
                pass

            def permissions_for(self, obj):
                return Perms()

        assert missing_permissions(Fake(), object()) == ["Send Messages in Threads"]


async def test_a_moderator_who_plays_can_not_cancel_their_own_match(world):
    mods = world.guild.create_role("mods", permissions=discord.Permissions(manage_messages=True))
    mod = world.guild.add_member(world.env.create_user("mod"), roles=[mods])
    res = await mod.slash(world.channel, "mandala challenge", opponent=world.bob)
    await world.bob.click(res.response, label="Accept")
    res = await mod.slash(world.channel, "mandala cancel")
    assert res.ephemeral and "You play in this match" in res.response.content
    assert (await world.bot.store.matches.live_in_channel(world.channel.id)) is not None
