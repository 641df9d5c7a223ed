"""`/<game> learn` through the real bot: an ephemeral lesson played by clicks to its end and
its practice game, a wrong move explained with nothing moving on, Skip and Start over, a pause
longer than an interaction token lives, a restart, a click on an old session's message, and
"How to read the table" and "Start the lesson" under the rules and the table."""

from __future__ import annotations

import io
import random
import re

import pytest
import simcord.interactions
from PIL import Image, ImageChops

from bot import create_bot
from cogs.kit.common import now
from play.lessons import keep, run
from present import lesson
from tests.cogs.conftest import in_process_chooser
from tests.cogs.helpers import (
    components_of,
    custom_ids,
    play_one,
    start_match,
    table_message,
    told,
)

GAMES = ("mandala", "flowers")
STEP = re.compile(r"step (\d+) of (\d+)")


def checked(msg) -> int:
    """The lesson's message, checked against Discord's limits: private, with its picture; the
    step it shows (1-based; 0 once finished)."""
    assert msg.ephemeral, "a lesson is private"
    assert len(msg.content) <= 2000 and len(msg.components) <= 5
    assert all(len(c["custom_id"]) <= 100 for c in components_of(msg) if "custom_id" in c)
    assert all(len(c.get("label") or "") <= 80 for c in components_of(msg) if c["type"] == 2)
    [picture] = msg.attachments
    assert picture.filename == "lesson.png"
    if "· finished ✅**" in msg.content:
        return 0  # the recap
    found = STEP.search(msg.content)
    assert found, msg.content
    return int(found[1])


async def stored(world, member, game: str) -> run.Progress:
    saved = await world.bot.store.lessons.saved(member.id, game)
    assert saved is not None
    return run.Progress(game, *saved)


def button(msg, prefix: str) -> str:
    return next(c for c in custom_ids(msg) if c.startswith(prefix))


async def make(member, msg, game: str, progress: run.Progress, code: str):
    """`member` plays `code` in the lesson message `msg` by clicks: its button (a pick, a
    tile), or its entry in the move menu and then its count; the last click's result."""
    for cid in custom_ids(msg):
        if cid.startswith("g:lp:") and cid.endswith(f":{code}"):
            return await member.click(msg, custom_id=cid)
    entries = lesson.lesson_message(progress, "en", member.name).moves
    entry = next(e for e in entries if code in {c for _, c in e.codes})
    [menu] = [c for c in components_of(msg) if c["type"] == 3]
    assert entry.key in {o["value"] for o in menu["options"]}
    res = await member.select(msg, [entry.key], custom_id=menu["custom_id"])
    if len(entry.codes) == 1:
        return res
    counts = told(res)
    assert counts.id == msg.id, "the counts replace the step in the same message"
    return await member.click(counts, custom_id=next(
        c for c in custom_ids(counts) if c.startswith("g:lp:") and c.endswith(f":{code}")))


async def learn(world, member, game: str):
    res = await member.slash(world.channel, f"{game} learn")
    return told(res)


@pytest.mark.parametrize("game", GAMES)
async def test_a_lesson_is_played_to_its_end_by_clicks_and_offers_an_easy_practice(world, game):
    """The first two steps and the last by clicks (every step is played through the same
    messages, without Discord, in tests/present/test_lesson_messages.py): the lesson resumes
    where it is kept, and ends on the practice game."""
    msg = await learn(world, world.alice, game)
    total = len(run.course(game).lesson.steps)
    for n in [1, 2, total]:
        if n == total:  # kept at the last step, as a learner who came back later
            progress = await stored(world, world.alice, game)
            for _ in range(progress.step, total - 1):
                progress = run.skip(progress, "en", ("alice", "Teacher")).progress
            await keep.keep(world.bot.store.lessons, world.alice.id, progress, now())
            msg = await learn(world, world.alice, game)
        assert checked(msg) == n
        progress = await stored(world, world.alice, game)
        assert progress.step == n - 1
        step = run.course(game).lesson.steps[progress.step]
        res = await make(world.alice, msg, game, progress, step.expected[0])
        msg = told(res)
        assert msg.content.startswith("✅ **Well done.**")  # the step is done, in a glance
    assert (await stored(world, world.alice, game)).finished
    assert checked(msg) == 0 and "practice game" in msg.content
    assert not [c for c in components_of(msg) if c["type"] == 3]  # no moves at the end
    res = await world.alice.click(msg, custom_id=button(msg, "g:ln:"))  # the practice game
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    assert match is not None and match.kind == game and match.bots == (None, "easy")
    assert match.players[0] == world.alice.id


