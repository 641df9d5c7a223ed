"""Flowers (2-4 players): the rules of `../shared/rules/flowers.md`, one id per rule.

State is kept as small lists of six counts indexed by colour, plus presence bit masks kept in step,
so `apply` changes a few numbers and never copies the state. The slots, their `Record` (what the
codec and the view read, never the game itself) and the read-only properties (`hands`,
`mandalas`, ...) live in `state`; the engine itself never uses the properties.
"""

from __future__ import annotations

from engine.api import Outcome, competition_ranks
from engine.errors import IllegalAction
from engine.flowers.codec import dump, load
from engine.flowers.events import (
    CardsCleared,
    Claimed,
    Completed,
    CompletionVoided,
    Drew,
    EmptyHand,
    Event,
    GameEnded,
    Played,
    Reshuffled,
    Resigned,
    TilesDealt,
    TilesDiscarded,
    TileTaken,
    TurnStarted,
)
from engine.flowers.scoring import points
from engine.flowers.state import State, up_mask
from engine.flowers.view import FlowersView, build_view
from engine.flowers.vocab import (
    ALL,
    CARDS_PER_COLOR,
    CHOOSE,
    COLORS,
    FLOWERS_TO_END,
    MANDALAS,
    NAME,
    OVER,
    PLAY,
    Action,
    ChooseTile,
    End,
    Play,
    Tile,
    color_index,
)
from engine.rng import Rng

HAND_TARGET = 8  # F-T3 `published`: draw up to 4 without going over 8
_R6 = range(6)
_M = range(MANDALAS)
# Every action object is built once; legal_actions hands out these shared, immutable instances.
_PLAY = [[[Play(m, c, n) for n in range(CARDS_PER_COLOR + 1)] for c in COLORS] for m in _M]
_CHOICES = (ChooseTile(0), ChooseTile(1))


def draw_after(rule: str, count: int, left: int) -> int:
    """F-T3: how many cards a play of `count` cards draws under `rule`, `left` being the hand
    after the play (before F-T6 runs out of cards)."""
    if count != 1:
        return 0
    return 2 if rule == "seed" else max(0, min(4, HAND_TARGET - left))


class _HandInfo:
    """What legal_actions needs of one hand: its plays per mandala (F-T1, F-T4)."""

    __slots__ = ("per_mandala", "every")

    def __init__(self, hand: tuple[int, ...]) -> None:
        size = sum(hand)
        most = max(1, size - 1)  # F-T4: a play of 2+ leaves a card; a single card always goes
        self.per_mandala = tuple(
            tuple(_PLAY[m][c][n] for c in _R6 for n in range(1, min(hand[c], most) + 1))
            for m in _M
        )
        self.every = self.per_mandala[0] + self.per_mandala[1] + self.per_mandala[2]


_HAND_INFO: dict[tuple[int, ...], _HandInfo] = {}


def _hand_info(hand: list[int]) -> _HandInfo:
    key = tuple(hand)
    info = _HAND_INFO.get(key)
    if info is None:
        if len(_HAND_INFO) > 200_000:  # hands can exceed 8 (F-X6): keep the cache bounded
            _HAND_INFO.clear()
        info = _HAND_INFO[key] = _HandInfo(key)
    return info


