"""`python -m store.migrate sqlite:///... postgresql://...` copies every table exactly."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from store import Database, MatchEnd, Store
from store.migrate import TABLES, table_rows

from .helpers import GUILD, T0, finish, start

ROOT = Path(__file__).resolve().parents[2]


async def fill(store: Store) -> None:
    """A finished rated match (results, ratings, its analysis), a live one with moves and a
    rematch challenge, an open lobby, a kept value and a server setting."""
    done = await start(store, (1, 2), channel=500)
    await store.matches.record(done.id, expected_version=0, seat=0, action="a1", state='{"v": 1}',
                               now=T0 + 1.25)
    done = await store.matches.get(done.id)
    assert done is not None
    await finish(store, done, (2, 1), now=T0 + 2.5)
    await store.analyses.save(done.id, 0, '{"moves": [0.5]}', T0 + 3)
    await store.challenges.create(kind="mandala", guild_id=GUILD, channel_id=500,
                                  challenger_id=2, invited=[1], now=T0 + 4,
                                  expires_at=T0 + 604, rematch_of=done.id)
    live = await start(store, (3, 4, 5), channel=501, kind="flowers", thread_id=9_000_000_000_001)
    for v in range(3):
        await store.matches.record(live.id, expected_version=v, seat=v % 3, action=f"m{v}",
                                   state=f'{{"v": {v + 1}}}', now=T0 + 10 + v / 3,
                                   remind_at=T0 + 100.125, forfeit_at=T0 + 200)
    await store.challenges.create(kind="flowers", guild_id=GUILD, channel_id=502,
                                  challenger_id=7, invited=[], now=T0 + 5, expires_at=T0 + 605,
                                  lobby=True, bots={1: "easy"}, options={"rounds": "2"})
    await store.kept.once("token", lambda: "secret-ish")
    await store.settings.set_threads(GUILD, False)
    ended = await start(store, (6, 7), channel=503)
    await store.matches.record(ended.id, expected_version=0, seat=1, action="resign", state="{}",
                               now=T0 + 20, end=MatchEnd(outcome="forfeit", ranks=(1, 2),
                                                 scores=(None, None), rated=True))


async def test_a_sqlite_store_copied_to_postgresql_reads_back_the_same(
    tmp_path: Path, postgres_cluster
) -> None:
    source_path = tmp_path / "old.db"
    source = await Database.open(source_path)
    await fill(Store(source))
    schema, target_url = await postgres_cluster.fresh_schema()
    try:
        proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "store.migrate", f"sqlite:///{source_path}", target_url,
            cwd=ROOT, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
        out, err = await proc.communicate()
        assert proc.returncode == 0, err.decode()
        assert b"3 matches" in out and b"7 match_players" in out
        target = await Database.open(target_url)
        try:
            for table, _ in TABLES:  # table by table, every column
                old = [tuple(r) for r in await table_rows(source, table)]
                new = [tuple(r) for r in await table_rows(target, table)]
                assert new == old and old, table
            a, b = Store(source), Store(target)  # and through the API
            for match_id in (1, 2, 3):
                assert await b.matches.get(match_id) == await a.matches.get(match_id)
                assert await b.log.actions(match_id) == await a.log.actions(match_id)
                assert await b.results.of_match(match_id) == await a.results.of_match(match_id)
            assert await b.results.leaderboard(GUILD, "mandala", provisional=True) == (
                await a.results.leaderboard(GUILD, "mandala", provisional=True))
            assert len(await a.results.leaderboard(GUILD, "mandala", provisional=True)) == 4
            assert (await b.results.rank_of(GUILD, "mandala", 2)
                    == await a.results.rank_of(GUILD, "mandala", 2))
            for cid in (1, 2):
                assert await b.challenges.get(cid) == await a.challenges.get(cid)
            assert await b.matches.live_in_channel(9_000_000_000_001) == (
                await a.matches.live_in_channel(9_000_000_000_001))
            assert await Store(target).analyses.saved(1, 0) == '{"moves": [0.5]}'
            assert await Store(target).kept.once("token", lambda: "new") == "secret-ish"
            assert not await b.settings.threads_on(GUILD)
            later = await start(b, (8, 9), channel=504)  # the ids continue after the copy
            assert later.id == 4
        finally:
            await target.close()
        again = await asyncio.create_subprocess_exec(  # a second copy would mix two stores
            sys.executable, "-m", "store.migrate", f"sqlite:///{source_path}", target_url,
            cwd=ROOT, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
        _, err = await again.communicate()
        assert again.returncode == 1 and b"empty database" in err
    finally:
        await source.close()
        await postgres_cluster.drop_schema(schema)