async def test_a_wrong_move_is_explained_and_nothing_moves_on(world):
    msg = await learn(world, world.alice, "mandala")
    progress = await stored(world, world.alice, "mandala")
    step = run.course("mandala").lesson.steps[0]
    shown = lesson.lesson_message(progress, "en", "alice")
    wrong = next(e for e in shown.moves
                 if len(e.codes) == 1 and e.codes[0][1] not in step.expected)
    [menu] = [c for c in components_of(msg) if c["type"] == 3]
    res = await world.alice.select(msg, [wrong.key], custom_id=menu["custom_id"])
    after = told(res)
    assert after.id == msg.id and checked(after) == 1
    assert "Not quite. We tried that move and took it back:" in after.content
    assert (await stored(world, world.alice, "mandala")) == progress  # nothing moved on
    res = await make(world.alice, after, "mandala", progress, step.expected[0])
    assert checked(told(res)) == 2  # the retry with the asked move goes on


async def test_skip_and_start_over(world):
    msg = await learn(world, world.bob, "flowers")
    skip = next(c for c in custom_ids(msg) if c.endswith(":skip"))
    msg = told(await world.bob.click(msg, custom_id=skip))
    assert checked(msg) == 2 and (await stored(world, world.bob, "flowers")).step == 1
    assert msg.content.startswith("⏭️ **Skipped**")
    over = next(c for c in custom_ids(msg) if c.endswith(":over"))
    msg = told(await world.bob.click(msg, custom_id=over))
    assert checked(msg) == 1 and "starts again" in msg.content
    assert (await stored(world, world.bob, "flowers")) == run.start("flowers")


async def test_a_long_pause_a_restart_and_an_old_message_resume_the_stored_step(world,
                                                                                settings):
    first = await learn(world, world.carol, "mandala")
    progress = await stored(world, world.carol, "mandala")
    await world.env.advance_time(20 * 60)  # past the 15 minutes of the command's token
    await world.env.restart_bot(create_bot(settings, chooser=in_process_chooser))
    await world.env.settle()
    # the first message's own click answers by editing it: the old token is not needed
    expected = run.course("mandala").lesson.steps[0].expected[0]
    moved = told(await make(world.carol, first, "mandala", progress, expected))
    assert moved.id == first.id and checked(moved) == 2
    # a new session resumes where the learner stands, and plays on there
    again = await learn(world, world.carol, "mandala")
    assert again.id != first.id and checked(again) == 2
    progress = await stored(world, world.carol, "mandala")
    skip = next(c for c in custom_ids(again) if c.endswith(":skip"))
    await world.carol.click(again, custom_id=skip)
    assert (await stored(world, world.carol, "mandala")).step == 2
    # the first message's buttons were made for step 2: clicked now, it shows step 3 and
    # plays nothing
    old = world.env.backend.get_message(first.channel_id, first.id)
    assert old is not None
    stale = next(c for c in custom_ids(moved) if c.endswith(":skip"))
    shown = told(await world.carol.click(moved, custom_id=stale))
    assert checked(shown) == 3 and "here is where your lesson stands" in shown.content
    assert (await stored(world, world.carol, "mandala")).step == 2


