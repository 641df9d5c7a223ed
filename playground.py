"""The playground: the real bot against simcord's in-memory Discord, shown in a local browser page.

Without a Discord token a newcomer can still see and play the bot: the same `create_bot`, cogs,
store and pictures run against a server with a #games channel and three local members, served
by simcord's Preview on 127.0.0.1. The page's "Viewing as" switch lets one person play both
sides hot-seat; each private panel shows only to its owner, as on Discord.

The simcord world lives in memory and is rebuilt on every start, always in the same order, so
the server, channel and members get the same ids each time (simcord derives ids from its clock,
which starts at the same instant, and a per-millisecond sequence). The matches live in their own
SQLite file, so a match survives a restart: its table is posted again on start. That file also
keeps the page's URL token, so the URL stays the same from one start to the next.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import errno
import logging
import secrets
import signal
import socket
import sys
from collections.abc import AsyncIterator, Callable, Iterator, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any  # Any: simcord's own type for a page action's JSON

import discord
import simcord
import simcord.interactions
from discord import app_commands
from simcord import MemberActor, SetupError
from simcord.preview import Preview

import i18n
from bot import (
    HERE,
    ConfigError,
    MandalaBot,
    Settings,
    check_database_path,
    create_bot,
    load_settings,
    setup_logging,
)
from engine.games import GAMES
from engine.games import kind as game_kind
from play import settings as server_settings
from play.step import Step, load_game
from present.step_plan import Plan
from store import Kept, Left, Match, StartRefused

log = logging.getLogger("mandala.playground")

DEFAULT_PORT = 8765
GUILD_ID = 1_100_000_000_000_000_001  # pinned; members and channel get clock-derived ids
MEMBERS = ("alice", "bob", "carol")
OWNER = "owner"  # the fourth member, last so the first three keep their ids
MODERATOR = "Moderator"  # Owner's role: what /games settings and /cancel ask for
TICK_S = 1.0  # how often simcord's clock catches up with the wall clock
SETTLE_S = 60  # how long a click may wait for the bot (a picture, a bot's move) to settle
# The deadline sweep's longest sleep here. simcord counts a sleep ending within SETTLE_S as work
# a click waits for, so with the bot's 60 s every click hung until the sweep woke (up to a
# minute). One process writes every deadline and the alarm wakes at each, so the fallback
# wake-up the bot's SWEEP_SECONDS exists for has nothing to catch here.
SWEEP_S = 86_400
CHANNEL = "games"
BOT_NAME = "Mandala"


@dataclass(frozen=True)
class PlaygroundSettings:
    bot: Settings
    port: int
    # seconds between the clock's catch-ups; None: simcord's clock moves only when a test
    # says (a test driving members directly would otherwise meet a tick under way)
    tick_s: float | None = TICK_S


@dataclass(frozen=True)
class World:
    """The local server: one channel, a few members, and the environment running the bot."""

    env: simcord.Env
    guild: simcord.GuildHandle
    channel: simcord.ChannelHandle
    members: tuple[MemberActor, ...]

    @property
    def bot(self) -> MandalaBot:
        # simcord's Env holds the bot create_bot made, typed as its base class
        return self.env.bot  # type: ignore[return-value]


def load_playground_settings(env: dict[str, str]) -> PlaygroundSettings:
    """The bot's settings (timeouts, log level) with the playground's own database and port."""
    raw_port = env.get("PLAYGROUND_PORT", "").strip() or str(DEFAULT_PORT)
    if not raw_port.isdecimal() or not 1 <= int(raw_port) <= 65535:
        raise ConfigError(f"PLAYGROUND_PORT must be a port number from 1 to 65535, "
                          f"not {raw_port!r} (check your .env).")
    db = Path(env.get("PLAYGROUND_DATABASE_PATH", "").strip()
              or HERE / "data" / "playground.db")
    # The token is never used: nothing here talks to Discord. LOG_LEVEL unset means quiet, so
    # the URL line is all a newcomer sees.
    base = load_settings({**env, "DISCORD_TOKEN": "unused",
                          "LOG_LEVEL": env.get("LOG_LEVEL", "").strip() or "WARNING"})
    settings = dataclasses.replace(base, token="", database_path=db, dev_guild_id=None,
                                   jump_links=False, sweep_s=SWEEP_S)
    return PlaygroundSettings(bot=settings, port=int(raw_port))


def check_port_free(port: int) -> None:
    """Refuse a taken port in one sentence, before the bot starts (Preview would say less)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as aiohttp binds
        try:
            s.bind(("127.0.0.1", port))
        except OSError as e:
            raise ConfigError(_port_taken(port, e)) from None


