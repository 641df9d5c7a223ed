"""The whole Flowers state as JSON, and back, exactly (the RNG included).

`load` refuses an inconsistent record with a precise ValueError: the database is the truth, so a
corrupted row must fail loudly instead of dealing a 91st card or a 37th tile.
"""

from __future__ import annotations

import json
from typing import Any

from engine.flowers.state import Record, derive
from engine.flowers.tiles import STACK
from engine.flowers.vocab import (
    ALL,
    CARDS_PER_COLOR,
    CHOOSE,
    DRAW_RULES,
    LETTERS,
    MANDALAS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    OVER,
    PLAY,
    TILES_PER_COLOR,
    End,
    Tile,
    color_index,
    parse_action,
    parse_tile,
)
from engine.records import seat, six_counts

FORMAT = 1


def _tiles(tiles: list[Tile]) -> str:
    return "".join(str(t) for t in tiles)


def dump(r: Record) -> str:
    record = {
        "game": "flowers",
        "format": FORMAT,
        "players": r.players,
        "rng": r.rng,
        "draw_rule": r.draw_rule,
        "deck": "".join(LETTERS[c] for c in reversed(r.deck)),  # top first
        "discard": r.discard,
        "hands": r.hands,
        "up": r.up,
        "down": r.down,
        "tiles": [_tiles(t) for t in r.tiles],
        "stacks": [_tiles(s[::-1]) for s in r.stacks],  # top first
        "tile_discard": _tiles(r.tile_discard),
        "claim": r.claim,
        "halves": [_tiles(h) for h in r.halves],
        "flowers": [[_tiles(list(f)) for f in fs] for fs in r.flowers],
        "phase": r.phase,
        "current": r.current,
        "choice": list(r.choice) if r.choice else None,
        "ending": r.ending,
        "over_reason": r.over_reason.value if r.over_reason else "",
        "resigned": r.resigned,
        "first_player": r.first_player,
        "turn": r.turn,
        "last": str(r.last) if r.last else "",
        "last_seat": r.last_seat,
        "last_up": r.last_up,
    }
    return json.dumps(record, separators=(",", ":"))


def _per_seat(value: Any, n: int, what: str) -> list[Any]:
    if not isinstance(value, list) or len(value) != n:
        raise ValueError(f"{what}: expected {n} entries (one per seat), got {value!r}")
    return value


def _tile_list(text: Any, what: str) -> list[Tile]:
    if not isinstance(text, str) or len(text) % 2:
        raise ValueError(f"{what}: expected tile codes, got {text!r}")
    return [parse_tile(text[i : i + 2]) for i in range(0, len(text), 2)]


def _seat(value: Any, n: int, what: str, *, none: int | None = None) -> int:
    """A seat number, or exactly `none` (an int such as -1) where the record may hold none."""
    if none is not None and type(value) is int and value == none:
        return value
    return seat(value, n, what)


def load(text: str) -> Record:
    """The record in `text`, checked (`Game.from_json` restores a blank game from it)."""
    try:
        r = json.loads(text)
    except json.JSONDecodeError as e:
        raise ValueError(f"not JSON: {e}") from None
    if not isinstance(r, dict) or r.get("game") != "flowers" or r.get("format") != FORMAT:
        raise ValueError("not a Flowers record of a known format")
    try:
        n = r["players"]
        if type(n) is not int or not MIN_PLAYERS <= n <= MAX_PLAYERS:
            raise ValueError(f"players: Flowers takes 2-4 players, not {n!r}")
        g: dict[str, Any] = {"players": n}  # the Record's fields, as they are read
        if type(r["rng"]) is not int:
            raise ValueError("rng: expected an int")
        g["rng"] = r["rng"]
        if r["draw_rule"] not in DRAW_RULES:
            raise ValueError(f"draw_rule: unknown {r['draw_rule']!r}")
        g["draw_rule"] = DRAW_RULES[DRAW_RULES.index(r["draw_rule"])]
        _load_cards(g, r, n)
        _load_tiles(g, r, n)
        _load_turn(g, r, n)
        out = Record(**g, **derive(n, g["up"], g["down"], g["tiles"], g["resigned"])._asdict())
    except (KeyError, TypeError, IndexError) as e:
        raise ValueError(f"incomplete Flowers record: {e!r}") from None
    check(out)
    return out


