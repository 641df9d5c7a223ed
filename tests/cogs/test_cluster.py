"""Two bot processes on one database (shard clusters): overlapping sweeps remind and time out a
match once, the same click arriving at both is applied once (the store's optimistic version),
and with SHARD_COUNT=2 each process sweeps only its own shard's guilds, while the replacement of
a stopped process picks its matches up.

Each bot runs in its own simcord Discord on its own thread and loop (tests/cogs/cluster.py);
`shared_database` is the one store both open: a SQLite file, or one PostgreSQL schema of the
session's throwaway cluster (skipped with the reason when PostgreSQL can't start).
"""

from __future__ import annotations

import asyncio
import dataclasses
import itertools
import threading
from concurrent.futures import wait

import pytest

from bot import Settings
from cogs.background.deadlines import DeadlinesCog
from play.step import load_game
from tests.cogs.cluster import Node, start_node, stop_node
from tests.cogs.helpers import cog

DAY = 24 * 3600


@pytest.fixture(params=["sqlite", "postgresql"])
async def shared_database(request, tmp_path):
    """The settings every process of the cluster shares: one database for all. A process
    hears nothing of the other's writes: it finds their deadlines at its next wake-up, at the
    latest every SWEEP_SECONDS (6 h: both still find a reminder due before the timeout); the
    outage watch's heartbeat as seldom (these matches have no live clock)."""
    settings = Settings(token="not-used", database_path=tmp_path / "cluster.db",
                        sweep_s=6 * 3600, watch_s=6 * 3600, bot_pause_ms=0)
    if request.param == "sqlite":
        yield settings
        return
    cluster = request.getfixturevalue("postgres_cluster")
    name, url = await cluster.fresh_schema()
    yield dataclasses.replace(settings, database_url=url)
    await cluster.drop_schema(name)


@pytest.fixture
def nodes():
    started: list[Node] = []
    yield started
    for node in reversed(started):
        stop_node(node)


def together(*runs):
    """Wait for work started on several nodes at once; re-raise the first failure."""
    done, _ = wait(runs, timeout=300)
    assert len(done) == len(runs), "a node's work did not finish"
    return [r.result() for r in runs]


def rendezvous(node: Node, store_method: str, barrier: threading.Barrier,
               seen: list[tuple[str, list[int]]]) -> None:
    """Make `store_method` of this node's deadlines wait, the first time it finds something, until
    the other node has found it too: both then act on the same rows (a real overlap)."""
    deadlines = node.world.bot.store.deadlines
    real = getattr(deadlines, store_method)
    met = False

    async def meeting(*args: object):
        nonlocal met
        found = await real(*args)
        if found and not met:
            met = True
            seen.append((node.name, [m.id for m in found]))
            await asyncio.to_thread(barrier.wait, 60)
        return found

    setattr(deadlines, store_method, meeting)


async def start_match(w):
    res = await w.alice.slash(w.channel, "mandala challenge", opponent=w.bob)
    await w.bob.click(res.response, label="Accept")
    return await w.bot.store.matches.live_in_channel(w.channel.id)


def reminders(node: Node, world=None) -> list[str]:
    w = world or node.world
    return [m.content for m in w.channel.history() if m.content.startswith("⏰")]


async def test_overlapping_sweeps_remind_once_and_time_out_once(shared_database, seeds, nodes):
    a = start_node("a", shared_database, seeds)
    nodes.append(a)
    b = start_node("b", shared_database, seeds)
    nodes.append(b)
    match = a.call(start_match)
    seen: list[tuple[str, list[int]]] = []
    for method in ("due_reminders", "due_forfeits"):
        barrier = threading.Barrier(2)
        rendezvous(a, method, barrier, seen)
        rendezvous(b, method, barrier, seen)

    remind = shared_database.reminder_after_s + shared_database.sweep_s
    together(*(n.run(lambda w: w.env.advance_time(remind)) for n in (a, b)))
    assert seen == [("a", [match.id]), ("b", [match.id])] or \
        seen == [("b", [match.id]), ("a", [match.id])], "both sweeps found the reminder due"
    sent = reminders(a) + reminders(b)
    assert len(sent) == 1, f"the reminder was sent {len(sent)} times"

    seen.clear()
    late = shared_database.forfeit_after_s + 2 * shared_database.sweep_s
    together(*(n.run(lambda w: w.env.advance_time(late))
               for n in (a, b)))
    assert sorted(name for name, _ in seen) == ["a", "b"], "both sweeps found the timeout due"
    after = a.call(lambda w: w.bot.store.matches.get(match.id))
    assert after.status == "finished" and after.outcome == "timeout"
    actions = a.call(lambda w: w.bot.store.log.actions(match.id))
    assert [x.action for x in actions] == ["timeout"], "the timeout was applied once"
    assert len(a.call(lambda w: w.bot.store.results.of_match(match.id))) == 2  # one result per seat
    assert len(reminders(a) + reminders(b)) == 1
    failures = [cog(n.world.bot, DeadlinesCog).supervisor.failures for n in (a, b)]
    assert failures == [0, 0], "the sweep that lost the race counted it as a failure"


