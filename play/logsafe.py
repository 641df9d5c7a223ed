"""Errors as log text that can carry no hidden information.

An exception's message may quote anything it was raised with: the engine's "you hold only 2
red", a Pillow error naming a card it drew, a view or state in a repr. So a log line says what
failed and where (the type, the rule id, the file, line and function of every frame), never
what the message says; the match id and seat logged beside it are enough to replay the match
from the store (play.replay) and see the rest.
"""

from __future__ import annotations

import traceback


def summary(error: BaseException) -> str:
    """`IllegalAction [M-T2]`, `Forbidden [403/50013]`, `KeyError`: the type and the parts
    known to be public (a rule id, a Discord status and error code), nothing of the message."""
    name = type(error).__qualname__
    rule = getattr(error, "rule", None)
    if isinstance(rule, str):
        return f"{name} [{rule}]"
    status, code = getattr(error, "status", None), getattr(error, "code", None)
    if isinstance(status, int):
        return f"{name} [{status}/{code}]" if isinstance(code, int) else f"{name} [{status}]"
    return name


def outline(error: BaseException) -> str:
    """`summary` and the frames of the error and of every error it came from (what a
    traceback shows, less the messages)."""
    lines: list[str] = []
    seen: set[int] = set()
    current: BaseException | None = error
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        lines.append(("caused by " if lines else "") + summary(current))
        for frame in traceback.extract_tb(current.__traceback__):
            lines.append(f"  {frame.filename}:{frame.lineno} in {frame.name}")
        current = current.__cause__ or (
            None if current.__suppress_context__ else current.__context__)
    return "\n".join(lines)
