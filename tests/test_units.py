"""Smaller units: no function over 60 lines (decorators and docstring included) in the command
modules of cogs (cogs/commands/games.py, game_commands.py) nor anywhere in play/."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MOST = 60
CHECKED = [ROOT / "cogs" / "commands" / "games.py", ROOT / "cogs" / "commands" / "game_commands.py",
           *sorted((ROOT / "play").glob("*.py"))]


def long_functions(path: Path, most: int = MOST) -> list[str]:
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            start = min([node.lineno, *(d.lineno for d in node.decorator_list)])
            length = (node.end_lineno or node.lineno) - start + 1
            if length > most:
                out.append(f"{path.name}:{node.lineno} {node.name} ({length} lines)")
    return out


def test_the_measure_sees_a_long_function(tmp_path: Path):
    path = tmp_path / "m.py"
    path.write_text("def f():\n" + "    x = 1\n" * 3 + "\n\ndef g():\n    pass\n")
    assert long_functions(path, most=3) == ["m.py:1 f (4 lines)"]
    assert not long_functions(path, most=4)


def test_no_function_over_sixty_lines():
    found = [line for path in CHECKED for line in long_functions(path)]
    assert not found, "\n".join(found)
