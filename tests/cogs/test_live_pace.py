"""Paces through Discord: the option on challenge, practice and open, the server's default in
/games settings; a live clock on the table and the panel, gaining its increment at each move,
running out at its time (also across a restart while it runs); a daily turn reminded halfway
and timed out; the bot never on a clock."""

from __future__ import annotations

import random

import discord
import pytest

from bot import create_bot
from play.pace import DAY
from tests.cogs.helpers import (
    custom_ids,
    hand_button,
    live_game,
    member_for,
    play_one,
    table_message,
)

LIVE = "live:180+10"  # 3 min + 10 s a move


async def until(world, at: float) -> None:
    """Advance simulated time to the instant `at`, in steps simcord bounds in real time."""
    while (left := at - world.env.now().timestamp()) > 0:
        await world.env.advance_time(min(left, 6 * 3600))


async def live_match(world, pace: str = LIVE):
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob,
                                  pace=pace)
    assert "Pace: **live: 3 min + 10 s a move**" in res.response.content  # the accepter knows
    accept = next(c for c in custom_ids(res.response) if c.startswith("g:accept:"))
    await world.bob.click(res.response, custom_id=accept)
    match, game = await live_game(world)
    return match, game


async def test_a_live_challenge_gives_each_player_a_clock_shown_on_the_table_and_panel(world):
    match, game = await live_match(world)
    assert match.pace == LIVE and match.clocks == (180.0, 180.0)
    assert match.forfeit_at == pytest.approx(match.turn_started_at + 180)
    assert match.remind_at is None  # the clock is on the table: no reminder
    mover = member_for(world, match.players[game.to_move])
    await world.env.advance_time(30)
    res = await mover.click(table_message(world.channel),
                            custom_id=hand_button(table_message(world.channel)))
    # the panel tells the time left now, the running clock marked
    line = next(x for x in res.response.content.splitlines() if x.startswith("Time left: "))
    assert f"▶ {mover.name} 2:30" in line and "3:00" in line


async def test_the_table_picture_shows_the_clocks(world, monkeypatch):
    """The picture is drawn with each seat's time left when the turn began, the mover's
    marked running (render.clocks draws them); at the fixed pace there is no clock line."""
    from present.gameui import ui_for

    ui = type(ui_for("mandala"))
    drawn: list[object] = []
    real = ui.table_png

    def spy(self, view, **kw):
        drawn.append(kw.get("clocks"))
        return real(self, view, **kw)

    monkeypatch.setattr(ui, "table_png", spy)
    match, game = await live_match(world)
    assert drawn[-1] == ("3:00", "3:00")
    await world.env.advance_time(50)
    await play_one(world, random.Random(3))
    after = await world.bot.store.matches.get(match.id)
    mover = game.to_move
    shown = drawn[-1]
    assert shown[mover] == "2:20"  # 3:00 - 0:50 + 0:10 (increment)
    assert shown[1 - mover] == "3:00"
    assert after.clocks[mover] == pytest.approx(140.0)


async def test_the_live_clock_runs_out_at_its_time_then_the_player_loses(world):
    match, game = await live_match(world)
    idle = match.players[game.to_move]
    await until(world, match.forfeit_at - 2)
    assert (await world.bot.store.matches.get(match.id)).is_live
    await until(world, match.forfeit_at + 2)  # within the sweep's wake-up, not minutes later
    ended = await world.bot.store.matches.get(match.id)
    assert ended.status == "finished" and ended.outcome == "timeout"
    assert ended.updated_at - match.forfeit_at < 2
    loser = await world.bot.store.results.standing(world.guild.id, "mandala", idle)
    assert loser.losses == 1


async def test_a_clock_running_across_a_restart_runs_out_on_time(world, settings):
    match, game = await live_match(world)
    await play_one(world, random.Random(5))  # one move: the other clock runs, +10 s kept
    moved = await world.bot.store.matches.get(match.id)
    assert moved.forfeit_at == pytest.approx(moved.turn_started_at + 180)
    await world.env.advance_time(60)
    await world.env.restart_bot(create_bot(settings))  # nothing of the clock is in memory
    await until(world, moved.forfeit_at - 2)
    assert (await world.bot.store.matches.get(match.id)).is_live
    await until(world, moved.forfeit_at + 2)
    ended = await world.bot.store.matches.get(match.id)
    assert ended.outcome == "timeout" and ended.updated_at - moved.forfeit_at < 2


