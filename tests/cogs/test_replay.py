"""The replay of a finished match: Replay and the score race on the result message, the private
viewer and its buttons (after a restart too), a spectator's public pictures, the analysis and
the animation, all driven through the real bot."""

from __future__ import annotations

import io
import random
import re
from dataclasses import replace

import discord
from PIL import Image

from bot import create_bot
from cogs.commands.games import GamesCog
from play.step import load_game
from present.step_plan import Plan
from render.animation import MAX_BYTES
from render.style import NARROW_WIDTH
from tests.cogs.helpers import (
    cog,
    components_of,
    custom_ids,
    forged_click,
    start_match,
    table_message,
    told,
)
from tests.cogs.test_commands import forfeit


async def played(world, moves: int) -> int:
    """A Mandala match of alice and bob, `moves` random moves in (through the service: the
    viewer is what is tested), then bob forfeits through the UI; the match id."""
    match = await start_match(world)
    rng = random.Random(3)
    for _ in range(moves):
        m = await world.bot.store.matches.get(match.id)
        game = load_game(m)
        code = str(rng.choice(game.legal_actions()))
        await world.bot.service.act(m.id, m.players[game.to_move], code, m.version, 1.0)
    await forfeit(world, world.bob)
    return match.id


async def played_out(world) -> int:
    """A Mandala match played to its normal end; the final table published by the bot."""
    match = await start_match(world)
    rng = random.Random(5)
    flow = cog(world.bot, GamesCog).flow
    step = None
    while (m := await world.bot.store.matches.get(match.id)).is_live:
        game = load_game(m)
        code = str(rng.choice(game.legal_actions()))
        step = await world.bot.service.act(m.id, m.players[game.to_move], code, m.version, 1.0)
    await flow.pipeline.publish(Plan.told(step))
    return match.id


def counter(msg) -> tuple[int, int]:
    """The viewer's "Move n / total", checked against Discord's limits on the way."""
    assert len(msg.content) <= 2000 and len(msg.components) <= 5
    for row in msg.components:
        parts = row["components"] if isinstance(row, dict) else row.children
        assert 1 <= len(parts) <= 5
    assert all(len(c["options"]) <= 25 for c in components_of(msg) if c["type"] == 3)
    assert all(len(c["custom_id"]) <= 100 for c in components_of(msg))
    found = re.search(r"Move (\d+) / (\d+)", msg.content)
    assert found, msg.content
    return int(found[1]), int(found[2])


def button(msg, emoji_or_label: str) -> str:
    for c in components_of(msg):
        if c.get("label") == emoji_or_label or (c.get("emoji") or {}).get("name") == \
                emoji_or_label:
            return c["custom_id"]
    raise AssertionError(f"no {emoji_or_label} in {custom_ids(msg)}")


def menu_kind(component) -> str:
    """A replay menu's n: "0" for "go to move", "1" for "go to page"."""
    return component["custom_id"].split(":")[4]


async def goto(member, msg, move: int):
    """Choose `move` in the viewer's "go to move" menu (it must be on the menu's page)."""
    [menu] = [c for c in components_of(msg) if c["type"] == 3 and menu_kind(c) == "0"]
    return await member.select(msg, [str(move)], custom_id=menu["custom_id"])


async def picture(msg) -> bytes:
    [att] = [a for a in msg.attachments if a.filename == "replay.png"]
    return await att.read()


async def test_the_result_offers_replay_and_the_score_race(world):
    await played_out(world)
    final = table_message(world.channel)
    assert any(c.startswith("g:replay:") for c in custom_ids(final))
    names = [a.filename for a in final.attachments]
    assert names == ["table.png", "race.png"]
    race = Image.open(io.BytesIO(await final.attachments[1].read()))
    assert race.width == NARROW_WIDTH and race.height < race.width  # issue #48: a phone


async def test_a_cancelled_match_has_no_score_race(world):
    match = await start_match(world)
    mods = world.guild.create_role("mods", permissions=discord.Permissions(manage_messages=True))
    mod = world.guild.add_member(world.env.create_user("mod"), roles=[mods])
    await mod.slash(world.channel, "mandala cancel")
    final = table_message(world.channel)
    assert [a.filename for a in final.attachments] == ["table.png"]
    assert any(c == f"g:replay:{match.id}" for c in custom_ids(final))


async def test_a_match_over_after_one_move_has_no_score_race(world):
    """Issue 48: a match that ended after a move (here a forfeit; a timeout alike) drew a race
    of one round; under 3 rounds the result keeps only its table (and Replay)."""
    mid = await played(world, 1)
    final = table_message(world.channel)
    assert [a.filename for a in final.attachments] == ["table.png"]
    assert any(c == f"g:replay:{mid}" for c in custom_ids(final))


