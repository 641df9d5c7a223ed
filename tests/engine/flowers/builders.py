"""Known Flowers positions for rule tests, written with colour letters and tile codes.

Colour letters: e grey, p purple, r red, g green, o orange, y yellow. Tile codes: letter and
flowers, "x" for 3x ("e1", "gx"). `dealt` builds a new game through `new_game(deck=, tiles=)`;
`position` builds a mid-game state through a JSON record (checked by `Game.from_json`).
"""

from __future__ import annotations

import json
from collections import Counter

from engine.flowers import Game, Tile, new_game, parse_tile
from engine.flowers.tiles import DEFAULT_DARK, DEFAULT_LIGHT
from engine.flowers.vocab import BY_LETTER, LETTERS, Color

FULL = {ch: 15 for ch in LETTERS}
STANDARD = ("e1g1", "p1o1", "r1y1")  # mandala 0 grey+green, 1 purple+orange, 2 red+yellow


def colors(text: str) -> list[Color]:
    return [BY_LETTER[ch] for ch in text]


def tiles(codes: str) -> list[Tile]:
    return [parse_tile(codes[i : i + 2]) for i in range(0, len(codes), 2)]


def count(mapping) -> str:
    """A colour->count mapping as letters in colour order, e.g. {grey: 1, red: 2} -> 'err'."""
    return "".join(c.letter * n for c, n in mapping.items())


def codes(ts) -> str:
    return "".join(str(t) for t in ts)


def _rest(used: list[Tile]) -> list[Tile]:
    """The default tile set minus `used` (a tile beyond the default takes another of its
    colour's place, so any six tiles of a colour make a valid set)."""
    pool = list(DEFAULT_DARK + DEFAULT_LIGHT)
    for t in used:
        if t in pool:
            pool.remove(t)
        else:
            pool.remove(next(p for p in pool if p.color is t.color))
    return pool


def stacks(layout: tuple[str, ...] = STANDARD, dark: str = "", light: str = ""):
    """(dark, light) stacks for `new_game(tiles=)`: mandala tiles in `layout` order, then
    `dark`/`light` codes on top of the rest of the default set."""
    top_dark = [tiles(p)[0] for p in layout] + tiles(dark)
    top_light = [tiles(p)[1] for p in layout] + tiles(light)
    rest = _rest(top_dark + top_light)
    return (top_dark + [t for t in rest if t.dark], top_light + [t for t in rest if not t.dark])


def dealt(*hands: str, draw: str = "", layout: tuple[str, ...] = STANDARD, first_player: int = 0,
          draw_rule: str = "seed", dark: str = "", light: str = "") -> Game:
    """A new game from an explicit deck: the hands in deal order (first player first: 5, 6, 7, 8
    cards), then `draw` on top of the deck, then every remaining card in colour order."""
    assert [len(h) for h in hands] == [5, 6, 7, 8][: len(hands)], "hands are 5, 6, 7, 8 cards"
    head = "".join(hands) + draw
    left = Counter(FULL)
    left.subtract(head)
    assert min(left.values()) >= 0, "more than 15 cards of a colour"
    tail = "".join(ch * left[ch] for ch in LETTERS)
    return new_game(0, players=len(hands), deck=colors(head + tail),
                    tiles=stacks(layout, dark, light), first_player=first_player,
                    draw_rule=draw_rule)


def _six(text: str) -> list[int]:
    n = Counter(text)
    return [n[ch] for ch in LETTERS]


def position(*, hands: tuple[str, ...] = ("", ""), up=None, down=None,
             layout: tuple[str, ...] = STANDARD, claim=(-1, -1, -1), halves=None, flowers=None,
             deck: str = "", discard: str = "", rest: str = "deck", stacks_left: int | None = None,
             current: int = 0, draw_rule: str = "seed", resigned=(), phase: str = "play",
             over_reason: str = "", seed: int = 7) -> Game:
    """A mid-game position. `up`/`down` are per mandala, per seat strings of colour letters;
    `layout` the mandala tiles ("" = closed); `halves[s]` tile codes; `flowers[s]` pairs of tile
    codes ("e1e2"). Cards not placed go to `rest`: "deck" (under `deck`) or "discard". Tiles not
    placed go to the stacks; `stacks_left` keeps only that many per stack, the others go to the
    tile discard."""
    n = len(hands)
    up = up or [("",) * n] * 3
    down = down or [("",) * n] * 3
    halves = halves or ("",) * n
    flowers = flowers or ((),) * n
    used = Counter()
    for part in (*hands, *(x for xm in up for x in xm), *(x for xm in down for x in xm),
                 deck, discard):
        used.update(part)
    left = Counter(FULL)
    left.subtract(used)
    assert min(left.values()) >= 0, "more than 15 cards of a colour"
    tail = "".join(ch * left[ch] for ch in LETTERS)
    if rest == "deck":
        deck += tail
    else:
        discard += tail
    placed = [t for p in layout for t in tiles(p)] + [t for h in halves for t in tiles(h)]
    placed += [t for fs in flowers for f in fs for t in tiles(f)]
    pool = _rest(placed)
    dark = [t for t in pool if t.dark]
    light = [t for t in pool if not t.dark]
    gone: list[Tile] = []
    if stacks_left is not None:
        gone = dark[stacks_left:] + light[stacks_left:]
        dark, light = dark[:stacks_left], light[:stacks_left]
    record = {
        "game": "flowers", "format": 1, "players": n, "rng": seed, "draw_rule": draw_rule,
        "deck": deck, "discard": _six(discard), "hands": [_six(h) for h in hands],
        "up": [[_six(x) for x in xm] for xm in up], "down": [[_six(x) for x in xm] for xm in down],
        "tiles": list(layout), "stacks": [codes(dark), codes(light)], "tile_discard": codes(gone),
        "claim": list(claim), "halves": list(halves), "flowers": [list(f) for f in flowers],
        "phase": phase, "current": current, "choice": None, "ending": False,
        "over_reason": over_reason, "resigned": list(resigned), "first_player": 0, "turn": 0,
        "last": "", "last_seat": -1, "last_up": True,
    }
    return Game.from_json(json.dumps(record))