def _port_taken(port: int, e: BaseException | None) -> str:
    why = "is already in use" if getattr(e, "errno", None) == errno.EADDRINUSE else "is not free"
    return (f"PLAYGROUND_PORT {port} {why} on 127.0.0.1: stop the program using it (maybe "
            "another playground) or set PLAYGROUND_PORT to another port.")


def build_world(env: simcord.Env) -> World:
    """Always the same server, in the same order, so ids match the ones stored last time."""
    guild = env.create_guild("Mandala Playground", id=GUILD_ID)
    channel = guild.create_text_channel(CHANNEL)
    members = tuple(guild.add_member(env.create_user(name, global_name=name.capitalize()))
                    for name in MEMBERS)
    # Created after the first three members, so their ids stay those of earlier versions
    moderator = guild.create_role(MODERATOR, permissions=discord.Permissions(
        manage_guild=True, manage_messages=True))
    owner = guild.add_member(env.create_user(OWNER, global_name=OWNER.capitalize()),
                             roles=[moderator])
    return World(env, guild, channel, (*members, owner))


def follow_wall_clock(env: simcord.Env) -> None:
    """Move simcord's clock (it starts on 2026-01-01 each run) to now, after the world is built.

    Message ids come from that clock: without this, messages of this run would get the ids the
    last run's messages had, and the bot would take a stored table id for another message.
    Deadlines stored in the database are wall-clock times, so they line up too. simcord has no
    public "set the time" (advance_time would replay every sweep in between), hence the backend.
    """
    ahead = (datetime.now(UTC) - env.now()).total_seconds()
    if ahead > 0:
        env.backend.advance_clock(ahead)


class WallClock:
    """Keeps simcord's clock on the wall clock, so cooldowns end, challenges expire, reminders
    and turn timeouts come as they would on Discord (simcord's clock moves only when told).

    Each `tick` advances simcord by what the wall clock moved since, which runs the bot's timers
    due meanwhile. simcord lets one operation run at a time and refuses an overlapping one: a
    click on the page (`Preview._action`) and a tick take turns through `lock`, so a click made
    during a tick waits for it instead of failing."""

    def __init__(self, env: simcord.Env, now: Callable[[], datetime] = lambda: datetime.now(UTC),
                 every: float = TICK_S) -> None:
        self._env = env
        self._now = now
        self._every = every
        self.lock = asyncio.Lock()

    async def tick(self) -> None:
        async with self.lock:
            behind = (self._now() - self._env.now()).total_seconds()
            if behind <= 0:
                return
            try:
                await self._env.advance_time(behind)
            except SetupError:
                pass  # another driver's operation (a test's click) runs: the next tick catches up
            except TimeoutError:  # the bot still busy after settle_timeout: progress is kept
                log.warning("the bot did not settle while the clock moved %.1f s", behind)

    async def run(self) -> None:
        while True:
            await asyncio.sleep(self._every)
            # a click under way: let it be (simcord counts a task queued on the lock as work
            # under way, so the click would wait out its settle timeout); the next tick
            # catches up on the whole gap
            if not self.lock.locked():
                await self.tick()

    def take_turns_with(self, preview: Preview) -> None:
        """Make the page's clicks wait for a tick under way (simcord 3.2 has no hook for
        this: `_action` is the one method every page action goes through)."""
        act = preview._action
        lock = self.lock

        async def action(context_id: str | None, body: Mapping[str, Any]) -> dict[str, Any]:
            async with lock:
                return await act(context_id, body)

        preview._action = action  # type: ignore[method-assign]


