"""bot.py: the bot class and its extensions, the DATABASE_PATH check, logging without secrets."""

from __future__ import annotations

import logging
import os
import random
import shutil
import sqlite3
import subprocess
from pathlib import Path
from types import SimpleNamespace

import pytest
import simcord

import bot as botmod
from bot import ConfigError, Settings, check_database_path, create_bot
from cogs.commands.games import GamesCog
from cogs.kit.hub import hub_of
from tests.cogs.helpers import cog, live_game, play_one, start_match
from tests.disk import fill, small_disk
from tests.hidden import assert_not_logged, hidden_facts

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(token="not-used", database_path=tmp_path / "mandala.db", sweep_s=600)


async def _close(b: botmod.MandalaBot) -> None:
    if b.db is not None:
        await b.db.close()
        b.db = None


# ---- extensions and the command tree -----------------------------------------------------------


def _count_syncs(b: botmod.MandalaBot) -> list[object]:
    calls: list[object] = []
    real = b.tree.sync

    async def spy(*, guild: object = None) -> list[object]:
        calls.append(guild)
        return await real(guild=guild)

    b.tree.sync = spy  # type: ignore[method-assign]
    return calls


async def test_all_extensions_loaded_then_the_tree_is_synced(settings):
    b = create_bot(settings)
    assert isinstance(b, botmod.MandalaBot)
    syncs = _count_syncs(b)
    async with simcord.run(b):
        assert syncs == [None]
        assert b.failed_extensions == []
        assert cog(b, GamesCog) is not None
    await _close(b)


async def test_the_hub_is_the_games_cogs_while_it_is_loaded(settings):
    """The controls call the bot's hub: installed by the games cog, forgotten when it unloads
    (a stale hub would answer clicks with an unloaded cog's handlers)."""
    b = create_bot(settings)
    assert hub_of(b) is None
    async with simcord.run(b):
        games = cog(b, GamesCog)
        assert hub_of(b) is not None and hub_of(b) is games.flow.hub
        await b.unload_extension("cogs.commands.games")
        assert hub_of(b) is None
    await _close(b)


