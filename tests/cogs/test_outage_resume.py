"""After a database outage everything resumes by itself within seconds: the bot's next move and
what a recorded step still owes (its table, the turn notice) are retried with a short backoff,
not left for the deadline sweep (every 600 s in these tests). PostgreSQL is stopped and started
again for real."""

from __future__ import annotations

import contextlib
import random
import subprocess

import pytest

from cogs.commands.games import GamesCog
from cogs.kit.common import now
from play.retry import LAST_RETRY
from play.step import load_game
from present import picker
from present.gameui import ui_for
from store import Matches
from tests.cogs.helpers import cog, live_game, start_match, table_message
from tests.cogs.test_flowers import panel_of

OUTAGE = 20.0  # seconds the database stays down, as the issue measured it
RESUMED_WITHIN = LAST_RETRY + 1.0  # seconds after the database is back


def pg_ctl(cluster, *args: str) -> None:
    subprocess.run([*cluster.run_as, cluster.pg_ctl, "-D", str(cluster.data), *args],
                   check=True, capture_output=True, timeout=120)


def stop_postgres(cluster) -> None:
    """A real stop: every connection of the bot's pool is cut, new ones are refused."""
    pg_ctl(cluster, "-m", "fast", "-w", "stop")


def start_postgres(cluster) -> None:
    """Start it again as tests/postgres.py did (same port, same options)."""
    options = (f"-h 127.0.0.1 -p {cluster.port} -k {cluster.data} -F -c max_connections=300"
               " -c full_page_writes=off -c synchronous_commit=off")
    pg_ctl(cluster, "-l", str(cluster.data.parent / "server.log"), "-o", options, "-w",
           "-t", "60", "start")


async def click_move(world, who, match, action):
    """`action` by clicks, as tests.cogs.test_flowers.play does, without reading the database
    afterwards (it is down by then); the result of the click that played it."""
    code = str(action)
    game = load_game(match)
    ui = ui_for(match.kind)
    if any(c.code == code for c in ui.table_choices(game.view(None))):
        return await who.click(table_message(world.channel),
                               custom_id=f"g:do:{match.id}:{match.version}:{code}")
    panel = await panel_of(world, who, match)  # the picker: a colour (and a place), then play
    keys = picker.path_to(picker.offer(match.kind, game, game.to_move), code)
    for key in keys[:-1]:
        panel = (await who.click(panel, custom_id=f"g:pk:{match.id}:{match.version}:{key}")
                 ).response
    res = await who.click(panel, custom_id=f"g:do:{match.id}:{match.version}:{code}")
    return res


@pytest.fixture
def cluster(engine, request):
    if engine != "postgresql":
        pytest.skip("stops a PostgreSQL server for real")
    cluster = request.getfixturevalue("postgres_cluster")
    yield cluster
    # whatever the test did, the session's other tests find it running (or it was running)
    with contextlib.suppress(subprocess.CalledProcessError):
        start_postgres(cluster)


@pytest.mark.postgres
async def test_the_bots_move_resumes_within_seconds_of_postgresql_coming_back(world, cluster):
    await world.alice.slash(world.channel, "mandala practice", level="easy")
    await world.env.settle()  # the bot's first move, when it was drawn first
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    game = load_game(match)
    assert match.bot_level(game.to_move) is None
    bots = cog(world.bot, GamesCog).flow.pipeline.bots
    thinks = bots.chooser
    stops: list[str] = []

    async def stop_while_thinking(*args) -> str:
        if not stops:  # the server goes down while the bot thinks its next move
            stop_postgres(cluster)
            stops.append("stopped")
        return await thinks(*args)

    bots.chooser = stop_while_thinking
    await click_move(world, world.alice, match, random.Random(1).choice(game.legal_actions()))
    assert stops
    await world.env.advance_time(OUTAGE)  # it tries again while the server is down
    start_postgres(cluster)
    back = now()
    await world.env.advance_time(RESUMED_WITHIN)

    after = await world.bot.store.matches.get(match.id)
    log = await world.bot.store.log.actions(match.id)
    assert len(log) >= match.version + 2, "the bot's move waited for the sweep"
    assert log[match.version + 1].seat == 1 - game.to_move  # the bot's seat played next
    waited = log[match.version + 1].at - back
    assert waited <= LAST_RETRY + 0.5  # the longest wait between two tries
    print(f"the bot moved {waited:.1f} s after PostgreSQL was back")
    assert after.published_version == after.version
    assert f"match #{match.id}" in table_message(world.channel).content


@pytest.mark.postgres
async def test_a_move_committed_as_postgresql_stops_is_shown_once_it_is_back(
        world, cluster, monkeypatch):
    match = await start_match(world)
    _, game = await live_game(world)
    mover = (world.alice, world.bob)[game.to_move]
    waiting = (world.alice, world.bob)[1 - game.to_move]
    table = table_message(world.channel)
    recorded = Matches.record

    async def record_then_stop(self, *args, **kw):
        saved = await recorded(self, *args, **kw)
        stop_postgres(cluster)  # the commit is in; every read of its publication fails
        return saved

    monkeypatch.setattr(Matches, "record", record_then_stop)
    res = await click_move(world, mover, match, random.Random(2).choice(game.legal_actions()))
    monkeypatch.setattr(Matches, "record", recorded)
    assert table_message(world.channel).content == table.content  # not shown: the server is down
    told = [m.content for m in res.followups if m.flags.ephemeral]
    assert told and "Your move counted" in told[-1] and "update by itself" in told[-1]

    await world.env.advance_time(OUTAGE)
    start_postgres(cluster)
    await world.env.advance_time(LAST_RETRY + 1)

    shown = table_message(world.channel)
    assert shown.id == table.id and shown.content != table.content
    notices = [m for m in world.channel.history()
               if m.content.startswith(f"🔔 {waiting.mention}, it's your turn")]
    assert len(notices) == 1
    after = await world.bot.store.matches.get(match.id)
    assert after.version == match.version + 1 and after.published_version == after.version
