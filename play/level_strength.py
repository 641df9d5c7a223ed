"""Each bot level's approximate strength on the members' rating scale, shown where a level is
chosen ("easy ≈ 1150") and in the bot's stats. Measured by bench/level_strength.py (levels
against their neighbours, a Bradley-Terry fit on Elo's scale, the default level `normal`
anchored at 1500 where every member starts); rounded to tens, so read them as ±100 or so."""

from __future__ import annotations

from collections.abc import Mapping

# kind -> level -> rating, from each game's descriptor (its measured figures); a game without
# them shows its levels without a number.
STRENGTH: dict[str, Mapping[str, int]] = {}


def register(kind: str, strengths: Mapping[str, int]) -> None:
    if strengths:
        STRENGTH[kind] = strengths
    else:
        STRENGTH.pop(kind, None)


def unregister(kind: str) -> None:
    STRENGTH.pop(kind, None)


def strength(kind: str, level: str) -> int | None:
    return STRENGTH.get(kind, {}).get(level)


def level_label(kind: str, level: str, word: str) -> str:
    """`word` (the level as the reader says it) with its strength: "easy ≈ 1150"."""
    s = strength(kind, level)
    return word if s is None else f"{word} ≈ {s}"