async def test_a_failing_extension_is_logged_and_the_tree_is_not_synced(settings, caplog):
    b = create_bot(settings, extensions=("cogs.commands.games", "cogs.background.deadlines",
                                         "tests.no_such_extension"))
    syncs = _count_syncs(b)
    async with simcord.run(b, check_errors=False) as env:
        assert syncs == [], "a partial command list must never be published"
        assert b.failed_extensions == ["tests.no_such_extension"]
        # the bot keeps running with what did load
        assert cog(b, GamesCog) is not None
        assert env.bot is b and not b.is_closed()
    messages = [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
    assert any("tests.no_such_extension failed to load" in m for m in messages)
    assert any("not syncing slash commands" in m for m in messages)
    await _close(b)


async def test_dev_guild_gets_the_commands_copied_and_synced_there(tmp_path):
    s = Settings(token="x", database_path=tmp_path / "m.db", dev_guild_id=1234, sweep_s=600)
    b = create_bot(s)
    syncs = _count_syncs(b)
    async with simcord.run(b):
        assert [getattr(g, "id", None) for g in syncs] == [1234]
    await _close(b)


# ---- DATABASE_PATH ----------------------------------------------------------------------------


def test_a_new_file_in_a_writable_folder_is_fine(tmp_path):
    check_database_path(tmp_path / "sub" / "mandala.db")
    assert (tmp_path / "sub").is_dir()
    assert list((tmp_path / "sub").iterdir()) == [], "the write check leaves nothing behind"


def test_an_existing_database_and_an_empty_file_are_fine(tmp_path):
    db = tmp_path / "real.db"
    sqlite3.connect(db).execute("CREATE TABLE t (x)").connection.close()
    check_database_path(db)
    empty = tmp_path / "empty.db"
    empty.touch()
    check_database_path(empty)


def test_a_folder_is_refused(tmp_path):
    with pytest.raises(ConfigError, match=r"^DATABASE_PATH is .* which is a folder"):
        check_database_path(tmp_path)


def test_a_file_that_is_not_sqlite_is_refused(tmp_path):
    bad = tmp_path / "notes.db"
    bad.write_text("shopping list: eggs, milk\n")
    with pytest.raises(ConfigError, match="not a SQLite database"):
        check_database_path(bad)


def test_a_folder_that_cannot_be_created_is_refused(tmp_path):
    (tmp_path / "plain-file").write_text("x")
    with pytest.raises(ConfigError, match="cannot be created"):
        check_database_path(tmp_path / "plain-file" / "mandala.db")


@pytest.fixture
def read_only_folder(tmp_path: Path):
    """A folder nobody can write in. Permission bits stop a normal user; root ignores them, so
    as root the folder is made immutable (chattr +i), which binds root too."""
    folder = tmp_path / "ro"
    folder.mkdir()
    if os.geteuid() != 0:
        folder.chmod(0o555)
        yield folder
        folder.chmod(0o755)
        return
    chattr = shutil.which("chattr")
    if chattr is None or subprocess.run([chattr, "+i", str(folder)],
                                        capture_output=True).returncode != 0:
        pytest.skip("running as root without chattr +i support: root can write in any "
                    "folder whose permission bits say read-only, so there is nothing to refuse")
    try:
        yield folder
    finally:
        subprocess.run([chattr, "-i", str(folder)], check=True)


def test_a_read_only_folder_is_refused(read_only_folder):
    with pytest.raises(ConfigError, match="cannot write in the folder"):
        check_database_path(read_only_folder / "mandala.db")


def test_a_full_disk_is_refused_in_one_line_naming_the_path(tmp_path):
    """A real full disk (a filled tmpfs): an empty file can still be created on it, so only a
    written and synced block shows that SQLite could not create the database."""
    with small_disk(tmp_path / "disk") as disk:
        fill(disk)
        with pytest.raises(ConfigError) as refused:
            check_database_path(disk / "mandala.db")
        message = str(refused.value)
        assert "\n" not in message and str(disk / "mandala.db") in message
        assert "no space left" in message
        assert sorted(p.name for p in disk.iterdir()) == [".filler"], "nothing left behind"
        (disk / ".filler").unlink()  # room again: the same path is fine
        check_database_path(disk / "mandala.db")


# ---- logging never writes hidden state ---------------------------------------------------------


def test_debug_never_lowers_the_secret_loggers(debug_logging):
    assert logging.getLogger().level == logging.DEBUG
    for name in botmod.QUIET_LOGGERS:
        assert logging.getLogger(name).getEffectiveLevel() >= logging.INFO, name


@pytest.fixture
def simcord_bot(settings):
    """The bot simcord's `simcord_env` fixture runs; a fixed seed per match."""
    seeds = iter(range(1, 100))
    return create_bot(settings, seeds=lambda: next(seeds))


@pytest.fixture
async def world(simcord_env, simcord_bot):
    """A server with #games and three members, the real bot behind it."""
    env = simcord_env
    guild = env.create_guild("Mandala Club")
    channel = guild.create_text_channel("games")
    members = [guild.add_member(env.create_user(n)) for n in ("alice", "bob", "carol")]
    # the helpers read the channel's table
    await simcord_bot.store.settings.set_threads(guild.id, False)
    yield SimpleNamespace(env=env, bot=simcord_bot, guild=guild, channel=channel,
                          alice=members[0], bob=members[1], carol=members[2])
    await _close(simcord_bot)


async def test_debug_logs_carry_no_hand_or_deck(world, debug_logging):
    await start_match(world)
    secrets: set[str] = set()
    hands: set[str] = set()
    rng = random.Random(5)
    for _ in range(6):
        match, _ = await live_game(world)
        secrets.add(match.state)
        res = await play_one(world, rng)
        for msg in (res.response, *res.followups):
            if msg is not None and res.ephemeral and len(msg.content or "") > 12:
                hands.add(msg.content)
    match, _ = await live_game(world)
    secrets.add(match.state)

    records = debug_logging.records
    assert any(r.levelno == logging.DEBUG for r in records), "DEBUG was not captured at all"
    facts = set().union(*(hidden_facts(s) for s in secrets))
    assert_not_logged(records, facts | hands | {'"hands"', "cup_secret"})


def test_database_url_picks_the_engine() -> None:
    base = {"DISCORD_TOKEN": "t", "DATABASE_PATH": "data/x.db"}
    assert botmod.load_settings(base, dotenv=False).database_url is None
    pg = botmod.load_settings({**base, "DATABASE_URL": "postgresql://u@h/db"}, dotenv=False)
    assert pg.database_url == "postgresql://u@h/db"
    lite = botmod.load_settings({**base, "DATABASE_URL": "sqlite:///data/y.db"}, dotenv=False)
    assert lite.database_url is None and lite.database_path == Path("data/y.db")
    with pytest.raises(botmod.ConfigError, match="postgresql://"):
        botmod.load_settings({**base, "DATABASE_URL": "mysql://u@h/db"}, dotenv=False)
