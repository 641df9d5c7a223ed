"""`render` depends on the engine, the catalogue (i18n, pure data) and Pillow only: no Discord,
database, clock or randomness."""

from __future__ import annotations

import ast
from pathlib import Path

import render

ALLOWED = {"__future__", "collections", "contextlib", "dataclasses", "functools", "importlib",
           "io", "math", "pathlib", "typing", "unicodedata", "PIL", "engine", "i18n", "render"}


def test_render_imports_only_the_engine_pillow_and_pure_stdlib():
    paths = list(Path(render.__file__).parent.rglob("*.py"))
    assert any(p.parent.name == "mandala" for p in paths)  # the game's package is checked too
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            else:
                continue
            for name in names:
                assert name.split(".")[0] in ALLOWED, f"{path.name} imports {name}"
