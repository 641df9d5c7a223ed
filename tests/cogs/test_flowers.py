"""Flowers on Discord, 2-4 players, by clicks only: challenges to several, an open table, the
tile choice, a forfeit and a timeout with play going on, privacy, a restart, a tied ranking."""

from __future__ import annotations

import random

import pytest

import present.flowers
from bot import create_bot
from cogs.kit.common import now
from engine.flowers import Play
from play.step import load_game
from present import picker
from present.gameui import ui_for
from tests.cogs.helpers import components_of, custom_ids, table_message
from tests.cogs.test_emoji import acceptable, sent_emojis
from tests.cogs.test_timeouts import advance

TIE_SEED = 6  # random play from this seed (4 players, rng seeded alike) ends with a shared rank


@pytest.fixture
def dave(world):
    return world.guild.add_member(world.env.create_user("dave"))


def members(world, dave=None) -> dict[int, object]:
    found = {m.id: m for m in (world.alice, world.bob, world.carol)}
    if dave is not None:
        found[dave.id] = dave
    return found


async def panel_of(world, who, match):
    """The member's live panel, opened once with Show my hand."""
    mine = [m for m in world.channel.history(viewer=who) if m.flags.ephemeral
            and m.attachments and m.attachments[0].filename == "hand.png"
            and "outdated" not in m.content]
    if mine and any(c["type"] == 3 for c in components_of(mine[-1])):
        return mine[-1]
    res = await who.click(table_message(world.channel), label="Show my hand")
    return res.response


async def play(world, who, match, action) -> None:
    """Make `action` for `who` through the bot's controls, as a person would: a table button
    for a public decision, else the panel's picker buttons."""
    code = str(action)
    game = load_game(match)
    ui = ui_for(match.kind)
    if any(c.code == code for c in ui.table_choices(game.view(None))):
        table = table_message(world.channel)
        await who.click(table, custom_id=f"g:do:{match.id}:{match.version}:{code}")
    else:  # the panel's picker: a colour (and a place), then the button that plays it
        panel = await panel_of(world, who, match)
        keys = picker.path_to(picker.offer(match.kind, game, game.to_move), code)
        assert keys, f"the picker offers no way to {code}"
        for key in keys[:-1]:
            panel = (await who.click(panel, custom_id=f"g:pk:{match.id}:{match.version}:{key}")
                     ).response
        await who.click(panel, custom_id=f"g:do:{match.id}:{match.version}:{code}")
    after = await world.bot.store.matches.get(match.id)
    assert after.version > match.version, f"{action} was not played"


async def play_to_the_end(world, rng: random.Random, people: dict[int, object],
                          limit: int = 600) -> object:
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    for _ in range(limit):
        if not match.is_live:
            return match
        game = load_game(match)
        action = rng.choice(game.legal_actions())
        await play(world, people[match.players[game.to_move]], match, action)
        match = await world.bot.store.matches.get(match.id)
    raise AssertionError("the match did not end")


async def play_to_the_end_by_the_service(world, rng: random.Random) -> object:
    """The same random walk as `play_to_the_end`, each move straight to the service: for a test
    that reads the results and standings, not the messages of the moves (a whole match through
    clicks is test_three_players_from_challenge_to_final_scores)."""
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    for _ in range(600):
        if not match.is_live:
            return match
        game = load_game(match)
        action = rng.choice(game.legal_actions())
        await world.bot.service.act(match.id, match.players[game.to_move], str(action),
                                    match.version, now())
        match = await world.bot.store.matches.get(match.id)
    raise AssertionError("the match did not end")


