"""A whole match through slash commands and clicks, from challenge to final scores."""

import random

import pytest

from play.replay import replay
from play.service import CHALLENGE_COOLDOWN, REMATCH_GRACE
from tests.cogs.helpers import (
    components_of,
    custom_ids,
    live_game,
    play_one,
    start_match,
    table_message,
    told,
)
from tests.cogs.test_emoji import acceptable, sent_emojis


async def test_challenge_accept_posts_the_table_with_whose_turn(world):
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    assert not res.ephemeral
    assert world.bob.mention in res.response.content
    assert {"g:accept:1", "g:decline:1"} <= set(custom_ids(res.response))
    await world.bob.click(res.response, label="Accept")
    assert "accepted" in res.response.content and res.response.components == []
    match, game = await live_game(world)
    assert match.players == (world.alice.id, world.bob.id)
    table = table_message(world.channel)
    assert table.attachments and table.attachments[0].filename == "table.png"
    png = await table.attachments[0].read()
    assert png.startswith(b"\x89PNG")
    mover = (world.alice, world.bob)[game.to_move]
    assert f"<@{mover.id}>, it's your turn" in table.content
    assert {"Show my hand", "Rules"} <= {c.label for row in table.components for c in row.children}


@pytest.mark.postgres
async def test_a_whole_match_to_the_final_scores(world):
    """The one whole Mandala match played through clicks (the words of a whole Greek one are
    tests/present/test_greek_match.py): its final table and results, its stored log, and every
    emoji sent on the way and after (a declined challenge before it; the replay viewer, a
    rematch, a forfeit prompt and the rules after it) one Discord accepts."""
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=world.carol)
    await world.carol.click(res.response, label="Decline")
    await world.env.advance_time(CHALLENGE_COOLDOWN)  # alice may challenge again
    await start_match(world)
    rng = random.Random(5)
    for _ in range(400):
        if await world.bot.store.matches.live_in_channel(world.channel.id) is None:
            break
        await play_one(world, rng)
    else:
        raise AssertionError("the match did not end")
    final = table_message(world.channel)
    assert "Game over:" in final.content
    assert any(cid.startswith("g:rematch:") for cid in custom_ids(final))
    [match] = [m for m in [await world.bot.store.matches.get(1)] if m]
    assert match.status == "finished" and match.outcome == "normal"
    log = await world.bot.store.log.actions(match.id)
    assert len(log) == match.version >= 20
    game, _ = replay(match, log)  # the log the clicks stored replays to the stored state
    assert game.to_json() == match.state
    results = await world.bot.store.results.of_match(match.id)
    assert {r.user_id for r in results} == {world.alice.id, world.bob.id}
    assert any(r.outcome in ("win", "draw") for r in results)
    # the replay viewer's steps (⏮ ◀ ▶ ⏭), a player's side, and its move and page menus
    res = await world.alice.click(final, label="Replay")
    viewer = (res.followups or [res.response])[0]
    ends = [c for c in components_of(viewer)
            if (c.get("emoji") or {}).get("name", "").startswith("⏭")]
    assert ends, "no ⏭ in the replay viewer"
    await world.alice.click(viewer, custom_id=ends[0]["custom_id"])
    await world.env.advance_time(REMATCH_GRACE)  # a press at once is taken for a double click
    await world.alice.click(table_message(world.channel), label="Rematch")
    await world.bob.click(world.channel.last_message, label="Accept")
    await live_game(world)
    await world.alice.slash(world.channel, "mandala forfeit")
    await world.alice.slash(world.channel, "mandala rules")
    sent = sent_emojis(world.env)
    assert len(sent) > 50  # the walk really saw the table, pick and menu emoji
    bad = sorted({e for e in sent if not acceptable(e)})
    assert not bad, f"emoji Discord refuses: {bad}"


async def test_pick_buttons_only_for_the_picker_and_alternate(world):
    await start_match(world)
    rng = random.Random(11)
    for _ in range(400):
        match, game = await live_game(world)
        if game.phase == "pick":
            break
        await play_one(world, rng)
    else:
        raise AssertionError("no completion happened")
    table = table_message(world.channel)
    picks = [c for c in custom_ids(table) if c.startswith("g:do:")]
    assert picks and all(c.split(":")[-1][0] == "P" for c in picks)
    picker = match.players[game.to_move]
    other = world.bob if picker == world.alice.id else world.alice
    res = await other.click(table, custom_id=picks[0])
    [told] = res.followups
    name = "alice" if picker == world.alice.id else "bob"
    assert told.ephemeral and f"Only {name} can press these" in told.content
    after, _ = await live_game(world)
    assert after.version == match.version  # nothing changed


async def test_rematch_button_challenges_the_other_player(world):
    await start_match(world)
    await world.alice.slash(world.channel, "mandala forfeit")
    hand = [m for m in world.channel.history(viewer=world.alice) if "Forfeit this match" in
            m.content][-1]
    await world.alice.click(hand, label="Yes, forfeit")
    final = table_message(world.channel)
    assert "alice forfeited" in final.content and "**bob** wins" in final.content
    said = told(await world.carol.click(final, label="Rematch"))
    assert said.ephemeral and "Only the players" in said.content
    offer = told(await world.bob.click(final, label="Rematch"))
    assert world.alice.mention in offer.content and not offer.ephemeral
    await world.alice.click(offer.message, label="Accept")
    match, _ = await live_game(world)
    assert match.players == (world.bob.id, world.alice.id)
