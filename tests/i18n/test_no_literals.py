"""No user-facing text is written in code: what a player reads comes from the catalogues.

The check reads the source (ast) of every layer a player's text passes through and flags an
English-looking string (two words, or a capitalised word) where a text is shown: a message's
content, a component's label, placeholder or description, an embed's title, description or
field, a picture's text, and the first argument of a send or edit. Slash command names and
descriptions are exempt: they are the translator's keys (cogs/commands/translator.py); so is a
game's title (its `Kind`), the published name, which the Greek brief too leaves as it is."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LAYERS = ("cogs", "present", "play", "render", "engine")
SHOWN = {"content", "label", "placeholder", "description", "title", "text", "value", "name",
         "footer", "alt"}
SENDS = {"send", "send_message", "edit_message", "edit", "edit_original_response", "reply",
         "followup", "text", "multiline_text", "set_footer", "add_field"}
EXEMPT = re.compile(r"^Kind$|app_commands\.|\.command$|^command$|describe$|Choice$|Group$|rename$")
ENGLISH = re.compile(r"[A-Za-z]{2,}\s+[A-Za-z]{2,}|\b[A-Z][a-z]{2,}\b")


def _english(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value if ENGLISH.search(node.value) else None
    if isinstance(node, ast.JoinedStr):
        text = "".join(v.value for v in node.values
                       if isinstance(v, ast.Constant) and isinstance(v.value, str))
        return text if ENGLISH.search(text) else None
    if isinstance(node, ast.BinOp):
        return _english(node.left) or _english(node.right)
    return None


def literals(source: str) -> list[tuple[int, str]]:
    """(line, text) of each English literal in a shown place in `source`."""
    found = []
    for call in ast.walk(ast.parse(source)):
        if not isinstance(call, ast.Call):
            continue
        callee = ast.unparse(call.func)
        if EXEMPT.search(callee):
            continue
        args = [kw.value for kw in call.keywords if kw.arg in SHOWN]
        if callee.rsplit(".", 1)[-1] in SENDS:
            args += call.args[:2]
        found += [(call.lineno, text) for arg in args if (text := _english(arg))]
    return found


def test_no_text_is_written_in_code() -> None:
    flagged = [f"{path.relative_to(ROOT)}:{line}: {text!r}"
               for layer in LAYERS for path in sorted((ROOT / layer).rglob("*.py"))
               for line, text in literals(path.read_text(encoding="utf-8"))]
    assert not flagged, "texts to move into i18n/<lang>/:\n" + "\n".join(flagged)


def test_the_check_finds_a_written_text() -> None:
    source = ("async def f(i, ui):\n"
              "    await i.response.send_message('That is not your turn.', ephemeral=True)\n"
              "    ui.Button(label=f'Play {n} cards')\n"
              "    draw.text((0, 0), 'Last move', fill=1)\n"
              "    app_commands.describe(level='How strong the bot plays')\n"
              "    ui.Button(label=t(lang, 'button.play'), custom_id='g:play:1')\n")
    assert sorted(line for line, _ in literals(source)) == [2, 3, 4]


def keys(source: str) -> list[tuple[int, str]]:
    """(line, key) of each catalogue key written as a literal: `t(lang, "key")`, `tn(lang,
    "key", n)` and a refusal's `PlayError("key")` (a computed key, an f-string, is not read)."""
    found = []
    for call in ast.walk(ast.parse(source)):
        if not isinstance(call, ast.Call):
            continue
        name = ast.unparse(call.func).rsplit(".", 1)[-1]
        at = {"t": 1, "tn": 1, "PlayError": 0, "AlreadyOpen": 0, "refused": 0}.get(name)
        if at is None or len(call.args) <= at:
            continue
        arg = call.args[at]
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
            found.append((call.lineno, arg.value))
    return found


def test_every_key_written_in_code_is_in_the_catalogue() -> None:
    """A key missing from the catalogue would raise when shown (MissingText): found here, before
    a player presses the button that shows it."""
    from i18n import CATALOGUES, DEFAULT
    texts = CATALOGUES[DEFAULT].texts
    unknown = [f"{path.relative_to(ROOT)}:{line}: {key!r}"
               for layer in LAYERS for path in sorted((ROOT / layer).rglob("*.py"))
               for line, key in keys(path.read_text(encoding="utf-8")) if key not in texts]
    assert not unknown, "keys in no English catalogue file (i18n/en/):\n" + "\n".join(unknown)


def test_the_key_check_reads_keys() -> None:
    source = ("t(lang, 'a.b')\ntn(lang, 'c', 2)\nraise PlayError('err.x', n=1)\n"
              "raise ValueError(f'{x}')\nt(lang, f'end.{o}')\n")
    assert keys(source) == [(1, "a.b"), (2, "c"), (3, "err.x")]
