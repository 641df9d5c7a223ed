"""The whole Mandala state as JSON, and back, exactly (the RNG included).

`load` refuses an inconsistent record with a precise ValueError: the database is the truth, so a
corrupted row must fail loudly instead of dealing a 109th card.
"""

from __future__ import annotations

import json
from typing import Any

from engine.mandala.state import Record
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

FORMAT = 1


def _letters(cards: list[int]) -> str:
    return "".join(LETTERS[c] for c in cards)


def dump(r: Record) -> str:
    record = {
        "game": "mandala",
        "format": FORMAT,
        "rng": r.rng,
        "deck": _letters(r.deck[::-1]),  # top first
        "discard": r.discard,
        "hands": r.hands,
        "cup_secret": r.cup_secret,
        "cup_public": r.cup_public,
        "mountains": r.mountains,
        "fields": r.fields,
        "rivers": [_letters(x) for x in r.rivers],
        "phase": r.phase,
        "current": r.current,
        "picker": r.picker,
        "completion": list(r.completion) if r.completion else None,
        "end_triggered": r.end_triggered,
        "ending": r.ending,
        "over_reason": r.over_reason.value if r.over_reason else "",
        "resigned": r.resigned,
        "first_player": r.first_player,
        "turn": r.turn,
        "last": str(r.last) if r.last else "",
    }
    return json.dumps(record, separators=(",", ":"))


def _cards(text: Any, what: str) -> list[int]:
    if not isinstance(text, str) or any(ch not in LETTERS for ch in text):
        raise ValueError(f"{what}: expected colour letters from {LETTERS!r}, got {text!r}")
    return [LETTERS.index(ch) for ch in text]


def load(text: str) -> Record:
    """The record in `text`, checked (`Game.from_json` restores a blank game from it)."""
    try:
        r = json.loads(text)
    except json.JSONDecodeError as e:
        raise ValueError(f"not JSON: {e}") from None
    if not isinstance(r, dict) or r.get("game") != "mandala" or r.get("format") != FORMAT:
        raise ValueError("not a Mandala record of a known format")
    try:
        if type(r["rng"]) is not int:
            raise ValueError("rng: expected an int")
        phases = {PLAY: PLAY, PICK: PICK, OVER: OVER}  # keep the module's constants (`is` tests)
        if r["phase"] not in phases:
            raise ValueError(f"phase: unknown {r['phase']!r}")
        comp = r["completion"]
        resigned = r.get("resigned")  # absent in records written before resigning was a rule
        out = Record(
            rng=r["rng"],
            deck=_cards(r["deck"], "deck")[::-1],
            discard=six_counts(r["discard"], "discard"),
            hands=[six_counts(h, f"hands[{i}]") for i, h in enumerate(r["hands"])],
            cup_secret=[six_counts(h, "cup_secret") for h in r["cup_secret"]],
            cup_public=[six_counts(h, "cup_public") for h in r["cup_public"]],
            mountains=[six_counts(h, "mountains") for h in r["mountains"]],
            fields=[[six_counts(f, "fields") for f in fm] for fm in r["fields"]],
            rivers=[_cards(x, "rivers") for x in r["rivers"]],
            phase=phases[r["phase"]],
            current=seat(r["current"], 2, "current"),
            picker=seat(r["picker"], 2, "picker"),
            completion=None if comp is None else (int(comp[0]), seat(comp[1], 2, "completion")),
            end_triggered=bool(r["end_triggered"]),
            ending=bool(r["ending"]),
            over_reason=End(r["over_reason"]) if r["over_reason"] else None,
            resigned=None if resigned is None else seat(resigned, 2, "resigned"),
            first_player=seat(r["first_player"], 2, "first_player"),
            turn=int(r["turn"]),
            last=parse_action(r["last"]) if r["last"] else None,
        )
    except (KeyError, TypeError, IndexError) as e:
        raise ValueError(f"incomplete Mandala record: {e!r}") from None
    check(out)
    return out


def check(r: Record) -> None:
    """Raise ValueError unless the state obeys the invariants the rules guarantee."""
    if len(r.hands) != 2 or len(r.mountains) != 2 or len(r.fields) != 2:
        raise ValueError("expected two seats and two mandalas")
    if any(len(fm) != 2 for fm in r.fields) or len(r.rivers) != 2:
        raise ValueError("expected two fields per mandala and two rivers")
    total = [r.deck.count(c) for c in range(6)]
    parts = [r.discard, *r.hands, *r.cup_secret, *r.cup_public, *r.mountains]
    parts += [f for fm in r.fields for f in fm]
    for part in parts:
        for c in range(6):
            total[c] += part[c]
    for river in r.rivers:
        if len(set(river)) != len(river):
            raise ValueError("M-X4: a colour twice in one river")
        for c in river:
            total[c] += 1
    if total != [CARDS_PER_COLOR] * 6:
        raise ValueError(f"M-C1: cards per colour are {total}, expected 18 each")
    for m, fm in enumerate(r.fields):
        for c in range(6):
            if sum(1 for part in (r.mountains[m], fm[0], fm[1]) if part[c]) > 1:
                raise ValueError(f"M-R1: a colour in two parts of mandala {m}")
    if any(sum(h) > HAND_LIMIT for h in r.hands):
        raise ValueError("M-T1: a hand holds more than 8 cards")
    if (r.phase is PICK) != (r.completion is not None):
        raise ValueError("completion and phase disagree")
    if r.completion is not None and r.completion[0] not in (0, 1):
        raise ValueError("completion: unknown mandala")
    if r.completion is not None and sum(1 for n in r.mountains[r.completion[0]] if n) < 2:
        raise ValueError("M-X3: a pick awaits but the mountain holds fewer than two colours")