def _load_cards(g: dict[str, Any], r: dict[str, Any], n: int) -> None:
    """The deck, discard pile, hands and the cards on the mandalas (F-C1, F-T)."""
    deck = r["deck"]
    if not isinstance(deck, str) or any(ch not in LETTERS for ch in deck):
        raise ValueError(f"deck: expected colour letters from {LETTERS!r}")
    g["deck"] = [LETTERS.index(ch) for ch in reversed(deck)]
    g["discard"] = six_counts(r["discard"], "discard")
    hands = _per_seat(r["hands"], n, "hands")
    g["hands"] = [six_counts(h, f"hands[{s}]") for s, h in enumerate(hands)]
    for name in ("up", "down"):
        rows = r[name]
        if not isinstance(rows, list) or len(rows) != MANDALAS:
            raise ValueError(f"{name}: expected three mandalas")
        g[name] = [
            [six_counts(x, f"{name}[{m}][{s}]") for s, x in enumerate(_per_seat(row, n, name))]
            for m, row in enumerate(rows)
        ]


def _load_tiles(g: dict[str, Any], r: dict[str, Any], n: int) -> None:
    """The tiles: on the mandalas, in the stacks, discarded, claimed, held and paired (F-X)."""
    if not isinstance(r["tiles"], list) or len(r["tiles"]) != MANDALAS:
        raise ValueError("tiles: expected three mandalas")
    g["tiles"] = [_tile_list(t, f"tiles[{m}]") for m, t in enumerate(r["tiles"])]
    if not isinstance(r["stacks"], list) or len(r["stacks"]) != 2:
        raise ValueError("stacks: expected the dark and the light stack")
    g["stacks"] = [_tile_list(s, "stacks")[::-1] for s in r["stacks"]]
    g["tile_discard"] = _tile_list(r["tile_discard"], "tile_discard")
    claim = r["claim"]
    if not isinstance(claim, list) or len(claim) != MANDALAS:
        raise ValueError("claim: expected three entries")
    g["claim"] = [_seat(c, n, "claim", none=-1) for c in claim]
    g["halves"] = [_tile_list(h, "halves") for h in _per_seat(r["halves"], n, "halves")]
    g["flowers"] = []
    for fs in _per_seat(r["flowers"], n, "flowers"):
        pairs = [_tile_list(f, "flowers") for f in fs]
        if any(len(p) != 2 for p in pairs):
            raise ValueError("flowers: each flower is two tiles")
        g["flowers"].append([(p[0], p[1]) for p in pairs])


def _load_turn(g: dict[str, Any], r: dict[str, Any], n: int) -> None:
    """Whose turn, the pending choice, who left, and the last action."""
    phases = {PLAY: PLAY, CHOOSE: CHOOSE, OVER: OVER}  # the module's constants (`is` tests)
    if r["phase"] not in phases:
        raise ValueError(f"phase: unknown {r['phase']!r}")
    g["phase"] = phases[r["phase"]]
    g["current"] = _seat(r["current"], n, "current")
    choice = g["choice"] = r["choice"]
    if choice is not None:
        if not isinstance(choice, list) or len(choice) != 3 or choice[0] not in range(3):
            raise ValueError(f"choice: expected [mandala, holder, second], got {choice!r}")
        g["choice"] = (choice[0], _seat(choice[1], n, "choice"), _seat(choice[2], n, "choice"))
    g["ending"] = bool(r["ending"])
    g["over_reason"] = End(r["over_reason"]) if r["over_reason"] else None
    resigned = r["resigned"]
    if not isinstance(resigned, list) or len(set(resigned)) != len(resigned):
        raise ValueError("resigned: expected distinct seats")
    g["resigned"] = [_seat(s, n, "resigned") for s in resigned]
    g["first_player"] = _seat(r["first_player"], n, "first_player")
    if type(r["turn"]) is not int or r["turn"] < 0:
        raise ValueError("turn: expected a non-negative int")
    g["turn"] = r["turn"]
    g["last"] = parse_action(r["last"]) if r["last"] else None
    g["last_seat"] = _seat(r["last_seat"], n, "last_seat", none=-1)
    if type(r["last_up"]) is not bool:
        raise ValueError("last_up: expected a bool")
    g["last_up"] = r["last_up"]


