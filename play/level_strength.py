"""Each bot level's approximate strength on the members' rating scale, shown where a level is
chosen ("easy ≈ 1150") and in the bot's stats. Measured by bench/level_strength.py (levels
against their neighbours, a Bradley-Terry fit on Elo's scale, the default level `normal`
anchored at 1500 where every member starts); rounded to tens, so read them as ±100 or so."""

from __future__ import annotations

# kind -> level -> rating; a game missing here shows its levels without a number.
# Mandala: `python -m bench.level_strength --kind mandala --games 16` (7 Dec 2026, load ~11 on
# 2 cores; the games are bounded by work, so the load changes their time, not the result):
# easy beat random 16 of 16, normal beat easy 14 of 16, hard beat normal 10 of 16, expert beat
# hard 9 of 16. Flowers (two players): `--kind flowers --games 12` (same day, load 15 to 4):
# easy beat random 12 of 12, normal beat easy 7.5 of 12, hard beat normal 7 of 12, expert beat
# hard 7 of 12. So few games a pairing leave about +-150 to 200 on each gap.
STRENGTH: dict[str, dict[str, int]] = {
    "mandala": {"random": 590, "easy": 1190, "normal": 1500, "hard": 1580, "expert": 1620},
    "flowers": {"random": 860, "easy": 1420, "normal": 1500, "hard": 1550, "expert": 1610},
}


def strength(kind: str, level: str) -> int | None:
    return STRENGTH.get(kind, {}).get(level)


def level_label(kind: str, level: str, word: str) -> str:
    """`word` (the level as the reader says it) with its strength: "easy ≈ 1150"."""
    s = strength(kind, level)
    return word if s is None else f"{word} ≈ {s}"
