"""The layers point one way (launch -> playground -> bot -> games -> cogs -> present -> play
-> store, engine, ai; present -> render; render -> engine; ai -> engine; store reads only
engine's level names) and the project's import graph, every module of it (packages, bench and
the top-level modules), has no cycle: at run time (function-local imports included), and with
the imports under `if TYPE_CHECKING:` counted too (a Protocol breaks a loop). Within a game
package, codec, view, setup and fast read no private field."""

from __future__ import annotations

import ast
import re
from functools import cache, lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("i18n", "engine", "render", "store", "play", "ai", "present", "cogs", "games",
            "bench")
TOP_LEVEL = ("bot", "playground", "launch")  # the modules beside the packages
LIBRARY = {"i18n", "engine", "render", "store", "play", "ai", "present", "cogs"}
# what each layer may import from the project (besides itself): nothing imports the launcher
ALLOWED = {
    "i18n": set(),
    "engine": {"i18n"},
    "render": {"engine", "i18n"},
    "store": {"engine", "i18n"},  # the bot's level names (engine.levels), which rating ids follow
    "ai": {"engine", "i18n"},
    "play": {"engine", "store", "ai", "i18n"},
    # every word, option list and picture argument a message needs, without discord
    "present": {"engine", "render", "store", "play", "i18n"},
    "cogs": {"engine", "render", "store", "play", "ai", "i18n", "present"},
    "games": LIBRARY,  # the descriptors wire every layer's registry
    "bot": LIBRARY | {"games"},
    "playground": LIBRARY | {"games", "bot"},
    "bench": LIBRARY | {"games", "bot", "playground"},
    "launch": LIBRARY | {"games", "bot", "playground"},
}
NO_DISCORD = ("i18n", "engine", "render", "store", "play", "ai", "present")


@cache
def parsed(path: Path) -> ast.Module:
    """A module's syntax tree, read once per test process: several checks walk every file."""
    return ast.parse(path.read_text(encoding="utf-8"))


def _type_checking_block(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)


def imports_of(path: Path, *, type_checking: bool = False) -> set[str]:
    """Absolute module names imported by `path`, outside TYPE_CHECKING blocks (inside them
    too with `type_checking`: what the type checker and a reader follow)."""
    tree = parsed(path)
    skipped = set() if type_checking else {
        id(n) for block in ast.walk(tree) if _type_checking_block(block) for n in ast.walk(block)}
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


def graph(*, type_checking: bool = False) -> dict[str, set[str]]:
    return {name: set(edges) for name, edges in _graph(type_checking).items()}


