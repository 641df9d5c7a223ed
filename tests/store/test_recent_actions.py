"""The end of the log a step's table and panels read (issue 38): every seat's moves since its
own last entry and the last board move are in it, on both engines, and its size follows the
round, not the match's length."""

from __future__ import annotations

import random

from play.history import Move, last_mover, since_turn
from store import LogCode, Store

SEATS = 3


async def logged(store: Store, seats: list[int | None], codes: list[str]) -> int:
    m = await store.matches.create(kind="flowers", guild_id=1, channel_id=2,
                                   players=list(range(10, 10 + SEATS)), state="s", now=0.0,
                                   remind_at=None, forfeit_at=None)
    for v, (seat, code) in enumerate(zip(seats, codes, strict=True)):
        assert await store.matches.record(m.id, expected_version=v, seat=seat, action=code,
                                          state="s", now=float(v), events="[]") is not None
    return m.id


def told(log) -> list[Move]:
    return [Move(e.seq, e.seat, None, []) for e in log]


async def test_every_seat_is_told_what_the_whole_log_tells_it(store: Store) -> None:
    rng = random.Random(1)
    seats: list[int | None] = []
    codes: list[str] = []
    for n in range(40):  # turns in order, some seats moving twice (picks), one leaving
        seat = n % SEATS if rng.random() < 0.7 else rng.randrange(SEATS)
        seats.append(seat)
        codes.append(LogCode.FORFEIT if n == 25 else f"x{n}")
    mid = await logged(store, seats, codes)
    whole = await store.log.actions(mid)
    for upto in range(1, len(whole) + 1):
        full = whole[:upto]
        part = await store.log.recent(mid, upto, SEATS)
        assert part == full[len(full) - len(part):]  # the end of the log, as stored
        assert last_mover(part) == last_mover(full)
        for reader in range(SEATS):
            assert ([m.seq for m in since_turn(told(part), reader)]
                    == [m.seq for m in since_turn(told(full), reader)]), (upto, reader)
        ended = await store.log.recent(mid, upto, SEATS, whole=True)
        assert ([m.seq for m in since_turn(told(ended), None)]
                == [m.seq for m in since_turn(told(full), None)])


async def test_late_in_a_long_match_it_reads_a_round(store: Store) -> None:
    seats: list[int | None] = [n % SEATS for n in range(300)]
    mid = await logged(store, seats, [f"x{n}" for n in range(300)])
    part = await store.log.recent(mid, 300, SEATS)
    assert [e.seq for e in part] == [298, 299, 300]
    # a seat yet to move is told everything, up to what a message can hold
    assert len(await store.log.recent(mid, 300, SEATS + 1)) == 64


async def test_an_entry_s_events_stay_out_of_its_repr(store: Store) -> None:
    """They hold the mover's draw: a log line quoting an entry must not carry them."""
    m = await store.matches.create(kind="mandala", guild_id=1, channel_id=2, players=[10, 20],
                                   state="s", now=0.0, remind_at=None, forfeit_at=None)
    await store.matches.record(m.id, expected_version=0, seat=0, action="x", state="s", now=1.0,
                               events='[{"$": "Drew", "f": [0, "the hand"]}]')
    (entry,) = await store.log.recent(m.id, 1, 2)
    assert entry.events is not None and "the hand" in entry.events
    assert "the hand" not in repr(entry)
