"""F-S: a new game, shuffled by a seed, or laid out exactly from a given deck and tile stacks."""

from __future__ import annotations

from collections.abc import Sequence

from engine.flowers.game import Game
from engine.flowers.state import Record
from engine.flowers.tiles import DEFAULT_DARK, DEFAULT_LIGHT, check_stacks
from engine.flowers.vocab import (
    CARDS_PER_COLOR,
    DRAW_RULES,
    FIRST_HAND,
    MANDALAS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PLAY,
    Color,
    Tile,
    color_index,
)
from engine.rng import Rng


def new_game(
    seed: int,
    *,
    players: int,
    deck: Sequence[Color] | None = None,
    tiles: tuple[Sequence[Tile], Sequence[Tile]] | None = None,
    first_player: int | None = None,
    draw_rule: str = "seed",
) -> Game:
    """A new game of `players` seats. `deck` (90 colours, top first) and `tiles` ((dark, light)
    stacks, top first) fix the order; what is not given is shuffled from `seed`."""
    if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Flowers takes 2-4 players, not {players!r}")
    if draw_rule not in DRAW_RULES:
        raise ValueError(f"F-T3: draw_rule must be one of {', '.join(DRAW_RULES)}, "
                         f"not {draw_rule!r}")
    rng = Rng(seed)
    if deck is None:
        order = [c for c in range(6) for _ in range(CARDS_PER_COLOR)]
        rng.shuffle(order)  # F-S2
    else:
        order = [color_index(c) for c in deck]
        if len(order) != 6 * CARDS_PER_COLOR or any(
            order.count(c) != CARDS_PER_COLOR for c in range(6)
        ):
            raise ValueError("F-C1: a deck is 90 cards (Colors), 15 of each colour")
    if tiles is None:
        dark, light = list(DEFAULT_DARK), list(DEFAULT_LIGHT)
        rng.shuffle(dark)  # F-S1
        rng.shuffle(light)
    else:
        if len(tiles) != 2:
            raise ValueError("F-C2: tiles is (dark_stack, light_stack)")
        dark, light = list(tiles[0]), list(tiles[1])
        check_stacks(dark, light)
    if first_player is None:
        first_player = rng.below(players)  # F-S2 [ruling]
    elif type(first_player) is not int or not 0 <= first_player < players:
        raise ValueError(f"first_player must be a seat 0-{players - 1} or None")
    top = iter(order)
    hands = [[0] * 6 for _ in range(players)]
    for i in range(players):  # F-S3: 5, 6, 7, 8 from the first player on
        hand = hands[(first_player + i) % players]
        for _ in range(FIRST_HAND + i):
            hand[next(top)] += 1
    cards = list(top)[::-1]  # top at the end of the list
    dark.reverse()  # top at the end of each list
    light.reverse()
    # F-S1: one dark and one light tile each, claims unclaimed
    laid = [[dark.pop(), light.pop()] for _ in range(MANDALAS)]
    return Game.from_record(Record(
        players=players,
        rng=rng.state,
        draw_rule=draw_rule,
        deck=cards,
        discard=[0] * 6,
        hands=hands,
        up=[[[0] * 6 for _ in range(players)] for _ in range(MANDALAS)],
        down=[[[0] * 6 for _ in range(players)] for _ in range(MANDALAS)],
        tiles=laid,
        stacks=[dark, light],
        tile_discard=[],
        claim=[-1] * MANDALAS,
        halves=[[] for _ in range(players)],
        flowers=[[] for _ in range(players)],
        phase=PLAY,
        current=first_player,
        choice=None,
        ending=False,
        over_reason=None,
        resigned=[],
        first_player=first_player,
        turn=0,
        last=None,
        last_seat=-1,
        last_up=True,
        # nothing played yet: what `state.derive` would find, without its loops
        ncards=[[0] * players for _ in range(MANDALAS)],
        nup=[[0] * players for _ in range(MANDALAS)],
        upmask=[0] * MANDALAS,
        tmask=[(1 << color_index(dark_.color)) | (1 << color_index(light_.color))
               for dark_, light_ in laid],
        active=[True] * players,
    ))