async def repost_live_tables(world: World) -> None:
    """A match kept in the database has no message in the fresh channel: ask for its table the
    way a player would, with its own game's `/<game> table` (looked up in the registry)."""
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    if match is None:
        return
    by_id = {m.id: m for m in world.members}
    player = next((by_id[p] for p in match.players if p in by_id), None)
    if player is None:
        log.warning("match %s has no player among the local members", match.id)
        return
    asked = await player.slash(world.channel, f"{game_kind(match.kind).name} table")
    # Nobody asked for this start's repost: its private "Table reposted below." is dismissed
    # as the player would, so the first thing they see is the table, not an answer to nothing
    for reply in (asked.response, *asked.followups):
        if reply is not None and reply.ephemeral:
            world.env.backend.delete_message(world.channel.id, reply.id)


RECENT_RESULTS = 3  # finished matches whose result comes back on a start


async def repost_recent_results(world: World) -> None:
    """The channel's newest finished matches get their result back (picture, Replay,
    Rematch), oldest first, as they stood before the restart; nobody is pinged. On Discord
    they would still be in the channel's history, which simcord rebuilds empty."""
    bot = world.bot
    ended: list[Match] = []
    for name in GAMES:
        ended += [m for m in await bot.store.matches.finished_of(world.guild.id, name, None,
                                                                 limit=RECENT_RESULTS)
                  if m.place_id == world.channel.id]
    # the class of the loaded extension's module (load_extension executes the module anew, so
    # one imported before the bot started would be another class)
    from cogs.commands.games import GamesCog
    from cogs.kit.common import loaded

    games = loaded(bot, GamesCog)
    if games is None:
        return
    for match in sorted(ended, key=lambda m: (m.updated_at, m.id))[-RECENT_RESULTS:]:
        step = Step(match, load_game(match), await _leaver(bot, match), [])
        failure = await games.flow.pipeline.publish(Plan.repost(step))
        if failure:
            log.warning("match %s: its result could not be posted again: %s", match.id, failure)


async def _leaver(bot: MandalaBot, match: Match) -> int | None:
    """The seat whose forfeit or timeout ended `match` (its last logged action), so the result
    says "Bob forfeited" again and not "a player forfeited"; None when it ended on the board."""
    log = await bot.store.log.actions(match.id)
    return log[-1].seat if log and isinstance(log[-1].entry, Left) else None


URL_TOKEN = "playground.url_token"  # its name among the database's kept values


async def keep_url_token(preview: Preview, kept: Kept) -> None:
    """Give the Preview the token kept in the playground's database, made on the first start,
    so the URL (and an open tab, once reloaded) stays valid across restarts.

    simcord 3.2 draws `Preview.capability` (the URL's #fragment) at random and takes no token
    argument; it is a public attribute that the server reads on every request, so it is set
    here, before the Preview is entered. The kept token is as long and random as simcord's.
    """
    preview.capability = await kept.once(URL_TOKEN, lambda: secrets.token_urlsafe(32))


CLIENT_LOCALE = "playground.client_locale.{member}"  # kept per member, across restarts
LOCALES = {"en": "en-US", "el": "el"}  # a catalogue's Discord client locale


