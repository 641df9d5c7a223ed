"""launch.py: which mode the command line starts, one sentence for a bad setting, and the
bot's module loaded once (the launcher imports bot and playground; nothing imports it)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import bot
import launch
import playground
from bot import Settings

ROOT = Path(__file__).resolve().parents[1]


def test_main_says_one_sentence_and_exits_2_before_connecting(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("DISCORD_TOKEN", "a-token")
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path))
    monkeypatch.setattr(launch, "run", lambda s: pytest.fail("must not connect to Discord"))
    assert launch.main([]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("DATABASE_PATH is ")


def test_the_real_entry_point_exits_2_without_a_traceback(tmp_path):
    bad = tmp_path / "notes.db"
    bad.write_text("not a database")
    env = {**os.environ, "DISCORD_TOKEN": "a-token", "DATABASE_PATH": str(bad)}
    done = subprocess.run([sys.executable, str(ROOT / "launch.py")], env=env, cwd=tmp_path,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert done.stderr.strip().startswith("DATABASE_PATH is ")
    assert "not a SQLite database" in done.stderr


# ---- which mode main() starts ------------------------------------------------------------------


def test_with_a_token_main_starts_the_bot_on_discord(tmp_path, monkeypatch):
    started: list[Settings] = []
    monkeypatch.setenv("DISCORD_TOKEN", "a-token")
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "m.db"))
    monkeypatch.setattr(launch, "run", started.append)
    monkeypatch.setattr(playground, "main", lambda env: pytest.fail("not the playground"))
    assert launch.main([]) == 0
    assert [s.token for s in started] == ["a-token"]


@pytest.mark.parametrize("argv,token", [([], ""), (["play"], "a-token")])
def test_without_a_token_or_with_play_main_opens_the_playground(argv, token, monkeypatch):
    opened: list[dict[str, str]] = []
    monkeypatch.setenv("DISCORD_TOKEN", token)
    monkeypatch.setattr(launch, "run", lambda s: pytest.fail("must not connect to Discord"))
    monkeypatch.setattr(playground, "main", lambda env: opened.append(env) or 0)
    assert launch.main(argv) == 0
    assert len(opened) == 1


def test_the_demo_plays_a_registered_game_and_refuses_a_wrong_count(capsys):
    assert launch.main(["demo", "--game", "mandala", "--seed", "3"]) == 0
    assert capsys.readouterr().out.startswith("Mandala demo, seed 3")
    with pytest.raises(SystemExit):
        launch.main(["demo", "--game", "mandala", "--players", "3"])
    assert "Mandala takes 2" in capsys.readouterr().err


def test_the_launcher_loads_the_bot_module_once(tmp_path):
    """`python bot.py play` used to load bot.py twice (as __main__ and as bot, through the
    playground): two MandalaBot classes. Now bot.py alone only says how to start."""
    code = ("import sys, launch; print(len({m.MandalaBot for m in list(sys.modules.values()) "
            "if getattr(m, 'MandalaBot', None) is not None}))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.stdout.strip() == "1", done.stderr
    alone = subprocess.run([sys.executable, str(ROOT / "bot.py")], cwd=tmp_path,
                           env={**os.environ, "DISCORD_TOKEN": ""}, capture_output=True,
                           text=True, timeout=60)
    assert alone.returncode == 2 and "launch.py" in alone.stderr
    assert bot.MandalaBot is launch.create_bot.__globals__["MandalaBot"]


@pytest.mark.parametrize(("set_to", "serves"), [("", 8080), ("9000", 9000), (None, 8080)])
def test_run_health_port_is_the_default_of_an_unset_or_empty_HEALTH_PORT(
        set_to, serves, tmp_path, monkeypatch):
    """The image runs `launch.py run --health-port 8080`: an env file's `HEALTH_PORT=` must not
    switch /health off (its healthcheck would fail forever); a port that is set still wins."""
    started: list[Settings] = []
    monkeypatch.setattr(launch, "run", started.append)
    monkeypatch.setattr(bot, "HERE", tmp_path)  # no developer's .env
    monkeypatch.setenv("DISCORD_TOKEN", "a-token")
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "mandala.db"))
    if set_to is None:
        monkeypatch.delenv("HEALTH_PORT", raising=False)
    else:
        monkeypatch.setenv("HEALTH_PORT", set_to)
    assert launch.main(["run", "--health-port", "8080"]) == 0
    assert [s.health_port for s in started] == [serves]
