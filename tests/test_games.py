"""One descriptor per game: Tally (tests/fixture_game) gets its colours, a demo and an AI seat
through its descriptor alone, and no shared module names a game."""

from __future__ import annotations

import ast
import io
import re
from dataclasses import replace
from pathlib import Path

import pytest
from PIL import Image

import games
from ai import choose
from engine.demo import play_demo
from engine.games import kind, sources
from engine.levels import RANDOM
from play.errors import PlayError
from play.lessons import run
from present.lesson import lesson_for
from render.style import STYLES
from tests.fixture_game.colors import STYLES as TALLY_STYLES
from tests.fixture_game.descriptor import GAME
from tests.fixture_game.engine import KIND as TALLY
from tests.fixture_game.engine import new_game
from tests.test_layers import ROOT, project_modules

# The project's games, from their descriptors (games/<game>.py), never listed by hand: Tally,
# the test-only game, is not one of them.
GAME_NAMES = tuple(d.name for d in games.install_all() if (d.module or "").startswith("games."))
NOT_CHECKED = (
    "bench/",  # measurement scripts: each times a named game on purpose
    # the catalogues are data read by key, never a dispatch on a game; a language's shared
    # file translates each game's slash command names (COMMANDS)
    "i18n/",
)


def owner(rel: str) -> str | None:
    """The game a project file (its path from the root) belongs to, by its name: a folder named
    for the game (`engine/<game>/`), or a file (`present/<game>.py`, `present/<game>_picks.py`,
    `i18n/<lang>/<game>.py`); None for a shared file."""
    path = Path(rel)
    for name in GAME_NAMES:
        if name in path.parts[:-1] or path.stem == name or path.stem.startswith(f"{name}_"):
            return name
    return None


BRAND = {"MandalaBot"}  # the bot is called Mandala: its class is not a game dispatch
NAMED = re.compile("|".join(GAME_NAMES), re.IGNORECASE)


@pytest.fixture
def tally():
    games.install(GAME)
    yield GAME
    games.uninstall(GAME.name)


def test_the_descriptor_registers_tally_everywhere_and_uninstall_takes_it_out(tally):
    assert kind("tally") is GAME.kind and "tests.fixture_game.descriptor" in sources()
    assert set(TALLY_STYLES) <= set(STYLES)
    games.uninstall("tally")
    assert not set(TALLY_STYLES) & set(STYLES)
    with pytest.raises(ValueError, match="unknown game"):
        kind("tally")
    games.install(GAME)


def test_tally_table_shows_its_registered_colours(tally):
    game = new_game(3, 3)
    png = GAME.ui.table_png(game.view(None), names=["A", "B", "C"], last_seat=None, note=None)
    colours = {rgb for _, rgb in Image.open(io.BytesIO(png)).convert("RGB").getcolors(1 << 16)}
    assert all(st.fill in colours for st in TALLY_STYLES.values())


def test_tally_demo_runs_through_the_registry(tally):
    lines: list[str] = []
    winners = play_demo(4, game="tally", players=3, out=lines.append)
    assert lines[0] == "Tally demo, 3 players, seed 4" and lines[-1].startswith("Winner: ")
    assert winners and all(0 <= w < 3 for w in winners)
    with pytest.raises(ValueError, match="no demo for chess"):
        play_demo(4, game="chess")


def test_tally_seats_a_random_bot(tally):
    game = new_game(5, 2)
    while not game.is_over:
        seat = game.to_move
        action = choose("tally", game.view(seat), level=RANDOM, seed=1)
        assert action in game.legal_actions()  # T-T1: only playable cards
        game.apply(action)
    assert game.outcome() is not None


