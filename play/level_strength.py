"""Each bot level's approximate strength on the members' rating scale, shown where a level is
chosen ("easy ≈ 1150") and in the bot's stats. Measured by bench/level_strength.py (levels
against their neighbours, a Bradley-Terry fit on Elo's scale, the default level `normal`
anchored at 1500 where every member starts); rounded to tens, so read them as ±100 or so."""

from __future__ import annotations

# kind -> level -> rating; a game missing here shows its levels without a number
STRENGTH: dict[str, dict[str, int]] = {}


def strength(kind: str, level: str) -> int | None:
    return STRENGTH.get(kind, {}).get(level)


def level_label(kind: str, level: str, word: str) -> str:
    """`word` (the level as the reader says it) with its strength: "easy ≈ 1150"."""
    s = strength(kind, level)
    return word if s is None else f"{word} ≈ {s}"