async def test_the_rules_offer_the_lesson_and_the_guide(world):
    res = await world.alice.slash(world.channel, "mandala rules")
    rules = told(res)
    assert rules.ephemeral and rules.embeds
    ids = custom_ids(rules)
    assert "g:learn:mandala" in ids and "g:guide:mandala" in ids
    lesson_msg = told(await world.alice.click(rules, custom_id="g:learn:mandala"))
    assert checked(lesson_msg) == 1
    guide = told(await world.alice.click(rules, custom_id="g:guide:mandala"))
    assert guide.ephemeral and "How to read the table" in guide.content
    [picture] = guide.attachments
    assert picture.filename == "guide.png"
    assert await picture.read() == lesson.guide_png("mandala", "en")


async def test_the_table_has_the_guide_in_the_readers_language(world, monkeypatch):
    match = await start_match(world)
    table = table_message(world.channel)
    assert f"g:guide:mandala:{match.id}" in custom_ids(table)
    made = simcord.interactions.base_payload

    def greek(*args, **kwargs):  # a Greek client (simcord has no setting for it)
        record, payload = made(*args, **kwargs)
        payload["locale"] = "el"
        return record, payload

    monkeypatch.setattr(simcord.interactions, "base_payload", greek)
    guide = told(await world.carol.click(table, custom_id=f"g:guide:mandala:{match.id}"))
    assert guide.ephemeral and "Πώς διαβάζεται το τραπέζι" in guide.content
    png = await guide.attachments[0].read()
    assert png != lesson.guide_png("mandala", "el")  # this table, not the lesson's sample
    assert Image.open(io.BytesIO(png)).width == 560  # Mandala's pictures are narrow (#48)
    # the table's Rules offer the lesson too, and the lesson speaks the learner's language
    rules = told(await world.carol.click(table, custom_id=next(
        c for c in custom_ids(table) if c.startswith("g:rules:"))))
    assert "g:learn:mandala" in custom_ids(rules)
    learning = told(await world.carol.click(rules, custom_id="g:learn:mandala"))
    assert learning.ephemeral and "Μάθημα Mandala · βήμα 1 από 17" in learning.content
    labels = {c.get("label") for c in components_of(learning) if c["type"] == 2}
    assert {"Παράλειψη βήματος", "Από την αρχή", "Πώς διαβάζεται το τραπέζι"} <= labels


def same(a: Image.Image, b: Image.Image) -> float:
    """The share of the pixels of `a` that `b` has alike at the same place (its top left)."""
    b = b.convert("RGB").crop((0, 0, *a.size))
    diff = ImageChops.difference(a.convert("RGB"), b).convert("L").point(lambda v: v > 24)
    return 1 - sum(diff.histogram()[1:]) / (a.width * a.height)


async def test_the_tables_guide_annotates_that_very_table(world):
    """Issue #48: "How to read the table" under a live table explained a sample table ("Alex",
    move 12); now a spectator gets the posted table itself annotated, a player their own panel
    (hand and all, seen only by them), and the key explains the cyan last-move marks."""
    rng = random.Random(3)
    match = await start_match(world)
    for _ in range(3):
        await play_one(world, rng)
    table = table_message(world.channel)
    posted = Image.open(io.BytesIO(await table.attachments[0].read()))
    cid = f"g:guide:mandala:{match.id}"
    spectator = told(await world.carol.click(table, custom_id=cid))
    watched = Image.open(io.BytesIO(await spectator.attachments[0].read()))
    sample = Image.open(io.BytesIO(lesson.guide_png("mandala", "en")))
    assert same(posted, watched) > 0.9 > same(posted, sample), (same(posted, watched),
                                                                 same(posted, sample))
    player = told(await world.alice.click(table, custom_id=cid))
    assert player.ephemeral
    own = Image.open(io.BytesIO(await player.attachments[0].read()))
    assert own.height > watched.height  # the hand band: a player's own panel
    assert same(posted, own) < 0.9


async def test_a_forged_lesson_control_is_refused(world):
    from tests.cogs.helpers import forged_click

    msg = await learn(world, world.alice, "mandala")
    for cid in ("g:ln:mandala:0:boom", "g:learn:chess", "g:lp:nope:0:M0y"):
        res = await forged_click(world.alice, msg, cid)
        assert res.ephemeral and "no longer valid" in told(res).content
    assert (await stored(world, world.alice, "mandala")).step == 0
