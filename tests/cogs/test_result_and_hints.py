"""The end tells each member's rating change; embeds name members by display name, never a raw
id; the 💡 Hint button of a practice game answers privately and is counted in /log and the
result."""

from __future__ import annotations

import discord

from play.rating_change import rating_changes
from play.step import load_game
from present.rating_text import signed
from tests.cogs.helpers import (
    components_of,
    custom_ids,
    forged_click,
    hand_button,
    start_match,
    table_message,
    told,
)
from tests.cogs.test_commands import forfeit
from tests.cogs.test_formats import practice_panel


def unloaded(monkeypatch, user_id: int) -> None:
    """Discord has not loaded this member (no members intent, or they left)."""
    real = discord.Guild.get_member
    monkeypatch.setattr(discord.Guild, "get_member",
                        lambda self, uid: None if uid == user_id else real(self, uid))


async def test_the_result_shows_each_members_rating_change(world):
    match = await start_match(world)
    await forfeit(world, world.bob)
    final = table_message(world.channel).content
    changes = {c.user_id: c for c in await rating_changes(world.bot.store, match.id)}
    alice, bob = changes[world.alice.id], changes[world.bob.id]
    assert alice.delta > 0 > bob.delta
    line = next(x for x in final.splitlines() if x.startswith("Ratings: "))
    assert f"alice {alice.before}? → {alice.after}?, {signed(alice.delta)}" in line  # new: "?"
    assert f"bob {bob.before}? → {bob.after}?, {signed(bob.delta)}" in line
    assert signed(bob.delta).startswith("\u2212")


async def test_embeds_name_a_member_discord_has_not_loaded_by_the_name_kept(world,
                                                                          monkeypatch):
    await start_match(world)  # the bot sees bob's name here, and keeps it
    await forfeit(world, world.bob)
    unloaded(monkeypatch, world.bob.id)
    world.bot.names.clear()  # nothing fetched lately either
    board = (await world.carol.slash(world.channel, "mandala leaderboard",
                                     everyone=True)).response
    history = (await world.carol.slash(world.channel, "mandala history")).response
    for embed in (board.embeds[0], history.embeds[0]):
        assert "bob" in embed.description and "<@" not in embed.description


async def test_a_member_never_seen_is_a_former_member_not_an_id(world, monkeypatch):
    await start_match(world)
    await forfeit(world, world.bob)
    async with world.bot.db.transaction() as conn:
        await conn.execute("DELETE FROM member_names", ())
    unloaded(monkeypatch, world.bob.id)
    world.bot.names.clear()
    board = (await world.carol.slash(world.channel, "mandala leaderboard",
                                     everyone=True)).response
    text = board.embeds[0].description
    assert "a former member" in text and "<@" not in text and str(world.bob.id) not in text


async def test_a_hint_in_practice_is_private_and_counted_in_the_log_and_result(world):
    panel = await practice_panel(world)
    hint = next(c for c in custom_ids(panel) if c.startswith("g:hint:"))
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    said = told(await world.alice.click(panel, custom_id=hint))
    assert said.ephemeral and said.content.startswith("💡 Hint: **")
    assert said.content.endswith("💡 1 hint used")  # counted, and the player is told so
    assert (await world.bot.store.matches.get(match.id)).version == match.version  # not played
    log = (await world.alice.slash(world.channel, "mandala log")).response.embeds[0]
    assert "alice: 💡 1 hint used" in log.description
    await forfeit(world, world.alice)
    assert "alice: 💡 1 hint used" in table_message(world.channel).content


async def test_no_hint_between_members_and_a_forged_one_is_refused(world):
    match = await start_match(world)
    table = table_message(world.channel)
    game = load_game(match)
    mover = (world.alice, world.bob)[game.to_move]
    panel = (await mover.click(table, custom_id=hand_button(table))).response
    assert not any(c.startswith("g:hint:") for c in custom_ids(panel))
    assert len(panel.components) <= 5 and components_of(panel)
    said = told(await forged_click(mover, panel, f"g:hint:{match.id}:{match.version}"))
    assert said.ephemeral and "Hints are for practice games" in said.content


async def test_a_practice_hint_names_the_move_as_the_lesson_and_the_menu_do(world):
    """The lesson taught "Green → your field at mandala 1 (2 cards)"; the practice hint said
    "Red → mandala 1 ×1", words found on no control. It names a menu entry now, with its
    count the way the lesson says it when the entry offers several."""
    panel = await practice_panel(world)
    hint = next(c for c in custom_ids(panel) if c.startswith("g:hint:"))
    said = told(await world.alice.click(panel, custom_id=hint)).content
    move = said.removeprefix("💡 Hint: **").split("**", 1)[0]
    labels = [o["label"] for row in panel.components for c in row.get("components", [])
              for o in c.get("options", [])]
    assert "×" not in move
    assert any(move == label or move.startswith(f"{label} (") for label in labels), (move, labels)
