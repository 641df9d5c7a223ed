"""Each drawing of a move menu has a custom_id of its own. A client keeps the choice last made
in a select whose custom_id an edit leaves unchanged, so after a move chosen from a menu the next
menu showed that choice selected and choosing it again sent nothing (a learner was stuck): the
lesson's menu after a retry or Back, a match panel's after Back and at the next step."""

from __future__ import annotations

import random

from cogs.controls.control import MAX_CUSTOM_ID
from tests.cogs.helpers import (
    components_of,
    counted_option,
    custom_ids,
    hand_button,
    live_game,
    member_for,
    start_match,
    table_message,
    told,
)
from tests.cogs.test_lessons import learn, make, stored
from tests.cogs.test_table_pace import member_moves


def menus(msg) -> list[str]:
    ids = [c["custom_id"] for c in components_of(msg) if c["type"] == 3]
    assert all(len(c) <= MAX_CUSTOM_ID for c in ids)
    return ids


def back(msg, prefix: str) -> str:
    return next(c for c in custom_ids(msg) if c.startswith(prefix))


async def test_the_lessons_menu_is_new_after_back_a_retry_and_at_the_next_step(world):
    first = await learn(world, world.alice, "mandala")
    [menu] = menus(first)
    select, counted = counted_option(first)  # an entry with counts: the counts, then Back
    counts = told(await world.alice.select(first, [counted], custom_id=select))
    again = told(await world.alice.click(counts, custom_id=back(counts, "g:ln:")))
    [after_back] = menus(again)
    assert after_back != menu
    progress = await stored(world, world.alice, "mandala")
    from play.lessons import run
    from present import lesson

    step = run.course("mandala").lesson.steps[0]
    wrong = next(e for e in lesson.lesson_message(progress, "en", "alice").moves
                 if len(e.codes) == 1 and e.codes[0][1] not in step.expected)
    retry = told(await world.alice.select(again, [wrong.key], custom_id=after_back))
    assert "Not quite" in retry.content
    [after_retry] = menus(retry)
    assert after_retry not in {menu, after_back}
    nxt = told(await make(world.alice, retry, "mandala", progress, step.expected[0]))
    assert (await stored(world, world.alice, "mandala")).step == 1
    assert all(m not in {menu, after_back, after_retry} for m in menus(nxt))


async def test_a_panels_menu_is_new_after_back_and_at_the_next_step(world):
    await start_match(world)
    rng = random.Random(3)
    for _ in range(30):  # to the play phase, where the panel has a menu
        match, game = await live_game(world)
        if game.phase == "play":
            break
        await member_moves(world, member_for(world, match.players[game.to_move]), rng)
    player = member_for(world, match.players[game.to_move])
    table = table_message(world.channel)
    panel = (await player.click(table, custom_id=hand_button(table))).response
    before = menus(panel)
    assert before
    select, counted = counted_option(panel)
    counts = (await player.select(panel, [counted], custom_id=select)).response
    again = (await player.click(counts, custom_id=back(counts, "g:back:"))).response
    after_back = menus(again)
    assert after_back and not set(after_back) & set(before)
    # a move, then the same player's next turn: that panel's menu is another one too
    await member_moves(world, player, rng)
    while True:
        match, game = await live_game(world)
        if match.players[game.to_move] == player.id:
            break
        await member_moves(world, member_for(world, match.players[game.to_move]), rng)
    table = table_message(world.channel)
    nxt = menus((await player.click(table, custom_id=hand_button(table))).response)
    assert nxt and not set(nxt) & (set(before) | set(after_back))
