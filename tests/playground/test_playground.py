"""The playground without a browser: settings, start-up time, a taken port, and a match that
survives stopping and starting again."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import os
import signal
import socket
import subprocess
import sys
import time
import types
import urllib.request
from datetime import UTC, datetime
from pathlib import Path

import pytest

from bot import ConfigError
from cogs.commands.games import GamesCog
from play.step import load_game
from playground import (
    DEFAULT_PORT,
    PlaygroundSettings,
    build_world,
    load_playground_settings,
    open_playground,
)
from present.step_plan import Plan
from store import Database, Match, Store
from tests.cogs.helpers import cog, custom_ids, table_message
from tests.cogs.test_bot_player import stall_the_bot, until_a_bot_is_to_move

ROOT = Path(__file__).resolve().parents[2]
STARTUP_LIMIT_S = 10.0


def test_settings_defaults_and_overrides(tmp_path):
    ps = load_playground_settings({})
    assert ps.port == DEFAULT_PORT
    assert ps.bot.database_path == ROOT / "data" / "playground.db"
    assert ps.bot.token == "" and ps.bot.dev_guild_id is None
    assert not ps.bot.jump_links, "no link to discord.com from a page that isn't Discord"
    ps = load_playground_settings({"PLAYGROUND_PORT": "9000", "DEV_GUILD_ID": "5",
                                   "PLAYGROUND_DATABASE_PATH": str(tmp_path / "p.db")})
    assert ps.port == 9000 and ps.bot.database_path == tmp_path / "p.db"
    assert ps.bot.dev_guild_id is None, "the playground's commands are synced in its own world"


@pytest.mark.parametrize("port", ["http", "0", "70000"])
def test_a_bad_port_setting_is_one_sentence(port):
    with pytest.raises(ConfigError, match="^PLAYGROUND_PORT must be a port number"):
        load_playground_settings({"PLAYGROUND_PORT": port})


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _start(tmp_path: Path, port: int, *args: str, **extra_env: str) -> subprocess.Popen[str]:
    tmp_path.mkdir(exist_ok=True)
    env = {**os.environ, "DISCORD_TOKEN": "", "PLAYGROUND_PORT": str(port),
           "PLAYGROUND_DATABASE_PATH": str(tmp_path / "playground.db"), **extra_env}
    env.pop("LOG_LEVEL", None)
    # its own process group, so a test can send Ctrl+C to the whole group as a terminal does
    return subprocess.Popen([sys.executable, str(ROOT / "launch.py"), *args], env=env, cwd=tmp_path,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True)


def test_no_token_starts_the_playground_fast_and_a_taken_port_is_one_sentence(tmp_path):
    port = _free_port()
    t0 = time.monotonic()
    proc = _start(tmp_path, port)  # `make run` without a token
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        printed = time.monotonic() - t0
        assert line.startswith("Mandala playground"), line + (proc.stderr.read() if proc.poll()
                                                               is not None else "")
        assert "Ctrl+C" in line
        url = line.split("open ", 1)[1].split(" ", 1)[0]
        assert url.startswith(f"http://127.0.0.1:{port}/#")
        with urllib.request.urlopen(url.split("#")[0], timeout=10) as page:
            assert page.status == 200 and b"<html" in page.read().lower()
        served = time.monotonic() - t0
        print(f"\nplayground: URL printed after {printed:.2f} s, page served after {served:.2f} s")
        assert served < STARTUP_LIMIT_S

        other = _start(tmp_path / "second", port, "play")
        out, err = other.communicate(timeout=60)
        assert other.returncode == 2, out + err
        assert err.strip() == (f"PLAYGROUND_PORT {port} is already in use on 127.0.0.1: stop the "
                               "program using it (maybe another playground) or set "
                               "PLAYGROUND_PORT to another port.")
        assert "Traceback" not in err and out == ""
    finally:
        os.killpg(proc.pid, signal.SIGINT)  # what Ctrl+C sends: to the whole group
        try:
            rc = proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            raise
    assert rc == 0
    rest = proc.stderr.read() if proc.stderr else ""
    assert "Traceback" not in rest, rest


def test_it_listens_on_loopback_only(tmp_path):
    port = _free_port()
    proc = _start(tmp_path, port, "play")
    try:
        assert proc.stdout is not None and proc.stdout.readline().startswith("Mandala")
        out = subprocess.run(["ss", "-ltnH", f"sport = :{port}"], capture_output=True, text=True)
        if out.returncode != 0:
            pytest.skip("`ss` (iproute2) is not available to list listening sockets")
        addresses = {line.split()[3].rsplit(":", 1)[0] for line in out.stdout.splitlines()}
        assert addresses == {"127.0.0.1"}
    finally:
        os.killpg(proc.pid, signal.SIGINT)
        proc.wait(timeout=30)


async def test_a_match_survives_a_restart(play_settings):
    async with open_playground(play_settings) as pg:
        w = pg.world
        alice, bob, *_ = w.members
        first = (w.guild.id, w.channel.id, tuple(m.id for m in w.members))
        res = await alice.slash(w.channel, "mandala challenge", opponent=bob)
        await bob.click(res.response, label="Accept")
        match = await w.bot.store.matches.live_in_channel(w.channel.id)
        assert match is not None
        old_table = table_message(w.channel).id

    async with open_playground(play_settings) as pg:
        w = pg.world
        # the same server, channel and members: simcord's ids follow the build order
        assert (w.guild.id, w.channel.id, tuple(m.id for m in w.members)) == first
        kept = await w.bot.store.matches.live_in_channel(w.channel.id)
        assert kept is not None and kept.id == match.id and kept.state == match.state
        # its table was posted again in the fresh channel, with working buttons
        table = table_message(w.channel)
        assert table.id > old_table, "a message of this run must not reuse an old run's id"
        assert any(c.startswith("g:hand:") for c in custom_ids(table))
        mover = {m.id: m for m in w.members}[kept.players[load_game(kept).to_move]]
        hand = await mover.click(table, label="Show my hand")
        assert hand.ephemeral and hand.response.attachments[0].filename == "hand.png"


async def test_the_world_is_built_with_the_same_ids_every_time(play_settings):
    import simcord

    from bot import create_bot

    ids = []
    for _ in range(2):
        b = create_bot(play_settings.bot)
        async with simcord.run(b) as env:
            w = build_world(env)
            ids.append((w.guild.id, w.channel.id, tuple(m.id for m in w.members)))
        await b.db.close()
    assert ids[0] == ids[1]


async def test_deadlines_run_on_the_moved_clock_without_catching_up(play_settings):
    """The clock is moved to now before the bot starts: the deadline sweep then runs every
    SWEEP_SECONDS from now, instead of replaying every sweep since simcord's 2026-01-01."""
    async with open_playground(play_settings) as pg:
        w = pg.world
        alice, bob, *_ = w.members
        assert abs((w.env.now() - datetime.now(UTC)).total_seconds()) < 60
        await alice.slash(w.channel, "mandala challenge", opponent=bob)
        t0 = time.monotonic()
        await asyncio.wait_for(w.env.advance_time(700), 30)
        assert time.monotonic() - t0 < 10
        assert "expired" in w.channel.history()[-1].content


