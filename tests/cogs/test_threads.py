"""Each match in its own thread of #games: any number at once, commands in a thread act on
its match, the channel gets a summary and the result, and the payloads stay within Discord's
limits."""

from __future__ import annotations

import pytest

from cogs.output.threads import NAME_MAX, thread_name
from play.settings import ARCHIVE_CHOICES
from play.step import load_game
from tests.cogs.helpers import first_move_from_table, table_message, told

pytestmark = pytest.mark.threads


async def challenge_accepted(world, challenger, opponent):
    res = await challenger.slash(world.channel, "mandala challenge", opponent=opponent)
    await opponent.click(res.response, label="Accept")
    return res.response


def thread_of(world, match):
    found = [t for t in world.channel.threads if t.id == match.thread_id]
    assert found, "the match has no thread of #games"
    return found[0]


@pytest.mark.postgres
async def test_a_match_is_played_in_a_thread_named_after_it(world):
    await challenge_accepted(world, world.alice, world.bob)
    match = await world.bot.store.matches.live_in_channel(
        world.channel.threads[0].id)
    assert match is not None and match.channel_id == world.channel.id
    thread = thread_of(world, match)
    assert thread.name == "Mandala · alice vs bob"
    assert table_message(thread) is not None  # the table is in the thread…
    with pytest.raises(AssertionError):
        table_message(world.channel)  # …not in the channel
    summary = world.env.backend.messages[world.channel.id][thread.id]  # the challenge message
    assert f"<#{thread.id}>" in summary.content
    assert f"https://discord.com/channels/{world.guild.id}/{thread.id}" in summary.content
    assert not summary.components  # its Accept button is gone
    members = world.env.backend.channels[thread.id].thread_members
    assert {world.alice.id, world.bob.id} <= set(members)
    archive = world.env.backend.channels[thread.id].thread_metadata.auto_archive_duration
    assert archive in ARCHIVE_CHOICES


def test_a_thread_name_fits_discords_limit_in_any_script():
    long = ["ß" * 80, "名前" * 40, "🎴" * 30]
    name = thread_name("Mandala", long)
    assert len(name) == NAME_MAX and name.startswith("Mandala · ßß") and name.endswith("…")
    assert thread_name("Flowers", ["a\nb", "c"]) == "Flowers · a b vs c"


async def test_ten_matches_at_once_in_one_channel(world):
    players = [world.guild.add_member(world.env.create_user(f"p{i}")) for i in range(20)]
    for i in range(10):
        await challenge_accepted(world, players[2 * i], players[2 * i + 1])
    threads = world.channel.threads
    assert len(threads) == 10
    matches = [await world.bot.store.matches.live_in_channel(t.id) for t in threads]
    assert all(m is not None for m in matches) and len({m.id for m in matches}) == 10
    # a move in the fifth thread changes that match only
    match = matches[4]
    game = load_game(match)
    by_id = {p.id: p for p in players}
    mover = by_id[match.players[game.to_move]]
    await first_move_from_table(world, mover, table_message(thread_of(world, match)), match)
    versions = [(await world.bot.store.matches.get(m.id)).version for m in matches]
    assert versions == [1 if m.id == match.id else 0 for m in matches]


async def test_commands_in_a_thread_act_on_its_match_and_spectators_only_watch(world):
    await challenge_accepted(world, world.alice, world.bob)
    thread = world.channel.threads[0]
    match = await world.bot.store.matches.live_in_channel(thread.id)
    res = await world.alice.slash(thread, "mandala hand")
    assert res.ephemeral and res.response.attachments  # her hand, from inside the thread
    res = await world.carol.slash(thread, "mandala hand")
    assert "not in this match" in res.response.content
    table = table_message(thread)
    res = await world.carol.click(table, label="Show my hand")
    assert "not in this match" in res.response.content
    res = await world.carol.slash(thread, "mandala rules")
    assert res.ephemeral and res.response.embeds  # a spectator may read the rules there
    assert (await world.bot.store.matches.get(match.id)).version == 0
    # the channel itself has no match of its own: its commands point to the player's thread
    res = await world.alice.slash(world.channel, "mandala forfeit")
    assert f"Your Mandala match is played in its thread <#{thread.id}>" in res.response.content
    res = await world.carol.slash(world.channel, "mandala forfeit")
    assert "no Mandala match in progress in this channel" in res.response.content