@lru_cache(maxsize=2)
def _graph(type_checking: bool) -> dict[str, set[str]]:
    mods = project_modules()
    # a submodule always loads its parent package first: that edge is Python's, not a design
    return {name: {m for m in imports_of(path, type_checking=type_checking)
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


def knots(edges: dict[str, set[str]]) -> list[frozenset[str]]:
    """The strongly connected groups of two or more modules: each module of one imports (maybe
    through others) every other, so none of them can be read, tested or moved alone."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[frozenset[str]] = []

    def visit(node: str) -> None:  # Tarjan's algorithm
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in sorted(edges.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = set()
            while (top := stack.pop()) != node:
                group.add(top)
            if group:
                out.append(frozenset(group | {node}))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return out


def test_the_checker_sees_a_cycle():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_no_import_cycle_in_the_project():
    cycle = find_cycle(graph())
    assert cycle is None, " -> ".join(cycle or [])


def test_the_knot_finder_sees_every_knot():
    edges = {"a": {"b"}, "b": {"a", "c"}, "c": set(), "d": {"e"}, "e": {"f"}, "f": {"d", "a"}}
    assert sorted(map(sorted, knots(edges))) == [["a", "b"], ["d", "e", "f"]]
    assert knots({"a": {"b"}, "b": set()}) == []


def test_no_module_imports_one_that_imports_it_back_even_for_the_type_checker():
    """Two modules that import each other (at run time or under TYPE_CHECKING) are one module
    in two files: each points one way, a Protocol or a plain data module breaking a loop."""
    found = knots(graph(type_checking=True))
    assert found == [], "\n".join(" <-> ".join(sorted(k)) for k in found)


def cogs_looked_up_by_name(path: Path) -> list[int]:
    """The lines of `path` calling `get_cog` with a string: an untyped lookup that a renamed
    class breaks silently (the handlers are a typed attribute of the bot instead)."""
    tree = parsed(path)
    return [node.lineno for node in ast.walk(tree) if isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute) and node.func.attr == "get_cog"
            and any(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in node.args)]


def test_no_cog_is_looked_up_by_name():
    """Nowhere, tests included: a test that finds a cog by name hides a rename as well."""
    paths = [*project_modules().values(), *sorted((ROOT / "tests").rglob("*.py"))]
    found = [f"{path.relative_to(ROOT)}:{line}" for path in paths
             for line in cogs_looked_up_by_name(path)]
    assert not found, found


def test_the_lookup_finder_sees_a_name(tmp_path: Path):
    path = tmp_path / "m.py"
    path.write_text("def f(bot):\n    bot.get_cog(type(bot))\n    return bot.get_cog('GamesCog')\n")
    assert cogs_looked_up_by_name(path) == [3]


def test_bot_mirrors_no_handler():
    """bot.py keeps the bot, its settings and its services: no Protocol (the handlers once had
    a mirror there, kept by hand beside each button) and no handler reached through the bot."""
    tree = ast.parse((ROOT / "bot.py").read_text(encoding="utf-8"))
    protocols = [node.name for node in ast.walk(tree) if isinstance(node, ast.ClassDef)
                 and any("Protocol" in ast.unparse(base) for base in node.bases)]
    assert protocols == []
    assert "hub" not in {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)}
    assert "hub" not in {node.target.id for node in ast.walk(tree)
                         if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)}


def test_bot_imports_nothing_from_a_cog():
    """bot.py names its extensions as strings; a cog module imported here would load before
    the extension machinery and tie the bot to one cog's insides."""
    imported = graph(type_checking=True)["bot"]
    assert not {m for m in imported if m.split(".")[0] == "cogs"}, imported


# the modules of a game package that may read private attributes: `state` holds the slots,
# `game` plays on them (and copies another game's in `clone`), `vocab` indexes its own colours
OWN_PRIVATES = {"state", "game", "vocab"}
NAMEDTUPLE_API = {"_asdict", "_replace", "_fields", "_make"}  # public, underscore and all


def private_reaches(root: Path) -> list[str]:
    """`module:line: expr` for each private attribute (`x._name`, x not self or cls) read by a
    module of a game package (engine/<game>/) other than those of OWN_PRIVATES."""
    found = []
    for path in sorted(root.glob("engine/*/*.py")):
        if path.stem in OWN_PRIVATES:
            continue
        for node in ast.walk(parsed(path)):
            own = isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
                and node.value.id in ("self", "cls")
            if (isinstance(node, ast.Attribute) and node.attr.startswith("_")
                    and not node.attr.startswith("__") and not own
                    and node.attr not in NAMEDTUPLE_API):
                found.append(f"{path.relative_to(root)}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_codec_view_setup_and_fast_use_the_states_public_face():
    """They read and build a `state.Record` (and `State.raw()`): the game's private fields are
    the game's, so its slots can change without breaking the JSON record or the views."""
    assert private_reaches(ROOT) == []


# the sub-layers of cogs/, lowest first: each may import only those before it (the bot's hub,
# cogs.kit.hub, filled by the handlers for each control type, is how a control reaches its
# handler above it)
COG_LAYERS = (
    "kit",         # language cache, keyed locks, pacing, promptly, texts, names, permissions
    "controls",    # every button and menu with the view that holds it
    "output",      # the Discord output of a step: table, notice, panels, threads, owed ones
    "handlers",    # the match handlers: after-move pipeline, playing, challenges, replays
    "commands",    # slash commands and the extensions that hold them
    "background",  # the deadline sweep and /health
)


def cog_layer_violations(edges: dict[str, set[str]]) -> list[str]:
    """`module -> imported` for each cogs module importing a sibling sub-package at or above
    its own level (its own sub-package excepted), or a cogs module outside every sub-package."""
    found = []
    for name, targets in edges.items():
        parts = name.split(".")
        if parts[0] != "cogs" or name == "cogs":
            continue
        if len(parts) < 2 or parts[1] not in COG_LAYERS:
            found.append(f"{name}: outside the sub-layers {COG_LAYERS}")
            continue
        level = COG_LAYERS.index(parts[1])
        for target in sorted(targets):
            other = target.split(".")
            if other[0] != "cogs" or other[1:2] == parts[1:2]:
                continue
            if len(other) < 2 or other[1] not in COG_LAYERS \
                    or COG_LAYERS.index(other[1]) >= level:
                found.append(f"{name} -> {target}")
    return found


def test_the_cog_layer_checker_sees_an_upward_import():
    edges = {"cogs.kit.a": {"cogs.controls.b"}, "cogs.controls.b": {"cogs.kit.a"},
             "cogs.output.c": {"cogs.output.d", "cogs.kit.a"}, "cogs.flat": set()}
    assert cog_layer_violations(edges) == [
        "cogs.kit.a -> cogs.controls.b", f"cogs.flat: outside the sub-layers {COG_LAYERS}"]


def test_cogs_sub_layers_import_only_downward_even_for_the_type_checker():
    """kit < controls < output < handlers < commands < background: a module importing a
    sub-package above it (TYPE_CHECKING imports counted) ties the lower one to the higher."""
    found = cog_layer_violations(graph(type_checking=True))
    assert found == [], "\n".join(found)


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


_SQL_WRITE = re.compile(r"\b(INSERT|UPDATE|DELETE)\b")


# the engines' plumbing and the schema: what the store's callers never reach for
STORE_PLUMBING = ("backend", "db", "sqlite", "postgres", "migrate", "migrations")


def _sql_of(node: ast.AST) -> str:
    """The string constants in a function, its docstring left out."""
    body = getattr(node, "body", [])
    doc = body[0].value if body and isinstance(body[0], ast.Expr) else None
    return " ".join(c.value for c in ast.walk(node) if c is not doc
                    and isinstance(c, ast.Constant) and isinstance(c.value, str))


def store_writers() -> set[str]:
    """Every function or method of store/'s API that writes: its SQL INSERTs, UPDATEs or
    DELETEs, or it calls one that does (to a fixed point, so a wrapper counts too). Tables'
    methods are known by name: a name one table's writer has counts as a writer's."""
    funcs: dict[str, list[ast.AST]] = {}
    for path in (ROOT / "store").glob("*.py"):
        if path.stem in STORE_PLUMBING:
            continue
        for node in ast.walk(parsed(path)):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                funcs.setdefault(node.name, []).append(node)
    writers = {name for name, nodes in funcs.items()
               if any(_SQL_WRITE.search(_sql_of(node)) for node in nodes)}
    while True:
        more = {name for name, nodes in funcs.items() if name not in writers
                and any(_called(c) in writers for node in nodes for c in ast.walk(node))}
        if not more:
            return writers
        writers |= more


def _called(node: ast.AST) -> str | None:
    if not isinstance(node, ast.Call):
        return None
    f = node.func
    return f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else None


def store_calls(path: Path) -> list[tuple[int, str]]:
    """(line, function) of each call into the store: a method of something named `store`
    (`bot.store.matches.get(...)`) or a function imported from `store`."""
    tree = parsed(path)
    from_store = {a.asname or a.name for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)
                  and (n.module or "").split(".")[0] == "store" for a in n.names}
    out = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        f = node.func
        if isinstance(f, ast.Attribute) and "store" in ast.unparse(f.value).split("."):
            out.append((node.lineno, f.attr))
        elif isinstance(f, ast.Name) and f.id in from_store:
            out.append((node.lineno, f.id))
    return sorted(out)


def test_the_writer_list_knows_the_store():
    writers = store_writers()
    assert {"create", "close", "seat_in_lobby", "record", "set_table_message",
            "set_ping_message", "mark_reminded", "set_threads", "set_message", "accept", "save",
            "remember", "keep", "count", "claim"} <= writers, writers
    assert not writers & {"get", "actions", "leaderboard", "threads_on", "known", "used", "read",
                          "saved"}


def test_cogs_write_to_the_store_only_through_play():
    """The rules of play (and every write) live in play/: cogs translate Discord to its calls."""
    writers = store_writers()
    found = [f"{name}:{line}: {called}" for name, path in project_modules().items()
             if name.split(".")[0] == "cogs"
             for line, called in store_calls(path) if called in writers]
    assert not found, "\n".join(found)


def test_the_store_call_finder_sees_both_forms(tmp_path: Path):
    path = tmp_path / "m.py"
    path.write_text("from store import probe_writes\n"
                    "async def f(bot):\n    await bot.store.challenges.close(1, 'expired')\n"
                    "    await probe_writes(bot.store, 0.0)\n    record(1)\n")
    assert store_calls(path) == [(3, "close"), (4, "probe_writes")]


PRESENT = {"present.gameui", "present.mandala", "present.flowers", "present.table_text",
           "present.words"}


def test_the_presentation_layer_holds_the_words_without_discord():
    """What a message says (per game, and a table's text) is computed in present/, testable in
    milliseconds: it imports neither discord nor a cog nor the bot, even for the checker."""
    mods = project_modules()
    assert set(mods) >= PRESENT, sorted(m for m in mods if m.startswith("present"))
    for name, path in mods.items():
        if name.split(".")[0] != "present":
            continue
        imported = {m.split(".")[0] for m in imports_of(path, type_checking=True)}
        assert not imported & {"discord", "cogs", "bot", "games"}, (name, imported)
    gone = {"cogs.gameui", "cogs.mandala_ui", "cogs.flowers_ui"} & set(mods)
    assert not gone, gone


HANDLERS_MAX_LINES = 270


def test_the_match_handlers_are_split_by_concern():
    """The old mediator (cogs/handlers/flow.py, 533 lines) is split by concern: the after-move
    pipeline, lobbies, playing and replays each a module a reader takes in at once; flow.py
    only builds them together for the hub."""
    sizes = {p.name: len(p.read_text(encoding="utf-8").splitlines())
             for p in (ROOT / "cogs" / "handlers").glob("*.py")}
    assert {"pipeline.py", "lobbies.py", "playing.py", "replay.py", "flow.py"} <= set(sizes)
    assert max(sizes.values()) <= HANDLERS_MAX_LINES, sizes
    assert sizes["flow.py"] <= 60, sizes["flow.py"]
