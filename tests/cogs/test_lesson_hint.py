"""The lesson's 💡 Hint through the real bot: it edits the step's message with the asked move
named as the menu names it and why, is counted once per step in the stored progress and said
in the recap, and a click on an old message's Hint answers for the step the learner stands at."""

from __future__ import annotations

from play.lessons import run
from tests.cogs.helpers import components_of, custom_ids, told
from tests.cogs.test_greek_client import greek_clients  # noqa: F401
from tests.cogs.test_lessons import checked, learn, make, stored


def hint_button(msg) -> dict:
    [found] = [c for c in components_of(msg) if c.get("custom_id", "").startswith("g:lh:")]
    return found


async def test_a_hint_names_the_move_and_its_count_reaches_the_recap(world):
    msg = await learn(world, world.alice, "mandala")
    button = hint_button(msg)
    assert button["custom_id"] == "g:lh:mandala:0" and button["label"] == "Hint"
    assert button["emoji"]["name"] == "💡"
    hinted = told(await world.alice.click(msg, custom_id=button["custom_id"]))
    assert hinted.id == msg.id and checked(hinted) == 1  # the same message, the same step
    assert hinted.content.startswith(
        "💡 Hint: **Green → your field at mandala 1 (2 cards)**.\n"
        "A field play puts cards of one colour")
    assert "Lesson Mandala · step 1 of 17" in hinted.content  # the step's words stay below
    assert (await stored(world, world.alice, "mandala")).hints == 1
    again = told(await world.alice.click(hinted, custom_id=hint_button(hinted)["custom_id"]))
    assert again.content == hinted.content
    assert (await stored(world, world.alice, "mandala")).hints == 1  # the same step's hint
    # the hinted move is played by clicks; the next step's hint is the second one
    progress = await stored(world, world.alice, "mandala")
    msg = told(await make(world.alice, again, "mandala", progress, "F0g2"))
    assert checked(msg) == 2 and hint_button(msg)["custom_id"] == "g:lh:mandala:1"
    msg = told(await world.alice.click(msg, custom_id=hint_button(msg)["custom_id"]))
    assert "**Black → your field at mandala 1**. It leaves mandala 1 lacking only yellow" in (
        msg.content)
    while checked(msg):
        skip = next(c for c in custom_ids(msg) if c.endswith(":skip"))
        msg = told(await world.alice.click(msg, custom_id=skip))
    assert (await stored(world, world.alice, "mandala")).hints == 2
    assert "💡 You used 2 hints in this lesson." in msg.content
    assert not [c for c in custom_ids(msg) if c.startswith("g:lh:")]  # nothing left to hint


async def test_an_old_messages_hint_answers_for_the_stored_step(world):
    first = await learn(world, world.bob, "flowers")
    again = await learn(world, world.bob, "flowers")
    progress = await stored(world, world.bob, "flowers")
    moved = told(await make(world.bob, again, "flowers", progress, "P0r1"))
    assert checked(moved) == 2
    shown = told(await world.bob.click(first, custom_id="g:lh:flowers:0"))
    assert shown.id == first.id and checked(shown) == 2
    assert "here is where your lesson stands" in shown.content
    assert "💡 Hint: **Yellow → mandala 2 (1 card)**." in shown.content
    assert "Red → mandala 1" not in shown.content  # not the old step's move
    now = await stored(world, world.bob, "flowers")
    assert (now.step, now.hints) == (1, 1) and now.state == run.table(now).to_json()
    assert hint_button(shown)["custom_id"] == "g:lh:flowers:1"


async def test_a_greek_learner_gets_the_hint_in_greek(world, greek_clients):  # noqa: F811
    msg = await learn(world, world.carol, "mandala")
    assert hint_button(msg)["label"] == "Συμβουλή"
    hinted = told(await world.carol.click(msg, custom_id=hint_button(msg)["custom_id"]))
    assert hinted.content.startswith("💡 Συμβουλή: **Πράσινο → το χωράφι σου στο μάνταλα 1 "
                                     "(2 κάρτες)**.")
