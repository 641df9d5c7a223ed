"""Buttons already posted keep working: every custom_id format the bot writes, every action code
a button carries, and the slash command tree, recorded from today's messages (tests/cogs/
custom_ids.txt, action_codes.txt, command_tree.txt) and checked against the controls that read
them. A refactor that changes a format fails here, so messages in servers are not broken.

`RECORD_FORMATS=1 pytest tests/cogs/test_formats.py` rewrites the files from a walk through the
bot (only for a deliberate change: then the old format must still be read, see the legacy lines).
"""

from __future__ import annotations

import os
import random
import re
from pathlib import Path
from typing import Any

import discord
import pytest

from cogs.controls.components import DYNAMIC_ITEMS
from engine.games import kind as game_kind
from games import install_all
from present.gameui import ui_for
from tests.cogs.helpers import (
    counted_option,
    custom_ids,
    hand_button,
    live_game,
    member_for,
    play_one,
    start_match,
    table_message,
    told,
)
from tests.cogs.test_commands import forfeit

HERE = Path(__file__).resolve().parent
IDS = HERE / "custom_ids.txt"
CODES = HERE / "action_codes.txt"
TREE = HERE / "command_tree.txt"
KEYS = HERE / "menu_keys.txt"
RECORD = os.environ.get("RECORD_FORMATS") == "1"
# Accepted though no message written today carries them: buttons posted by older versions
# ("g:rules:mandala", the rules button before it named its match, is written again under a
# challenge, so it is no longer legacy)
LEGACY = {"g:rpgo:1:0:0": "the replay's menus before they carried the move on screen",
          "g:move:1:0:0": "the move menus before each drawing carried its mark (fresh)",
          "g:lm:mandala:0:0": "the lesson's menus before each drawing carried its mark"}


def _rows(path: Path) -> list[list[str]]:
    return [line.split("\t") for line in path.read_text(encoding="utf-8").splitlines()
            if line and not line.startswith("#")]


def reader_of(cid: str) -> tuple[type[Any], dict[str, str | None]]:
    """The one control whose template reads `cid`, and the fields it reads."""
    found = [(item, m.groupdict()) for item in DYNAMIC_ITEMS
             if (m := item.__discord_ui_compiled_template__.fullmatch(cid))]
    assert len(found) == 1, f"{cid!r} is read by {[f[0].__name__ for f in found]}"
    return found[0]


def fields_text(fields: dict[str, str | None]) -> str:
    return " ".join(f"{k}={v}" for k, v in fields.items() if v is not None)


def shape(cid: str) -> str:
    """The format of `cid`: the control that reads it and the fields it carries."""
    item, fields = reader_of(cid)
    return " ".join([item.__name__, *(k for k, v in fields.items() if v is not None)])


# ---- the recorded custom_ids ----------------------------------------------------------------


async def test_every_recorded_custom_id_is_read_by_the_same_control_into_the_same_fields():
    rows = _rows(IDS)
    assert len(rows) >= len(DYNAMIC_ITEMS)
    for cid, control, fields in rows:
        item, read = reader_of(cid)
        assert (item.__name__, fields_text(read)) == (control, fields), cid
        # rebuilt as discord.py does on a click: not refused as forged, and the control it
        # makes writes the very same custom_id (its constructor takes the fields in order)
        made = await item.from_custom_id(None, None, item.__discord_ui_compiled_template__.
                                         fullmatch(cid))
        assert not made.forged, cid
        assert made.item.custom_id == cid
        for name, value in read.items():
            if hasattr(made, name) and value is not None:
                assert str(getattr(made, name)) == value, (cid, name)


def test_every_control_has_a_recorded_example():
    """A control added later is recorded too (and so kept readable once its buttons exist)."""
    recorded = {control for _, control, _ in _rows(IDS)}
    assert recorded == {item.__name__ for item in DYNAMIC_ITEMS}


def test_a_changed_format_would_be_caught():
    """The check above is not vacuous: a field renamed, reordered or dropped reads otherwise."""
    _, read = reader_of("g:do:12:7:P0r")
    assert fields_text(read) == "mid=12 ver=7 code=P0r"
    assert fields_text(read) != "mid=7 ver=12 code=P0r"
    with pytest.raises(AssertionError):
        reader_of("g:do:12:P0r")  # the version dropped: nothing reads it