@pytest.mark.postgres
async def test_three_players_from_challenge_to_final_scores(world):
    res = await world.alice.slash(world.channel, "flowers challenge", opponent=world.bob,
                                  opponent2=world.carol, draw="published")
    await world.bob.click(res.response, label="Accept")
    assert "waiting for" in res.response.content
    await world.carol.click(res.response, label="Accept")
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    assert match.kind == "flowers" and len(match.players) == 3
    assert load_game(match).view(None).draw_rule == "published"
    rules = await world.carol.click(table_message(world.channel), label="Rules")
    assert "**published** rule" in str(rules.response.embeds[0].to_dict())
    final = await play_to_the_end(world, random.Random(3), members(world))
    assert final.status == "finished"
    text = table_message(world.channel).content
    assert "Game over:" in text and text.count("Game over") == 1
    results = await world.bot.store.results.of_match(final.id)
    assert sorted(r.rank for r in results)[0] == 1 and len(results) == 3
    sent = sent_emojis(world.env)  # every emoji of the whole match, one Discord accepts
    assert len(sent) > 50
    bad = sorted({e for e in sent if not acceptable(e)})
    assert not bad, f"emoji Discord refuses: {bad}"


async def test_only_the_claim_holder_chooses_the_tile(world):
    await world.alice.slash(world.channel, "flowers challenge", opponent=world.bob)
    await world.bob.click(world.channel.last_message, label="Accept")
    rng = random.Random(7)
    people = members(world)
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    for _ in range(600):
        game = load_game(match)
        if game.view(None).choice is not None:
            break
        await play(world, people[match.players[game.to_move]], match,
                   rng.choice(game.legal_actions()))
        match = await world.bot.store.matches.get(match.id)
    else:
        raise AssertionError("no tile choice came up")
    choice = load_game(match).view(None).choice
    table = table_message(world.channel)
    tiles = [c for c in custom_ids(table) if c.startswith("g:do:")]
    assert [t.rsplit(":", 1)[1] for t in tiles] == ["T0", "T1"]
    labels = [c.get("label", "") for c in components_of(table)]
    assert any(label.startswith("Dark:") for label in labels)
    assert any(label.startswith("Light:") for label in labels)
    holder = people[match.players[choice.holder]]
    other = next(p for uid, p in people.items() if uid != holder.id)
    refused = await other.click(table, custom_id=tiles[1])
    [told] = refused.followups
    assert told.ephemeral and f"Only {holder.name} can press these" in told.content
    assert (await world.bot.store.matches.get(match.id)).version == match.version
    # the holder's own panel offers the same choice, and it plays from there
    panel = (await holder.click(table, label="Show my hand")).response
    assert [c.rsplit(":", 1)[1] for c in custom_ids(panel) if c.startswith("g:do:")] == \
        ["T0", "T1"]
    await holder.click(panel, custom_id=tiles[1])
    assert (await world.bot.store.matches.get(match.id)).version == match.version + 1


async def test_a_forfeit_in_three_lets_play_go_on(world):
    res = await world.alice.slash(world.channel, "flowers challenge", opponent=world.bob,
                                  opponent2=world.carol)
    for who in (world.bob, world.carol):
        await who.click(res.response, label="Accept")
    await world.carol.slash(world.channel, "flowers forfeit")
    ask = [m for m in world.channel.history(viewer=world.carol) if "Forfeit" in m.content][-1]
    await world.carol.click(ask, label="Yes, forfeit")
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    assert match is not None and "left the match" in table_message(world.channel).content
    assert 2 in load_game(match).left
    rng, people = random.Random(2), members(world)
    for _ in range(3):  # the two left play on through the controls, carol's seat skipped...
        game = load_game(match)
        assert game.to_move != 2
        await play(world, people[match.players[game.to_move]], match,
                   rng.choice(game.legal_actions()))
        match = await world.bot.store.matches.get(match.id)
    # ...to the end (the moves' messages are the whole match's test's: three players by clicks)
    final = await play_to_the_end_by_the_service(world, rng)
    ranks = {r.user_id: r.rank for r in await world.bot.store.results.of_match(final.id)}
    assert ranks[world.carol.id] == 3


