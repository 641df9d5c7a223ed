"""Always an answer within Discord's 3 seconds (issue #37): every click and private command is
deferred before its first query, a stalled database (a lock held elsewhere, a frozen server, a
busy SQLite writer: all real) ends in a private "busy, nothing changed", and nothing changes."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from contextlib import AbstractAsyncContextManager, asynccontextmanager, contextmanager
from typing import Any

import discord
import pytest
import simcord.interactions

from store import StoreBusy
from tests.cogs.helpers import (
    components_of,
    custom_ids,
    hand_button,
    live_game,
    member_for,
    start_match,
    table_message,
    told,
)
from tests.stalls import pg_lock, sqlite_writer

BUSY = "My database is busy"
BOUND = {"db_timeout_s": 0.5}  # the store gives up after half a second (real time)


@pytest.fixture(autouse=True)
def quick_retries(monkeypatch: pytest.MonkeyPatch) -> None:
    """A busy answer sets the owed publication retrying (cogs.output.owed) with waits of 0.5 to
    4 s, which simcord runs in real time while it settles each interaction (a sleep shorter
    than its settle bound is not parked): about 4 s per failing click. No test here asserts the
    retry, only the answer and that nothing changed, so it waits a millisecond and tries once
    (a try against a real stall costs the store's bound: twenty would outlast the settling)."""
    monkeypatch.setattr("play.retry.FIRST_RETRY", 0.001)
    monkeypatch.setattr("play.retry.LAST_RETRY", 0.001)
    monkeypatch.setattr("play.retry.TRIES", 1)


def latest_interaction(world: Any) -> Any:
    backend = world.env.backend
    return backend.interactions[max(backend.interactions)]


def deferred(world: Any, res: Any) -> bool:
    """Whether the bot's first answer to this interaction was a defer (type 5, "thinking", or
    6, a click's deferred update), whatever it became once completed."""
    path = f"/interactions/{res._interaction.id}/"
    first = next(r for r in world.env.http_requests
                 if r.method == "POST" and r.path.startswith(path))
    return first.json["type"] in (5, 6)


@contextmanager
def watched(world: Any, fail: bool = False,
            after_write: bool = False) -> Iterator[list[tuple[str, bool]]]:
    """Every database call while the block runs, with whether the interaction being handled
    had been answered or deferred by then; `fail`: each call raises StoreBusy instead;
    `after_write`: each call after the first transaction does."""
    db = world.bot.db
    calls: list[tuple[str, bool]] = []

    def spy(name: str) -> None:
        real = getattr(db, name)

        def call(*args: Any, **kw: Any) -> Any:
            wrote = any(n == "transaction" for n, _ in calls)
            calls.append((name, latest_interaction(world).responded))
            if fail or (after_write and wrote):
                raise StoreBusy("the test's store does not answer")
            return real(*args, **kw)

        setattr(db, name, call)

    names = ("fetchone", "fetchall", "transaction")
    for name in names:
        spy(name)
    try:
        yield calls
    finally:
        for name in names:
            delattr(db, name)


async def mover_and_panel(world: Any) -> tuple[Any, Any]:
    """The player to move, and their panel (opened before any stall)."""
    match, game = await live_game(world)
    mover = member_for(world, match.players[game.to_move])
    table = table_message(world.channel)
    res = await mover.click(table, custom_id=hand_button(table))
    return mover, res.response


async def choose_first(mover: Any, panel: Any) -> Any:
    select = next(c for c in components_of(panel) if c["type"] == 3)
    return await mover.select(panel, [select["options"][0]["value"]],
                              custom_id=select["custom_id"])


# ---- deferred before the first query ----------------------------------------------------------


async def test_every_handler_defers_before_its_first_query(world):
    """Clicks and private commands: the first database call of each comes after the defer."""
    admin = world.guild.create_role("admin", permissions=discord.Permissions(manage_guild=True))
    boss = world.guild.add_member(world.env.create_user("boss"), roles=[admin])
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    with watched(world) as calls:
        await world.carol.click(res.response, label="Accept")  # a refusal
        await world.bob.click(res.response, label="Accept")
        match, _ = await live_game(world)
        mover, panel = await mover_and_panel(world)
        chosen = await choose_first(mover, panel)
        for who in (world.alice, world.carol):
            for command in ("hand", "table", "rules", "log", "history", "forfeit"):
                await who.slash(world.channel, f"mandala {command}")
        table = table_message(world.channel)
        rules = next(c for c in custom_ids(table) if c.startswith("g:rules:"))
        await world.carol.click(table, custom_id=rules)
        await boss.slash(world.channel, "games settings", threads="off")
    assert calls and all(answered for _, answered in calls), calls
    assert deferred(world, chosen)
    assert (await world.bot.store.matches.get(match.id)).version >= match.version


async def test_the_end_lobby_and_replay_controls_defer_before_their_first_query(world):
    """Forfeit, rematch, decline, the replay viewer and its steps, the cancel and replay
    commands, and an open table's Join, Leave and Start."""
    mods = world.guild.create_role("mods", permissions=discord.Permissions(manage_messages=True))
    mod = world.guild.add_member(world.env.create_user("mod"), roles=[mods])
    await start_match(world)
    tables = world.guild.create_text_channel("tables")
    lobby = (await world.carol.slash(tables, "flowers open")).response
    with watched(world) as calls:
        asked = await world.alice.slash(world.channel, "mandala forfeit")
        await world.alice.click(asked.response, label="Yes, forfeit")
        table = table_message(world.channel)
        offer = told(await world.bob.click(table, label="Rematch"))
        await world.alice.click(offer.message, label="Decline")
        viewer = told(await world.carol.click(table, label="Replay"))
        step = next(c for c in custom_ids(viewer) if c.startswith("g:rp:") and c.endswith(":c"))
        await world.carol.click(viewer.message, custom_id=step)
        await world.carol.slash(world.channel, "mandala replay")
        await mod.slash(world.channel, "mandala cancel")  # nothing live: a refusal
        for who in (world.alice, world.bob):
            await who.click(lobby, label="Join")
        await world.bob.click(lobby, label="Leave")
        await world.carol.click(lobby, label="Start")
    assert calls and all(answered for _, answered in calls), calls
    assert (await world.bot.store.matches.live_in_channel(tables.id)) is not None


async def test_a_failing_store_is_answered_busy_after_the_defer(world):
    """The store raising at once: a panel click and a slash command each were deferred first,
    then told privately that the database is busy and nothing changed."""
    await start_match(world)
    match, _ = await live_game(world)
    mover, panel = await mover_and_panel(world)
    table = table_message(world.channel)
    with watched(world, fail=True) as calls:
        clicked = await mover.click(table, custom_id=hand_button(table))
        chosen = await choose_first(mover, panel)
        command = await mover.slash(world.channel, "mandala hand")
    assert calls and all(answered for _, answered in calls)
    for res in (clicked, chosen, command):
        said = told(res)
        assert deferred(world, res) and said.ephemeral and BUSY in said.content, said.content
        assert "nothing was changed" in said.content
    assert (await world.bot.store.matches.get(match.id)).version == match.version


async def test_a_store_failing_after_the_move_says_that_it_counted(world):
    """The move is stored, then the database stops answering (drawing the table needs it):
    the mover hears that the move counted, and that the table catches up by itself (a busy
    store is retried like one out of reach: cogs.output.owed)."""
    await start_match(world)
    match, _ = await live_game(world)
    mover, panel = await mover_and_panel(world)
    move = await choose_first(mover, panel)
    counts = [c for c in custom_ids(move.response) if c.startswith("g:do:")]
    before = (await world.bot.store.matches.get(match.id)).version
    with watched(world, after_write=True):
        if counts:
            move = await mover.click(move.response, custom_id=counts[0])
        else:  # the choice alone plays it: choose the same entry on a fresh panel
            mover, panel = await mover_and_panel(world)
            move = await choose_first(mover, panel)
    said = " ".join(m.content for m in move.followups)
    assert "Your move counted" in said and "update by itself" in said, said
    assert (await world.bot.store.matches.get(match.id)).version == before + 1


async def test_a_greek_member_is_told_in_greek(world, monkeypatch):
    await start_match(world)
    mover, _ = await mover_and_panel(world)
    made = simcord.interactions.base_payload

    def greek(*args: Any, **kwargs: Any) -> Any:  # as tests/cogs/test_greek_client.py does
        record, payload = made(*args, **kwargs)
        payload["locale"] = "el"
        return record, payload

    monkeypatch.setattr(simcord.interactions, "base_payload", greek)
    with watched(world, fail=True):
        res = await mover.slash(world.channel, "mandala hand")
    assert "Η βάση δεδομένων μου είναι απασχολημένη" in told(res).content


# ---- real stalls ---------------------------------------------------------------------------


def writes_stalled(world: Any, match_id: int) -> AbstractAsyncContextManager[None]:
    """Writes stall, reads still answer: SQLite's write lock held by another connection, or on
    PostgreSQL the match's row locked FOR UPDATE by another connection."""
    settings = world.bot.settings
    if settings.database_url is None:
        @asynccontextmanager
        async def held() -> Any:
            with sqlite_writer(settings.database_path):
                yield
        return held()
    return pg_lock(settings.database_url, f"SELECT * FROM matches WHERE id = {match_id} FOR UPDATE")


@pytest.mark.postgres
@pytest.mark.parametrize("settings", [BOUND], indirect=True)
async def test_a_locked_store_answers_busy_and_changes_nothing(world):
    """A panel click that plays a move and a slash command that writes (a moderator's
    cancel), while another connection holds the lock their write needs for longer than the
    store's bound: each is deferred, then told "busy, nothing changed"; the match is as it was
    and plays on once the lock is gone."""
    await start_match(world)
    match, _ = await live_game(world)
    mover, panel = await mover_and_panel(world)
    mods = world.guild.create_role("mods", permissions=discord.Permissions(manage_messages=True))
    mod = world.guild.add_member(world.env.create_user("mod"), roles=[mods])
    async with writes_stalled(world, match.id):
        move = await choose_first(mover, panel)
        counts = [c for c in custom_ids(move.response) if c.startswith("g:do:")]
        if counts:  # the choice asks for a count: the count plays it
            move = await mover.click(move.response, custom_id=counts[0])
        cancel = await mod.slash(world.channel, "mandala cancel")
    for res in (move, cancel):
        said = told(res)
        assert deferred(world, res) and said.ephemeral and BUSY in said.content, said.content
    after = await world.bot.store.matches.get(match.id)
    assert after.version == match.version and after.is_live
    await choose_first(*(await mover_and_panel(world)))  # the lock gone, the game goes on
    assert (await world.bot.store.matches.get(match.id)).version >= match.version


def postgres_only(world: Any) -> str:
    url = world.bot.settings.database_url
    if url is None:
        pytest.skip("a PostgreSQL stall: the SQLite half is the busy writer above")
    return str(url)


@pytest.mark.postgres
@pytest.mark.parametrize("settings", [BOUND], indirect=True)
async def test_a_table_lock_stalls_even_reads_and_each_is_answered(world):
    """ACCESS EXCLUSIVE on matches: the first query of each handler stalls. A click, a private
    command and a public one (a challenge, which may not defer publicly) all answer busy,
    privately, and no challenge is stored."""
    url = postgres_only(world)
    await start_match(world)
    mover, _ = await mover_and_panel(world)
    table = table_message(world.channel)
    async with pg_lock(url, "LOCK TABLE matches IN ACCESS EXCLUSIVE MODE"):
        clicked = await mover.click(table, custom_id=hand_button(table))
        command = await mover.slash(world.channel, "mandala hand")
        challenge = await world.carol.slash(world.channel, "mandala challenge",
                                            opponent=world.bob)
    for res in (clicked, command, challenge):
        said = told(res)
        assert said.ephemeral and BUSY in said.content, said.content
    assert deferred(world, clicked) and deferred(world, command)
    assert await world.bot.store.challenges.open_of(world.guild.id, world.carol.id) == []


# A frozen server (SIGSTOP) is bounded by the client's own timers, which simcord runs on its
# virtual clock while an interaction is being handled (and no time can be advanced during one):
# tests/store/test_stalls.py freezes a real server under the store instead, and the answer a
# StoreBusy gets is the one tested above.


# ---- a challenge Discord would not post -----------------------------------------------------


async def test_a_challenge_that_could_not_be_posted_does_not_block_a_retry(world):
    """The post of a stored challenge fails (Discord refuses the response): the challenge is
    withdrawn, so the retry is posted instead of "You already challenged..."."""
    world.env.inject_error("POST", "/interactions/*/*/callback", status=403, code=50013,
                           message="Missing Permissions", times=1)
    failed = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    assert "challenges" not in (failed.response.content if failed.response else "")
    assert await world.bot.store.challenges.open_of(world.guild.id, world.alice.id) == []
    retry = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    assert not retry.ephemeral and "challenges" in retry.response.content, retry.response.content


async def test_a_challenge_stored_as_discord_refuses_the_defer_does_not_block_a_retry(
        world, monkeypatch):
    """The challenge's write lands but its answer comes late (past GRACE), and Discord then
    refuses the private defer (10062: the interaction came too late): the work is not
    cancelled in the middle, the challenge it stored is withdrawn, so a retry is posted."""
    from cogs.kit import promptly

    # the answer's lateness is real time (simcord settles a short sleep for real): a shorter
    # grace keeps the order of things (stored, late past the grace, refused) at a tenth the wait
    monkeypatch.setattr(promptly, "GRACE", 0.2)
    store = world.bot.store
    real = store.challenges.create

    async def answered_late(*args: Any, **kw: Any) -> Any:
        stored = await real(*args, **kw)
        await asyncio.sleep(2 * promptly.GRACE)  # the commit is done; its answer is slow
        return stored

    monkeypatch.setattr(store.challenges, "create", answered_late)
    world.env.inject_error("POST", "/interactions/*/*/callback", status=404, code=10062,
                           message="Unknown interaction", times=1)
    await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    await world.env.advance_time(3 * promptly.GRACE)
    assert await store.challenges.open_of(world.guild.id, world.alice.id) == []
    monkeypatch.setattr(store.challenges, "create", real)
    retry = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    assert not retry.ephemeral and "challenges" in retry.response.content, retry.response.content