# ---- the action codes a g:do button carries --------------------------------------------------


def test_every_recorded_action_code_parses_to_the_same_action():
    rows = _rows(CODES)
    assert {kind for kind, _, _ in rows} == {"mandala", "flowers"}
    for kind, code, action in rows:
        parsed = game_kind(kind).parse_action(code)
        assert repr(parsed) == action, code
        assert str(parsed) == code


def record_codes() -> str:
    """One code per action type of each game, from random games (seats and counts vary)."""
    out: dict[tuple[str, str], str] = {}
    for kind, seeds in (("mandala", range(5)), ("flowers", range(5))):
        k = game_kind(kind)
        for seed in seeds:
            g = k.create(seed, 2)
            rng = random.Random(seed)
            while not g.is_over:
                action = rng.choice(g.legal_actions())
                out.setdefault((kind, type(action).__name__), f"{kind}\t{action}\t{action!r}")
                g.apply(action)
    return "".join(f"{line}\n" for _, line in sorted(out.items()))


def test_the_recorded_action_codes_cover_every_action_type():
    expected = record_codes()
    if RECORD:
        CODES.write_text("# game\tcode (the last field of g:do)\tthe action it reads as\n"
                         + expected, encoding="utf-8")
    recorded = {(kind, action.split("(")[0]) for kind, _, action in _rows(CODES)}
    assert recorded == {(line.split("\t")[0], line.split("\t")[2].split("(")[0])
                        for line in expected.splitlines()}


# ---- the keys of the private move menu (the value a g:move menu sends) ------------------------


def record_menu_keys() -> str:
    """Each entry of the first mover's menu in a seeded deal of each game: its key and the
    codes of its counts (a panel still open across a restart sends these keys)."""
    install_all()
    lines = []
    for kind in ("mandala", "flowers"):
        game = game_kind(kind).create(7, 2)
        seat = game.to_move
        assert seat is not None
        for choice in ui_for(kind).moves(game, seat, "en"):
            codes = " ".join(f"{n}:{code}" for n, code in choice.codes)
            lines.append(f"{kind}\t{choice.key}\t{codes}\n")
    return "".join(lines)


def test_the_move_menu_keys_are_unchanged():
    now = record_menu_keys()
    if RECORD:
        KEYS.write_text("# game (seed 7, first mover)\tmenu key (a g:move option value)\t"
                        "count:action code\n" + now, encoding="utf-8")
    recorded = [line for line in KEYS.read_text(encoding="utf-8").splitlines(keepends=True)
                if not line.startswith("#")]
    assert "".join(recorded) == now
    assert {line.split("\t")[0] for line in recorded} == {"mandala", "flowers"}


# ---- the walk through the bot that records them ----------------------------------------------


def _ids_in(components: list[dict[str, Any]]) -> list[str]:
    out = []
    for c in components:
        if "custom_id" in c:
            out.append(c["custom_id"])
        out.extend(_ids_in(c.get("components", [])))
    return out


@pytest.fixture
def written(monkeypatch) -> list[str]:
    """Every custom_id of every view the bot sends or edits (public, private, follow-ups)."""
    seen: list[str] = []
    real = discord.ui.View.to_components

    def spy(self: discord.ui.View) -> list[dict[str, Any]]:
        out = real(self)
        seen.extend(_ids_in(out))
        return out

    monkeypatch.setattr(discord.ui.View, "to_components", spy)
    return seen


async def _panel_with_counts(world) -> tuple[Any, Any]:
    """A player and their private panel offering a move with a count (the counts and Back
    buttons)."""
    rng = random.Random(2)
    for _ in range(40):
        match, game = await live_game(world)
        if game.phase == "play":
            player = member_for(world, match.players[game.to_move])
            res = await player.click(table_message(world.channel),
                                     custom_id=hand_button(table_message(world.channel)))
            try:
                select, value = counted_option(res.response)
            except AssertionError:
                await play_one(world, rng)
                continue
            return player, await player.select(res.response, [value], custom_id=select)
        await play_one(world, rng)
    raise AssertionError("no move with a count came up")


