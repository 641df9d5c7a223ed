"""The replay viewer's "Go to move" menu through the real bot: each entry says what its move
did, the menu names the move on screen after every kind of step (so the client redraws it), a
player's own-side frame is drawn as a replay's (never "Your turn"), and the picture counts
moves as the text does."""

from __future__ import annotations

import random
import re

import discord

from i18n import t
from play.replay import own_side, replay_positions
from present.gameui import ui_for
from tests.cogs.helpers import components_of, play_one, start_match, table_message
from tests.cogs.test_replay import button, counter, goto, menu_kind, picture, played


def move_menu(msg) -> dict:
    [menu] = [c for c in components_of(msg) if c["type"] == 3 and menu_kind(c) == "0"]
    return menu


def on_screen(msg) -> int:
    """The move the menu names: its chosen option, its placeholder and its custom_id agree."""
    menu = move_menu(msg)
    [chosen] = [o for o in menu["options"] if o.get("default")]
    shown = int(re.fullmatch(r"Showing move (\d+) of \d+", menu["placeholder"])[1])
    assert chosen["value"] == f"={shown}" and shown == int(menu["custom_id"].split(":")[5])
    # no other option has the value of the move on screen: a client that kept the member's
    # last choice while its value is offered (simcord's Preview) drops it and shows the
    # placeholder, so the label can't name a move left behind
    assert str(shown) not in [o["value"] for o in menu["options"]]
    return shown


async def test_each_entry_says_what_its_move_did(world):
    mid = await played(world, 30)
    res = await world.carol.slash(world.channel, "mandala replay", number=mid)
    viewer = res.followups[0] if res.followups else res.response
    options = move_menu(viewer)["options"]
    assert options[0]["label"] == "The deal"
    for option in options[1:]:
        n = option["value"]
        assert re.fullmatch(rf"{n}\. \S.*", option["label"]), option
        assert not re.fullmatch(r"\d+\. Move \d+", option["label"])
        assert len(option["label"]) <= 100 and len(option.get("description") or "") <= 100
    # the entry of a move says what the text says when that move is shown
    at = await goto(world.carol, viewer, 7)
    said = re.search(r"Move 7 / \d+\*\* · (.+)", at.response.content)[1]
    entry = next(o for o in move_menu(at.response)["options"] if o["value"] == "=7")
    assert (entry["label"] + " " + (entry.get("description") or "")).startswith(
        "7. " + said.rstrip("…")[:60])


async def test_the_menu_always_names_the_move_on_screen(world):
    mid = await played(world, 30)
    total = len(await world.bot.store.log.actions(mid))
    res = await world.alice.click(table_message(world.channel), label="Replay")
    viewer = res.followups[0] if res.followups else res.response
    assert on_screen(viewer) == 0
    res = await goto(world.alice, viewer, 14)
    assert counter(res.response)[0] == on_screen(res.response) == 14
    again = await world.alice.select(res.response, ["=14"],
                                     custom_id=move_menu(res.response)["custom_id"])
    assert counter(again.response)[0] == 14  # choosing the move on screen keeps it
    res = await world.alice.click(res.response, custom_id=button(res.response, "◀️"))
    assert counter(res.response)[0] == on_screen(res.response) == 13
    res = await world.alice.click(res.response, custom_id=button(res.response, "My side"))
    assert on_screen(res.response) == 13
    res = await world.alice.click(res.response, custom_id=button(res.response, "⏭️"))
    assert counter(res.response) == (total, total) and on_screen(res.response) == total


async def test_a_players_own_side_is_drawn_as_a_replay_frame(world):
    mid = await played(world, 10)
    match = await world.bot.store.matches.get(mid)
    games, _ = replay_positions(match, await world.bot.store.log.actions(mid))
    seat = own_side(match, world.alice.id)
    n = next(k for k in range(1, len(games)) if games[k].to_move == seat)  # alice to move
    opened = await world.alice.slash(world.channel, "mandala replay", number=mid)
    at = await goto(world.alice, (opened.followups or [opened.response])[0], n)
    mine = await world.alice.click(at.response, custom_id=button(at.response, "My side"))
    ui, names = ui_for("mandala"), ["alice", "bob"]
    view = games[n].view(seat)
    frame = ui.panel_png(view, names=names, last_seat=1 - seat, lang="en", replay=True)
    live = ui.panel_png(view, names=names, last_seat=1 - seat, lang="en")
    assert frame != live  # the live panel says "Your turn" here
    assert await picture(mine.response) == frame


def test_the_picture_and_the_text_count_moves_alike():
    """The picture's number is the engine's count of moves made, the text's the log's: the
    same count (play/test_replay_numbering.py), so they read as one word too."""
    for lang in ("en", "el"):
        assert t(lang, "pic.turn", n=60).lower() in t(lang, "replay.at", n=60,
                                                       total=73).lower()


async def test_a_cancel_is_told_as_one(world):
    match = await start_match(world)
    mods = world.guild.create_role("mods", permissions=discord.Permissions(manage_messages=True))
    mod = world.guild.add_member(world.env.create_user("mod"), roles=[mods])
    await play_one(world, random.Random(2))
    await mod.slash(world.channel, "mandala cancel")
    opened = await world.carol.slash(world.channel, "mandala replay", number=match.id)
    viewer = (opened.followups or [opened.response])[0]
    last = await world.carol.click(viewer, custom_id=button(viewer, "⏭️"))
    assert "**Move 2 / 2** · a moderator cancelled the match" in last.response.content
    entry = move_menu(last.response)["options"][-1]
    assert entry["label"] == "2. a moderator cancelled the match"
