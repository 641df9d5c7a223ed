"""Tally, a tiny game for tests only: it proves that a game plugs into the framework through
the registry alone. 2-4 players each hold a hidden hand of numbered cards (1-3); on a turn a
player plays one or more cards of one number, scoring number x count; when every hand is empty,
most points wins. A player who resigns leaves; play goes on while two or more remain."""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import StrEnum
from typing import NamedTuple

from engine.api import Kind, Outcome, competition_ranks
from engine.errors import IllegalAction, InvalidAction
from engine.rng import Rng

HAND = 4  # cards per player


class End(StrEnum):
    HANDS_EMPTY = "T-E1"
    LAST_ONE = "T-E2"
    STOPPED = "stopped"


@dataclass(frozen=True)
class Play:
    number: int
    count: int

    def __str__(self) -> str:
        return f"V{self.number}x{self.count}"


def parse_action(code: str) -> Play:
    """Read `str(action)` back; InvalidAction for anything else (any object)."""
    if isinstance(code, str) and len(code) == 4 and code[0] == "V" and code[2] == "x" \
            and code[1] in "123" and code[3] in "0123456789":
        return Play(int(code[1]), int(code[3]))
    raise InvalidAction(f"not a Tally action: {code!r}")


class Played(NamedTuple):
    seat: int
    number: int
    cards: int  # how many (not `count`: that is tuple's method)


class Left(NamedTuple):
    seat: int


@dataclass(frozen=True)
class TallyView:
    viewer: int | None
    to_move: int | None
    is_over: bool
    turn: int
    last_action: Play | None
    hand: tuple[int, ...] | None  # counts of 1, 2, 3: the viewer's own only
    hand_sizes: tuple[int, ...]
    scores: tuple[int, ...]
    left: tuple[int, ...]


class Game:
    kind = "tally"

    def __init__(self, hands: list[list[int]], first: int) -> None:
        self.hands = hands
        self.scores_ = [0] * len(hands)
        self.current: int | None = first
        self.turn = 0
        self.last: Play | None = None
        self.gone: list[int] = []
        self.end: End | None = None

    @property
    def num_players(self) -> int:
        return len(self.hands)

    @property
    def to_move(self) -> int | None:
        return None if self.end else self.current

    @property
    def is_over(self) -> bool:
        return self.end is not None

    @property
    def left(self) -> tuple[int, ...]:
        return tuple(self.gone)

    def legal_actions(self) -> list[Play]:
        if self.end or self.current is None:
            return []
        hand = self.hands[self.current]
        return [Play(n + 1, k) for n in range(3) for k in range(1, hand[n] + 1)]

    def apply(self, action: Play) -> list[object]:
        if action not in self.legal_actions():
            raise IllegalAction(f"T-T1: {action} is not playable now")
        seat = self.current
        assert seat is not None
        self.hands[seat][action.number - 1] -= action.count
        self.scores_[seat] += action.number * action.count
        self.last = action
        self.turn += 1
        events: list[object] = [Played(seat, action.number, action.count)]
        self._advance(seat)
        return events

    def resign(self, seat: int) -> list[object]:
        if self.end or seat in self.gone or not 0 <= seat < self.num_players:
            raise IllegalAction("T-R1: that seat cannot leave now")
        self.gone.append(seat)
        self.hands[seat] = [0, 0, 0]
        self.turn += 1
        if self.current == seat:
            self._advance(seat)
        elif self.num_players - len(self.gone) < 2:
            self.end = End.LAST_ONE
        return [Left(seat)]

    def stop(self) -> list[object]:
        if self.end:
            raise IllegalAction("T-E: the game is over")
        self.end = End.STOPPED
        return []

    def _advance(self, seat: int) -> None:
        if self.num_players - len(self.gone) < 2:
            self.end = End.LAST_ONE
            return
        n = self.num_players
        for step in range(1, n + 1):
            nxt = (seat + step) % n
            if nxt not in self.gone and any(self.hands[nxt]):
                self.current = nxt
                return
        self.end = End.HANDS_EMPTY

    def outcome(self) -> Outcome | None:
        if self.end is None:
            return None
        n = self.num_players
        keys = [(-1, -self.gone.index(s)) if s in self.gone else (1, self.scores_[s])
                for s in range(n)]
        return Outcome(competition_ranks(keys), tuple(self.scores_), self.end)

    def view(self, seat: int | None) -> TallyView:
        return TallyView(seat, self.to_move, self.is_over, self.turn, self.last,
                         tuple(self.hands[seat]) if seat is not None else None,
                         tuple(sum(h) for h in self.hands), tuple(self.scores_), self.left)

    def to_json(self) -> str:
        return json.dumps({"hands": self.hands, "scores": self.scores_, "current": self.current,
                           "turn": self.turn, "last": str(self.last) if self.last else "",
                           "gone": self.gone, "end": self.end.value if self.end else ""})

    @classmethod
    def from_json(cls, text: str) -> Game:
        r = json.loads(text)
        g = cls(r["hands"], r["current"])
        g.scores_, g.turn, g.gone = r["scores"], r["turn"], r["gone"]
        g.last = parse_action(r["last"]) if r["last"] else None
        g.end = End(r["end"]) if r["end"] else None
        return g

    def clone(self) -> Game:
        return Game.from_json(self.to_json())


def new_game(seed: int, players: int) -> Game:
    rng = Rng(seed)
    hands = [[0, 0, 0] for _ in range(players)]
    for hand in hands:
        for _ in range(HAND):
            hand[rng.below(3)] += 1
    return Game(hands, rng.below(players))


KIND = Kind(name="tally", title="Tally", min_players=2, max_players=4,
            create=lambda seed, players: new_game(seed, players), restore=Game.from_json,
            parse=parse_action)