async def test_the_same_click_at_two_processes_is_applied_once(shared_database, seeds, nodes):
    a = start_node("a", shared_database, seeds)
    nodes.append(a)
    b = start_node("b", shared_database, seeds)
    nodes.append(b)
    match = a.call(start_match)
    b.call(lambda w: w.alice.slash(w.channel, "mandala table"))  # B shows the same table
    game = load_game(match)
    from present.gameui import ui_for

    one_count = next(c for c in ui_for("mandala").moves(game, game.to_move) if len(c.codes) == 1)
    mover = "alice" if match.players[game.to_move] == a.world.alice.id else "bob"

    async def open_panel(w):
        from tests.cogs.helpers import components_of, table_message

        player = getattr(w, mover)
        panel = (await player.click(table_message(w.channel), label="Show my hand")).response
        select = next(c for c in components_of(panel) if c["type"] == 3)
        assert one_count.key in [o["value"] for o in select["options"]]
        # the menu's choice asks for a Play press (a slip costs a Back): that press records
        chosen = await player.select(panel, [one_count.key], custom_id=select["custom_id"])
        panel = chosen.response or panel
        play = next(c for c in components_of(panel) if c.get("custom_id", "").startswith("g:do:"))
        return panel, play["custom_id"]

    panels = {n.name: n.call(open_panel) for n in (a, b)}
    assert panels["a"][1] == panels["b"][1]  # the same custom_id at both processes

    barrier = threading.Barrier(2)
    outcomes: list[str] = []
    for node in (a, b):
        matches = node.world.bot.store.matches
        real = matches.record

        async def meet_then_record(*args, _real=real, _name=node.name, **kw):
            await asyncio.to_thread(barrier.wait, 60)  # both hold the same expected version
            done = await _real(*args, **kw)
            outcomes.append(f"{_name}:{'applied' if done is not None else 'stale'}")
            return done

        matches.record = meet_then_record

    def click(name: str):
        panel, cid = panels[name]
        return lambda w: getattr(w, mover).click(panel, custom_id=cid)

    together(a.run(click("a")), b.run(click("b")))
    assert sorted(o.split(":")[1] for o in outcomes) == ["applied", "stale"]
    actions = a.call(lambda w: w.bot.store.log.actions(match.id))
    assert [x.action for x in actions] == [one_count.codes[0][1]], "applied exactly once"
    assert a.call(lambda w: w.bot.store.matches.get(match.id)).version == match.version + 1


async def test_disjoint_shards_sweep_only_their_own_and_a_replacement_resumes(
        shared_database, seeds, nodes):
    two = dataclasses.replace(shared_database, shard_count=2)
    zero, one = (dataclasses.replace(two, shard_ids=(i,)) for i in (0, 1))
    a = start_node("a", zero, seeds, guild_shards=(0, 1))
    nodes.append(a)
    b = start_node("b", one, seeds, guild_shards=(0, 1))
    nodes.append(b)
    assert [g.id for g in a.guilds] == [g.id for g in b.guilds]
    assert [(g.id >> 22) % 2 for g in a.guilds] == [0, 1]
    m0 = a.call(lambda w: start_match(a.worlds[0]))  # each process plays its own guild
    m1 = b.call(lambda w: start_match(b.worlds[1]))
    swept: dict[str, set[int]] = {"a": set(), "b": set()}
    for node in (a, b):
        deadlines = node.world.bot.store.deadlines
        real = deadlines.due_reminders

        async def spy(*args, _real=real, _name=node.name):
            found = await _real(*args)
            swept[_name].update(m.id for m in found)
            return found

        deadlines.due_reminders = spy

    remind = shared_database.reminder_after_s + shared_database.sweep_s
    together(*(n.run(lambda w: w.env.advance_time(remind)) for n in (a, b)))
    assert swept == {"a": {m0.id}, "b": {m1.id}}
    assert len(reminders(a, a.worlds[0])) == 1 and reminders(a, a.worlds[1]) == []
    assert len(reminders(b, b.worlds[1])) == 1 and reminders(b, b.worlds[0]) == []

    # B crashes; A's sweeps never take shard 1's match, however late it gets
    stop_node(nodes.pop())
    a.call(lambda w: w.env.advance_time(shared_database.forfeit_after_s))
    assert a.call(lambda w: w.bot.store.matches.get(m0.id)).outcome == "timeout"
    assert a.call(lambda w: w.bot.store.matches.get(m1.id)).status == "active"

    # its replacement with the same SHARD_IDS resumes it: the overdue timeout is applied once
    b2 = start_node("b2", one, itertools.count(100).__next__, guild_shards=(0, 1))
    nodes.append(b2)
    b2.call(lambda w: w.env.advance_time(remind + shared_database.forfeit_after_s))
    after = b2.call(lambda w: w.bot.store.matches.get(m1.id))
    assert after.status == "finished" and after.outcome == "timeout"
    assert len(b2.call(lambda w: w.bot.store.log.actions(m1.id))) == 1
