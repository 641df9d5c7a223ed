"""The panel's move picker made of buttons (a colour, then where and how many), the described
menu that asks a confirming click, and the end's Rematch that a double click on the last pick
cannot press."""

from __future__ import annotations

import random

from cogs.commands.games import GamesCog
from cogs.kit.common import now
from play.service import REMATCH_GRACE
from play.step import load_game
from present import picker
from present.step_plan import Plan
from tests.cogs.helpers import (
    cog,
    components_of,
    custom_ids,
    forged_click,
    hand_button,
    live_game,
    member_for,
    start_match,
    table_message,
    told,
)


async def my_panel(world):
    """The mover, the match, its game and the mover's panel (a Mandala match in play)."""
    match, game = await live_game(world)
    mover = member_for(world, match.players[game.to_move])
    table = table_message(world.channel)
    return mover, match, game, (await mover.click(table, custom_id=hand_button(table))).response


def picks(msg) -> list[dict]:
    return [c for c in components_of(msg) if c.get("custom_id", "").startswith("g:pk:")]


async def test_the_panel_offers_the_hand_colours_and_two_clicks_play_a_move(world):
    await start_match(world)
    mover, match, game, panel = await my_panel(world)
    offer = picker.offer(match.kind, game, game.to_move, "en")
    colours = picks(panel)
    assert [c["custom_id"].split(":")[-1] for c in colours] == [c.key for c in offer.colors]
    playable = {o.color for o in offer.options}
    assert all(c.get("disabled", False) == (c["custom_id"].split(":")[-1] not in playable)
               for c in colours)  # only colours with a legal move are pressable
    assert len(panel.components) <= 5
    code = offer.options[-1].code
    keys = picker.path_to(offer, code)
    assert 2 <= len(keys) <= 3
    res = None
    for key in keys[:-1]:  # the colour (and the place): each edits the panel to its step
        res = await mover.click(panel, custom_id=f"g:pk:{match.id}:{match.version}:{key}")
        assert (await world.bot.store.matches.get(match.id)).version == match.version
        panel = res.response
        assert panel.content.startswith(picker.step(offer, key, "en").prompt)
    back = next(c["custom_id"] for c in picks(panel) if c.get("label") == "Back")
    assert back.startswith(f"g:pk:{match.id}:{match.version}:")
    await mover.click(panel, custom_id=f"g:do:{match.id}:{match.version}:{code}")
    after = await world.bot.store.matches.get(match.id)
    assert after.version == match.version + 1
    assert (await world.bot.store.log.actions(match.id))[-1].action == code


async def test_back_returns_to_the_colours_and_the_menu(world):
    await start_match(world)
    mover, match, game, panel = await my_panel(world)
    first = next(c for c in picks(panel) if not c.get("disabled"))
    res = await mover.click(panel, custom_id=first["custom_id"])
    assert not any(c["type"] == 3 for c in components_of(res.response))  # the step alone
    back = next(c for c in picks(res.response) if c.get("label") == "Back")
    res = await mover.click(res.response, custom_id=back["custom_id"])
    assert picks(res.response)[0]["custom_id"] == picks(panel)[0]["custom_id"]
    assert any(c["type"] == 3 for c in components_of(res.response))  # the described menu


async def test_a_step_that_leads_nowhere_changes_nothing_and_says_so(world):
    await start_match(world)
    mover, match, _, panel = await my_panel(world)
    res = await forged_click(mover, panel, f"g:pk:{match.id}:{match.version}:q.M9")
    said = told(res)
    assert said.ephemeral and "no longer there" in said.content
    assert (await world.bot.store.matches.get(match.id)).version == match.version


async def test_a_menu_entry_of_one_count_asks_a_confirming_click(world):
    """A slip in the long menu costs a Back, never a turn."""
    await start_match(world)
    mover, match, game, panel = await my_panel(world)
    select = next(c for c in components_of(panel) if c["type"] == 3)
    single = next(o for o in select["options"]
                  if "up to" not in (o.get("description") or ""))
    res = await mover.select(panel, [single["value"]], custom_id=select["custom_id"])
    assert (await world.bot.store.matches.get(match.id)).version == match.version  # not played
    buttons = [c for c in components_of(res.response) if c["custom_id"].startswith("g:do:")]
    assert [b["label"] for b in buttons] == ["Play"] and "The button plays it" in \
        res.response.content
    await mover.click(res.response, custom_id=buttons[0]["custom_id"])
    assert (await world.bot.store.matches.get(match.id)).version == match.version + 1


async def to_the_last_move(world, match):
    """Plays a seeded game through the service up to its last move (a pick on the table, as
    Mandala's end is) and shows the table; returns the last move's code."""
    flow = cog(world.bot, GamesCog).flow
    rng = random.Random(3)
    plan, sim = [], load_game(match)
    while not sim.is_over:
        action = rng.choice(sim.legal_actions())
        plan.append((sim.to_move, str(action)))
        sim.apply(action)
    step = None
    for seat, code in plan[:-1]:
        current = await world.bot.store.matches.get(match.id)
        step = await world.bot.service.act(match.id, current.players[seat], code,
                                           current.version, now())
    assert step is not None
    await flow.pipeline.publish(Plan.told(step))
    await world.env.settle()
    return plan[-1]


async def test_a_double_click_on_the_last_pick_sends_no_rematch(world):
    match = await start_match(world)
    seat, code = await to_the_last_move(world, match)
    table = table_message(world.channel)
    before = custom_ids(table)
    mover = member_for(world, match.players[seat])
    await mover.click(table, custom_id=next(c for c in before if c.endswith(f":{code}")))
    final = table_message(world.channel)
    assert final.id == table.id and "Game over" in final.content
    after = custom_ids(final)
    spot = next(i for i, c in enumerate(after) if c.startswith("g:rematch:"))
    assert before[spot].startswith("g:do:")  # where a pick was a moment ago
    sent = len(world.channel.history())
    said = told(await mover.click(final, custom_id=after[spot]))  # the double click's second
    assert said.ephemeral and "nothing was sent" in said.content
    assert len(world.channel.history()) == sent  # no challenge
    await world.env.advance_time(REMATCH_GRACE)
    offer = told(await mover.click(final, custom_id=after[spot]))
    assert not offer.ephemeral and "g:accept:" in " ".join(custom_ids(offer))