async def test_the_viewer_steps_jumps_and_pages(world):
    mid = await played(world, 30)
    total = len(await world.bot.store.log.actions(mid))
    res = await world.carol.click(table_message(world.channel), label="Replay")
    viewer = res.followups[0] if res.followups else res.response
    assert res.ephemeral and counter(viewer) == (0, total)
    res = await world.carol.click(viewer, custom_id=button(viewer, "▶️"))
    assert counter(res.response) == (1, total)
    res = await world.carol.click(res.response, custom_id=button(res.response, "⏭️"))
    assert counter(res.response) == (total, total)
    # the last step is bob's forfeit: a Mandala resignation has no words on the board, so the
    # log tells who left
    assert re.search(rf"Move {total} / {total}\*\* · \S*bob\S* forfeited", res.response.content,
                     re.IGNORECASE), res.response.content
    [page_select] = [c for c in components_of(res.response)
                     if c["type"] == 3 and menu_kind(c) == "1"]
    assert [o["value"] for o in page_select["options"]] == ["0", "=25"]  # "=": on screen
    res = await world.carol.select(res.response, ["0"], custom_id=page_select["custom_id"])
    assert counter(res.response) == (0, total)
    [moves] = [c for c in components_of(res.response)
               if c["type"] == 3 and menu_kind(c) == "0"]
    assert len(moves["options"]) == 25
    res = await world.carol.select(res.response, ["14"], custom_id=moves["custom_id"])
    assert counter(res.response) == (14, total)
    res = await world.carol.click(res.response, custom_id=button(res.response, "◀️"))
    assert counter(res.response) == (13, total)


async def test_a_spectator_sees_the_public_table_only(world):
    mid = await played(world, 12)
    res = await world.carol.slash(world.channel, "mandala replay", number=mid)
    viewer = res.followups[0] if res.followups else res.response
    labels = [c.get("label") for c in components_of(viewer)]
    assert "My side" not in labels and "Analyse my moves" not in labels
    # a forged "my side" press from a spectator is refused and shows nothing
    forged = told(await forged_click(world.carol, viewer, f"g:rp:{mid}:5:1:s"))
    assert forged.ephemeral and "Only the players" in forged.content
    # the same public view gives the same picture, whoever asks: no hand is in it
    spectator = await goto(world.carol, viewer, 5)
    player = await world.alice.slash(world.channel, "mandala replay", number=mid)
    public = await goto(world.alice, player.followups[0] if player.followups else
                        player.response, 5)
    assert counter(public.response) == counter(spectator.response) == (5, 13)
    table = await picture(public.response)
    assert await picture(spectator.response) == table
    mine = await world.alice.click(public.response, custom_id=button(public.response, "My side"))
    assert "Your side" in mine.response.content
    assert await picture(mine.response) != table  # the panel, with alice's hand
    assert "Public view" in [c.get("label") for c in components_of(mine.response)]


async def test_the_viewer_works_after_a_restart(world, settings):
    mid = await played(world, 8)
    res = await world.alice.click(table_message(world.channel), label="Replay")
    viewer = res.followups[0] if res.followups else res.response
    await world.env.restart_bot(create_bot(settings))
    res = await world.alice.click(viewer, custom_id=button(viewer, "▶️"))
    assert counter(res.response)[0] == 1
    res = await world.alice.click(res.response, custom_id=button(res.response, "My side"))
    assert "Your side" in res.response.content
    again = await world.bob.click(table_message(world.channel), label="Replay")
    assert again.ephemeral and f"match #{mid} replay" in (again.followups or [again.response]
                                                          )[0].content


async def test_replay_refuses_a_live_match_and_a_stranger_number(world):
    match = await start_match(world)
    res = await world.alice.slash(world.channel, "mandala replay", number=match.id)
    assert told(res).ephemeral and "still being played" in told(res).content
    res = await world.alice.slash(world.channel, "mandala replay")
    assert told(res).ephemeral and "No finished Mandala match" in told(res).content
    res = await world.alice.slash(world.channel, "mandala replay", number=999)
    assert told(res).ephemeral and "no Mandala match #999" in told(res).content


async def test_a_player_analyses_their_moves_by_clicks(world):
    mid = await played(world, 16)
    res = await world.alice.click(table_message(world.channel), label="Replay")
    viewer = res.followups[0] if res.followups else res.response
    replays = cog(world.bot, GamesCog).flow.replays
    replays.analysing[world.guild.id] = 999  # someone else's analysis runs in this server
    busy = await world.alice.click(viewer, label="Analyse my moves")
    assert told(busy).ephemeral and "one at a time" in told(busy).content
    del replays.analysing[world.guild.id]
    done = await world.alice.click(viewer, label="Analyse my moves")
    shown = done.response
    assert "Your side" in shown.content and "🔍" in shown.content, shown.content
    assert not replays.analysing
    # every mark has its reason in words, from the explainer, on a line of its own
    marks = re.findall(r"move (\d+) (\?!?)", shown.content.split("\n")[3])
    assert marks, shown.content
    for n, mark in marks:
        assert re.search(rf"^• move {n} {re.escape(mark)}: lost \d+%: \S.+", shown.content,
                         re.MULTILINE), shown.content
    stored = await world.bot.db.fetchone("SELECT result FROM analyses WHERE match_id = ?",
                                         (mid,))
    assert stored is not None
    # a second press answers from the cache: the same text, nothing rated again
    calls = []
    replays = cog(world.bot, GamesCog).flow.replays  # the handler rates through its services
    real = replays.services.rate_move

    async def counting(*args):
        calls.append(args)
        return await real(*args)

    replays.services = replace(replays.services, rate_move=counting)
    again = await world.alice.click(shown, label="Analyse my moves")
    assert again.response.content == shown.content and not calls
    # a spectator can't ask for one
    other = await world.carol.slash(world.channel, "mandala replay", number=mid)
    forged = await forged_click(world.carol, (other.followups or [other.response])[0],
                                f"g:analyse:{mid}")
    assert told(forged).ephemeral and "Only the players" in told(forged).content


