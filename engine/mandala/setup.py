"""M-S: a new game, shuffled by a seed, or laid out exactly from a given deck."""

from __future__ import annotations

from collections.abc import Sequence

from engine.mandala.game import Game
from engine.mandala.state import Record
from engine.mandala.vocab import CARDS_PER_COLOR, PLAY, PLAYERS, Color, color_index
from engine.rng import Rng


def new_game(
    seed: int, *, deck: Sequence[Color] | None = None, first_player: int | None = None
) -> Game:
    """M-S: a new game. `deck` (108 colours, top first) fixes the order; else `seed` shuffles."""
    rng = Rng(seed)
    if deck is None:
        order = [c for c in range(6) for _ in range(CARDS_PER_COLOR)]
        rng.shuffle(order)  # M-S1
    else:
        order = [color_index(c) for c in deck]
        if len(order) != 6 * CARDS_PER_COLOR or any(
            order.count(c) != CARDS_PER_COLOR for c in range(6)
        ):
            raise ValueError("M-C1: a deck is 108 cards, 18 of each colour")
    if first_player is None:
        first_player = rng.below(PLAYERS)  # M-S4 [ruling]
    elif first_player not in (0, 1):
        raise ValueError("first_player must be 0, 1 or None")
    top = iter(order)
    hands, cup_secret, mountains = ([[0] * 6, [0] * 6] for _ in range(3))
    for seat in (0, 1):  # M-S2
        for _ in range(6):
            hands[seat][next(top)] += 1
    for seat in (0, 1):
        for _ in range(2):
            cup_secret[seat][next(top)] += 1
    for m in (0, 1):  # M-S3
        for _ in range(2):
            mountains[m][next(top)] += 1
    return Game.from_record(Record(
        rng=rng.state,
        deck=list(top)[::-1],  # M-S4: 88 cards; top at the end of the list
        discard=[0] * 6,
        hands=hands,
        cup_secret=cup_secret,
        cup_public=[[0] * 6, [0] * 6],
        mountains=mountains,
        fields=[[[0] * 6, [0] * 6], [[0] * 6, [0] * 6]],
        rivers=[[], []],
        phase=PLAY,
        current=first_player,
        picker=0,
        completion=None,
        end_triggered=False,
        ending=False,
        over_reason=None,
        resigned=None,
        first_player=first_player,
        turn=0,
        last=None,
    ))