async def test_a_saved_flowers_match_gets_its_flowers_table_back(play_settings):
    """The repost asks the command group of the match's own game, not always /mandala."""
    async with open_playground(play_settings) as pg:
        w = pg.world
        alice, bob, *_ = w.members
        res = await alice.slash(w.channel, "flowers challenge", opponent=bob)
        await bob.click(res.response, label="Accept")
        match = await w.bot.store.matches.live_in_channel(w.channel.id)
        assert match is not None and match.kind == "flowers"
        old_table = table_message(w.channel).id

    async with open_playground(play_settings) as pg:
        w = pg.world
        table = table_message(w.channel)
        assert table.id > old_table, "the Flowers table was not posted again"
        kept = await w.bot.store.matches.live_in_channel(w.channel.id)
        assert kept is not None and kept.id == match.id and kept.table_message_id == table.id


async def test_the_url_stays_the_same_across_a_restart(play_settings):
    """An open tab keeps working after a restart when reloaded: same port, same token."""
    ps = dataclasses.replace(play_settings, port=_free_port())
    async with open_playground(ps) as pg:
        first = pg.url
    async with open_playground(ps) as pg:
        assert pg.url == first
        token = first.split("#", 1)[1]
        assert len(token) >= 32, "the token is still a secret nobody can guess"
        # what a reloaded tab does first: open its page with the token from the URL
        request = urllib.request.Request(first.split("#")[0] + "api/pages", data=b"{}",
                                         method="POST",
                                         headers={"X-Simcord-Capability": token,
                                                  "Content-Type": "application/json"})
        # in a thread: this loop serves the answer
        status = await asyncio.to_thread(lambda: urllib.request.urlopen(request, timeout=10).status)
        assert status == 200, "the kept token is the one the server accepts"


def _workers(pid: int) -> list[int]:
    """The AI pool's worker processes among `pid`'s children (spawned: `spawn_main` runs them)."""
    found = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        for child in (task / "children").read_text().split():
            with contextlib.suppress(OSError):
                if b"spawn_main" in Path(f"/proc/{child}/cmdline").read_bytes():
                    found.append(int(child))
    return found


