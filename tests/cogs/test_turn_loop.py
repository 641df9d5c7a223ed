"""The turn loop as a player feels it: a live panel edited in place, two clicks a move, a
notice when the turn passes, plain wording, the move log and past matches."""

from __future__ import annotations

import random

import pytest

from tests.cogs.helpers import (
    components_of,
    counted_option,
    custom_ids,
    live_game,
    member_for,
    play_one,
    start_match,
    table_message,
)


def panels_of(world, who) -> list:
    """The private panels this member sees (their hand messages)."""
    return [m for m in world.channel.history(viewer=who)
            if m.flags.ephemeral and m.attachments and m.attachments[0].filename == "hand.png"]


async def move_from_panel(world, panel, rng: random.Random) -> int:
    """Play one move from an open panel; returns how many interactions it took."""
    match, _ = await live_game(world)
    player = member_for(world, match.players[(await live_game(world))[1].to_move])
    selects = [c for c in components_of(panel) if c["type"] == 3]
    chosen = rng.choice(selects)
    value = rng.choice(chosen["options"])["value"]
    res = await player.select(panel, [value], custom_id=chosen["custom_id"])
    if (await world.bot.store.matches.get(match.id)).version > match.version:
        return 1
    counts = [c for c in custom_ids(res.response) if c.startswith("g:do:")]
    await player.click(res.response, custom_id=rng.choice(counts))
    assert (await world.bot.store.matches.get(match.id)).version == match.version + 1
    return 2


async def test_live_panels_update_by_themselves_and_a_move_takes_two_clicks(world):
    await start_match(world)
    rng = random.Random(2)
    opened = {}
    for who in (world.alice, world.bob):  # each opens a panel once
        res = await who.click(table_message(world.channel), label="Show my hand")
        opened[who.id] = res.response.id
    clicks = []
    for _ in range(6):  # each player's panel refreshed for several of their turns
        match, game = await live_game(world)
        if game.phase != "play":
            await play_one(world, rng)  # a pick: one click on the table
            continue
        player = member_for(world, match.players[game.to_move])
        [panel] = [m for m in panels_of(world, player) if m.id == opened[player.id]]
        assert "Your turn: choose a move" in panel.content  # refreshed by the bot itself
        clicks.append(await move_from_panel(world, panel, rng))
    assert len(clicks) >= 4 and max(clicks) <= 2
    for who in (world.alice, world.bob):
        assert len(panels_of(world, who)) == 1  # no pile of "Done" messages
        assert not any("Done." in m.content for m in world.channel.history(viewer=who))


async def test_a_fresh_panel_makes_the_old_one_say_it_is_outdated(world):
    await start_match(world)
    _, game = await live_game(world)
    mover = (world.alice, world.bob)[game.to_move]
    first = (await mover.click(table_message(world.channel), label="Show my hand")).response
    second = (await mover.click(table_message(world.channel), label="Show my hand")).response
    old = next(m for m in world.channel.history(viewer=mover) if m.id == first.id)
    assert "outdated" in old.content and not old.components and second.components


async def test_the_next_player_is_notified_by_a_notice_that_replaces_the_last(world):
    await start_match(world)
    rng = random.Random(8)
    for _ in range(4):
        match, game = await live_game(world)
        before = game.to_move
        await play_one(world, rng)
        match, game = await live_game(world)
        notices = [m for m in world.channel.history() if m.content.startswith("🔔")]
        if game.to_move != before:
            [notice] = notices  # exactly one in the channel, the newest
            assert notice.content.startswith(f"🔔 <@{match.players[game.to_move]}>")
            assert f"https://discord.com/channels/{world.guild.id}/" in notice.content
            sent = [r for r in world.env.http_requests if r.method == "POST"
                    and r.json and str(r.json.get("content", "")).startswith("🔔")][-1]
            mentions = sent.json["allowed_mentions"]
            assert mentions["users"] == [str(match.players[game.to_move])] or \
                mentions["users"] == [match.players[game.to_move]]
            assert "everyone" not in mentions.get("parse", [])
        assert len(notices) <= 1


# Names as written and "you" to each seat, over thirty moves: tests/present/test_wording.py
# (the words of the service's steps, without simcord).


async def test_move_log_and_history(world):
    match = await start_match(world)
    rng = random.Random(1)
    for _ in range(6):
        await play_one(world, rng)
    res = await world.carol.slash(world.channel, "mandala log")
    log = res.response.embeds[0].description
    assert res.ephemeral and log.count("\n") >= 5 and "drew" in log
    assert "you drew" not in log  # a spectator is told counts only
    mine = await world.alice.slash(world.channel, "mandala log")
    assert "you drew" in mine.response.embeds[0].description
    await world.alice.slash(world.channel, "mandala forfeit")
    ask = [m for m in world.channel.history(viewer=world.alice) if "Forfeit" in m.content][-1]
    await world.alice.click(ask, label="Yes, forfeit")
    res = await world.carol.slash(world.channel, "mandala history")
    text = res.response.embeds[0].description
    assert f"#{match.id}" in text and "forfeited" in text
    res = await world.carol.slash(world.channel, "mandala history", member=world.carol)
    assert "No finished match" in res.response.embeds[0].description
    # the log stays readable after the end: this channel's last match, or one by number
    after = await world.carol.slash(world.channel, "mandala log")
    title = after.response.embeds[0].title
    assert f"#{match.id}" in title and "so far" not in title
    assert after.response.embeds[0].description.startswith(log.split("\n")[0])
    by_number = await world.carol.slash(world.channel, "mandala log", number=match.id)
    assert by_number.response.embeds[0].title == title
    nothing = await world.carol.slash(world.channel, "mandala log", number=match.id + 50)
    assert nothing.ephemeral and f"no Mandala match #{match.id + 50}" in nothing.response.content
    flowers = await world.carol.slash(world.channel, "flowers log")
    assert "No Flowers match has been played" in flowers.response.content


async def test_counted_moves_offer_counts_that_play(world):
    await start_match(world)
    _, game = await live_game(world)
    mover = (world.alice, world.bob)[game.to_move]
    panel = (await mover.click(table_message(world.channel), label="Show my hand")).response
    select, value = counted_option(panel)
    res = await mover.select(panel, [value], custom_id=select)
    labels = [c.get("label") for c in components_of(res.response)]
    assert "1" in labels and "Back" in labels and "How many?" in res.response.content


async def test_panels_after_a_forfeit_say_the_match_is_over_without_a_blank_first_line(world):
    await start_match(world)
    for who in (world.alice, world.bob):
        await who.click(table_message(world.channel), label="Show my hand")
    await world.alice.slash(world.channel, "mandala forfeit")
    ask = [m for m in world.channel.history(viewer=world.alice) if "Forfeit" in m.content][-1]
    await world.alice.click(ask, label="Yes, forfeit")
    for who in (world.alice, world.bob):
        [panel] = panels_of(world, who)
        assert "This match is over." in panel.content
        assert panel.content == panel.content.strip() and "\n\n" not in panel.content


@pytest.mark.parametrize("settings", [{"jump_links": False}], indirect=True)
async def test_without_jump_links_a_notice_has_no_link(world):
    await start_match(world)
    rng = random.Random(8)
    for _ in range(4):
        await play_one(world, rng)
    notices = [m.content for m in world.channel.history() if m.content.startswith("🔔")]
    assert notices and not any("https://" in n for n in notices)
