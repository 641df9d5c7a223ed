"""A message is one typed value (cogs.kit.message): no function of cogs/ hands out a bundle of
keyword arguments, and the value edits and sends what it holds, no more."""

from __future__ import annotations

import ast
import dataclasses
import io
from pathlib import Path
from typing import Any

import discord
import pytest

from cogs.kit.message import Keep, Message

ROOT = Path(__file__).resolve().parents[2]


def keyword_bundles(root: Path) -> list[str]:
    """`path:line` of each function of cogs/ annotated to return a dict keyed by str."""
    found = []
    for path in sorted((root / "cogs").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.returns \
                    and ast.unparse(node.returns).replace(" ", "").startswith("dict[str,"):
                found.append(f"{path.relative_to(root)}:{node.lineno}")
    return found


def test_the_bundle_finder_sees_one(tmp_path: Path):
    (tmp_path / "cogs").mkdir()
    (tmp_path / "cogs" / "m.py").write_text(
        "from typing import Any\nasync def kw() -> dict[str, Any]:\n    return {}\n")
    assert keyword_bundles(tmp_path) == ["cogs/m.py:2"]


def test_no_function_of_cogs_returns_keyword_arguments():
    assert keyword_bundles(ROOT) == []


class Response:
    def __init__(self, done: bool) -> None:
        self.done, self.edits = done, []  # type: ignore[var-annotated]

    def is_done(self) -> bool:
        return self.done

    async def edit_message(self, **kw: Any) -> None:
        self.edits.append(("response", kw))


class Followup:
    def __init__(self) -> None:
        self.sent: list[tuple[tuple[Any, ...], dict[str, Any]]] = []

    async def send(self, *args: Any, **kw: Any) -> None:
        self.sent.append((args, kw))


class Interaction:
    def __init__(self, done: bool) -> None:
        self.response = Response(done)
        self.followup = Followup()

    async def edit_original_response(self, **kw: Any) -> None:
        self.response.edits.append(("original", kw))


def picture() -> discord.File:
    return discord.File(io.BytesIO(b"png"), "hand.png")


async def test_an_edit_keeps_the_buttons_unless_told_and_replaces_the_picture():
    done = Interaction(done=True)
    file = picture()
    await Message("hello", file=file).edit(done)  # type: ignore[arg-type]
    [(where, kw)] = done.response.edits
    assert where == "original" and kw["content"] == "hello" and kw["attachments"] == [file]
    assert "view" not in kw and kw["allowed_mentions"].users is False
    fresh = Interaction(done=False)
    await Message("bye", view=None).edit(fresh)  # type: ignore[arg-type]
    [(where, kw)] = fresh.response.edits
    assert where == "response" and kw["view"] is None and "attachments" not in kw


def test_a_new_message_sends_only_the_parts_it_has():
    view, embed = discord.ui.View(), discord.Embed(title="t")
    parts = Message("a", view=view, embed=embed).send_parts()
    assert parts["view"] is view and parts["embed"] is embed and "file" not in parts
    assert "view" not in Message("b", view=Keep.VIEW).send_parts()
    assert "view" not in Message("c", view=None).send_parts()
    assert parts["allowed_mentions"].everyone is False


async def test_a_private_answer_is_a_followup_once_deferred():
    from cogs.kit.promptly import reply

    i = Interaction(done=True)
    await reply(i, Message(embed=discord.Embed(title="rules")))  # type: ignore[arg-type]
    [(args, kw)] = i.followup.sent
    assert args == (discord.utils.MISSING,) and kw["ephemeral"] is True
    assert kw["embed"].title == "rules"


def test_a_message_is_a_value():
    m = Message("x")
    with pytest.raises(dataclasses.FrozenInstanceError):
        m.content = "y"  # type: ignore[misc]


def keyword_passthroughs(root: Path) -> list[str]:
    """`path:line name` of each `**kw: Any` (or object) parameter in cogs/ that hands discord.py
    keywords on unchecked; a generated command's `**given` (its options, from discord.py) is
    not one."""
    found = []
    for path in sorted((root / "cogs").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.args.kwarg \
                    and node.args.kwarg.arg != "given" and node.args.kwarg.annotation \
                    and ast.unparse(node.args.kwarg.annotation) in ("Any", "object"):
                found.append(f"{path.relative_to(root)}:{node.lineno} {node.name}")
    return found


def test_the_passthrough_finder_sees_one(tmp_path: Path):
    (tmp_path / "cogs").mkdir()
    (tmp_path / "cogs" / "m.py").write_text(
        "async def post(i, **kw: Any) -> None: ...\nasync def c(i, **given: Any) -> None: ...\n")
    assert keyword_passthroughs(tmp_path) == ["cogs/m.py:1 post"]


def test_messages_are_sent_as_values_not_keyword_bundles():
    assert keyword_passthroughs(ROOT) == []