async def test_a_timeout_in_four_lets_play_go_on(world, dave):
    res = await world.alice.slash(world.channel, "flowers open")
    for who in (world.bob, world.carol, dave):
        await who.click(res.response, label="Join")
    await world.alice.click(res.response, label="Start")
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    idle = match.players[load_game(match).to_move]
    await advance(world.env, 37 * 3600)
    match = await world.bot.store.matches.get(match.id)
    assert match.is_live, "one timeout in four must not end the match"
    game = load_game(match)
    assert match.players.index(idle) in game.left
    assert "left the match" in "\n".join(m.content for m in world.channel.history())
    log = await world.bot.store.log.actions(match.id)
    assert [entry.action for entry in log] == ["timeout"] * len(log) and len(log) >= 1


async def test_hidden_information_never_reaches_public_messages_or_pictures(world, monkeypatch):
    seen = []
    real = present.flowers.render_flowers_table

    def spy(view, **kw):
        seen.append(view)
        return real(view, **kw)

    monkeypatch.setattr(present.flowers, "render_flowers_table", spy)
    res = await world.alice.slash(world.channel, "flowers challenge", opponent=world.bob,
                                  opponent2=world.carol)
    for who in (world.bob, world.carol):
        await who.click(res.response, label="Accept")
    rng = random.Random(5)
    people = members(world)
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    for _ in range(40):
        game = load_game(match)
        await play(world, people[match.players[game.to_move]], match,
                   rng.choice(game.legal_actions()))
        match = await world.bot.store.matches.get(match.id)
    assert seen and all(v.viewer is None for v in seen)
    assert all(s.hand is None for v in seen for s in v.seats)
    assert all(d is None for v in seen for m in v.mandalas for d in m.down)
    public = "\n".join(m.content for m in world.channel.history())
    for word in ("face down", ):
        for color in ("grey", "purple", "red", "green", "orange", "yellow"):
            assert f"{color} cards {word}" not in public and f"{color} card {word}" not in public
    assert "you drew" not in public.lower()


async def test_a_restart_mid_match_keeps_every_button(world, settings):
    res = await world.alice.slash(world.channel, "flowers challenge", opponent=world.bob,
                                  opponent2=world.carol)
    for who in (world.bob, world.carol):
        await who.click(res.response, label="Accept")
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    game = load_game(match)
    mover = members(world)[match.players[game.to_move]]
    await panel_of(world, mover, match)  # opened before the restart, used after it
    await world.env.restart_bot(create_bot(settings))
    action = next(a for a in game.legal_actions() if isinstance(a, Play))
    await play(world, mover, match, action)  # the panel made before the restart still plays


@pytest.fixture
def seeds():
    return lambda: TIE_SEED


async def test_a_four_player_tie_shares_its_rank_on_the_leaderboard(world, dave):
    res = await world.alice.slash(world.channel, "flowers challenge", opponent=world.bob,
                                  opponent2=world.carol, opponent3=dave)
    for who in (world.bob, world.carol, dave):
        await who.click(res.response, label="Accept")
    final = await play_to_the_end_by_the_service(world, random.Random(TIE_SEED))
    results = await world.bot.store.results.of_match(final.id)
    ranks = sorted(r.rank for r in results)
    assert len(set(ranks)) < 4, f"expected a shared rank, got {ranks}"
    board = (await world.carol.slash(world.channel, "flowers leaderboard",
                                     everyone=True)).response
    text = board.embeds[0].description
    tied = [r.user_id for r in results if ranks.count(r.rank) > 1]
    standings = {uid: await world.bot.store.results.standing(world.guild.id, "flowers", uid)
                 for uid in tied}
    assert len({round(s.mu, 9) for s in standings.values()}) == 1  # a tie rates alike
    named = {m.id: m.name for m in (world.alice, world.bob, world.carol, dave)}
    for r in results:
        assert f"{named[r.user_id]} · **" in text  # by name, never <@id>
    assert text.count("(1 game)") == 4 and "games)" not in text
    mandala = (await world.carol.slash(world.channel, "mandala leaderboard")).response
    assert "No rated games" in mandala.embeds[0].description
