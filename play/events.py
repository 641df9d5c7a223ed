"""A move's engine events as stored text, so "since your turn" is told from the log's stored
events instead of a replay of the whole match from the deal (issue 38).

Events are the engines' own values: NamedTuples and frozen dataclasses of ints, strings, bools,
enums and tuples. Each value is written with its class's name, and read back by looking that
name up among the loaded modules of its game's package only (never importing anything), so a
class moved between a game's modules still reads. Text this cannot read raises ValueError:
the caller tells those moves as it did for a match stored before events were.
The text holds private facts (a draw's cards) as the stored state does: it is for the
narration, which tells each reader only their own.
"""

from __future__ import annotations

import dataclasses
import json
import sys
from collections.abc import Sequence
from enum import Enum
from types import ModuleType

from engine.api import AnyGame, Event, Kind

Json = None | bool | int | float | str | list["Json"] | dict[str, "Json"]
TAG = "$"  # the key naming a value's class


def encode(events: Sequence[Event]) -> str:
    return json.dumps([_out(e) for e in events], separators=(",", ":"))


def _out(value: object) -> Json:
    if isinstance(value, Enum):
        return {TAG: type(value).__name__, "v": _out(value.value)}
    if isinstance(value, tuple) and hasattr(value, "_fields"):  # a NamedTuple
        return {TAG: type(value).__name__, "f": [_out(v) for v in value]}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {TAG: type(value).__name__,
                "d": {f.name: _out(getattr(value, f.name)) for f in dataclasses.fields(value)}}
    if isinstance(value, tuple | list):
        return [_out(v) for v in value]
    if value is None or isinstance(value, bool | int | float | str):
        return value
    raise TypeError(f"an event holds a {type(value).__name__}, which is not stored")


class Reader:
    """Reads the stored events of one game's moves: the classes of its package, by name, as its
    loaded modules hold them (looked up once per name)."""

    def __init__(self, kind: Kind[AnyGame]) -> None:
        module = str(getattr(kind.restore, "__module__", "") or "")
        self.package = module.rpartition(".")[0] or module
        self.modules: list[ModuleType] = [
            m for name, m in list(sys.modules.items())
            if m is not None and (name == self.package or name.startswith(self.package + "."))]
        self.found: dict[str, type] = {}

    def named(self, name: str) -> type:
        if name not in self.found:
            classes = {id(c): c for m in self.modules
                       if isinstance(c := getattr(m, name, None), type)}
            if len(classes) != 1:
                raise ValueError(f"no single class {name!r} in {self.package}")
            self.found[name] = next(iter(classes.values()))
        return self.found[name]


    def read(self, text: str) -> list[Event]:
        """The events `encode` wrote for one move."""
        try:
            raw = json.loads(text)
            if not isinstance(raw, list):
                raise ValueError("stored events are not a list")
            return [_in(v, self) for v in raw]
        except (TypeError, KeyError, json.JSONDecodeError) as e:
            raise ValueError(f"unreadable stored events: {e}") from None


def _in(value: Json, classes: Reader) -> object:
    if isinstance(value, list):
        return tuple(_in(v, classes) for v in value)
    if not isinstance(value, dict):
        return value
    cls = classes.named(str(value[TAG]))
    if "v" in value:
        return cls(_in(value["v"], classes))
    if "f" in value:
        fields = value["f"]
        if not isinstance(fields, list):
            raise ValueError(f"stored fields of {cls.__name__} are not a list")
        return cls(*(_in(v, classes) for v in fields))
    named = value["d"]
    if not isinstance(named, dict):
        raise ValueError(f"stored fields of {cls.__name__} are not named")
    return cls(**{k: _in(v, classes) for k, v in named.items()})
