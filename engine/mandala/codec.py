"""The whole Mandala state as JSON, and back, exactly (the RNG included).

`load` refuses an inconsistent record with a precise ValueError: the database is the truth, so a
corrupted row must fail loudly instead of dealing a 109th card.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.mandala.vocab import (
    CARDS_PER_COLOR,
    HAND_LIMIT,
    LETTERS,
    OVER,
    PICK,
    PLAY,
    End,
    parse_action,
)
from engine.records import seat, six_counts
from engine.rng import Rng

if TYPE_CHECKING:
    from engine.mandala.game import Game

FORMAT = 1


def _letters(cards: list[int]) -> str:
    return "".join(LETTERS[c] for c in cards)


def dump(g: Game) -> str:
    record = {
        "game": "mandala",
        "format": FORMAT,
        "rng": g._rng.state,
        "deck": _letters(g._deck[::-1]),  # top first
        "discard": g._discard,
        "hands": g._hands,
        "cup_secret": g._cup_secret,
        "cup_public": g._cup_public,
        "mountains": g._mountains,
        "fields": g._fields,
        "rivers": [_letters(r) for r in g._rivers],
        "phase": g._phase,
        "current": g._current,
        "picker": g._picker,
        "completion": list(g._comp) if g._comp else None,
        "end_triggered": g._end_triggered,
        "ending": g._ending,
        "over_reason": g._over_reason.value if g._over_reason else "",
        "resigned": g._resigned,
        "first_player": g._first_player,
        "turn": g._turn,
        "last": str(g._last) if g._last else "",
    }
    return json.dumps(record, separators=(",", ":"))


def _cards(text: Any, what: str) -> list[int]:
    if not isinstance(text, str) or any(ch not in LETTERS for ch in text):
        raise ValueError(f"{what}: expected colour letters from {LETTERS!r}, got {text!r}")
    return [LETTERS.index(ch) for ch in text]


def load(text: str, blank: Callable[[], Game]) -> Game:
    """Restore a record into `blank()`, a fresh Game (passed in, as in Flowers' codec, so this
    module needs no runtime import of the game and the two have no import cycle)."""
    try:
        r = json.loads(text)
    except json.JSONDecodeError as e:
        raise ValueError(f"not JSON: {e}") from None
    if not isinstance(r, dict) or r.get("game") != "mandala" or r.get("format") != FORMAT:
        raise ValueError("not a Mandala record of a known format")
    g = blank()
    try:
        if type(r["rng"]) is not int:
            raise ValueError("rng: expected an int")
        g._rng = Rng(r["rng"])
        g._deck = _cards(r["deck"], "deck")[::-1]
        g._discard = six_counts(r["discard"], "discard")
        g._hands = [six_counts(h, f"hands[{i}]") for i, h in enumerate(r["hands"])]
        g._cup_secret = [six_counts(h, "cup_secret") for h in r["cup_secret"]]
        g._cup_public = [six_counts(h, "cup_public") for h in r["cup_public"]]
        g._mountains = [six_counts(h, "mountains") for h in r["mountains"]]
        g._fields = [[six_counts(f, "fields") for f in fm] for fm in r["fields"]]
        g._rivers = [_cards(x, "rivers") for x in r["rivers"]]
        phases = {PLAY: PLAY, PICK: PICK, OVER: OVER}  # keep the module's constants (`is` tests)
        if r["phase"] not in phases:
            raise ValueError(f"phase: unknown {r['phase']!r}")
        g._phase = phases[r["phase"]]
        g._current = seat(r["current"], 2, "current")
        g._picker = seat(r["picker"], 2, "picker")
        comp = r["completion"]
        g._comp = None if comp is None else (int(comp[0]), seat(comp[1], 2, "completion"))
        g._end_triggered = bool(r["end_triggered"])
        g._ending = bool(r["ending"])
        g._over_reason = End(r["over_reason"]) if r["over_reason"] else None
        resigned = r.get("resigned")  # absent in records written before resigning was a rule
        g._resigned = None if resigned is None else seat(resigned, 2, "resigned")
        g._first_player = seat(r["first_player"], 2, "first_player")
        g._turn = int(r["turn"])
        g._last = parse_action(r["last"]) if r["last"] else None
    except (KeyError, TypeError, IndexError) as e:
        raise ValueError(f"incomplete Mandala record: {e!r}") from None
    g._sync_masks()
    check(g)
    return g


def check(g: Game) -> None:
    """Raise ValueError unless the state obeys the invariants the rules guarantee."""
    if len(g._hands) != 2 or len(g._mountains) != 2 or len(g._fields) != 2:
        raise ValueError("expected two seats and two mandalas")
    if any(len(fm) != 2 for fm in g._fields) or len(g._rivers) != 2:
        raise ValueError("expected two fields per mandala and two rivers")
    total = [g._deck.count(c) for c in range(6)]
    parts = [g._discard, *g._hands, *g._cup_secret, *g._cup_public, *g._mountains]
    parts += [f for fm in g._fields for f in fm]
    for part in parts:
        for c in range(6):
            total[c] += part[c]
    for river in g._rivers:
        if len(set(river)) != len(river):
            raise ValueError("M-X4: a colour twice in one river")
        for c in river:
            total[c] += 1
    if total != [CARDS_PER_COLOR] * 6:
        raise ValueError(f"M-C1: cards per colour are {total}, expected 18 each")
    for m, fm in enumerate(g._fields):
        for c in range(6):
            if sum(1 for part in (g._mountains[m], fm[0], fm[1]) if part[c]) > 1:
                raise ValueError(f"M-R1: a colour in two parts of mandala {m}")
    if any(sum(h) > HAND_LIMIT for h in g._hands):
        raise ValueError("M-T1: a hand holds more than 8 cards")
    if (g._phase is PICK) != (g._comp is not None):
        raise ValueError("completion and phase disagree")
    if g._comp is not None and g._comp[0] not in (0, 1):
        raise ValueError("completion: unknown mandala")
    if g._comp is not None and sum(1 for n in g._mountains[g._comp[0]] if n) < 2:
        raise ValueError("M-X3: a pick awaits but the mountain holds fewer than two colours")
