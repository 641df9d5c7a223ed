"""The Dockerfile, .dockerignore and compose.yaml, checked without a Docker engine (none runs
here): every COPY source exists and is not ignored, every package the bot imports is copied, the
CMD runs a file that starts the bot, the user is not root, the healthcheck calls /health, and
compose sets only settings the bot reads."""

from __future__ import annotations

import fnmatch
import re
import shlex
import subprocess
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent


def instructions() -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) of the Dockerfile, continuation lines joined, comments dropped."""
    text = (ROOT / "Dockerfile").read_text()
    text = re.sub(r"\\\n", " ", "\n".join(line for line in text.splitlines()
                                        if not line.lstrip().startswith("#")))
    out = []
    for line in text.splitlines():
        if line.strip():
            word, _, rest = line.strip().partition(" ")
            out.append((word.upper(), rest.strip()))
    return out


def ignored() -> list[str]:
    lines = (ROOT / ".dockerignore").read_text().splitlines()
    return [x.strip() for x in lines if x.strip() and not x.startswith("#")]


def copies() -> list[str]:
    sources = []
    for word, args in instructions():
        if word == "COPY":
            *srcs, _dest = shlex.split(args)
            sources.extend(s for s in srcs if not s.startswith("--"))
    return sources


def test_every_copy_source_exists_and_is_not_ignored():
    assert copies(), "the Dockerfile copies nothing"
    for src in copies():
        assert (ROOT / src).exists(), f"COPY {src}: no such file in the repository"
        assert not any(fnmatch.fnmatch(src, pat) for pat in ignored()), \
            f"COPY {src} is excluded by .dockerignore"


def test_every_package_the_bot_runs_on_is_copied():
    copied = {Path(s).parts[0] for s in copies()}
    packages = {p.name for p in ROOT.iterdir() if (p / "__init__.py").exists()} | {
        p.parent.name for p in ROOT.glob("*/*.py") if not (p.parent / "__init__.py").exists()}
    needed = packages - {"tests", "bench", ".venv", "deploy"}  # deploy/: the check, not the bot
    assert needed <= copied, f"not copied: {sorted(needed - copied)}"


def test_the_code_assets_live_with_their_code_and_data_holds_only_data():
    """A volume mounted over /app/data (as docs/operations.md says) must hide no asset: a bind mount
    would hide them, a named volume would keep the first image's copy for good."""
    from engine.flowers.tiles import TILES_FILE
    from render.fonts import FONT_DIR

    data = ROOT / "data"
    copied = {Path(s).parts[0] for s in copies()}
    for asset in (TILES_FILE, FONT_DIR / "DejaVuSans.ttf", FONT_DIR / "DejaVuSans-Bold.ttf"):
        assert asset.is_file(), asset
        assert not asset.is_relative_to(data), f"{asset} is a code asset under data/"
        assert asset.relative_to(ROOT).parts[0] in copied, f"{asset} is not in the image"
    assert (FONT_DIR / "DejaVu-LICENSE.txt").is_file()  # the fonts' licence travels with them
    assert "data" not in copied  # the image's /app/data starts empty, for the database
    assert "data" in ignored()  # and nothing of a local data/ (databases) enters the context
    tracked = subprocess.run(["git", "ls-files", "data"], cwd=ROOT, capture_output=True,
                             text=True)
    if tracked.returncode == 0:  # a checkout without git (an export) has no index to ask
        assert tracked.stdout == "", f"files tracked under data/: {tracked.stdout.split()}"


def test_the_image_installs_the_library_pillow_lays_out_text_with():
    """render/draw.py lays text out with direction="ltr", which needs Raqm; Pillow's wheel
    bundles Raqm but loads FriBiDi from the system, which python:3.11-slim lacks (the import
    of the first picture then fails: "KeyError ... without libraqm")."""
    steps = instructions()
    installs = [i for i, (w, a) in enumerate(steps) if w == "RUN" and "apt-get install" in a]
    assert installs, "the Dockerfile installs no Debian package"
    assert any("libfribidi0" in steps[i][1].split() for i in installs)
    words = [w for w, _ in steps]
    assert max(installs) < words.index("USER")  # apt-get needs root
    assert "direction=" in (ROOT / "render" / "draw.py").read_text()


def test_the_dependencies_include_the_fonts_packages():
    run = " ".join(a for w, a in instructions() if w == "RUN")
    assert "pyproject.toml" in run and "dependencies" in run and "pip install" in run
    deps = (ROOT / "pyproject.toml").read_text()
    assert "manimgx-fonts" in deps and "manimgx-fonts-cjk" in deps


class _Started(Exception):
    """Raised by the patched Client.run: the command got as far as connecting to Discord."""