class ClientLanguages:
    """Each local member's Discord client language, which the page has no switch for.

    On Discord every interaction carries the clicker's client `locale`, and the bot answers
    privately in it; simcord 3.2 sends "en-US" for everyone, from one function every
    interaction is made by (`simcord.interactions.base_payload`). While `sent` is entered,
    that function gives each member's interactions the locale chosen with `/playground
    language` (kept in the playground's database, so a restart keeps it)."""

    def __init__(self) -> None:
        self.chosen: dict[int, str] = {}  # member id -> Discord locale

    async def load(self, kept_values: Kept, members: tuple[MemberActor, ...]) -> None:
        for m in members:
            kept = await kept_values.read(CLIENT_LOCALE.format(member=m.id))
            if kept is not None and kept in LOCALES.values():
                self.chosen[m.id] = kept

    async def choose(self, kept: Kept, member: int, lang: str) -> None:
        self.chosen[member] = LOCALES[lang]
        await kept.keep(CLIENT_LOCALE.format(member=member), LOCALES[lang])

    @contextlib.contextmanager
    def sent(self) -> Iterator[None]:
        made = simcord.interactions.base_payload

        def localised(*args: Any, **kwargs: Any) -> tuple[Any, dict[str, Any]]:
            record, payload = made(*args, **kwargs)
            locale = self.chosen.get(kwargs.get("user_id", 0))
            if locale is not None:
                payload["locale"] = locale
            return record, payload

        simcord.interactions.base_payload = localised
        try:
            yield
        finally:
            simcord.interactions.base_payload = made

    def command(self, bot: MandalaBot) -> app_commands.Group:
        """`/playground language`: the page's client language switch, one per member (the
        composer is where the page lets a member act; only the playground has it)."""
        group = app_commands.Group(name="playground", description="Only in the playground")
        choices = [app_commands.Choice(name=c.name, value=code)
                   for code, c in i18n.CATALOGUES.items() if code in LOCALES]

        @group.command(name="language", description="The language of your Discord client "
                       "(what the bot tells you privately)")
        @app_commands.choices(language=choices)
        @app_commands.describe(language="The language your Discord client speaks")
        async def language(interaction: discord.Interaction,
                           language: app_commands.Choice[str]) -> None:
            assert bot.db is not None  # opened by the bot's setup_hook
            await self.choose(bot.store.kept, interaction.user.id, language.value)
            await interaction.response.send_message(
                i18n.t(language.value, "playground.client_language", name=language.name),
                ephemeral=True)

        return group


VIEWER = "playground.viewer"  # the member last chosen in "Viewing as", kept across restarts


async def keep_viewing_as(preview: Preview, kept_values: Kept,
                          members: tuple[MemberActor, ...]) -> None:
    """A page opened without a viewer (a reload, after a restart too) shows the member last
    chosen in "Viewing as", not always the first one: the person at the keyboard was playing
    Bob, and a restart should not hand them Alice's hand to look at.

    simcord 3.2 has no setting for this: a new page takes `viewers[0]` (`_open_page`), and a
    switch is a page action (`_action`, kind "viewer"); both are wrapped here."""
    kept = await kept_values.read(VIEWER)
    known = {str(m.id) for m in members}
    last = [kept if kept in known else None]
    open_page = preview._open_page
    act = preview._action

    def opened(viewer_id: Any = None, target_id: Any = None) -> Any:
        return open_page(last[0] if viewer_id is None else viewer_id, target_id)

    async def action(context_id: str | None, body: Mapping[str, Any]) -> dict[str, Any]:
        result = await act(context_id, body)
        if isinstance(body, Mapping) and body.get("kind") == "viewer":
            with contextlib.suppress(SetupError):
                viewer = str(preview._get_page(context_id).viewer.id)
                if viewer != last[0]:
                    last[0] = viewer
                    await kept_values.keep(VIEWER, viewer)
        return result

    preview._open_page = opened  # type: ignore[method-assign]
    preview._action = action  # type: ignore[method-assign]


@dataclass(frozen=True)
class Running:
    """A started playground: its world and the Preview serving the page at `url`."""

    world: World
    preview: Preview
    clock: WallClock

    @property
    def url(self) -> str:
        return self.preview.url


@contextlib.asynccontextmanager
async def _running(bot: MandalaBot) -> AsyncIterator[World]:
    """Like `simcord.run(bot)`, but the world is built before the bot starts, and then the
    clock is moved to now: the bot's deadline sweep is scheduled from the moved clock, so it
    never has months of missed iterations to catch up on."""
    # Rendering a picture can take a moment on a slow machine; bot errors are logged, not
    # collected for a test to inspect.
    env = simcord.Env(bot, check_errors=False, settle_timeout=SETTLE_S)
    env.backend.bot_user.name = BOT_NAME  # simcord names it "TestBot" on creation
    world = build_world(env)
    follow_wall_clock(env)
    clients = ClientLanguages()
    bot.tree.add_command(clients.command(bot))  # before the start, which syncs the tree
    with clients.sent():
        await env.start()
        try:
            assert bot.db is not None  # opened by the bot's setup_hook, in env.start()
            await clients.load(bot.store.kept, world.members)
            with env.time_context():
                yield world
        finally:
            await env.shutdown()


