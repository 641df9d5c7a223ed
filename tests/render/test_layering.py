"""`render` depends on the engine and Pillow only: no Discord, database, clock or randomness."""

from __future__ import annotations

import ast
from pathlib import Path

import render

ALLOWED = {"__future__", "collections", "dataclasses", "functools", "io", "math", "pathlib",
           "typing", "PIL", "engine", "render"}


def test_render_imports_only_the_engine_pillow_and_pure_stdlib():
    for path in Path(render.__file__).parent.glob("*.py"):
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