def start_the_cmd(monkeypatch: pytest.MonkeyPatch, env: dict[str, str]) -> object:
    """Runs the CMD's file as `__main__` with its arguments in `env` (and nothing else of the
    environment): it must reach discord's Client.run (patched to stop there), so a CMD on
    bot.py (which only says how to start) or on a mode other than `run` fails. The bot."""
    import os
    import runpy
    import sys

    import discord

    import bot

    cmds = [a for w, a in instructions() if w == "CMD"]
    assert len(cmds) == 1
    argv = yaml.safe_load(cmds[0])  # the exec form is a JSON list
    assert argv[0] == "python"
    target = argv[1:]
    module = target[0] == "-m"  # `python -m package.module` or `python file.py`
    path = ROOT / (target[1].replace(".", "/") + ".py" if module else target[0])
    assert path.exists(), f"CMD runs {path.name}, which is not in the repository"

    def started(self: discord.Client, token: str, **kwargs: object) -> None:
        raise _Started(token, self)

    monkeypatch.setattr(discord.Client, "run", started)
    monkeypatch.setattr(bot, "setup_logging", lambda level: None)
    monkeypatch.setattr(bot, "HERE", ROOT / "no-such-folder")  # no developer's .env
    for name in list(os.environ):
        monkeypatch.delenv(name)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setattr(sys, "argv", [str(path), *target[2 if module else 1:]])
    with pytest.raises(_Started) as run:
        try:
            runpy.run_path(str(path), run_name="__main__")
        except SystemExit as e:
            pytest.fail(f"`{' '.join(argv)}` exited ({e.code}) without starting the bot")
    token, started_bot = run.value.args
    assert token == env["DISCORD_TOKEN"]
    return started_bot


def test_the_cmd_starts_the_bot(monkeypatch, tmp_path):
    started = start_the_cmd(monkeypatch, {"DISCORD_TOKEN": "image-token",
                                          "DATABASE_PATH": str(tmp_path / "data.db")})
    assert started.__class__.__name__ == "MandalaBot"


def image_environment() -> dict[str, str]:
    """The Dockerfile's ENV, as the container starts with it."""
    env: dict[str, str] = {}
    for word, args in instructions():
        if word == "ENV":
            env.update(dict(part.split("=", 1) for part in shlex.split(args)))
    return env


def env_file(text: str) -> dict[str, str]:
    """`docker run --env-file`'s reading: NAME=value lines taken as they are (an empty value
    is set, empty), comment and blank lines skipped."""
    out: dict[str, str] = {}
    for line in text.splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            name, _, value = line.partition("=")
            out[name.strip()] = value
    return out


def healthcheck_url(env: dict[str, str], monkeypatch: pytest.MonkeyPatch) -> str:
    """The URL the image's HEALTHCHECK command asks in `env` (its code run, urlopen caught)."""
    import os
    import urllib.request

    (check,) = [a for w, a in instructions() if w == "HEALTHCHECK"]
    argv = yaml.safe_load(check[check.index("CMD") + 3:].strip())
    assert argv[:2] == ["python", "-c"]
    asked: list[str] = []
    monkeypatch.setattr(urllib.request, "urlopen", lambda url, **kw: asked.append(url))
    with monkeypatch.context() as m:
        for name in list(os.environ):
            m.delenv(name)
        for name, value in env.items():
            m.setenv(name, value)
        exec(argv[2], {})
    assert len(asked) == 1
    return asked[0]


@pytest.mark.parametrize("extra", ["", "HEALTH_PORT=\n"],
                         ids=["env-example", "env-example-with-empty-HEALTH_PORT"])
def test_an_env_file_from_env_example_keeps_the_healthcheck_working(extra, monkeypatch,
                                                                     tmp_path):
    """`docker run --env-file .env` (a copy of .env.example with the token filled in): the bot
    serves /health on the port the image's HEALTHCHECK asks, also when a .env made from an
    older example still says `HEALTH_PORT=` (empty used to turn /health off: unhealthy
    forever)."""
    example = (ROOT / ".env.example").read_text() + extra
    env = {**image_environment(), **env_file(example)}
    env["DISCORD_TOKEN"] = "image-token"
    env["DATABASE_PATH"] = str(tmp_path / "mandala.db")  # /app/data/... in the image
    started = start_the_cmd(monkeypatch, env)
    port = started.settings.health_port  # type: ignore[attr-defined]
    assert port is not None, "the bot serves no /health with this env file"
    assert healthcheck_url(env, monkeypatch) == f"http://127.0.0.1:{port}/health"


def test_env_example_does_not_switch_health_off():
    assert "HEALTH_PORT" not in env_file((ROOT / ".env.example").read_text())


def test_the_image_is_slim_python_and_runs_as_a_user_not_root():
    first = instructions()[0]
    assert first == ("FROM", "python:3.11-slim")
    users = [a for w, a in instructions() if w == "USER"]
    assert users and users[-1] not in ("root", "0", "0:0")
    assert [w for w, _ in instructions()].index("USER") < [w for w, _ in instructions()].index(
        "CMD")


def test_the_healthcheck_calls_health_on_the_health_port():
    checks = [a for w, a in instructions() if w == "HEALTHCHECK"]
    assert len(checks) == 1 and "/health" in checks[0] and "HEALTH_PORT" in checks[0]
    env = " ".join(a for w, a in instructions() if w == "ENV")
    assert "HEALTH_PORT=8080" in env


