"""The tile set: the default read once from `flowers_tiles.json` beside this module (F-C3 is
data, not code; it ships with the code, not in the data/ folder a volume may cover),
and the F-C2 check every tile set given to the engine must pass."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from engine.flowers.vocab import COLORS, TILES_PER_COLOR, Color, Tile

TILES_FILE = Path(__file__).resolve().parent / "flowers_tiles.json"
STACK = 3 * TILES_PER_COLOR  # 18 tiles per back


def check_stacks(dark: Sequence[Tile], light: Sequence[Tile]) -> None:
    """F-C2: 18 dark-backed tiles (grey, purple, red: 6 each) and 18 light-backed ones (green,
    orange, yellow: 6 each); raise ValueError naming what is wrong."""
    for name, stack, want_dark in (("dark", dark, True), ("light", light, False)):
        if any(not isinstance(t, Tile) for t in stack):
            raise ValueError(f"F-C2: the {name} stack holds something that is not a Tile")
        if len(stack) != STACK:
            raise ValueError(f"F-C2: the {name} stack has {len(stack)} tiles, not {STACK}")
        wrong = [str(t) for t in stack if t.dark != want_dark]
        if wrong:
            raise ValueError(f"F-C2: tiles of the wrong back in the {name} stack: {wrong}")
        per = Counter(t.color for t in stack)
        if any(per[c] != TILES_PER_COLOR for c in COLORS if c.dark == want_dark):
            counts = {c.value: per[c] for c in COLORS if c.dark == want_dark}
            raise ValueError(f"F-C2: the {name} stack must hold 6 of each colour, has {counts}")


def load_default(path: Path = TILES_FILE) -> tuple[tuple[Tile, ...], tuple[Tile, ...]]:
    """The (dark, light) stacks of the data file, in file order, checked."""
    rows = json.loads(path.read_text(encoding="utf-8"))["tiles"]
    dark: list[Tile] = []
    light: list[Tile] = []
    for row in rows:
        tile = Tile(Color(row["color"]), row["flowers"])
        if row["back"] not in ("dark", "light") or tile.dark != (row["back"] == "dark"):
            raise ValueError(f"{path.name}: {row} has the wrong back")
        (dark if tile.dark else light).append(tile)
    check_stacks(dark, light)
    return tuple(dark), tuple(light)


DEFAULT_DARK, DEFAULT_LIGHT = load_default()