async def test_a_daily_turn_is_reminded_halfway_then_times_out(world):
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob,
                                  pace="daily:2")
    await world.bob.click(res.response, custom_id=next(
        c for c in custom_ids(res.response) if c.startswith("g:accept:")))
    match, _ = await live_game(world)
    assert match.remind_at == pytest.approx(match.turn_started_at + DAY)
    assert match.forfeit_at == pytest.approx(match.turn_started_at + 2 * DAY)
    await until(world, match.remind_at - 60)
    assert not any("still your move" in m.content for m in world.channel.history())
    await until(world, match.remind_at + 60)
    assert sum("still your move" in m.content for m in world.channel.history()) == 1
    await until(world, match.forfeit_at + 60)
    assert (await world.bot.store.matches.get(match.id)).outcome == "timeout"


async def test_practice_at_a_live_pace_puts_the_bot_on_no_clock(world):
    await world.alice.slash(world.channel, "mandala practice", pace=LIVE)
    match, game = await live_game(world)
    bot_seat = next(s for s in range(2) if match.bot_level(s) is not None)
    assert match.clocks[bot_seat] is None and match.clocks[1 - bot_seat] == 180.0
    if game.to_move == bot_seat:
        assert match.forfeit_at is None


async def test_the_server_default_pace_applies_unless_a_challenge_chooses(world):
    role = world.guild.create_role("admin", permissions=discord.Permissions(manage_guild=True))
    boss = world.guild.add_member(world.env.create_user("boss"), roles=[role])
    res = await boss.slash(world.channel, "games settings", pace="daily:1")
    assert "Pace of new matches: **daily: 1 day a move**" in res.response.content
    assert await world.bot.store.settings.pace(world.guild.id) == "daily:1"
    res = await world.bob.slash(world.channel, "games settings", pace=LIVE)  # not a moderator
    assert "Manage Server" in res.response.content
    assert await world.bot.store.settings.pace(world.guild.id) == "daily:1"

    await world.alice.slash(world.channel, "mandala practice")
    match, _ = await live_game(world)
    assert match.pace == "daily:1"


def test_a_forged_pace_is_refused_before_anything_is_stored():
    """simcord sends only offered choices; a modified client could send another value: the
    command refuses it (err.bad_pace) before calling the layer below."""
    from cogs.commands.signatures import PACE_CHOICES, chosen_pace
    from play.errors import PlayError

    with pytest.raises(PlayError) as refused:
        chosen_pace("live:1+0")
    assert refused.value.key == "err.bad_pace"
    assert chosen_pace(None) is None
    assert [chosen_pace(c.value).code or "fixed" for c in PACE_CHOICES] == [
        c.value for c in PACE_CHOICES]
    assert PACE_CHOICES[2].name == "live: 5 min + 20 s a move"  # shown in the option


async def test_in_flowers_with_three_a_clock_out_leaves_the_match_going_on(world):
    from tests.cogs.test_flowers import members

    res = await world.alice.slash(world.channel, "flowers challenge", opponent=world.bob,
                                  opponent2=world.carol, pace=LIVE)
    for who in (world.bob, world.carol):
        await who.click(res.response, custom_id=next(
            c for c in custom_ids(res.response) if c.startswith("g:accept:")))
    match, game = await live_game(world)
    idle = match.players[game.to_move]
    assert match.clocks == (180.0, 180.0, 180.0)
    await until(world, match.forfeit_at + 2)
    after = await world.bot.store.matches.get(match.id)
    from play.step import load_game

    later = load_game(after)
    assert after.is_live and match.seat_of(idle) in later.left  # the others play on
    assert after.players[later.to_move] != idle
    assert after.forfeit_at == pytest.approx(after.turn_started_at + 180)  # the next clock runs
    assert idle in members(world)


async def test_a_rematch_keeps_the_pace(world):
    from tests.cogs.test_commands import forfeit

    match, _ = await live_match(world)
    await forfeit(world, world.bob)
    await world.alice.click(table_message(world.channel), custom_id=f"g:rematch:{match.id}")
    offered = await world.bot.store.challenges.rematch_of(match.id)
    assert offered is not None and offered.pace == LIVE
    last = [m for m in world.channel.history() if "challenges" in m.content][-1]
    assert "Pace: **live: 3 min + 10 s a move**" in last.content