def _ignores_sigint(pid: int) -> bool:
    with contextlib.suppress(OSError):
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("SigIgn:"):
                return bool(int(line.split()[1], 16) & (1 << (signal.SIGINT - 1)))
    return False


async def _a_bot_to_move(ps: PlaygroundSettings) -> Match:
    """Leave a saved match in which the hard bot is to move (its thinking stalled meanwhile)."""
    async with open_playground(ps) as pg:
        w = pg.world
        shim = types.SimpleNamespace(alice=w.members[0], bot=w.bot, env=w.env, channel=w.channel)
        stall_the_bot(shim)
        await shim.alice.slash(w.channel, "mandala practice", level="hard")
        match = await w.bot.store.matches.live_in_channel(w.channel.id)
        assert match is not None
        match = await until_a_bot_is_to_move(shim, match)
        assert match.bot_level(load_game(match).to_move) == "hard"
        return match


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="needs Linux's /proc")
async def test_ctrl_c_with_a_bot_move_in_flight_stops_cleanly(tmp_path, play_settings):
    """Ctrl+C reaches the whole process group, the AI workers too: they must leave the stop to
    the main process, which stops in order and exits 0, without a traceback. The saved match
    has the hard bot to move, so on start its move goes to the pool; Ctrl+C comes mid-move."""
    saved = await _a_bot_to_move(play_settings)
    proc = _start(tmp_path, _free_port(), "play", BOT_PAUSE_MS="0")
    try:
        deadline = time.monotonic() + 30
        while not _workers(proc.pid):
            assert time.monotonic() < deadline and proc.poll() is None, "no AI worker started"
            await asyncio.sleep(0.01)
        # Its initializer has run once SIGINT shows as ignored; the worker then takes the
        # queued move at once and thinks for a while. (An unfixed worker never ignores SIGINT:
        # after 5 s, Ctrl+C anyway.)
        deadline = time.monotonic() + 5
        while not any(map(_ignores_sigint, _workers(proc.pid))) and time.monotonic() < deadline:
            await asyncio.sleep(0.01)
        workers = _workers(proc.pid)
        os.killpg(proc.pid, signal.SIGINT)  # what Ctrl+C in a terminal does
        rc = await asyncio.to_thread(proc.wait, 60)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    err = proc.stderr.read() if proc.stderr else ""
    assert rc == 0, err
    assert not [w for w in workers if Path(f"/proc/{w}").exists()], "the pool was not shut down"
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    db = await Database.open(play_settings.bot.database_path)
    try:
        after = await Store(db).matches.get(saved.id)
    finally:
        await db.close()
    # not recorded: it was still being thought out when Ctrl+C came (the next start resumes it)
    assert after is not None and after.version == saved.version


async def test_a_command_answers_at_once_with_the_settings_make_run_uses(tmp_path):
    """`make run`'s own settings (not the tests' fixture): the deadline sweep's sleep must not
    count as work the page's click waits for, or every click of a newcomer hangs until the
    sweep next wakes (up to SWEEP_SECONDS: a minute)."""
    base = load_playground_settings({"PLAYGROUND_DATABASE_PATH": str(tmp_path / "p.db")})
    ps = dataclasses.replace(base, port=0, tick_s=None)
    async with open_playground(ps) as pg:
        alice = pg.world.members[0]
        started = time.monotonic()
        asked = await asyncio.wait_for(alice.slash(pg.world.channel, "mandala learn"), 20)
        assert asked.response is not None
        assert time.monotonic() - started < 10


async def test_a_finished_matchs_result_comes_back_after_a_restart(play_settings):
    """The playground posts the channel's recent results again through the games cog's
    pipeline (found on the loaded cog, not through a mirror on the bot): with Replay."""
    async with open_playground(play_settings) as pg:
        w = pg.world
        alice, bob, *_ = w.members
        res = await alice.slash(w.channel, "mandala challenge", opponent=bob)
        await bob.click(res.response, label="Accept")
        match = await w.bot.store.matches.live_in_channel(w.channel.id)
        assert match is not None
        step = await w.bot.service.resign(match.id, 0, match.updated_at + 1)
        # shown now, so nothing is owed: the next start posts it only as a recent result
        assert await cog(w.bot, GamesCog).flow.pipeline.publish(Plan.told(step)) is None

    async with open_playground(play_settings) as pg:
        ids = [c for m in pg.world.channel.history() for c in custom_ids(m)]
        assert f"g:replay:{match.id}" in ids, ids
