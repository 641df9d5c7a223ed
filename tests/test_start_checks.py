"""The start-up checks an operator meets: a damaged SQLite file or a schema step that fills the
disk is refused in one sentence with exit code 2, before any login, and the file is left as it
was (a real damaged file, a real full disk)."""

from __future__ import annotations

import asyncio
import hashlib
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot import ConfigError, check_database_path
from store import MIGRATIONS, Database
from tests.disk import fill, small_disk

ROOT = Path(__file__).resolve().parents[1]


def _made(path: Path, rows: int = 3000) -> Path:
    """A real bot database (every migration) with enough kept values for a multi-page index."""
    async def open_once() -> None:
        db = await Database.open(path)
        await db.close()

    asyncio.run(open_once())
    with sqlite3.connect(path) as conn:
        conn.executemany("INSERT INTO kept_values (name, value) VALUES (?, ?)",
                         [(f"name-{i:05d}", "v" * 50) for i in range(rows)])
    conn.close()
    return path


def _overwrite_index_page(path: Path) -> None:
    """Overwrite the root page of kept_values' key index with noise, as a bad sector would."""
    conn = sqlite3.connect(path)
    page_size = conn.execute("PRAGMA page_size").fetchone()[0]
    root = conn.execute("SELECT rootpage FROM sqlite_master WHERE name ="
                        " 'sqlite_autoindex_kept_values_1'").fetchone()[0]
    conn.close()
    with path.open("r+b") as f:
        f.seek((root - 1) * page_size)
        f.write(bytes((i * 37 + 11) % 256 for i in range(page_size)))


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _start(path: Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "DISCORD_TOKEN": "a-token", "DATABASE_PATH": str(path),
           "DATABASE_URL": ""}
    return subprocess.run([sys.executable, str(ROOT / "launch.py"), "run"], env=env, cwd=cwd,
                          capture_output=True, text=True, timeout=120)


def test_a_whole_database_passes(tmp_path):
    check_database_path(_made(tmp_path / "mandala.db"))


def test_an_overwritten_index_page_is_refused_in_one_sentence(tmp_path):
    db = _made(tmp_path / "mandala.db")
    _overwrite_index_page(db)
    with pytest.raises(ConfigError) as refused:
        check_database_path(db)
    message = str(refused.value)
    assert "\n" not in message and str(db) in message and "damaged" in message


@pytest.mark.parametrize("damage", ["an overwritten index page", "half the file cut off"])
def test_the_bot_refuses_a_damaged_file_with_exit_2_and_leaves_it_untouched(tmp_path, damage):
    db = _made(tmp_path / "mandala.db")
    if damage == "half the file cut off":
        os.truncate(db, db.stat().st_size // 2)
    else:
        _overwrite_index_page(db)
    before = _digest(db)
    done = _start(db, tmp_path)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    said = done.stderr.strip()
    assert "\n" not in said and said.startswith("DATABASE_PATH is ") and "damaged" in said
    assert _digest(db) == before, "the damaged file must be left exactly as it was"


def test_a_schema_step_that_fills_the_disk_is_one_sentence_and_rolled_back(tmp_path):
    """A real full disk: 40 KB left on a tmpfs is room for the start-up write check and WAL's
    shared memory, not for the schema. The step rolls back (the file stays at version 0 and
    whole), the operator reads one sentence, and with room again the same file starts."""
    with small_disk(tmp_path / "disk", "512k") as disk:
        filler = fill(disk)
        os.truncate(filler, filler.stat().st_size - 40 * 1024)
        db = disk / "mandala.db"
        done = _start(db, tmp_path)
        assert done.returncode == 2, done.stderr
        assert "Traceback" not in done.stderr
        said = done.stderr.strip()
        assert "\n" not in said and str(db) in said
        assert "could not be brought up to date" in said and "disk is full" in said
        conn = sqlite3.connect(db)
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 0
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        conn.close()
        filler.unlink()  # room again: the same file is brought up to date
        _made(db, rows=0)
        conn = sqlite3.connect(db)
        assert conn.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)
        conn.close()


def test_a_disk_too_full_for_the_shared_memory_file_is_one_sentence(tmp_path):
    with small_disk(tmp_path / "disk", "512k") as disk:
        filler = fill(disk)
        os.truncate(filler, filler.stat().st_size - 12 * 1024)
        done = _start(disk / "mandala.db", tmp_path)
        assert done.returncode == 2, done.stderr
        assert "Traceback" not in done.stderr
        assert "could not be opened" in done.stderr and "\n" not in done.stderr.strip()
