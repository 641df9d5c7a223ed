"""One command group per game on Discord (`/mandala …`, `/flowers …`), all built by the same
code from the engine registry and the game's `GameUI`: challenge, hand, table, forfeit, rules,
cancel, log, history, replay, leaderboard, stats."""

from __future__ import annotations

import contextlib
import inspect
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands
from discord.ext import commands

from cogs import challenges, history, server_settings
from cogs.common import now, report_error
from cogs.components import DYNAMIC_ITEMS, forfeit_view
from cogs.flow import Flow
from cogs.gameui import UIS, GameUI
from cogs.texts import record, rules_embed
from engine.api import Kind
from engine.games import kind as game_kind
from engine.levels import CHOOSABLE
from engine.levels import DEFAULT as DEFAULT_LEVEL
from engine.narration import counted
from play.service import NotInMatch, PlayError, Step, load_game
from store import Match, Standing, level_id, rating_kind

if TYPE_CHECKING:
    from bot import MandalaBot

log = logging.getLogger("mandala.cog")

LEVELS = CHOOSABLE  # what members choose from; the games are those registered (games/)
LEVEL_OPTIONS = ("level", "level2", "level3", "level4")
REPOST_COOLDOWN = 30.0  # seconds between /<game> table reposts in one channel
ORDINALS = ("opponent", "opponent2", "opponent3", "opponent4", "opponent5")
Callback = Callable[..., Awaitable[None]]


def _with_signature(fn: Callback, params: list[inspect.Parameter]) -> Callback:
    """Give a generic callback the parameters a game's command needs, so discord.py builds
    the slash command options from them (opponents by player count, options as choices)."""
    head = inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD,
                             annotation=discord.Interaction)
    fn.__signature__ = inspect.Signature([head, *params])  # type: ignore[attr-defined]
    return fn


def _option(name: str, annotation: object, description: str
            ) -> tuple[inspect.Parameter, str]:
    """An optional keyword option of a generated command, with its description."""
    return (inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY,
                              annotation=annotation | None, default=None),  # type: ignore[operator]
            description)


def challenge_params(kind: Kind) -> tuple[list[inspect.Parameter], dict[str, str]]:
    """One member option per seat beyond the challenger (the first required), then the
    game's options as choices; with their descriptions."""
    kw = inspect.Parameter.KEYWORD_ONLY
    params, described = [], {}
    for i in range(kind.max_players - 1):
        required = i < kind.min_players - 1
        params.append(inspect.Parameter(
            # a User, not a Member: a non-member gets our sentence, not a conversion error
            ORDINALS[i], kw, annotation=discord.User if required else discord.User | None,
            default=inspect.Parameter.empty if required else None))
        described[ORDINALS[i]] = "A member to play (or me, the bot)" if required else \
            "Another member, or me (optional)"
    for i in range(kind.max_players - 1):
        params.append(inspect.Parameter(LEVEL_OPTIONS[i], kw, annotation=Literal[LEVELS] | None,
                                        default=None))
        described[LEVEL_OPTIONS[i]] = (f"My level if {ORDINALS[i]} is me, the bot "
                                       "(default normal)")
    for name, allowed in kind.options.items():
        params.append(inspect.Parameter(name, kw, annotation=Literal[allowed] | None,  # type: ignore[valid-type]
                                        default=None))
        described[name] = f"Default: {allowed[0]}"
    return params, described