def test_secrets_and_databases_stay_out_of_the_build_context():
    for pattern in (".env", ".venv", "data", ".git"):
        assert pattern in ignored()


def settings_read() -> set[str]:
    """The environment names bot.py and the store read (`env.get("X"`, `_int(env, "X"`...)."""
    names: set[str] = set()
    for path in [ROOT / "bot.py", *sorted((ROOT / "store").glob("*.py"))]:
        names |= set(re.findall(r'env(?:\.get)?\(\s*"([A-Z][A-Z0-9_]+)"', path.read_text()))
        names |= set(re.findall(r'_\w+\(env, "([A-Z][A-Z0-9_]+)"', path.read_text()))
    return names


def compose() -> dict:
    return yaml.safe_load((ROOT / "compose.yaml").read_text())


def test_compose_runs_the_bot_beside_postgresql_with_a_volume_and_healthchecks():
    c = compose()
    assert set(c["services"]) == {"bot", "db"}
    bot, db = c["services"]["bot"], c["services"]["db"]
    assert bot["build"] == "." and bot["depends_on"]["db"]["condition"] == "service_healthy"
    assert bot["environment"]["DATABASE_URL"].startswith("postgresql://")
    assert "/health" in " ".join(bot["healthcheck"]["test"])
    assert f":{bot['environment']['HEALTH_PORT']}/health" in " ".join(bot["healthcheck"]["test"])
    assert db["image"].startswith("postgres:")
    volume = db["volumes"][0].split(":")[0]
    assert volume in c["volumes"]
    assert "pg_isready" in " ".join(db["healthcheck"]["test"])


@pytest.mark.parametrize("name", sorted(compose()["services"]["bot"]["environment"]))
def test_compose_sets_only_settings_the_bot_reads(name):
    read = settings_read()
    if name == "DATABASE_URL" and name not in read:
        pytest.skip("DATABASE_URL is read by the PostgreSQL store, which another branch adds")
    assert name in read, f"compose sets {name}, which the bot does not read"


def test_the_new_settings_are_read_and_documented():
    ops = (ROOT / "docs" / "operations.md").read_text()  # the README links it
    for name in ("SHARD_COUNT", "SHARD_IDS", "HEALTH_PORT"):
        assert name in settings_read()
        assert f"| `{name}` |" in ops, f"{name} is not in docs/operations.md's settings table"
    assert "## Running it for real" in ops


def test_the_deploy_check_is_its_own_make_target_and_not_part_of_test():
    """`make deploy-check` builds and runs the image for real (minutes, a Docker engine):
    never from `make test`."""
    make = (ROOT / "Makefile").read_text()
    target = re.search(r"^deploy-check:.*\n((?:\t.*\n)+)", make, re.M)
    assert target and "deploy/check.sh" in target.group(1)
    test = re.search(r"^test:.*\n((?:\t.*\n)+)", make, re.M)
    assert test and "deploy" not in test.group(0)
    assert (ROOT / "deploy" / "check.sh").is_file()


def test_the_checks_compose_additions_keep_the_bots_healthcheck_and_settings():
    """deploy/compose.check.yaml may time the healthchecks and add the stand-in Discord, but
    the bot's healthcheck command and its settings stay compose.yaml's."""
    extra = yaml.safe_load((ROOT / "deploy" / "compose.check.yaml").read_text())["services"]
    bot = extra["bot"]
    assert "test" not in bot.get("healthcheck", {})
    assert set(bot.get("environment", {})) == {"SSL_CERT_FILE"}  # trusts the stand-in's cert
    assert "discord" in extra and extra["discord"]["image"] == "mandala-bot:check"
    assert "image" not in bot  # the bot is built from the Dockerfile, as in production


def _seconds(value: str) -> float:
    """A compose duration ("90s", "2m", "1m30s") in seconds."""
    units = {"h": 3600, "m": 60, "s": 1, "ms": 0.001}
    return sum(float(n) * units[u] for n, u in re.findall(r"(\d+(?:\.\d+)?)(ms|h|m|s)", value))


@pytest.mark.parametrize("service", ["bot", "db"])
def test_every_healthcheck_gives_a_slow_first_start_time(service):
    """On a slow host the stand-in PostgreSQL took 17 s to initialise while the check's db
    healthcheck (2 s x 5 retries, no start period) gave up after 10: each service's healthcheck,
    as compose.yaml sets it and as the deploy check times it, has a start period of a minute or
    more, during which failures do not count (it is healthy at the first success)."""
    base = compose()["services"][service]["healthcheck"]
    check = yaml.safe_load((ROOT / "deploy" / "compose.check.yaml").read_text())["services"]
    timed = {**base, **check[service].get("healthcheck", {})}
    for name, health in (("compose.yaml", base), ("the deploy check", timed)):
        assert _seconds(str(health.get("start_period", "0s"))) >= 60, (service, name)
