"""`/games mine`: privately, every live match of the member in this server, in threads and
games alike, most urgent first, each with a jump link to its table and a button opening the
member's panel for it; refreshed after a move; also behind "My matches" on a turn notice."""

from __future__ import annotations

import dataclasses
import random
import re

import pytest

from tests.cogs.helpers import components_of, custom_ids, play_one, told

pytestmark = pytest.mark.threads


async def accepted(world, res, *who) -> None:
    for member in who:
        await member.click(res.response, custom_id=next(
            c for c in custom_ids(res.response) if c.startswith("g:accept:")))


async def three_matches(world) -> list:
    """alice in three threads: Mandala with bob, Mandala with carol, Flowers with both."""
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    await accepted(world, res, world.bob)
    await world.env.advance_time(120)  # past the challenge cooldown
    res = await world.carol.slash(world.channel, "mandala challenge", opponent=world.alice)
    await accepted(world, res, world.alice)
    await world.env.advance_time(120)
    res = await world.bob.slash(world.channel, "flowers challenge", opponent=world.alice,
                                opponent2=world.carol)
    await accepted(world, res, world.alice, world.carol)
    matches = [await world.bot.store.matches.get(i) for i in (1, 2, 3)]
    assert all(m is not None and m.is_live and m.thread_id for m in matches)
    assert len({m.thread_id for m in matches}) == 3
    return matches


def lines_of(text: str) -> list[str]:
    return [x for x in text.splitlines() if x.startswith("**")]


async def test_mine_lists_every_match_in_every_thread_and_game_most_urgent_first(world):
    from play.step import load_game

    matches = await three_matches(world)
    res = await world.alice.slash(world.channel, "games mine")
    answer = told(res)
    assert res.ephemeral
    lines = lines_of(answer.content)
    assert len(lines) == 3
    ids = [int(re.search(r"#(\d+)", x).group(1)) for x in lines]
    assert sorted(ids) == [1, 2, 3]
    mine_first = [m.id for m in matches
                  if m.players[load_game(m).to_move] == world.alice.id]
    assert ids[:len(mine_first)] == sorted(mine_first, key=lambda i: matches[i - 1].forfeit_at)
    for line, mid in zip(lines, ids, strict=True):
        m = matches[mid - 1]
        # a jump link to the table in the match's own thread
        link = f"https://discord.com/channels/{world.guild.id}/{m.thread_id}/{m.table_message_id}"
        assert link in line
        assert ("your turn" in line) == (mid in mine_first)
    assert "**Flowers** #3" in answer.content and "**Mandala** #1" in answer.content
    # one button per match, opening alice's panel for it
    buttons = [c for c in components_of(answer) if c.get("custom_id", "").startswith("g:hand:")]
    assert [int(b["custom_id"].split(":")[2]) for b in buttons] == ids
    assert buttons[0]["label"].startswith(f"#{ids[0]} ")
    opened = await world.alice.click(answer, custom_id=f"g:hand:{ids[-1]}")
    panel = told(opened)
    assert opened.ephemeral and panel.attachments  # the panel's picture, from her side
    # bob sees only his two
    theirs = lines_of(told(await world.bob.slash(world.channel, "games mine")).content)
    assert sorted(int(re.search(r"#(\d+)", x).group(1)) for x in theirs) == [1, 3]


async def test_mine_is_refreshed_after_a_move(world):
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    await accepted(world, res, world.bob)
    match = await world.bot.store.matches.get(1)
    before = lines_of(told(await world.alice.slash(world.channel, "games mine")).content)
    thread = next(t for t in world.channel.threads if t.id == match.thread_id)

    here = dataclasses.replace(world, channel=thread)  # play_one plays where the table is
    from play.step import load_game

    mover_before = match.players[load_game(match).to_move]
    for seed in range(10):
        await play_one(here, random.Random(seed))
        now = await world.bot.store.matches.get(1)
        if now.players[load_game(now).to_move] != mover_before:
            break
    after = lines_of(told(await world.alice.slash(world.channel, "games mine")).content)
    assert before != after
    assert ("your turn" in after[0]) == (mover_before != world.alice.id)


async def test_none_says_so(world):
    res = await world.alice.slash(world.channel, "games mine")
    assert "no live match" in told(res).content and not components_of(told(res))



async def test_a_long_list_stays_within_discords_2000_characters(world, monkeypatch):
    """Ten Flowers matches of four (three mentions each, a jump link of three 19-digit ids):
    the lines that fit are listed, and the rest counted, rather than the answer refused."""
    import cogs.handlers.mine
    from play.mine import MyMatch

    big = 1_456_074_446_077_952_000
    entries = [MyMatch(match_id=100_000 + i, kind="flowers", guild_id=world.guild.id,
                       place_id=big + 1, table_message_id=big + 2 + i,
                       opponents=(big + 11, big + 12, big + 13), bots=(None, None, None),
                       to_move=big + 11, my_turn=False, left=1.3 * 86_400, mine_left=None,
                       due=2e9 + i, pace="daily:2") for i in range(12)]

    async def many(*args: object) -> list[MyMatch]:
        return entries

    monkeypatch.setattr(cogs.handlers.mine, "my_matches", many)
    answer = told(await world.alice.slash(world.channel, "games mine"))
    assert len(answer.content) <= 2000
    listed = lines_of(answer.content)
    assert listed and all("#1000" in x for x in listed)
    assert f"and {len(entries) - len(listed)} more" in answer.content
    buttons = [c for c in components_of(answer) if c.get("custom_id", "").startswith("g:hand:")]
    assert len(buttons) == len(listed)  # a button for each match listed, none for the others