async def practice_panel(world) -> Any:
    """Alice's panel in a Mandala practice game against the bot, on her turn."""
    await world.alice.slash(world.channel, "mandala practice", level="easy")
    await world.env.settle()
    table = table_message(world.channel)
    return (await world.alice.click(table, custom_id=hand_button(table))).response


async def _lesson_walk(world) -> None:
    """The rules' Start the lesson (How to read the table is under the rules and the table);
    the lesson's menu and its nav buttons, a move's counts and Back."""
    rules = told(await world.carol.slash(world.channel, "mandala rules"))
    lesson = told(await world.carol.click(rules, custom_id="g:learn:mandala"))
    select, counted = counted_option(lesson)
    await world.carol.select(lesson, [counted], custom_id=select)


async def test_the_walk_writes_only_recorded_formats_and_every_one(world, written):
    """Challenge (accept, decline), the table and a panel (hand, moves, counts, back),
    forfeit (resign, keep), the result (rematch, replay, rules), the viewer (steps, menus,
    analysis), and a Flowers lobby (join, leave, start)."""
    match = await start_match(world)
    player, counts = await _panel_with_counts(world)
    await player.click(counts.response, custom_id=next(
        c for c in custom_ids(counts.response) if c.startswith("g:back:")))
    for seed in range(30):  # until the turn passes by an edit: a turn notice (My matches)
        if "g:mine" in written:
            break
        await play_one(world, random.Random(seed))
    await forfeit(world, world.bob)
    res = await world.alice.click(table_message(world.channel), label="Replay")
    viewer = (res.followups or [res.response])[0]
    assert any(c.startswith("g:rp:") for c in custom_ids(viewer))
    await practice_panel(world)  # its panel has the hint button
    await forfeit(world, world.alice)
    await world.alice.slash(world.channel, "flowers open")
    await _lesson_walk(world)
    seen = set(written)
    assert all(c.startswith("g:") for c in seen)
    if RECORD:
        by_shape: dict[str, str] = {}
        for cid in sorted(seen, key=lambda c: (len(c), c)):
            by_shape.setdefault(shape(cid), cid)
        for cid in LEGACY:
            by_shape.setdefault(shape(cid), cid)
        lines = [f"{cid}\t{reader_of(cid)[0].__name__}\t{fields_text(reader_of(cid)[1])}"
                 for cid in sorted(by_shape.values())]
        IDS.write_text("# custom_id\tthe control that reads it\tthe fields it reads (recorded "
                       f"from match {match.id}'s messages)\n" + "\n".join(lines) + "\n",
                       encoding="utf-8")
    recorded = {shape(cid) for cid, _, _ in _rows(IDS)}
    assert {shape(cid) for cid in seen} == recorded - {shape(c) for c in LEGACY}


# ---- the slash command tree -------------------------------------------------------------------


def command_tree(tree: discord.app_commands.CommandTree) -> list[str]:
    """One line per command: its full name, then each option's name, type, whether required
    and its choices' values (what a member's saved command and autocomplete rely on)."""
    out = []

    def walk(cmd: Any) -> None:
        if isinstance(cmd, discord.app_commands.Group):
            for sub in cmd.commands:
                walk(sub)
            return
        params = getattr(cmd, "parameters", [])
        opts = [f"{p.name}:{p.type.name}{'' if p.required else '?'}"
                + (f"[{','.join(str(c.value) for c in p.choices)}]" if p.choices else "")
                for p in params]
        out.append(" ".join([f"/{cmd.qualified_name}", *opts]))

    for cmd in tree.get_commands():
        walk(cmd)
    return sorted(out)


async def test_the_command_tree_is_unchanged(world):
    now = command_tree(world.bot.tree)
    if RECORD:
        TREE.write_text("# /command option:type (? optional) [choice values]\n"
                        + "\n".join(now) + "\n", encoding="utf-8")
    recorded = [line for line in TREE.read_text(encoding="utf-8").splitlines()
                if line and not line.startswith("#")]
    assert now == recorded
    assert len(recorded) > 10 and all(re.fullmatch(r"/[a-z0-9 _-]+( \S+)*", r) for r in recorded)
