"""Tally, a game under tests/ only, installed through its descriptor alone, is offered what a
game without a lesson gets: its rules, a challenge at a pace (the daily reminder and the time
out), `/games mine` with a button to its panel, its table, log, history and replay commands,
a practice at a live pace with its clock, and
its own words in Greek on a Greek server (its texts come with its descriptor). Every control
each of these offers is clicked and works."""

from __future__ import annotations

from typing import Any

import discord

from tests.cogs.helpers import (
    components_of,
    custom_ids,
    hand_button,
    live_game,
    table_message,
    told,
)
from tests.cogs.test_greek_client import greek_clients  # noqa: F401
from tests.cogs.test_live_pace import until

WRONG = "went wrong"


def works(res: Any, what: str) -> Any:
    """The answer to a click or command, which must not be an error."""
    shown = told(res)
    texts = [shown.content or "", *(e.description or "" for e in shown.embeds or [])]
    assert not any(WRONG in x or "no longer valid" in x for x in texts), (what, texts)
    return shown


async def click_all(member: Any, msg: Any, skip: tuple[str, ...]) -> set[str]:
    """Click each kind of enabled button of `msg` once (a menu: its last option), following the
    message as the clicks edit it, skipping custom_ids that start with one of `skip`; the kinds."""
    kinds: set[str] = set()
    while True:
        offered = [c for c in components_of(msg) if (c.get("custom_id") or "").startswith("g:")
                   and not c["custom_id"].startswith(skip) and not c.get("disabled")
                   and c["custom_id"].split(":")[1] not in kinds]
        if not offered:
            return kinds
        c = offered[0]
        cid = c["custom_id"]
        if c["type"] == 3:
            res = await member.select(msg, [c["options"][-1]["value"]], custom_id=cid)
        else:
            res = await member.click(msg, custom_id=cid)
        shown = works(res, cid)
        kinds.add(cid.split(":")[1])
        if shown.id == msg.id:  # edited: its controls now
            msg = shown


async def test_tally_rules_a_daily_challenge_mine_and_its_time_out(world):
    rules = await world.carol.slash(world.channel, "tally rules")
    assert rules.ephemeral
    text = " ".join(f["value"] for f in works(rules, "rules").embeds[0].to_dict()["fields"])
    assert "Play numbered cards" in text

    res = await world.alice.slash(world.channel, "tally challenge", opponent=world.bob,
                                  pace="daily:1")
    challenge = works(res, "challenge")
    assert "Pace: **" in challenge.content and not res.ephemeral
    pressed = await click_all(world.carol, challenge, ("g:accept:", "g:decline:"))
    await world.bob.click(challenge, custom_id=next(
        c for c in custom_ids(challenge) if c.startswith("g:accept:")))
    match, game = await live_game(world)
    assert match.kind == "tally" and match.pace == "daily:1"
    assert match.remind_at is not None and match.forfeit_at is not None

    table = table_message(world.channel)
    pressed |= await click_all(world.carol, table, ("g:hand:", "g:do:"))
    mine = await world.alice.slash(world.channel, "games mine")
    listed = works(mine, "mine")
    assert mine.ephemeral and f"#{match.id}" in listed.content and "Tally" in listed.content
    [open_panel] = [c for c in custom_ids(listed) if c.startswith("g:hand:")]
    panel = works(await world.alice.click(listed, custom_id=open_panel), open_panel)
    assert "**Your hand** · " in panel.content
    pressed.add("mine")
    mover = (world.alice, world.bob)[game.to_move]
    if mover is not world.alice:  # the mover's panel, from the table
        table = table_message(world.channel)
        panel = works(await mover.click(table, custom_id=hand_button(table)), "hand")
    [menu] = [c for c in components_of(panel) if c["type"] == 3]
    counts = works(await mover.select(panel, [menu["options"][0]["value"]],
                                      custom_id=menu["custom_id"]), "move")
    if (await world.bot.store.matches.get(match.id)).version == match.version:  # a count to choose
        do = next(c for c in custom_ids(counts) if c.startswith("g:do:"))
        works(await mover.click(counts, custom_id=do), do)
    match, game = await live_game(world)  # one move made: the replay has one to analyse
    assert match.version == 1 and match.remind_at is not None and match.forfeit_at is not None
    for command in ("tally table", "tally log"):
        works(await world.carol.slash(world.channel, command), command)

    await until(world, match.remind_at + 60)
    assert sum("still your move" in m.content for m in world.channel.history()) == 1
    await until(world, match.forfeit_at + 60)
    ended = await world.bot.store.matches.get(match.id)
    assert ended.outcome == "timeout"
    loser = (world.alice, world.bob)[game.to_move]
    results = {r.user_id: r.outcome for r in await world.bot.store.results.of_match(match.id)}
    assert results[loser.id] == "loss"
    for command in ("tally history", "tally log"):
        shown = works(await world.carol.slash(world.channel, command), command)
        assert f"#{match.id}" in str([shown.content, *(e.to_dict() for e in shown.embeds)])
    animation = works(await world.carol.slash(world.channel, "tally replay", number=match.id,
                                              format="animation"), "animation")
    assert animation.attachments
    shown = works(await world.alice.slash(world.channel, "tally replay", number=match.id),
                  "replay")
    pressed |= await click_all(world.alice, shown, ())
    await world.env.settle()  # the analysis runs in the background
    end = table_message(world.channel)
    pressed |= await click_all(world.alice, end, ())
    assert {"rules", "mine", "replay", "rp", "rpgo", "analyse", "rpshow", "rematch"} <= pressed, \
        pressed


async def greek_server(world) -> None:
    role = world.guild.create_role("admin", permissions=discord.Permissions(manage_guild=True))
    boss = world.guild.add_member(world.env.create_user("boss"), roles=[role])
    await boss.slash(world.channel, "games settings", language="el")


async def test_a_live_practice_of_tally_on_a_greek_server_speaks_greek(world, greek_clients):  # noqa: F811
    await greek_server(world)
    res = await world.alice.slash(world.channel, "tally practice", level="easy",
                                  pace="live:180+10")
    assert not res.ephemeral
    match, _ = await live_game(world)
    assert match.pace == "live:180+10"
    table = table_message(world.channel)
    assert "πόντοι" in table.content, table.content  # Tally's seat lines, in Greek
    panel = works(await world.alice.click(table, custom_id=hand_button(table)), "hand")
    assert "**Η χούφτα σου** · " in panel.content, panel.content
    assert f"▶ {world.alice.name} 3:00" in panel.content  # the live clock, on the panel too
    assert "Παίξε τα " in str(panel.components), panel.components  # the moves menu
