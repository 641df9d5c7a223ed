"""No function in cogs/ takes more than four keyword flags (parameters defaulting to True, False
or None): a call that mixes many flags says what to do part by part, and each caller picks a
different mix (issue 49: the after-move pipeline once took six). What to show is then a typed
value (present.step_plan.Plan) built by name, not a set of switches."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MOST = 4


def flags(function: ast.FunctionDef | ast.AsyncFunctionDef) -> list[str]:
    """The parameters of `function` (positional or keyword-only, each may be passed by
    keyword) whose default is True, False or None."""
    args = function.args
    positional = [*args.posonlyargs, *args.args]
    tail = positional[len(positional) - len(args.defaults):]
    defaulted = list(zip(tail, args.defaults, strict=True))
    defaulted += [(a, d) for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True)
                  if d is not None]
    return [a.arg for a, d in defaulted
            if isinstance(d, ast.Constant) and (d.value is None or isinstance(d.value, bool))]


def flagged(source: str, name: str) -> list[str]:
    """`name:line function (count)` for each function of `source` with more than MOST flags."""
    return [f"{name}:{node.lineno} {node.name} ({len(found)})"
            for node in ast.walk(ast.parse(source))
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
            and len(found := flags(node)) > MOST]


def test_the_count_sees_flags_of_every_kind():
    source = ("def f(a, b=None, /, c=True, *, d=False, e=None, f=0, g='x', h=None): ...\n"
              "async def g(a, b=None, *, c=True, d=False): ...\n")
    assert flagged(source, "m") == ["m:1 f (5)"]


def test_no_function_in_cogs_takes_more_than_four_keyword_flags():
    found = [hit for path in sorted(ROOT.glob("cogs/**/*.py"))
             for hit in flagged(path.read_text(), str(path.relative_to(ROOT)))]
    assert found == []