def check(g: Record) -> None:
    """Raise ValueError unless the state obeys the invariants the rules guarantee."""
    n = g.players
    total = [g.deck.count(c) for c in range(6)]
    for part in (g.discard, *g.hands, *(x for xm in g.up for x in xm),
                 *(x for xm in g.down for x in xm)):
        for c in range(6):
            total[c] += part[c]
    if total != [CARDS_PER_COLOR] * 6:
        raise ValueError(f"F-C1: cards per colour are {total}, expected 15 each (90 cards)")
    tiles = [t for ts in g.tiles for t in ts] + g.stacks[0] + g.stacks[1] + g.tile_discard
    tiles += [t for h in g.halves for t in h]
    tiles += [t for fs in g.flowers for f in fs for t in f]
    per = [sum(1 for t in tiles if color_index(t.color) == c) for c in range(6)]
    if len(tiles) != 2 * STACK or per != [TILES_PER_COLOR] * 6:
        raise ValueError(f"F-C2: {len(tiles)} tiles, per colour {per}; expected 36, 6 each")
    if any(t.dark is False for t in g.stacks[0]) or any(t.dark for t in g.stacks[1]):
        raise ValueError("F-C2: a tile in the stack of the other back")
    for m in range(MANDALAS):
        ts = g.tiles[m]
        if ts and (len(ts) != 2 or not ts[0].dark or ts[1].dark):
            raise ValueError(f"F-S1: mandala {m} must hold a dark then a light tile, or none")
        if not ts and (any(g.ncards[m]) or g.claim[m] >= 0):
            raise ValueError(f"F-X7: closed mandala {m} holds cards or a claim")
        seen = 0
        for up in g.up[m]:
            for c in range(6):
                if up[c]:
                    if (seen | g.tmask[m]) >> c & 1:
                        raise ValueError(f"F-T2: a colour shows face up twice on mandala {m}")
                    seen |= 1 << c
        if g.claim[m] >= 0 and not g.nup[m][g.claim[m]]:
            raise ValueError(f"F-K1: the claim holder of mandala {m} has no face-up card there")
        # a game stopped during a tile choice ends with that mandala still complete
        if g.phase is PLAY and ts and g.tmask[m] | g.upmask[m] == ALL:
            raise ValueError(f"F-X1: mandala {m} is complete but nothing resolves it")
    for s in range(n):
        colors = [t.color for t in g.halves[s]]
        if len(set(colors)) != len(colors):
            raise ValueError(f"F-X5: seat {s} holds two unpaired halves of one colour")
        if any(a.color is not b.color for a, b in g.flowers[s]):
            raise ValueError(f"F-X5: seat {s} has a flower of two colours")
        if not g.active[s] and (any(g.hands[s]) or any(g.ncards[m][s] for m in range(3))):
            raise ValueError(f"seat {s} left but still holds cards")
    if sum(g.active) < 2 and g.phase is not OVER:
        raise ValueError("fewer than two players left but the game goes on")
    if g.phase is not OVER and not g.active[g.current]:
        raise ValueError("the seat to play has left")
    if g.phase is PLAY and not any(g.hands[g.current]):
        raise ValueError("F-T5: the seat to play has no card (its turn should have passed)")
    if (g.phase is CHOOSE) != (g.choice is not None):
        raise ValueError("choice and phase disagree")
    if g.choice is not None:
        m, holder, second = g.choice
        if not g.tiles[m] or g.tmask[m] | g.upmask[m] != ALL or holder == second:
            raise ValueError("F-X2: a tile choice awaits on a mandala that is not complete")
    if (g.phase is OVER) != (g.over_reason is not None):
        raise ValueError("over_reason and phase disagree")
