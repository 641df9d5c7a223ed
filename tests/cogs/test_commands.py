"""Forfeit, table, rules, cancel, leaderboard and stats."""

import time
from datetime import UTC, datetime

import discord

from cogs.kit.texts import day
from play.service import CHALLENGE_COOLDOWN
from tests.cogs.helpers import start_match, table_message


async def forfeit(world, who):
    await who.slash(world.channel, "mandala forfeit")
    ask = [m for m in world.channel.history(viewer=who) if "Forfeit this match" in m.content][-1]
    await who.click(ask, label="Yes, forfeit")


async def test_rules_are_private_and_complete(world):
    res = await world.carol.slash(world.channel, "mandala rules")
    assert res.ephemeral
    text = " ".join(f["value"] for f in res.response.embeds[0].to_dict()["fields"])
    for word in ("Mountain", "Field", "Discard", "river", "cup", "pick"):
        assert word in text


async def test_table_reposts_the_picture(world):
    await start_match(world)
    first = table_message(world.channel)
    res = await world.carol.slash(world.channel, "mandala table")
    assert res.ephemeral
    second = table_message(world.channel)
    assert second.id != first.id and second.attachments
    old = [m for m in world.channel.history() if m.id == first.id][0]
    assert not old.components  # the buried table lost its buttons


async def test_cancel_needs_manage_messages_and_changes_no_rating(world):
    match = await start_match(world)
    res = await world.carol.slash(world.channel, "mandala cancel")
    assert res.ephemeral and "Manage Messages" in res.response.content
    assert (await world.bot.store.matches.get(match.id)).is_live
    mods = world.guild.create_role("mods", permissions=discord.Permissions(manage_messages=True))
    mod = world.guild.add_member(world.env.create_user("mod"), roles=[mods])
    res = await mod.slash(world.channel, "mandala cancel")
    assert res.ephemeral and "cancelled; no rating changed" in res.response.content
    stored = await world.bot.store.matches.get(match.id)
    assert stored.status == "cancelled" and stored.outcome == "cancelled"
    assert await world.bot.store.results.standing(world.guild.id, "mandala", world.alice.id) is None
    assert "cancelled" in table_message(world.channel).content


async def test_leaderboard_and_stats_after_several_matches(world):
    for loser in (world.bob, world.bob, world.alice):
        await start_match(world)
        await forfeit(world, loser)
        await world.env.advance_time(CHALLENGE_COOLDOWN)  # alice may challenge again
    res = await world.carol.slash(world.channel, "mandala leaderboard")
    assert "No established rating yet" in res.response.embeds[0].description  # 3 games: "?"
    res = await world.carol.slash(world.channel, "mandala leaderboard", everyone=True)
    text = res.response.embeds[0].description
    alice = await world.bot.store.results.standing(world.guild.id, "mandala", world.alice.id)
    bob = await world.bot.store.results.standing(world.guild.id, "mandala", world.bob.id)
    # by rating: Glicko-2 weighs a provisional player's latest games most (lichess too), so
    # the last winner may stand above a better record here
    assert (text.index("alice") < text.index("bob")) == (alice.mu > bob.mu)
    assert "<@" not in text  # names, not ids
    assert "2 wins · 1 loss · 0 draws (3 games)" in text
    assert "1 win · 2 losses · 0 draws (3 games)" in text
    shown = round(bob.mu)  # the Glicko-2 rating, a whole number, 1500 to start
    assert f"bob · **{shown}?** ·" in text  # provisional after three games
    assert "μ" not in text and "σ" not in text and "." not in text.split("**")[1]
    res = await world.carol.slash(world.channel, "mandala stats", member=world.bob)
    fields = {f["name"]: f["value"] for f in res.response.embeds[0].to_dict()["fields"]}
    assert fields["Games"] == "3" and fields["Rank"] == "–"  # not on the default board yet
    assert fields["Record"] == "1 win · 2 losses · 0 draws"
    assert fields["Rating"].startswith(f"{shown}? (provisional: uncertainty ±{round(bob.sigma)}")
    [chart] = res.response.attachments  # the rating chart, shown in the embed
    assert chart.filename == "rating.png"
    assert res.response.embeds[0].image.url == "attachment://rating.png"
    res = await world.carol.slash(world.channel, "mandala stats")
    assert "no rated Mandala game" in res.response.embeds[0].description


async def test_keep_playing_leaves_the_match_alone(world):
    match = await start_match(world)
    await world.alice.slash(world.channel, "mandala forfeit")
    ask = [m for m in world.channel.history(viewer=world.alice) if "Forfeit this match" in
           m.content][-1]
    res = await world.alice.click(ask, label="Keep playing")
    assert "goes on" in res.response.content
    assert (await world.bot.store.matches.get(match.id)).is_live


async def test_forfeit_picture_shows_the_result_not_a_turn(world, monkeypatch):
    import present.mandala

    views = []
    real = present.mandala.render_table

    def spy(view, **kw):
        views.append((view, kw))
        return real(view, **kw)

    monkeypatch.setattr(present.mandala, "render_table", spy)
    match = await start_match(world)
    await forfeit(world, world.alice)
    last, kw = views[-1]
    assert last.is_over and last.to_move is None and last.viewer is None
    assert last.winners == (match.players.index(world.bob.id),)
    assert last.over_reason == "resigned" and last.resigned == match.players.index(world.alice.id)
    assert "alice forfeited" in kw["note"] and last.final_scores is None


async def test_history_dates_read_the_same_everywhere(world):
    match = await start_match(world)
    await forfeit(world, world.bob)
    res = await world.carol.slash(world.channel, "mandala history")
    text = res.response.embeds[0].description
    stored = await world.bot.store.matches.get(match.id)
    when = time.gmtime(stored.updated_at)
    month = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov",
             "Dec")[when.tm_mon - 1]
    assert f"**#{match.id}** {when.tm_mday} {month} {when.tm_year} · " in text
    assert "<t:" not in text  # no client-formatted date (12/03 or 03/12 by locale)


def test_a_date_names_its_month():
    assert day(datetime(2026, 12, 3, 23, 59, tzinfo=UTC).timestamp()) == "3 Dec 2026"
