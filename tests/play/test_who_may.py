"""Who may do what is a rule of play, refused in play/ whoever calls (a command, a button, a
forged one): cancelling (not one's own match), forfeiting (a player only), starting an open
table (its host only), challenging (not oneself, each member once, the bot only where it can
play), replays (finished matches of this server; a side or an analysis for players only; one
analysis per server at a time). Each refusal changes nothing."""

from __future__ import annotations

import dataclasses

import pytest

from engine.games import register, unregister
from play import analysis, lobby
from play import replay as replays
from play.errors import (
    CancelOwn,
    ChallengeSelf,
    InvitedTwice,
    NoBotFor,
    NotHost,
    NotInMatch,
    PlaceBusy,
)
from play.service import MatchService, check_bot_can_play, check_host, check_invited
from store import bot_id
from tests.fixture_game.engine import KIND as tally


async def started(service: MatchService):
    return (await service.start("mandala", guild_id=1, channel_id=5, players=[10, 20],
                                now=0.0)).match


async def test_a_player_may_not_cancel_their_own_match_and_it_stays_live(service):
    match = await started(service)
    with pytest.raises(CancelOwn, match="You play in this match"):
        await service.cancel(match.id, 1.0, by=10)
    after = await service.store.matches.get(match.id)
    assert after.is_live and after.version == match.version
    step = await service.cancel(match.id, 2.0, by=99)  # a moderator who does not play
    assert not step.match.is_live


async def test_only_a_player_may_forfeit_and_a_forfeit_ends_the_two_seat_match(service):
    match = await started(service)
    with pytest.raises(NotInMatch):
        await service.forfeit(match.id, 99, 1.0)
    assert (await service.store.matches.get(match.id)).version == match.version
    step = await service.forfeit(match.id, 20, 2.0)
    assert not step.match.is_live and step.seat == 1


async def test_only_the_host_may_start_an_open_table(service):
    table = await lobby.open_lobby(service.store, "flowers", guild_id=1, channel_id=5,
                                   host_id=10, now=0.0, expires_at=600.0, options={})
    table = await lobby.join(service.store, table, 20)
    with pytest.raises(NotHost):
        check_host(table, 20)
    check_host(table, 10)
    with pytest.raises(NotHost):
        await service.start_lobby(table, 20, 1.0)
    assert (await service.store.challenges.get(table.id)).is_open


async def test_a_challenge_invites_others_each_once_and_refuses_before_storing(service):
    with pytest.raises(ChallengeSelf):
        check_invited(10, [20, 10])
    with pytest.raises(InvitedTwice):
        check_invited(10, [20, 20])
    check_invited(10, [20, bot_id(1), bot_id(2)])  # the bot may sit twice
    for invited, error in (([10], ChallengeSelf), ([20, 20], InvitedTwice)):
        with pytest.raises(error):
            await service.challenge("flowers", guild_id=1, channel_id=5, challenger_id=10,
                                    invited=invited, now=0.0, expires_at=600.0)
    assert await service.store.challenges.last_at(10) is None  # nothing was stored


async def test_the_bot_sits_only_at_a_game_it_can_play(service):
    check_bot_can_play("mandala")
    # a plugin game registered without an AI adapter
    fixture = dataclasses.replace(tally, name="nobot", title="Nobot")
    register(fixture)
    try:
        with pytest.raises(NoBotFor, match=f"can't play {fixture.title}"):
            check_bot_can_play(fixture.name)
        with pytest.raises(NoBotFor):
            await service.challenge(fixture.name, guild_id=1, channel_id=5, challenger_id=10,
                                    invited=[bot_id(1)], now=0.0, expires_at=600.0,
                                    bots={bot_id(1): "easy"})
        with pytest.raises(NoBotFor):
            await lobby.open_lobby(service.store, fixture.name, guild_id=1, channel_id=5,
                                   host_id=10, now=0.0, expires_at=600.0, options={},
                                   bots=("easy",))
    finally:
        unregister(fixture.name)


async def test_a_replay_is_of_a_finished_match_of_this_server(service):
    match = await started(service)
    with pytest.raises(replays.NoMatchHere):
        replays.replayable(None, 404, 1)
    with pytest.raises(replays.NoMatchHere):
        replays.replayable(match, match.id, 2)
    with pytest.raises(replays.StillLive):
        replays.replayable(match, match.id, 1)
    over = (await service.forfeit(match.id, 10, 1.0)).match
    assert replays.replayable(over, over.id, 1) is over
    with pytest.raises(replays.TooOld):
        replays.replay_positions(dataclasses.replace(over, initial_state=None), [])


async def test_a_side_or_an_analysis_is_for_a_player_of_the_match(service):
    match = await started(service)
    assert replays.own_side(match, 20) == 1
    with pytest.raises(replays.SideForPlayers):
        replays.own_side(match, 99)
    assert analysis.analysed_seat(match, 10) == 0
    with pytest.raises(analysis.ForPlayers):
        analysis.analysed_seat(match, 99)


def test_one_analysis_runs_per_server_at_a_time():
    running = analysis.Analysing()
    with running.claim(1, 7):
        with pytest.raises(analysis.AnalysisBusy, match="#7"), running.claim(1, 8):
            pass
        with running.claim(2, 9):  # another server's is its own
            assert running == {1: 7, 2: 9}
        assert running == {1: 7}
    assert not running


async def test_a_match_in_the_channel_itself_waits_for_the_one_on_there(service):
    await service.check_free(5, thread=False)
    await started(service)  # on channel 5
    with pytest.raises(PlaceBusy, match="This channel already has a match"):
        await service.check_free(5, thread=False)
    with pytest.raises(PlaceBusy, match="This thread already has a match"):
        await service.check_free(5, thread=True)
    await service.check_free(6, thread=False)
