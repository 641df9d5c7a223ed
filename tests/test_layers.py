"""The layers point one way (launch -> playground -> bot -> games -> cogs -> play -> store, engine,
ai; render -> engine; ai -> engine; store reads only engine's level names) and the project's
import graph, every module of it (packages, bench and the top-level modules), has no cycle.
Imports under `if TYPE_CHECKING:` are for the type
checker only and are left out; every other import counts, function-local ones included."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("i18n", "engine", "render", "store", "play", "ai", "cogs", "games", "bench")
TOP_LEVEL = ("bot", "playground", "launch")  # the modules beside the packages
LIBRARY = {"i18n", "engine", "render", "store", "play", "ai", "cogs"}
# what each layer may import from the project (besides itself): nothing imports the launcher
ALLOWED = {
    "i18n": set(),
    "engine": {"i18n"},
    "render": {"engine", "i18n"},
    "store": {"engine", "i18n"},  # the bot's level names (engine.levels), which rating ids follow
    "ai": {"engine", "i18n"},
    "play": {"engine", "store", "ai", "i18n"},
    "cogs": {"engine", "render", "store", "play", "ai", "i18n"},
    "games": LIBRARY,  # the descriptors wire every layer's registry
    "bot": LIBRARY | {"games"},
    "playground": LIBRARY | {"games", "bot"},
    "bench": LIBRARY | {"games", "bot", "playground"},
    "launch": LIBRARY | {"games", "bot", "playground"},
}
NO_DISCORD = ("i18n", "engine", "render", "store", "play", "ai")


def _type_checking_block(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)


def imports_of(path: Path) -> set[str]:
    """Absolute module names imported by `path`, outside TYPE_CHECKING blocks."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = {id(n) for block in ast.walk(tree) if _type_checking_block(block)
               for n in ast.walk(block)}
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    out = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parts, base] if base else parts)
            out.add(base)
            out.update(f"{base}.{a.name}" for a in node.names)
    return out


def project_modules() -> dict[str, Path]:
    mods = {name: ROOT / f"{name}.py" for name in TOP_LEVEL}
    for pkg in PACKAGES:
        for path in (ROOT / pkg).rglob("*.py"):
            parts = path.relative_to(ROOT).with_suffix("").parts
            name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            mods[name] = path
    return mods


def graph() -> dict[str, set[str]]:
    mods = project_modules()
    # a submodule always loads its parent package first: that edge is Python's, not a design
    return {name: {m for m in imports_of(path)
                   if m in mods and m != name and not name.startswith(m + ".")}
            for name, path in mods.items()}


def find_cycle(edges: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(edges):
        if node not in state and (found := visit(node)):
            return found
    return None


def test_the_checker_sees_a_cycle():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_no_import_cycle_in_the_project():
    cycle = find_cycle(graph())
    assert cycle is None, " -> ".join(cycle or [])


def test_layers_import_only_downward():
    for name, targets in graph().items():
        layer = name.split(".")[0]
        for target in targets:
            other = target.split(".")[0]
            assert other == layer or other in ALLOWED[layer], f"{name} imports {target}"


def test_every_module_of_the_project_is_checked():
    """A new top-level module or package would otherwise escape the layer rules."""
    tops = {p.stem for p in ROOT.glob("*.py")}
    packages = {p.parent.name for p in ROOT.glob("*/__init__.py")} | {"cogs"}
    assert tops == set(TOP_LEVEL), tops
    assert packages - {"tests"} <= set(PACKAGES), packages
    assert set(PACKAGES) | set(TOP_LEVEL) == set(ALLOWED)


def test_nothing_imports_the_launcher():
    importers = [name for name, targets in graph().items() if "launch" in targets]
    assert not importers


def test_nothing_below_cogs_imports_discord():
    for name, path in project_modules().items():
        if name.split(".")[0] in NO_DISCORD:
            bad = {m for m in imports_of(path) if m.split(".")[0] == "discord"}
            assert not bad, f"{name} imports {bad}"