@contextlib.asynccontextmanager
async def open_playground(ps: PlaygroundSettings, *,
                          now: Callable[[], datetime] = lambda: datetime.now(UTC),
                          ) -> AsyncIterator[Running]:
    """Start the bot in a fresh world, repost a kept match's table, serve the page with
    simcord's clock following `now` (the wall clock; a test gives its own); on exit, stop it
    all and close the database (so the next start finds everything)."""
    bot = create_bot(ps.bot)
    try:
        async with _running(bot) as world:
            # simcord's Preview shows one channel (a thread only as a summary line under its
            # first message, which can't be opened), so the playground plays in the channel
            await server_settings.set_threads(bot.store, world.guild.id, False)
            await repost_recent_results(world)
            await repost_live_tables(world)
            preview = world.env.preview(world.channel, viewers=world.members, layout="channel",
                                        port=ps.port, width=1200, height=900)
            assert bot.db is not None  # opened by the bot's setup_hook, in env.start()
            await keep_url_token(preview, bot.store.kept)
            try:
                await preview.__aenter__()
            except SetupError as e:
                if isinstance(e.__cause__, OSError):
                    raise ConfigError(_port_taken(ps.port, e.__cause__)) from None
                raise
            clock = WallClock(world.env, now, ps.tick_s or TICK_S)
            clock.take_turns_with(preview)
            await keep_viewing_as(preview, bot.store.kept, world.members)
            ticking = asyncio.ensure_future(clock.run() if ps.tick_s else asyncio.sleep(0))
            try:
                yield Running(world, preview, clock)
            finally:
                ticking.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await ticking
                await preview.close()
    finally:
        if bot.db is not None:
            await bot.db.close()
            bot.db = None


async def serve(ps: PlaygroundSettings, *, ready: Callable[[str], None]) -> None:
    """Run until the page's "End preview session", SIGINT or SIGTERM; `ready(url)` once up.

    The signal handlers go in first: a Ctrl+C while starting (the bot resuming its move) must
    stop it too, and it is remembered should anything in the start swallow the cancel."""
    loop = asyncio.get_running_loop()
    main = asyncio.current_task()
    stop = asyncio.Event()

    def on_signal() -> None:
        if not stop.is_set() and main is not None:
            main.cancel()  # a start under way ends here; a running preview closes below
        stop.set()

    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, on_signal)
    with contextlib.suppress(asyncio.CancelledError):
        async with open_playground(ps) as running:
            if stop.is_set():
                return
            ready(running.url)
            closed = asyncio.ensure_future(running.preview.wait_closed())
            stopping = asyncio.ensure_future(stop.wait())
            try:
                await asyncio.wait({closed, stopping}, return_when=asyncio.FIRST_COMPLETED)
            finally:
                closed.cancel()
                stopping.cancel()


def _say_url(url: str) -> None:
    print(f"Mandala playground (no Discord needed): open {url} in your browser; "
          "Ctrl+C stops it.", flush=True)


def main(env: dict[str, str]) -> int:
    """`python launch.py play`, and `python launch.py` without DISCORD_TOKEN."""
    try:
        ps = load_playground_settings(env)
        check_database_path(ps.bot.database_path, "PLAYGROUND_DATABASE_PATH")
        check_port_free(ps.port)
    except ConfigError as e:
        print(e, file=sys.stderr)
        return 2
    setup_logging(ps.bot.log_level)
    try:
        asyncio.run(serve(ps, ready=_say_url))
    except (ConfigError, StartRefused) as e:  # StartRefused: a schema step failed (a full disk)
        print(e, file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        pass
    return 0
