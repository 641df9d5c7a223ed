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


async def test_a_private_answer_sends_its_parts_and_no_empty_view():
    i = Interaction(done=True)
    view = discord.ui.View()
    await Message("a", view=view).send_private(i)  # type: ignore[arg-type]
    await Message("b", view=Keep.VIEW).send_private(i)  # type: ignore[arg-type]
    (args, kw), (args2, kw2) = i.followup.sent
    assert args == ("a",) and kw["ephemeral"] is True and kw["view"] is view
    assert args2 == ("b",) and kw2["view"] is discord.utils.MISSING


def test_a_message_is_a_value():
    m = Message("x")
    with pytest.raises(dataclasses.FrozenInstanceError):
        m.content = "y"  # type: ignore[misc]
