"""One numbering in the replay: the picture's "move n" is the engine's count of moves made
(`view.turn`), the viewer's "Move n / total" the action log's; they are the same count at
every position, whatever ends the match (a forfeit, a timeout, a seat leaving a game that
goes on)."""

from __future__ import annotations

import random

import pytest

from play.replay import positions
from play.service import MatchService
from store import Cancelled
from tests.play.test_replay import play_randomly


@pytest.mark.parametrize(("kind", "players", "ending"), [
    ("mandala", 2, "play"), ("mandala", 2, "forfeit"), ("mandala", 2, "timeout"),
    ("flowers", 2, "play"), ("flowers", 3, "forfeit"), ("flowers", 4, "timeout"),
])
async def test_the_picture_counts_the_moves_the_text_counts(service: MatchService, kind: str,
                                                            players: int, ending: str) -> None:
    rng = random.Random(f"{kind}{players}{ending}")
    step = await service.start(kind, guild_id=1, channel_id=1,
                               players=[10 * (s + 1) for s in range(players)], now=0.0)
    mid = step.match.id
    if ending == "play":
        while (await service.store.matches.get(mid)).is_live:
            await play_randomly(service, mid, rng, 1)
    else:
        await play_randomly(service, mid, rng, rng.randint(5, 20))
        await service.resign(mid, 1, 99.0, outcome=ending)
        while (await service.store.matches.get(mid)).is_live:  # the others play on
            await play_randomly(service, mid, rng, 1)
    match = await service.store.matches.get(mid)
    log = await service.store.log.actions(mid)
    games, _ = positions(match, log)
    assert len(games) == len(log) + 1
    for n, game in enumerate(games):
        if n and isinstance(log[n - 1].entry, Cancelled):
            continue  # a cancel moves nothing on the board (the viewer's text says so)
        assert game.view(None).turn == n, (n, len(log))
