"""Every slash command and handler takes `discord.Interaction[MandalaBot]` (bot.Interaction):
`interaction.client` is then our bot to mypy, with no cast nor `# type: ignore` at each use.
Only discord.py's own overrides in cogs/controls/control.py receive a plain Interaction (and
cast it once)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TYPED = ("commands", "handlers", "output")  # the sub-packages whose interactions are ours


def plain_interactions(root: Path) -> list[str]:
    """`path:line name` of each parameter annotated with a bare `discord.Interaction`."""
    found = []
    for sub in TYPED:
        for path in sorted((root / "cogs" / sub).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.arg) and node.annotation is not None \
                        and ast.unparse(node.annotation) == "discord.Interaction":
                    found.append(f"{path.relative_to(root)}:{node.lineno} {node.arg}")
    return found


def test_the_finder_sees_a_plain_interaction(tmp_path: Path):
    (tmp_path / "cogs" / "commands").mkdir(parents=True)
    (tmp_path / "cogs" / "commands" / "m.py").write_text(
        "async def a(interaction: discord.Interaction) -> None: ...\n"
        "async def b(interaction: Interaction) -> None: ...\n")
    assert plain_interactions(tmp_path) == ["cogs/commands/m.py:1 interaction"]


def test_commands_and_handlers_take_our_bots_interaction():
    assert plain_interactions(ROOT) == []