class GamesCog(commands.Cog):
    def __init__(self, bot: MandalaBot) -> None:
        self.bot = bot
        self.flow = Flow(bot)
        self.reposted: dict[int, float] = {}  # channel id -> last /table repost
        self.groups = [*(self.build_group(ui) for ui in UIS.values()),
                       server_settings.settings_group(bot)]

    def repost_wait(self, channel_id: int) -> float:
        """Seconds until the table of this channel may be reposted again (anti-spam)."""
        return self.reposted.get(channel_id, -REPOST_COOLDOWN) + REPOST_COOLDOWN - now()

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        await self.find_threads()
        await self.flow.bots.resume()  # a restart resumes every bot whose turn it is

    async def find_threads(self) -> None:
        """After a restart, every live match's thread is looked for: one deleted or archived
        while the bot was away ends its match as it would have then."""
        for match in await self.bot.store.live_matches_in_threads(self.bot.held_shards):
            thread = self.bot.get_channel(match.place_id)
            try:
                if thread is None:
                    thread = await self.bot.fetch_channel(match.place_id)
            except discord.NotFound:
                await self.end_orphan(match.place_id)
                continue
            except discord.HTTPException:
                continue  # can't tell now: its next move or the sweep will
            if isinstance(thread, discord.Thread) and thread.archived:
                await self.end_orphan(match.place_id, "archived")

    @commands.Cog.listener()
    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        """A match whose channel is gone ends unrated: nobody can play or see it."""
        await self.end_orphan(channel.id)

    @commands.Cog.listener()
    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        await self.end_orphan(payload.thread_id)

    @commands.Cog.listener()
    async def on_raw_thread_update(self, payload: discord.RawThreadUpdateEvent) -> None:
        """A moderator archiving a match's thread ends the match as deleting it would (ours
        archives only after the match ended; Discord's own, after a week without a word)."""
        if payload.data.get("thread_metadata", {}).get("archived"):
            await self.end_orphan(payload.thread_id, "archived")

    async def end_orphan(self, channel_id: int, how: str = "deleted") -> None:
        """The match played in this channel or thread ends unrated; a thread's channel is told."""
        match = await self.bot.store.live_match_in_channel(channel_id)
        if match is None:
            return
        try:
            step = await self.bot.service.cancel(match.id, now(), action="abandon")
        except PlayError:  # it ended meanwhile
            return
        self.flow.panels.forget(step.match.id)
        log.info("match %s ended unrated: its place %s was %s", match.id, channel_id, how)
        parent = self.bot.get_channel(match.channel_id)
        if match.thread_id is not None and isinstance(parent, discord.abc.Messageable):
            title = game_kind(match.kind).title
            with contextlib.suppress(discord.HTTPException):
                await parent.send(f"🏁 **{title}** match #{match.id} ended unrated: its thread "
                                  f"was {how}.", allowed_mentions=discord.AllowedMentions.none())

    async def cog_load(self) -> None:
        for group in self.groups:
            self.bot.tree.add_command(group, override=True)

    async def cog_unload(self) -> None:
        for group in self.groups:
            self.bot.tree.remove_command(group.name)
        self.flow.bots.cancel()

    # ---- the commands of one game -------------------------------------------------------------

    def build_group(self, ui: GameUI) -> app_commands.Group:
        kind = game_kind(ui.kind)
        group = app_commands.Group(name=kind.name, description=ui.description, guild_only=True)
        title = ui.title

        async def live_here(interaction: discord.Interaction) -> Match:
            here = interaction.channel_id or 0
            match = await self.bot.store.live_match_in_channel(here)
            if match is None or match.kind != kind.name:
                mine = [m for m in await self.bot.store.live_matches_of(interaction.user.id)
                        if m.kind == kind.name and m.channel_id == here and m.thread_id]
                if mine:  # the channel's matches are in its threads
                    raise PlayError(f"Your {title} match is played in its thread "
                                    f"<#{mine[0].thread_id}>: use the command there.")
                raise PlayError(f"There is no {title} match in progress in this channel. "
                                f"Start one with `/{kind.name} challenge`.")
            return match

        async def challenge(interaction: discord.Interaction, **given: Any) -> None:
            slots = [i for i, o in enumerate(ORDINALS) if given.get(o) is not None]
            invited = [given[ORDINALS[i]] for i in slots]
            levels = [given.get(LEVEL_OPTIONS[i]) for i in slots]
            options = {k: given[k] for k in kind.options if given.get(k)}
            await challenges.send_challenge(interaction, kind.name, invited, options, levels)

        async def practice(interaction: discord.Interaction, **given: Any) -> None:
            me = self.bot.user
            assert me is not None
            bots = given.get("bots") or 1
            level = given.get("level") or DEFAULT_LEVEL
            options = {k: given[k] for k in kind.options if given.get(k)}
            await challenges.send_challenge(interaction, kind.name, [me] * bots, options,
                                            [level] * bots)

        params, described = challenge_params(kind)
        challenge = app_commands.describe(**described)(_with_signature(challenge, params))
        group.command(name="challenge", description=f"Challenge members to a game of {title}")(
            challenge)

        options = [p for p in params if p.name in kind.options]
        options_described = {k: v for k, v in described.items() if k in kind.options}
        level = _option("level", Literal[LEVELS], "How strong I play (default normal)")
        bots = (_option("bots", app_commands.Range[int, 1, kind.max_players - 1],
                        f"How many of me sit down, 1-{kind.max_players - 1} (default 1)")
                if kind.max_players > 2 else None)
        self.add(group, "practice", f"Play {title} against me, the bot", practice,
                 [level, *([bots] if bots else []), *options], options_described)

        if kind.max_players > 2:
            async def open_table(interaction: discord.Interaction, **given: Any) -> None:
                chosen = {k: given[k] for k in kind.options if given.get(k)}
                seated = [given.get("level") or DEFAULT_LEVEL] * (given.get("bots") or 0)
                await challenges.open_lobby(interaction, kind.name, chosen, seated)

            seated = _option("bots", app_commands.Range[int, 0, kind.max_players - 1],
                             "Seat some of me, the bot, from the start")
            self.add(group, "open", f"Open a table of {title} anyone can join", open_table,
                     [seated, level, *options], options_described)

        @group.command(name="hand", description="See your hand privately and play your turn")
        async def hand(interaction: discord.Interaction) -> None:
            match = await live_here(interaction)
            await self.flow.show_panel(interaction, match.id)

        @group.command(name="table", description="Post the table of this channel's match again")
        async def table(interaction: discord.Interaction) -> None:
            match = await live_here(interaction)
            wait = self.repost_wait(match.place_id)
            if wait > 0:
                raise PlayError(f"The table was just reposted; try again in {wait:.0f} s "
                                "(scroll up to find it).")
            await interaction.response.defer(ephemeral=True, thinking=True)
            self.reposted[match.place_id] = now()
            # a repost notifies nobody: the turn notice already did, and anyone may repost; its
            # text tells the latest moves from the log, as the table it replaces did
            failure = await self.flow.publish(Step(match, load_game(match), None, []),
                                              force_new=True, ping=False)
            await interaction.followup.send(
                f"I couldn't post the table: {failure}." if failure else "Table reposted below.",
                ephemeral=True)

        @group.command(name="forfeit", description="Resign from your match in this channel")
        async def forfeit(interaction: discord.Interaction) -> None:
            match = await live_here(interaction)
            if match.seat_of(interaction.user.id) is None:
                raise NotInMatch()
            await interaction.response.send_message(
                "Forfeit this match? It counts as a loss for you.",
                view=forfeit_view(match.id, match.version), ephemeral=True)

        @group.command(name="log", description="The moves of this channel's match, or of a "
                       "finished one by its number")
        @app_commands.describe(number="A match number from /history (default: the match of "
                               "this channel, or the last one that ended here)")
        async def move_log(interaction: discord.Interaction, number: int | None = None) -> None:
            match = await numbered(interaction, number)
            embed = await history.move_log(self.bot, match, match.seat_of(interaction.user.id))
            await interaction.response.send_message(embed=embed, ephemeral=True)

        async def numbered(interaction: discord.Interaction, number: int | None, *,
                           finished: bool = False) -> Match:
            """Match `number` of this game in this server, or by default this channel's (its
            last finished one when `finished`)."""
            if number is None:
                match = await self.bot.store.latest_match_in_channel(
                    interaction.channel_id or 0, kind.name, finished=finished)
                if match is None:
                    ended = "finished " if finished else ""
                    raise PlayError(f"No {ended}{title} match has been played in this channel "
                                    f"yet (`/{kind.name} history` lists this server's).")
                return match
            match = await self.bot.store.get_match(number)
            if (match is None or match.kind != kind.name
                    or match.guild_id != (interaction.guild_id or 0)):
                raise PlayError(f"There is no {title} match #{number} in this server.")
            return match

        @group.command(name="replay", description="Watch a finished match again, move by move "
                       "(privately)")
        @app_commands.describe(number="A match number from /history (default: the last one "
                               "that ended in this channel)",
                               format="A viewer with buttons (default), or an animation")
        async def replay(interaction: discord.Interaction, number: int | None = None,
                         format: Literal["viewer", "animation"] | None = None) -> None:  # noqa: A002 - the option's name
            match = await numbered(interaction, number, finished=True)
            if format == "animation":
                await self.flow.replays.animation(interaction, match.id)
            else:
                await self.flow.replays.open(interaction, match.id, 0, False)

        @group.command(name="history", description=f"Finished {title} matches in this server")
        @app_commands.describe(member="Only the matches of this member")
        async def past(interaction: discord.Interaction,
                       member: discord.User | None = None) -> None:
            embed = await history.finished(self.bot, interaction.guild_id or 0, kind.name, member)
            await interaction.response.send_message(embed=embed, ephemeral=True)

        @group.command(name="rules", description=f"The rules of {title} in short")
        async def rules(interaction: discord.Interaction) -> None:
            match = await self.bot.store.live_match_in_channel(interaction.channel_id or 0)
            view = load_game(match).view(None) if match and match.kind == kind.name else None
            await interaction.response.send_message(embed=rules_embed(kind.name, view),
                                                    ephemeral=True)

        @group.command(name="cancel", description="Moderators: end this channel's match unrated")
        async def cancel(interaction: discord.Interaction) -> None:
            perms = interaction.permissions
            if not (perms.manage_messages or perms.administrator):
                raise PlayError("Only members with the **Manage Messages** permission in this "
                                "channel can cancel a match.")
            match = await live_here(interaction)
            if match.seat_of(interaction.user.id) is not None:
                raise PlayError("You play in this match, so you can't cancel it: ask another "
                                f"moderator, or use `/{kind.name} forfeit`.")
            await interaction.response.defer(ephemeral=True, thinking=True)
            step = await self.bot.service.cancel(match.id, now())
            await self.flow.publish(step, last=f"{interaction.user.mention} cancelled this match.")
            await interaction.followup.send(f"Match #{match.id} cancelled; no rating changed.",
                                            ephemeral=True)

        @group.command(name="leaderboard", description=f"This server's {title} ranking")
        async def leaderboard(interaction: discord.Interaction) -> None:
            await interaction.response.send_message(
                embed=await self.leaderboard_embed(interaction.guild_id or 0, kind.name, title),
                allowed_mentions=discord.AllowedMentions.none())

        @group.command(name="stats", description="Rating and record of a member (you by default)")
        @app_commands.describe(member="Whose stats to show")
        async def stats(interaction: discord.Interaction,
                        member: discord.User | None = None) -> None:  # a former member too
            who = member or interaction.user
            if self.bot.user is not None and who.id == self.bot.user.id:
                embed = await self.bot_stats_embed(interaction.guild_id or 0, kind.name, title)
            else:
                embed = await self.stats_embed(interaction.guild_id or 0, kind.name, title, who)
            await interaction.response.send_message(
                embed=embed, allowed_mentions=discord.AllowedMentions.none())

        return group

    @staticmethod
    def add(group: app_commands.Group, name: str, description: str, callback: Callback,
            options: list[tuple[inspect.Parameter, str] | inspect.Parameter],
            described: dict[str, str]) -> None:
        """Add a generated command whose options are `options` (parameters, or (parameter,
        description) pairs; other descriptions from `described`)."""
        params = [o[0] if isinstance(o, tuple) else o for o in options]
        texts = dict(described)
        texts.update({o[0].name: o[1] for o in options if isinstance(o, tuple)})
        fn = app_commands.describe(**{p.name: texts[p.name] for p in params})(
            _with_signature(callback, params))
        group.command(name=name, description=description)(fn)

    # ---- standings ----------------------------------------------------------------------------

    async def leaderboard_embed(self, guild_id: int, kind: str, title: str) -> discord.Embed:
        rows = await self.bot.store.leaderboard(guild_id, kind, limit=10)
        embed = discord.Embed(title=f"{title} leaderboard", colour=discord.Colour.gold())
        if not rows:
            embed.description = f"No rated games yet. Start one with `/{kind} challenge`!"
            return embed
        medals = ["🥇", "🥈", "🥉"]
        embed.description = "\n".join(
            f"{medals[i] if i < 3 else f'`{i + 1:>2}.`'} <@{r.user_id}> · "
            f"**{r.rating}** · {record(r)} ({counted(r.games, 'game')})"
            for i, r in enumerate(rows)
        )
        embed.set_footer(text="Everyone starts at 1500; the rating grows with wins and as "
                              f"more games make it surer (details: /{kind} stats).")
        return embed

    async def bot_stats_embed(self, guild_id: int, kind: str, title: str) -> discord.Embed:
        """Each level's rating from the matches members played against it, here."""
        embed = discord.Embed(title=f"{title} stats: me, the bot",
                              colour=discord.Colour.blurple(),
                              description="Each level has its own rating, from matches against "
                                          f"members of this server (`/{kind} practice`).")
        pool = rating_kind(kind, True)
        for level in LEVELS:
            s = await self.bot.store.standing(guild_id, pool, level_id(level))
            value = (f"{_rating(s)} · {record(s)}" if s and s.games else "no match yet")
            embed.add_field(name=level.title(), value=value, inline=False)
        return embed

    async def stats_embed(self, guild_id: int, kind: str, title: str,
                          who: discord.abc.User) -> discord.Embed:
        s = await self.bot.store.standing(guild_id, kind, who.id)
        vs_bot = await self.bot.store.standing(guild_id, rating_kind(kind, True), who.id)
        embed = discord.Embed(title=f"{title} stats: {who.display_name}",
                              colour=discord.Colour.blurple())
        if vs_bot is not None and vs_bot.games:
            embed.add_field(name="Against the bot", inline=False,
                            value=f"{_rating(vs_bot)} · {record(vs_bot)} "
                                  "(compare with `stats` of the bot)")
        if s is None or not s.games:
            embed.description = f"{who.mention} has no rated {title} game in this server yet."
            return embed
        rank = await self.bot.store.rank_of(guild_id, kind, who.id)
        embed.add_field(name="Rating", value=_rating(s))
        embed.add_field(name="Rank", value=f"#{rank}" if rank else "–")
        embed.add_field(name="Games", value=str(s.games))
        embed.add_field(name="Record", value=record(s))
        embed.add_field(name="Win rate", value=f"{100 * s.wins / s.games:.0f}%")
        return embed


def _rating(s: Standing) -> str:
    """The whole-number rating, with the model's skill μ and uncertainty σ behind it (shown in
    `/stats` only: the leaderboard keeps to the one number)."""
    return f"{s.rating} (skill μ {s.mu:.1f}, uncertainty σ {s.sigma:.1f})"


async def on_app_command_error(interaction: discord.Interaction,
                               error: app_commands.AppCommandError) -> None:
    await report_error(interaction, error)


async def setup(bot: MandalaBot) -> None:
    bot.add_dynamic_items(*DYNAMIC_ITEMS)
    bot.tree.on_error = on_app_command_error
    await bot.add_cog(GamesCog(bot))