def test_tally_gets_its_lesson_through_its_descriptor_alone(tally):
    games.uninstall("tally")
    games.install(replace(GAME, lesson=None))
    for refused in (lambda: run.start("tally"), lambda: lesson_for("tally")):
        with pytest.raises(PlayError) as no:  # a descriptor without a lesson: none
            refused()
        assert no.value.key == "lesson.unknown"
    games.install(GAME)  # tests/fixture_game/lesson.py, given by the descriptor alone
    assert run.course("tally").kind is TALLY and lesson_for("tally") is GAME.lesson
    progress = run.start("tally")
    said = run.skip(progress, "en", ("Ann", "Bot"))
    assert said.advanced and said.lines[0] == "you played 2 × 3"
    games.uninstall("tally")
    with pytest.raises(PlayError, match="no lesson"):
        run.course("tally")
    with pytest.raises(PlayError):
        lesson_for("tally")
    games.install(GAME)


def test_a_lesson_of_another_game_is_refused(tally):
    with pytest.raises(AssertionError, match="tally"):
        games.install(replace(GAME, lesson=replace(GAME.lesson, course=run.course("mandala"))))
    assert run.course("mandala").name == "mandala"  # Mandala's lesson stays its own


def _shared_modules() -> dict[str, Path]:
    out = {}
    for name, path in project_modules().items():
        rel = path.relative_to(ROOT).as_posix()
        if owner(rel) is None and not rel.startswith(NOT_CHECKED):
            out[name] = path
    return out


def names_a_game(path: Path) -> list[str]:
    """Where `path` names a game in code: imports of a game's modules, identifiers, and the
    kind names as strings (docstrings, comments and logger names are words, not dispatch)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    words = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) \
                and isinstance(body[0].value, ast.Constant):
            words.add(id(body[0].value))
        if isinstance(node, ast.Call) and ast.unparse(node.func).endswith("getLogger"):
            words.update(id(a) for a in node.args)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            if id(node) not in words and node.value in GAME_NAMES:
                found.append(f"{node.lineno}: string {node.value!r}")
        elif isinstance(node, ast.Import | ast.ImportFrom):
            modules = [a.name for a in node.names] + [getattr(node, "module", None) or ""]
            found += [f"{node.lineno}: imports {m}" for m in modules
                      if m not in BRAND and NAMED.search(m)]
        elif not isinstance(node, ast.alias):  # an import's names are checked above
            ident = (getattr(node, "id", None) or getattr(node, "attr", None)
                     or getattr(node, "name", None) or getattr(node, "arg", None))
            if isinstance(ident, str) and ident not in BRAND and NAMED.search(ident):
                found.append(f"{node.lineno}: identifier {ident}")
    return sorted(found, key=lambda f: int(f.split(":")[0]))


def test_the_checker_sees_a_game_named(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text('"""Mandala, in words: fine."""\nimport engine.flowers\n'
                   'x = UIS["mandala"]\nplay_flowers = 1\nlog = logging.getLogger("mandala")\n')
    assert names_a_game(bad) == ["2: imports engine.flowers", "3: string 'mandala'",
                                 "4: identifier play_flowers"]


def test_the_game_names_come_from_the_descriptors_and_own_their_modules():
    """Each game's parts, reached through its descriptor, are in files named for it; a file
    named for no game is shared."""
    assert len(GAME_NAMES) >= 2 and "tally" not in GAME_NAMES
    for name in GAME_NAMES:
        d = games.DESCRIPTORS[name]
        parts = [d.module, type(d.ui).__module__, d.kind.create.__module__]
        parts += [f.__module__ for f in (d.demo, d.explainer) if f is not None]
        for module in parts:
            assert module is not None
            assert owner(module.replace(".", "/") + ".py") == name, (name, module)
    assert owner("present/table_text.py") is None and owner("games/__init__.py") is None


def test_no_shared_module_names_a_game():
    shared = _shared_modules()
    assert {"bot", "launch", "playground", "games", "engine.games", "render.style",
            "cogs.commands.games", "ai.choose", "engine.demo"} <= set(shared)
    found = {name: hits for name, path in shared.items() if (hits := names_a_game(path))}
    assert not found