async def test_a_second_challenge_in_the_channel_gets_its_own_thread(world):
    await challenge_accepted(world, world.alice, world.bob)
    res = await world.carol.slash(world.channel, "mandala practice")
    assert not res.ephemeral
    assert len(world.channel.threads) == 2
    practice = await world.bot.store.matches.live_in_channel(world.channel.threads[1].id)
    assert practice is not None and practice.players[0] == world.carol.id
    assert world.channel.threads[1].name == "Mandala · carol vs Bot (easy)"  # a first practice


async def test_the_end_posts_one_result_line_in_the_channel(world):
    await challenge_accepted(world, world.alice, world.bob)
    thread = world.channel.threads[0]
    match = await world.bot.store.matches.live_in_channel(thread.id)
    res = await world.alice.slash(thread, "mandala forfeit")
    await world.alice.click(res.response, label="Yes, forfeit")
    assert not (await world.bot.store.matches.get(match.id)).is_live
    last = world.channel.last_message
    assert last.content.startswith(f"🏁 **Mandala** match #{match.id} in <#{thread.id}>: ")
    assert "1. **bob** · 2. **alice** (alice forfeited)" in last.content
    assert "\n" not in last.content
    archive = world.env.backend.channels[thread.id].thread_metadata.auto_archive_duration
    assert archive == world.bot.settings.thread_archive_minutes == 60
    played = [m for m in world.channel.history() if m.content.startswith("🏁")]
    assert len(played) == 1


async def test_four_long_names_give_a_thread_name_within_the_limit(world):
    long = [world.guild.add_member(world.env.create_user("ñ" * 30 + f"{i:02}"))
            for i in range(3)]
    res = await world.alice.slash(world.channel, "flowers challenge", opponent=long[0],
                                  opponent2=long[1], opponent3=long[2])
    for member in long:
        await member.click(res.response, label="Accept")
    name = world.channel.threads[0].name
    assert len(name) == NAME_MAX and name.startswith("Flowers · alice vs ñññ")


async def test_a_rematch_in_a_finished_matchs_thread_keeps_the_thread_open(world):
    await challenge_accepted(world, world.alice, world.bob)
    thread = world.channel.threads[0]
    res = await world.alice.slash(thread, "mandala forfeit")
    await world.alice.click(res.response, label="Yes, forfeit")
    res = await world.bob.click(table_message(thread), label="Rematch")
    await world.alice.click(told(res).message, label="Accept")  # the offer: its own message
    again = await world.bot.store.matches.live_in_channel(thread.id)
    # the thread's match now, its channel the thread's parent
    assert again is not None and again.thread_id == thread.id
    assert again.channel_id == world.channel.id
    meta = world.env.backend.channels[thread.id].thread_metadata
    assert meta.auto_archive_duration == 10080  # not the finished match's hour
    accepted = world.env.backend.messages[thread.id][told(res).message.id].content
    assert accepted.endswith(f"Match #{again.id} begins below.")  # not a link to itself
    assert len(world.channel.threads) == 1


async def test_an_open_table_starts_in_its_own_thread(world):
    res = await world.alice.slash(world.channel, "flowers open")
    lobby = res.response
    await world.bob.click(lobby, label="Join")
    await world.alice.click(lobby, label="Start")
    thread = world.channel.threads[0]
    assert thread.name == "Flowers · alice vs bob"
    match = await world.bot.store.matches.live_in_channel(thread.id)
    assert match is not None and match.kind == "flowers"
    assert table_message(thread)
    start = world.env.backend.messages[world.channel.id][thread.id]
    assert f"is played in its thread <#{thread.id}>" in start.content