class Game(State):
    """One game of Flowers. Mutated only by `apply` and `resign`; restored by `from_json`."""

    __slots__ = ()  # the slots are the state's (`state.State`)

    kind = NAME

    def __init__(self, players: int = 2) -> None:
        # Blank; use new_game() or Game.from_json().
        n = self._n = players
        self._rng = Rng(0)
        self._draw_rule = "seed"  # F-T3
        self._deck: list[int] = []  # top of the deck is the END of this list (cheap pop)
        self._discard = [0] * 6  # colours kept for the F-T6 reshuffle; only the size is public
        self._hands = [[0] * 6 for _ in range(n)]
        self._up = [[[0] * 6 for _ in range(n)] for _ in _M]  # [mandala][seat][colour]
        self._down = [[[0] * 6 for _ in range(n)] for _ in _M]
        self._ncards = [[0] * n for _ in _M]  # [mandala][seat]: face-up + face-down
        self._nup = [[0] * n for _ in _M]  # [mandala][seat]: face-up only
        self._upmask = [0] * MANDALAS  # colours face up on the mandala (any seat)
        self._tmask = [0] * MANDALAS  # colours of its tiles; 0 when closed
        self._tiles: list[list[Tile]] = [[] for _ in _M]  # [dark, light] or [] when closed
        self._stacks: list[list[Tile]] = [[], []]  # dark, light; top at the END
        self._tile_discard: list[Tile] = []  # F-X4
        self._claim = [-1] * MANDALAS
        self._halves: list[list[Tile]] = [[] for _ in range(n)]
        self._flowers: list[list[tuple[Tile, Tile]]] = [[] for _ in range(n)]
        self._phase = PLAY
        self._current = 0  # whose turn it is; during a choice, the seat that played
        self._choice: tuple[int, int, int] | None = None  # (mandala, holder, second), F-X2
        self._ending = False  # F-E1: a third flower was completed in this completion
        self._over_reason: End | None = None
        self._active = [True] * n
        self._resigned: list[int] = []  # seats that left, in order
        self._first_player = 0
        self._turn = 0
        self._last: Action | None = None
        self._last_seat = -1  # who made the last action
        self._last_up = True  # whether the last play went face up (others may see its colour)

    # ---- the contract every game obeys (engine.api.Game) -------------------------------------

    @property
    def num_players(self) -> int:
        return self._n

    @property
    def to_move(self) -> int | None:
        """The seat whose decision it is: the claim holder during a choice, None when over."""
        if self._phase is PLAY:
            return self._current
        if self._phase is CHOOSE:
            return self._choosing()[1]
        return None

    @property
    def is_over(self) -> bool:
        return self._phase is OVER

    def legal_actions(self) -> list[Action]:
        """Every legal action for `to_move`, each exactly once."""
        phase = self._phase
        if phase is PLAY:
            info = _hand_info(self._hands[self._current])
            t = self._tmask
            if t[0] and t[1] and t[2]:
                return list(info.every)
            out: list[Action] = []
            for m in _M:
                if t[m]:  # F-X7: a closed mandala takes no cards
                    out.extend(info.per_mandala[m])
            return out
        if phase is CHOOSE:
            return list(_CHOICES)
        return []

    def apply(self, action: Action) -> list[Event]:
        """Apply one action for `to_move`; on IllegalAction the game is unchanged."""
        phase = self._phase
        if phase is PLAY and type(action) is Play:
            return self._play(action)
        if phase is CHOOSE and type(action) is ChooseTile:
            index = action.index
            if index not in (0, 1) or type(index) is not int:
                raise IllegalAction("F-X2: choose tile 0 (dark-backed) or 1 (light-backed)")
            m, holder, second = self._choosing()
            tiles = self._tiles[m]
            self._turn += 1
            self._last = action
            self._last_seat, self._last_up = holder, True
            events: list[Event] = []
            self._take(holder, m, tiles[index], events)
            self._take(second, m, tiles[1 - index], events)
            self._choice = None
            self._phase = PLAY
            self._finish(m, (holder, second), events)
            return events
        if phase is OVER:
            raise IllegalAction("F-E1: the game is over")
        if phase is CHOOSE:
            m, holder, _ = self._choosing()
            raise IllegalAction(
                f"F-X2: mandala {m + 1} is complete; seat {holder} must choose a tile first"
            )
        if type(action) is ChooseTile:
            raise IllegalAction("F-X2: a tile is chosen only when a completed mandala asks")
        raise IllegalAction(f"F-T1: not a Flowers action: {action!r}")

    def _choosing(self) -> tuple[int, int, int]:
        """(mandala, holder, second) of the pending choice; only called in the choose phase."""
        if self._choice is None:
            raise AssertionError("no tile choice is pending")
        return self._choice

    def _play(self, action: Play) -> list[Event]:
        """F-T1..F-T4, then the claim check (F-K1) and the completion check (F-X1)."""
        m = action.mandala
        if type(m) is not int or not 0 <= m < MANDALAS:
            raise IllegalAction("F-C4: there are three mandalas, 0, 1 and 2")
        if not self._tmask[m]:
            raise IllegalAction(f"F-X7: mandala {m + 1} is closed")
        c = color_index(action.color)
        if c < 0:
            raise IllegalAction(f"F-C1: not a colour: {action.color!r}")
        n = action.count
        if type(n) is not int or n < 1:
            raise IllegalAction("F-T1: play 1 or more cards")
        seat = self._current
        h = self._hands[seat]
        if h[c] < n:
            raise IllegalAction(f"F-T1: you hold only {h[c]} {action.color.value}")
        left = sum(h) - n
        if n > 1 and left < 1:
            raise IllegalAction("F-T4: a play of 2 or more cards must leave a card in hand")
        h[c] -= n
        bit = 1 << c
        face_up = not (self._tmask[m] | self._upmask[m]) & bit  # F-T2
        if face_up:
            self._up[m][seat][c] += n
            self._upmask[m] |= bit
            self._nup[m][seat] += n
        else:
            self._down[m][seat][c] += n
        cards = self._ncards[m]
        cards[seat] += n
        events: list[Event] = [Played(seat, m, action.color, n, face_up)]
        k = draw_after(self._draw_rule, n, left)  # F-T3: right after the play
        if k > 0:
            self._draw(seat, k, events)
        nup = self._nup[m]
        if nup[seat] and self._claim[m] != seat:  # F-K1
            mine = cards[seat]
            for o in range(self._n):
                if o != seat and nup[o] and cards[o] >= mine:
                    break  # F-K2: a tie does not take the token
            else:
                self._claim[m] = seat
                events.append(Claimed(seat, m))
        self._turn += 1
        self._last = action
        self._last_seat, self._last_up = seat, face_up
        if self._tmask[m] | self._upmask[m] == ALL:  # F-X1
            self._complete(m, events)
        else:
            self._next_turn(seat, events)
        return events

    def scores(self) -> tuple[int, ...]:
        """F-E2: every seat's points from its unpaired halves and completed flowers."""
        return tuple(points(h, f) for h, f in zip(self._halves, self._flowers, strict=True))

    def outcome(self) -> Outcome | None:
        """F-E3 competition ranks on (points, completed flowers) among the players left; those
        who resigned rank below them, a later leaver above an earlier one."""
        if self._phase is not OVER:
            return None
        return Outcome(self._ranks(), self.scores(), self._over_reason or End.RESIGNED)

    def _ranks(self) -> tuple[int, ...]:
        s = self.scores()
        keys = [
            (1, s[seat], len(self._flowers[seat])) if self._active[seat]
            else (0, self._resigned.index(seat), 0)
            for seat in range(self._n)
        ]
        return competition_ranks(keys)

    def resign(self, seat: int) -> list[Event]:
        """`seat` leaves: its hand and mandala cards are discarded and its claims freed. With
        one player left that player wins; otherwise play goes on without the leaver."""
        if self._phase is OVER:
            raise IllegalAction("F-E1: the game is over")
        if type(seat) is not int or not 0 <= seat < self._n:
            raise IllegalAction(f"no seat {seat!r} in this game of Flowers")
        if not self._active[seat]:
            raise IllegalAction(f"seat {seat} has already left")
        self._turn += 1
        self._active[seat] = False
        self._resigned.append(seat)
        discard = self._discard
        h = self._hands[seat]
        cards = 0
        for c in _R6:
            discard[c] += h[c]
            h[c] = 0
        for m in _M:
            up, down = self._up[m][seat], self._down[m][seat]
            cards += self._ncards[m][seat]
            for c in _R6:
                discard[c] += up[c] + down[c]
                up[c] = down[c] = 0
            self._ncards[m][seat] = self._nup[m][seat] = 0
            self._upmask[m] = up_mask(self._up[m])
            if self._claim[m] == seat:
                self._claim[m] = -1
        events: list[Event] = [Resigned(seat, cards)]
        if sum(self._active) == 1:
            self._end(End.RESIGNED, events)
        elif self._phase is CHOOSE:
            # [ruling] the pending completion is judged again without the leaver's cards
            m = self._choosing()[0]
            self._choice = None
            self._phase = PLAY
            if self._tmask[m] | self._upmask[m] == ALL:
                self._complete(m, events)
            else:
                events.append(CompletionVoided(m))
                self._next_turn(self._current, events)
        elif self._current == seat:
            self._next_turn(seat, events)
        return events

    def draws(self, count: int) -> int:
        """How many cards the seat to move would draw after playing `count` cards (F-T3, and
        F-T6 when deck and discard run short), so a menu can say so without playing it."""
        left = sum(self._hands[self._current]) - count
        return min(draw_after(self._draw_rule, count, left), len(self._deck) + sum(self._discard))

    def stop(self) -> list[Event]:
        """The game ends where it stands: F-E3 ranks among the players left, leavers below."""
        if self._phase is OVER:
            raise IllegalAction("F-E1: the game is over")
        events: list[Event] = []
        self._end(End.STOPPED, events)
        return events

    def view(self, seat: int | None) -> FlowersView:
        """What `seat` may see (F-I); the public view for None."""
        return build_view(self.record(), seat, to_move=self.to_move, scores=self.scores(),
                          outcome=self.outcome())

    def to_json(self) -> str:
        return dump(self.record())

    @classmethod
    def from_json(cls, text: str) -> Game:
        return cls.from_record(load(text))

    def clone(self) -> Game:
        """An independent copy (for search); cheaper than a JSON round trip."""
        g = Game.__new__(Game)
        g._rng = Rng(self._rng.state)
        g._deck = self._deck[:]
        g._discard = self._discard[:]
        g._hands = [h[:] for h in self._hands]
        g._up = [[x[:] for x in xm] for xm in self._up]
        g._down = [[x[:] for x in xm] for xm in self._down]
        g._ncards = [x[:] for x in self._ncards]
        g._nup = [x[:] for x in self._nup]
        g._tiles = [x[:] for x in self._tiles]
        g._stacks = [x[:] for x in self._stacks]
        g._halves = [x[:] for x in self._halves]
        g._flowers = [x[:] for x in self._flowers]
        for name in ("_upmask", "_tmask", "_tile_discard", "_claim", "_active", "_resigned"):
            setattr(g, name, getattr(self, name)[:])
        for name in ("_n", "_draw_rule", "_phase", "_current", "_choice", "_ending",
                     "_over_reason", "_first_player", "_turn", "_last", "_last_seat", "_last_up"):
            setattr(g, name, getattr(self, name))
        return g

    # ---- rules --------------------------------------------------------------------------------

    def _draw(self, seat: int, k: int, events: list[Event]) -> None:
        """F-T6: draw k; an empty deck is refilled from the shuffled discard pile mid-draw; if
        both are empty, draw what exists."""
        h = self._hands[seat]
        deck = self._deck
        got = []
        for _ in range(k):
            if not deck:
                pile = self._discard
                total = sum(pile)
                if not total:
                    break
                for c in _R6:
                    deck.extend([c] * pile[c])
                    pile[c] = 0
                self._rng.shuffle(deck)
                events.append(Reshuffled(total))
            c = deck.pop()
            h[c] += 1
            got.append(COLORS[c])
        events.append(Drew(seat, tuple(got)))

    def _complete(self, m: int, events: list[Event]) -> None:
        """F-X1..F-X4: who takes the tiles of a completed mandala."""
        nup, cards = self._nup[m], self._ncards[m]
        seats = range(self._n)
        holder = self._claim[m]
        by_token = holder >= 0
        if not by_token:  # F-X4 [ruling]: a strict leader acts as the holder
            ranked = sorted(((cards[s], nup[s]), s) for s in seats if nup[s])
            if len(ranked) > 1 and ranked[-1][0] == ranked[-2][0]:
                tiles = tuple(self._tiles[m])
                self._tile_discard.extend(tiles)
                events.append(Completed(m, -1, -1, False, False))
                events.append(TilesDiscarded(m, tiles))
                self._finish(m, (), events)
                return
            holder = ranked[-1][1]
        # F-X3: second place among the others with a face-up card: cards, then face-up cards
        others = sorted(((cards[s], nup[s]), s) for s in seats if nup[s] and s != holder)
        second = -1
        if others and (len(others) == 1 or others[-1][0] != others[-2][0]):
            second = others[-1][1]
        events.append(Completed(m, holder, second, by_token, second >= 0))
        if second >= 0:
            self._choice = (m, holder, second)  # F-X2: the holder chooses, with a button
            self._phase = CHOOSE
            return
        pair = self._tiles[m]
        self._take(holder, m, pair[0], events)
        self._take(holder, m, pair[1], events)
        self._finish(m, (holder,), events)

    def _take(self, seat: int, m: int, tile: Tile, events: list[Event]) -> None:
        """F-X5: a half of a colour already held unpaired completes a flower at once."""
        halves = self._halves[seat]
        for i, half in enumerate(halves):
            if half.color is tile.color:
                del halves[i]
                self._flowers[seat].append((half, tile))
                if len(self._flowers[seat]) >= FLOWERS_TO_END:
                    self._ending = True  # F-E1: finish this completion, then the end
                events.append(TileTaken(seat, m, tile, True))
                return
        halves.append(tile)
        events.append(TileTaken(seat, m, tile, False))

    def _finish(self, m: int, takers: tuple[int, ...], events: list[Event]) -> None:
        """F-X6 and F-X7, then F-E1 or the next turn (after the seat that played, F-X2)."""
        discard = self._discard
        n = self._n
        gone, back = [0] * n, [0] * n
        for s in range(n):
            if not self._ncards[m][s]:
                continue
            up, down, h = self._up[m][s], self._down[m][s], self._hands[s]
            taker = s in takers
            for c in _R6:
                k = up[c] + down[c]
                if k:
                    if taker:
                        discard[c] += k
                    else:
                        h[c] += k
                    up[c] = down[c] = 0
            (gone if taker else back)[s] = self._ncards[m][s]
            self._ncards[m][s] = self._nup[m][s] = 0
        self._upmask[m] = 0
        events.append(CardsCleared(m, tuple(gone), tuple(back)))
        self._claim[m] = -1  # F-X7
        dark, light = self._stacks
        if dark and light:
            tiles = self._tiles[m] = [dark.pop(), light.pop()]
            self._tmask[m] = (1 << tiles[0].color._i) | (1 << tiles[1].color._i)
        else:  # [ruling] a stack is empty: the mandala closes
            self._tiles[m] = []
            self._tmask[m] = 0
        events.append(TilesDealt(m, tuple(self._tiles[m])))
        if self._ending:
            self._end(End.THIRD_FLOWER, events)
        elif not any(self._tmask):
            self._end(End.TILES_OUT, events)
        else:
            self._next_turn(self._current, events)

    def _next_turn(self, after: int, events: list[Event]) -> None:
        """The next seat still playing after `after`; F-T5 and F-T7 at the start of its turn."""
        n = self._n
        seat = after
        hands = self._hands
        while True:
            seat = (seat + 1) % n
            if not self._active[seat]:
                continue
            if not self._deck and not any(self._discard) and not any(map(any, hands)):
                self._end(End.NO_CARDS, events)  # F-T7: every card lies on the mandalas
                return
            if not any(hands[seat]):  # F-T5: draw 2, the turn ends by itself
                self._draw(seat, 2, events)
                events.append(EmptyHand(seat))
                continue
            self._current = seat
            events.append(TurnStarted(seat))
            return

    def _end(self, reason: End, events: list[Event]) -> None:
        self._phase = OVER
        self._choice = None
        self._over_reason = reason
        events.append(GameEnded(reason, self.scores(), self._ranks()))