async def test_the_animation_fits_discord(world):
    mid = await played(world, 20)
    res = await world.carol.slash(world.channel, "mandala replay", number=mid,
                                  format="animation")
    [msg] = res.followups or [res.response]
    [gif] = msg.attachments
    data = await gif.read()
    assert gif.filename.endswith(".gif") and len(data) <= MAX_BYTES
    frames = Image.open(io.BytesIO(data)).n_frames
    assert frames == len(await world.bot.store.log.actions(mid)) + 1


async def test_the_progress_line_is_edited_at_most_every_two_seconds(monkeypatch):
    import cogs.handlers.replay

    clock = [100.0]
    monkeypatch.setattr(cogs.handlers.replay.time, "monotonic", lambda: clock[0])
    edits = []

    async def edit(**kw):
        edits.append(kw["content"])

    tell = cogs.handlers.replay.Replays.progress(edit, 7, "en")
    for done, t in enumerate((100.5, 101.0, 102.1, 102.5, 104.2, 104.3), 1):
        clock[0] = t
        await tell(done, 10)
    assert edits == ["🔍 Analysing your moves in match #7… 3 / 10",
                     "🔍 Analysing your moves in match #7… 5 / 10"]


async def test_a_flowers_match_for_three_replays_each_players_own_side(world):
    res = await world.alice.slash(world.channel, "flowers challenge", opponent=world.bob,
                                  opponent2=world.carol)
    await world.bob.click(res.response, label="Accept")
    await world.carol.click(res.response, label="Accept")
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    rng = random.Random(8)
    for _ in range(14):
        m = await world.bot.store.matches.get(match.id)
        game = load_game(m)
        code = str(rng.choice(game.legal_actions()))
        await world.bot.service.act(m.id, m.players[game.to_move], code, m.version, 1.0)
    await world.bot.service.resign(match.id, 1, 2.0)
    step = await world.bot.service.resign(match.id, 2, 3.0)
    await cog(world.bot, GamesCog).flow.pipeline.publish(Plan.told(step))
    final = table_message(world.channel)
    assert [a.filename for a in final.attachments] == ["table.png", "race.png"]
    pictures = {}
    for who in (world.alice, world.bob, world.carol):
        opened = await who.click(final, label="Replay")
        viewer = (opened.followups or [opened.response])[0]
        at = await goto(who, viewer, 9)
        pictures[who.name, "public"] = await picture(at.response)
        mine = await who.click(at.response, custom_id=button(at.response, "My side"))
        assert counter(mine.response) == (9, 16) and "Your side" in mine.response.content
        pictures[who.name, "side"] = await picture(mine.response)
    assert len({pictures[n, "public"] for n in ("alice", "bob", "carol")}) == 1
    assert len({pictures[n, "side"] for n in ("alice", "bob", "carol")}) == 3


async def test_the_viewer_keeps_its_buttons_while_the_moves_are_rated(world):
    # the analysis' progress goes in a private note of its own, deleted at the end: the viewer
    # was blanked (no picture, no buttons) until every move was rated
    mid = await played(world, 16)
    res = await world.alice.click(table_message(world.channel), label="Replay")
    viewer = res.followups[0] if res.followups else res.response
    buttons = custom_ids(viewer)
    seen = []
    replays = cog(world.bot, GamesCog).flow.replays  # the handler rates through its services
    real = replays.services.rate_move

    async def watching(*args):
        seen.append((viewer.content, custom_ids(viewer), len(viewer.attachments)))
        return await real(*args)

    replays.services = replace(replays.services, rate_move=watching)
    done = await world.alice.click(viewer, label="Analyse my moves")
    assert seen and all(ids == buttons and pictures == 1 for _, ids, pictures in seen), seen
    assert all("Analysing" not in content for content, _, _ in seen)
    assert not done.followups, done.followups  # the progress note is gone once it is done
    assert "🔍" in done.response.content and f"g:analyse:{mid}" in custom_ids(done.response)
