"""Known positions for rule tests, written with colour letters (r o y g p k; k is black)."""

from __future__ import annotations

import json
from collections import Counter

from engine.mandala import Game, new_game
from engine.mandala.vocab import BY_LETTER, LETTERS, Color

FULL = {ch: 18 for ch in LETTERS}


def colors(text: str) -> list[Color]:
    return [BY_LETTER[ch] for ch in text]


def dealt(hand0: str, hand1: str, cup0: str = "rr", cup1: str = "rr", mt0: str = "oo",
          mt1: str = "yy", draw: str = "", *, first_player: int = 0) -> Game:
    """A new game from an explicit deck: the given cards in deal order (M-S2, M-S3), then
    `draw` on top of the draw pile, then every remaining card in colour order."""
    head = hand0 + hand1 + cup0 + cup1 + mt0 + mt1 + draw
    assert (len(hand0), len(hand1), len(cup0), len(cup1), len(mt0), len(mt1)) == (6, 6, 2, 2, 2, 2)
    left = Counter(FULL)
    left.subtract(head)
    assert min(left.values()) >= 0, "more than 18 cards of a colour"
    tail = "".join(ch * left[ch] for ch in LETTERS)
    return new_game(0, deck=colors(head + tail), first_player=first_player)


def _six(text: str) -> list[int]:
    n = Counter(text)
    return [n[ch] for ch in LETTERS]


def position(*, hands=("", ""), mountains=("", ""), fields=(("", ""), ("", "")),
             rivers=("", ""), cup_secret=("", ""), cup_public=("", ""), discard: str = "",
             deck: str = "", rest: str = "deck", current: int = 0,
             end_triggered: bool = False, seed: int = 7) -> Game:
    """A mid-game position. Cards not placed go to `rest`: "deck" (under `deck`), "discard",
    or "cup1" (out of play, in seat 1's public cup)."""
    used = Counter()
    for part in (*hands, *mountains, *fields[0], *fields[1], *rivers, *cup_secret,
                 *cup_public, discard, deck):
        used.update(part)
    left = Counter(FULL)
    left.subtract(used)
    assert min(left.values()) >= 0, "more than 18 cards of a colour"
    tail = "".join(ch * left[ch] for ch in LETTERS)
    cup_public = list(cup_public)
    if rest == "deck":
        deck += tail
    elif rest == "discard":
        discard += tail
    elif rest == "cup1":
        cup_public[1] += tail
    else:
        raise ValueError(rest)
    record = {
        "game": "mandala", "format": 1, "rng": seed, "deck": deck,
        "discard": _six(discard), "hands": [_six(h) for h in hands],
        "cup_secret": [_six(c) for c in cup_secret], "cup_public": [_six(c) for c in cup_public],
        "mountains": [_six(m) for m in mountains],
        "fields": [[_six(f) for f in fm] for fm in fields],
        "rivers": list(rivers), "phase": "play", "current": current, "picker": 0,
        "completion": None, "end_triggered": end_triggered, "ending": False,
        "over_reason": "", "first_player": 0, "turn": 0, "last": "",
    }
    return Game.from_json(json.dumps(record))


def count(mapping) -> str:
    """A colour->count mapping as sorted letters, e.g. {'red': 2, 'black': 1} -> 'rrk'."""
    return "".join(c.letter * n for c, n in mapping.items())
