"""Everything a game provides reaches the shared layers through its descriptor: Tally (a game
under tests/ only), installed the documented way (`games.install`), gets working 💡 Hint and
replay analysis, the explainer included. A member plays a practice game against the bot and
clicks every control Tally is offered: the table's, the panel's (the menu, a count, Back,
Hint), the end's (Replay, its viewer's steps, menus, analysis and Show the channel, Rematch).
The explainer was registered by importing ai/<game>/, so Tally's Hint raised KeyError."""

from __future__ import annotations

import random
from typing import Any

import games
from tests.cogs.helpers import components_of, custom_ids, hand_button, table_message, told
from tests.fixture_game.descriptor import GAME

WRONG = "went wrong"


def said(res: Any) -> list[str]:
    """Every text a click was answered with (its response and follow-ups)."""
    out = [m.content or "" for m in [res.response, *res.followups] if m is not None]
    for m in [res.response, *res.followups]:
        if m is not None:
            out += [e.description or "" for e in getattr(m, "embeds", []) or []
                    if hasattr(e, "description")]
    return out


def fine(res: Any, what: str) -> Any:
    texts = said(res)
    assert not any(WRONG in s for s in texts), (what, texts)
    assert not any("no longer valid" in s for s in texts), (what, texts)
    return res


def first_private(res: Any) -> Any:
    return res.followups[0] if res.followups else res.response


async def test_tally_offers_only_controls_that_work_hint_and_analysis_included(world):
    pressed: set[str] = set()
    res = await world.alice.slash(world.channel, "tally practice", level="easy")
    assert not res.ephemeral, res.response.content
    rng = random.Random(1)
    hinted = False
    for _ in range(40):
        match = await world.bot.store.matches.live_in_channel(world.channel.id)
        if match is None:
            break
        table = table_message(world.channel)
        for cid in custom_ids(table):  # the table's: My hand, Rules
            if not cid.startswith(("g:hand:", "g:do:")):
                fine(await world.alice.click(table, custom_id=cid), cid)
                pressed.add(cid.split(":")[1])
        panel = fine(await world.alice.click(table, custom_id=hand_button(table)),
                     "hand").response
        pressed.add("hand")
        if not hinted:
            hint = next(c for c in custom_ids(panel) if c.startswith("g:hint:"))
            answer = fine(await world.alice.click(panel, custom_id=hint), hint)
            assert "Hint" in first_private(answer).content
            pressed.add("hint")
            hinted = True
        [menu] = [c for c in components_of(panel) if c["type"] == 3]
        option = rng.choice(menu["options"])["value"]
        counts = fine(await world.alice.select(panel, [option], custom_id=menu["custom_id"]),
                      "move").response
        pressed.add("move")
        if not any(c.startswith("g:back:") for c in custom_ids(counts)):
            continue  # played at once (one count)
        if "back" not in pressed:
            back = next(c for c in custom_ids(counts) if c.startswith("g:back:"))
            panel = fine(await world.alice.click(counts, custom_id=back), back).response
            pressed.add("back")
            [menu] = [c for c in components_of(panel) if c["type"] == 3]
            counts = fine(await world.alice.select(panel, [option],
                                                   custom_id=menu["custom_id"]), "move").response
        do = rng.choice([c for c in custom_ids(counts) if c.startswith("g:do:")])
        fine(await world.alice.click(counts, custom_id=do), do)
        pressed.add("do")
        await world.env.settle()
    ended = await world.bot.store.matches.get(match.id if match else 1)
    assert ended is not None and ended.status == "finished"
    table = table_message(world.channel)
    replay = next(c for c in custom_ids(table) if c.startswith("g:replay:"))
    viewer = first_private(fine(await world.alice.click(table, custom_id=replay), replay))
    pressed.add("replay")
    # the viewer: every button and menu once (the analysis is Tally's explainer at work)
    while True:
        offered = [c for c in components_of(viewer) if not c.get("disabled")
                   and (c.get("custom_id") or "").startswith("g:")
                   and c["custom_id"].split(":")[1] not in pressed]
        if not offered:
            break
        c = offered[0]
        cid, kind = c["custom_id"], c["custom_id"].split(":")[1]
        if c["type"] == 3:
            res = await world.alice.select(viewer, [c["options"][-1]["value"]],
                                           custom_id=cid)
        else:
            res = await world.alice.click(viewer, custom_id=cid)
        fine(res, cid)
        pressed.add(kind)
        shown = told(res)
        if shown.id == viewer.id:  # the viewer, edited: its controls now
            viewer = shown
        if kind == "analyse":
            await world.env.settle()
            analysed = await world.bot.store.matches.get(ended.id)
            assert analysed is not None
    rematch = next(c for c in custom_ids(table) if c.startswith("g:rematch:"))
    fine(await world.alice.click(table, custom_id=rematch), rematch)
    pressed.add("rematch")
    assert {"hand", "hint", "move", "back", "do", "rules", "replay", "rp", "rpgo", "analyse",
            "rpshow", "rematch"} <= pressed, pressed


def test_the_explainer_comes_and_goes_with_the_descriptor():
    """Installed with its descriptor, Tally's reader explains; uninstalled, it is gone; a game
    whose descriptor gives none names its moves without reasons (no KeyError)."""
    from dataclasses import replace

    from ai.explain import explain
    from engine.effects import EndsGame
    from tests.fixture_game.engine import Game, Play

    last = Game([[1, 0, 0], [0, 0, 0]], 0)  # seat 0 plays its last card: the game ends
    play = Play(1, 1)
    games.install(GAME)
    try:
        assert explain("tally", last.view(0), play) == (EndsGame(),)
    finally:
        games.uninstall(GAME.name)
    games.install(replace(GAME, explainer=None))
    try:
        assert explain("tally", last.view(0), play) == ()
    finally:
        games.uninstall(GAME.name)
