"""The one small contract every game obeys (after OpenSpiel and python-chess), so the bot,
store, demo, benchmarks and AI serve every game through one shape instead of copies.

A game is a package under `engine/` whose `Game` class satisfies `Game` below and whose module
offers a `Kind` (see `engine.games`) to build, restore and read actions. Everything a game says
about its end is an `Outcome`: one rank per seat (1 = first, ties share a rank), the scores and
why it ended.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Generic, Protocol, Self, TypeAlias, TypeVar, runtime_checkable

from engine.errors import InvalidAction


class Action(Hashable, Protocol):
    """A frozen value; `str(action)` is its short code (custom_ids, the action log) and the
    game's `parse_action` reads it back."""

    def __str__(self) -> str: ...


class Event(Protocol):
    """Something that happened in `apply` or `resign`; each game narrates its own events."""


class View(Protocol):
    """What one seat (or a spectator, `viewer is None`) may see. Every game's view has at least
    these fields; the rest is the game's own."""

    @property
    def viewer(self) -> int | None: ...

    @property
    def to_move(self) -> int | None: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def turn(self) -> int: ...

    @property
    def last_action(self) -> Action | None: ...

    @property
    def scores(self) -> tuple[int, ...]:
        """Each seat's points as this viewer may count them (the score race is drawn from the
        public view's)."""
        ...


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended. `ranks[s]` is seat s's place (competition ranking: 1, 1, 3);
    `reason` is a member of the game's own end enum (a rule, or resignation)."""

    ranks: tuple[int, ...]
    scores: tuple[int, ...]
    reason: Enum

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(s for s, r in enumerate(self.ranks) if r == 1)

    def share(self, seat: int) -> float:
        """Seat's share of the win: 1 alone first, 1/k when k seats share first place, else 0
        (what an AI's evaluation is exactly once the game is over, and what an arena counts)."""
        if self.ranks[seat] != 1:
            return 0.0
        return 1.0 / sum(1 for r in self.ranks if r == 1)


A = TypeVar("A", bound=Action)  # invariant: `legal_actions` hands out what `apply` takes
E = TypeVar("E")  # invariant: events come back in lists
V_co = TypeVar("V_co", bound=View, covariant=True)


@runtime_checkable
class Game(Protocol[A, E, V_co]):
    """One game in progress; mutated only by `apply` and `resign`. Generic in the game's own
    action, event and view types, so `mandala.Game` is a `Game[mandala.Action, mandala.Event,
    MandalaView]` to the type checker (tests/engine/contract_types.py proves each game is)."""

    kind: str  # the registry name: "mandala", "flowers"

    @property
    def num_players(self) -> int: ...

    @property
    def to_move(self) -> int | None:
        """The seat whose decision it is; None once the game is over."""
        ...

    @property
    def is_over(self) -> bool: ...

    @property
    def left(self) -> tuple[int, ...]:
        """Seats that resigned, in the order they left (play may have gone on without them)."""
        ...

    def legal_actions(self) -> list[A]:
        """Every legal action of `to_move`, each once; empty when over."""
        ...

    def apply(self, action: A) -> list[E]:
        """Apply an action of `to_move`. An illegal one raises `IllegalAction` (naming the rule)
        and leaves the game unchanged."""
        ...

    def resign(self, seat: int) -> list[E]:
        """Seat `seat` leaves the game; the game's own rule says what follows (play may go on
        among the others). Raises `IllegalAction` if the game is over or the seat has left."""
        ...

    def stop(self) -> list[E]:
        """End the game where it stands, when nobody is left to play it out (only bots remain):
        ranked as at a normal end by the game's scoring, those who left below. Raises
        `IllegalAction` if the game is over."""
        ...

    def outcome(self) -> Outcome | None:
        """The result once the game is over, else None."""
        ...

    def view(self, seat: int | None) -> V_co:
        """What `seat` may see; the public view for None."""
        ...

    def to_json(self) -> str:
        """The whole state, randomness included; `Kind.from_json` restores it exactly."""
        ...

    def clone(self) -> Self: ...


class Ordered(Protocol):
    """A rank key: anything `>` compares (ints, tuples of ints)."""

    def __gt__(self, other: Any, /) -> bool: ...


def competition_ranks(keys: Sequence[Ordered]) -> tuple[int, ...]:
    """Ranks from per-seat keys where a greater key is better; equal keys share a rank and the
    next rank skips (1, 1, 3)."""
    return tuple(1 + sum(1 for other in keys if other > k) for k in keys)


# A game of any kind, as shared code holds it: it passes a game's own actions (read by that
# game's `Kind.parse_action` or taken from its `legal_actions`) back to the same game, which
# the type checker cannot follow across a registry lookup.
AnyGame: TypeAlias = Game[Any, Any, Any]

G_co = TypeVar("G_co", bound=AnyGame, covariant=True)


@dataclass(frozen=True)
class Kind(Generic[G_co]):
    """A game as the registry knows it: how to build, restore and read actions of it.

    `options` maps each match option to its allowed values, the default first; `new` receives
    every option, defaults filled in, and the number of players, and must honour both.
    """

    name: str
    title: str  # as players read it: "Mandala", "Flowers"
    min_players: int
    max_players: int
    create: Callable[..., G_co]  # (seed, players, **options) -> Game
    restore: Callable[[str], G_co]
    parse: Callable[[str], Action]
    options: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    def new(self, seed: int, players: int, options: Mapping[str, str] | None = None) -> G_co:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(
                f"{self.title} takes {self.min_players}-{self.max_players} players, not {players}"
            )
        chosen = self.resolve_options(options)
        game = self.create(seed, players, **chosen)
        if game.num_players != players:
            raise AssertionError(f"{self.name}: asked for {players} seats, got {game.num_players}")
        return game

    def resolve_options(self, options: Mapping[str, str] | None) -> dict[str, str]:
        """Every option of this game, defaults filled in; an unknown name or value raises."""
        given = dict(options or {})
        out: dict[str, str] = {}
        for name, allowed in self.options.items():
            value = given.pop(name, allowed[0])
            if value not in allowed:
                raise ValueError(f"{self.title}: option {name} must be one of "
                                 f"{', '.join(allowed)}, not {value!r}")
            out[name] = value
        if given:
            raise ValueError(f"{self.title} has no option {', '.join(sorted(given))}")
        return out

    def from_json(self, text: str) -> G_co:
        return self.restore(text)

    def parse_action(self, code: str) -> Action:
        """The action `code` names, or InvalidAction for anything else, whatever it is (a
        forged custom_id's part, a number, a code in other digits): only a code this game
        writes back exactly is read, and no other error escapes."""
        if not isinstance(code, str):
            raise InvalidAction(f"not a {self.title} action code: {code!r}")
        try:
            action = self.parse(code)
        except InvalidAction:
            raise
        except (ValueError, TypeError, LookupError) as e:
            raise InvalidAction(f"not a {self.title} action code: {code!r}") from e
        if str(action) != code:  # read loosely ("F0r01", "P1r١"): not a code we wrote
            raise InvalidAction(f"not a {self.title} action code: {code!r}")
        return action
