"""Issue #49: a third game's lesson and guide come with its descriptor alone. Tally (tests/
fixture_game) is offered `/tally learn`, played to its end by clicks (a wrong count explained
first), its recap's practice game against an easy bot, the rules' lesson and guide buttons, and
under a live table the guide drawn on that very table; no shared module names it."""

from __future__ import annotations

from play.lessons import run
from present import lesson
from tests.cogs.helpers import custom_ids, live_game, table_message, told
from tests.cogs.test_lessons import button, checked, learn, make, stored
from tests.fixture_game.descriptor import GAME


async def test_tallys_lesson_is_played_by_clicks_and_hands_over_to_a_practice(world):
    msg = await learn(world, world.alice, "tally")
    assert checked(msg) == 1 and "Play both your 3s" in msg.content
    progress = await stored(world, world.alice, "tally")
    msg = told(await make(world.alice, msg, "tally", progress, "V3x1"))  # one 3: not the count
    assert checked(msg) == 1 and "both score 6" in msg.content
    assert await stored(world, world.alice, "tally") == progress  # nothing moved on
    for n, step in enumerate(run.course("tally").lesson.steps, 1):
        progress = await stored(world, world.alice, "tally")
        assert progress.step == n - 1
        msg = told(await make(world.alice, msg, "tally", progress, step.expected[0]))
        assert msg.content.startswith("✅ **Well done.**")
    assert checked(msg) == 0 and "most points wins" in msg.content
    await world.alice.click(msg, custom_id=button(msg, "g:ln:"))  # the practice game
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    assert match is not None and match.kind == "tally" and match.bots == (None, "easy")


async def test_tallys_rules_offer_its_lesson_and_guide_and_its_table_its_own_guide(world):
    rules = told(await world.carol.slash(world.channel, "tally rules"))
    assert {"g:learn:tally", "g:guide:tally"} <= set(custom_ids(rules))
    assert checked(told(await world.carol.click(rules, custom_id="g:learn:tally"))) == 1
    sample = told(await world.carol.click(rules, custom_id="g:guide:tally"))
    assert "How to read the table" in sample.content
    assert await sample.attachments[0].read() == lesson.guide_png("tally", "en")

    res = await world.alice.slash(world.channel, "tally challenge", opponent=world.bob)
    await world.bob.click(res.response, custom_id=next(
        c for c in custom_ids(res.response) if c.startswith("g:accept:")))
    match, game = await live_game(world)
    table = table_message(world.channel)
    cid = f"g:guide:tally:{match.id}"
    assert cid in custom_ids(table)
    watched = told(await world.carol.click(table, custom_id=cid))  # a spectator: the public one
    own = told(await world.alice.click(table, custom_id=cid))  # a player: their own, hand too
    assert watched.ephemeral and own.ephemeral
    public, private = (await watched.attachments[0].read(), await own.attachments[0].read())
    names = [world.alice.name, world.bob.name]
    assert public == GAME.lesson.guide(game.view(None), names=names, lang="en", last_seat=None)
    assert private == GAME.lesson.guide(game.view(0), names=names, lang="en", last_seat=None)
    assert public != private != lesson.guide_png("tally", "en")
