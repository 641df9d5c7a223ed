"""A Greek server and Greek clients, beyond the match itself: a challenge declined and one
that expires, refusals, a stale button, a reminder and a timeout, the log, the history, the
replay viewer, the stats, the leaderboard, the rules, and a match in its own thread. Nothing
any of them shows is an English sentence (the heuristic of tests/present/greek.py)."""

from __future__ import annotations

import random

import discord
import pytest

from tests.cogs.helpers import custom_ids, forged_click, live_game, play_one, table_message
from tests.cogs.test_greek_client import greek_clients, shown  # noqa: F401
from tests.cogs.test_timeouts import HOUR, advance
from tests.present.greek import english


async def greek_server(world) -> None:
    role = world.guild.create_role("admin", permissions=discord.Permissions(manage_guild=True))
    boss = world.guild.add_member(world.env.create_user("boss"), roles=[role])
    await boss.slash(world.channel, "games settings", language="el")


def everything(world, *places) -> list[str]:
    """Every text alice and bob can read in these places, their private answers included."""
    out = []
    for place in places or (world.channel,):
        for who in (world.alice, world.bob):
            for msg in place.history(viewer=who):
                out += shown(msg)
    return out


def button(msg, prefix: str) -> str:
    return next(c for c in custom_ids(msg) if c.startswith(prefix))


async def test_a_greek_server_says_everything_around_a_match_in_greek(world, greek_clients):  # noqa: F811
    await greek_server(world)
    alice, bob = world.alice, world.bob
    res = await alice.slash(world.channel, "mandala challenge", opponent=bob)
    await bob.click(res.response, custom_id=button(res.response, "g:decline:"))
    await alice.slash(world.channel, "mandala challenge", opponent=alice)  # refused: yourself
    await alice.slash(world.channel, "mandala challenge", opponent=bob)  # refused: cooldown
    await world.env.advance_time(31)
    await alice.slash(world.channel, "mandala challenge", opponent=bob)
    await advance(world.env, world.bot.settings.challenge_timeout_s + 700)  # it expires
    res = await alice.slash(world.channel, "mandala challenge", opponent=bob)
    await bob.click(res.response, custom_id=button(res.response, "g:accept:"))
    rng = random.Random(2)
    match, _ = await live_game(world)
    old = match.version
    await play_one(world, rng)
    await play_one(world, rng)
    match, game = await live_game(world)
    mover = alice if match.players[game.to_move] == alice.id else bob
    await forged_click(mover, table_message(world.channel), f"g:do:{match.id}:{old}:D0r1")
    await alice.slash(world.channel, "mandala log")
    await alice.slash(world.channel, "mandala rules")
    await advance(world.env, 12 * HOUR + 120)  # the reminder
    await advance(world.env, 25 * HOUR)  # the timeout
    assert not (await world.bot.store.matches.get(match.id)).is_live
    await alice.slash(world.channel, "mandala history")
    await alice.slash(world.channel, "mandala stats")
    await bob.slash(world.channel, "mandala leaderboard")
    res = await alice.slash(world.channel, "mandala replay", number=match.id)
    viewer = res.followups[0] if res.followups else res.response
    await alice.click(viewer, custom_id=button(viewer, f"g:rp:{match.id}:1:"))
    seen = everything(world)
    for said in ("απέρριψε", "έληξε", "τον εαυτό σου", "δεν ισχύει πια", "ακόμη δική σου",
                 "ξέμεινε από χρόνο", "τελειωμένες παρτίδες", "Αξιολόγηση", "κατάταξη",
                 "επανάληψη", "Στόχος", "οι κινήσεις"):
        assert any(said in s for s in seen), said
    found = {run for s in seen for run in english(s)}
    assert not found, sorted(found)


@pytest.mark.threads
async def test_a_greek_match_in_its_thread(world, greek_clients):  # noqa: F811
    await greek_server(world)
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    await world.bob.click(res.response, custom_id=button(res.response, "g:accept:"))
    thread = world.channel.threads[0]
    assert "εναντίον" in thread.name
    ask = await world.alice.slash(thread, "mandala forfeit")
    await world.alice.click(ask.response, custom_id=button(ask.response, "g:resign:"))
    seen = everything(world, world.channel, thread)
    assert any(s.startswith("🏁") and "παρτίδα" in s for s in seen)  # the channel's result line
    found = {run for s in seen for run in english(s)}
    assert not found, sorted(found)


async def test_an_english_server_keeps_its_english_words(world):
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    assert "challenges" in res.response.content
    await world.bob.click(res.response, label="Decline")
    assert "declined the challenge" in world.channel.last_message.content
