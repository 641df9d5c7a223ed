"""No module-level mutable state in cogs/, present/ and play/: a container bound at module
level is never changed afterwards (no item set or deleted, no mutating method called), so two
bots in one process (a restart, a test after another) never share a cache. What a bot keeps
belongs to it or to the object that uses it. The one exception is a registry filled at start-up
by the game descriptors (games/), as the engine's own is."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CHECKED = ("cogs", "play", "present")
MUTABLE_CALLS = {"dict", "list", "set", "OrderedDict", "defaultdict", "deque", "Counter",
                 "WeakKeyDictionary", "WeakValueDictionary", "WeakSet"}
MUTATORS = {"append", "extend", "insert", "pop", "popitem", "remove", "clear", "update",
            "setdefault", "add", "discard", "move_to_end", "appendleft", "popleft"}
# filled once by the descriptors at start-up (games/)
REGISTRIES = {"present.gameui.UIS", "present.picker.OFFERS", "present.lesson.LESSONS",
              "play.lessons.run.COURSES", "play.level_strength.STRENGTH"}


def _mutable(value: ast.expr | None) -> bool:
    if isinstance(value, ast.Dict | ast.List | ast.Set | ast.DictComp | ast.ListComp
                  | ast.SetComp):
        return True
    if isinstance(value, ast.Call):
        func = value.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        return name in MUTABLE_CALLS
    return False


def module_containers(tree: ast.Module) -> set[str]:
    """Names bound at module level to a mutable container."""
    out = set()
    for node in tree.body:
        if isinstance(node, ast.Assign) and _mutable(node.value):
            out.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif (isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)
              and _mutable(node.value)):
            out.add(node.target.id)
    return out


def mutated(tree: ast.Module, names: set[str]) -> set[str]:
    """Which of `names` the module changes anywhere (an item set or deleted, a mutator)."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Store | ast.Del) \
                and isinstance(node.value, ast.Name) and node.value.id in names:
            out.add(node.value.id)
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
              and node.func.attr in MUTATORS and isinstance(node.func.value, ast.Name)
              and node.func.value.id in names):
            out.add(node.func.value.id)
        elif isinstance(node, ast.Global):
            out.update(n for n in node.names)
    return out


def module_state() -> list[str]:
    found = []
    for package in CHECKED:
        for path in sorted((ROOT / package).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
            found += [f"{module}.{name}"
                      for name in sorted(mutated(tree, module_containers(tree)))]
    return [name for name in found if name not in REGISTRIES]


def test_the_check_sees_a_mutated_module_container():
    tree = ast.parse("_cache: dict[int, int] = {}\nSEEN = set()\nFIXED = {1: 2}\n"
                     "def f():\n    _cache[1] = 2\n    SEEN.add(3)\n    return FIXED[1]\n")
    assert mutated(tree, module_containers(tree)) == {"_cache", "SEEN"}


def test_no_module_level_mutable_state_in_cogs_and_play():
    assert module_state() == []
