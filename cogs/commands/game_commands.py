"""The slash commands of one game (`/mandala …`, `/flowers …`), built by the same code from the
engine registry and the game's `GameUI`: starting a match (challenge, practice, open), playing
it (hand, table, forfeit, cancel), looking back (log, replay, history, rules) and standings
(leaderboard, stats). Each command translates Discord to a call and its result to a message."""

from __future__ import annotations

import inspect
from typing import TYPE_CHECKING, Any, Literal, Protocol

import discord
from discord import app_commands

from cogs.commands.signatures import (
    LEVEL_OPTIONS,
    ORDINALS,
    PACE,
    add,
    challenge_params,
    chosen_level,
    chosen_pace,
    option,
    pace_param,
    with_levels,
    with_pace,
    with_signature,
)
from cogs.controls.lesson import has_lesson, rules_view
from cogs.controls.match import forfeit_view
from cogs.handlers import challenges
from cogs.kit.common import now
from cogs.kit.language import private_lang, server_lang
from cogs.kit.message import Message
from cogs.kit.promptly import defer_private, in_time, post, reply
from cogs.kit.texts import rules_embed
from cogs.output import history
from engine.games import kind as game_kind
from engine.levels import DEFAULT as DEFAULT_LEVEL
from i18n import t
from play import lookup
from play.errors import PlayError
from play.service import seat_in
from play.step import Step, load_game
from present.gameui import AnyUI
from present.step_plan import Plan
from store import Match

if TYPE_CHECKING:
    from bot import Interaction, MandalaBot
    from cogs.handlers.flow import Flow


class GamesHub(Protocol):
    """What a game's command group needs of the cog that holds it (cogs.commands.games' GamesCog): a
    Protocol, so the group never imports the cog that imports it."""

    bot: MandalaBot
    flow: Flow

    async def leaderboard_embed(self, guild_id: int, kind: str, title: str,
                                lang: str = ..., everyone: bool = ...) -> discord.Embed: ...

    async def bot_stats_embed(self, guild_id: int, kind: str, title: str,
                              lang: str = ...) -> discord.Embed: ...

    async def stats_embed(self, guild_id: int, kind: str, title: str,
                          who: discord.abc.User, lang: str = ...) -> discord.Embed: ...

    async def stats_chart(self, guild_id: int, kind: str, title: str,
                          who: discord.abc.User, lang: str = ...) -> discord.File | None: ...

class GameCommands:
    """The command group of one game, on the games cog."""

    def __init__(self, cog: GamesHub, ui: AnyUI) -> None:
        self.cog, self.bot = cog, cog.bot
        self.kind = game_kind(ui.kind)
        self.title = ui.title
        self.group = app_commands.Group(name=self.kind.name, description=ui.description,
                                        guild_only=True)
        self.starting()
        self.playing()
        self.looking_back()
        self.standings()
        if has_lesson(self.kind.name):
            self.learning()

    async def live_here(self, interaction: Interaction) -> Match:
        """This channel's live match of this game, or a refusal saying where to look."""
        return await lookup.live_here(self.bot.store, self.kind.name, interaction.channel_id or 0,
                                      interaction.user.id)

    async def numbered(self, interaction: Interaction, number: int | None, *,
                       finished: bool = False) -> Match:
        """Match `number` of this game in this server, or by default this channel's (its
        last finished one when `finished`)."""
        return await lookup.numbered(self.bot.store, self.kind.name, interaction.guild_id or 0,
                                     interaction.channel_id or 0, number, finished=finished)

    # ---- starting a match ---------------------------------------------------------------------

    def starting(self) -> None:
        kind, title, group = self.kind, self.title, self.group

        async def challenge(interaction: Interaction, **given: Any) -> None:
            slots = [i for i, o in enumerate(ORDINALS) if given.get(o) is not None]
            invited = [given[ORDINALS[i]] for i in slots]
            levels = [chosen_level(given.get(LEVEL_OPTIONS[i])) for i in slots]
            options = {k: given[k] for k in kind.options if given.get(k)}
            await challenges.send_challenge(interaction, kind.name, invited, options, levels,
                                            opening=self.cog.flow.lobbies.opening,
                                            pace=chosen_pace(given.get(PACE)))

        async def practice(interaction: Interaction, **given: Any) -> None:
            me = self.bot.user
            assert me is not None
            bots = given.get("bots") or 1
            level = chosen_level(given.get("level"))  # none: the member's practice level
            options = {k: given[k] for k in kind.options if given.get(k)}
            await challenges.send_challenge(interaction, kind.name, [me] * bots, options,
                                            [level] * bots, opening=self.cog.flow.lobbies.opening,
                                            pace=chosen_pace(given.get(PACE)), practice=True)

        params, described = challenge_params(kind)
        command = with_levels(with_pace(app_commands.describe(**described)(
            with_signature(challenge, params))), kind.name)
        group.command(name="challenge", description=f"Challenge members to a game of {title}")(
            command)

        options = [p for p in params if p.name in kind.options]
        options_described = {k: v for k, v in described.items() if k in kind.options}
        level = option("level", str, "How strong I play (default normal)")
        practised = option("level", str,
                           "How strong I play (default: easy at first, then your last level)")
        bots = (option("bots", app_commands.Range[int, 1, kind.max_players - 1],
                        f"How many of me sit down, 1-{kind.max_players - 1} (default 1)")
                if kind.max_players > 2 else None)
        add(group, "practice", f"Play {title} against me, the bot", practice,
            [practised, *([bots] if bots else []), *options, pace_param()], options_described,
            kind=kind.name)
        if kind.max_players > 2:
            self.open_tables(level, options, options_described)

    def open_tables(self, level: tuple[inspect.Parameter, str],
                    options: list[inspect.Parameter], described: dict[str, str]) -> None:
        kind = self.kind

        async def open_table(interaction: Interaction, **given: Any) -> None:
            chosen = {k: given[k] for k in kind.options if given.get(k)}
            seated = [chosen_level(given.get("level")) or DEFAULT_LEVEL] * (
                given.get("bots") or 0)
            await challenges.open_lobby(interaction, kind.name, chosen, seated,
                                        pace=chosen_pace(given.get(PACE)))

        seated = option("bots", app_commands.Range[int, 0, kind.max_players - 1],
                         "Seat some of me, the bot, from the start")
        add(self.group, "open", f"Open a table of {self.title} anyone can join", open_table,
            [seated, level, *options, pace_param()], described, kind=kind.name)

    # ---- playing it ---------------------------------------------------------------------------

    def playing(self) -> None:
        group, cog = self.group, self.cog

        @group.command(name="hand", description="See your hand privately and play your turn")
        async def hand(interaction: Interaction) -> None:
            await defer_private(interaction)  # before any query: Discord waits 3 s, no more
            match = await self.live_here(interaction)
            await cog.flow.playing.show_panel(interaction, match.id)

        @group.command(name="table", description="Post the table of this channel's match again")
        async def table(interaction: Interaction) -> None:
            await defer_private(interaction)
            match = await self.live_here(interaction)
            wait = cog.flow.pipeline.repost_wait(match.place_id)
            if wait > 0:
                raise PlayError("err.reposted", s=f"{wait:.0f}")
            cog.flow.pipeline.reposted[match.place_id] = now()
            # a repost notifies nobody: the turn notice already did, and anyone may repost; its
            # text tells the latest moves from the log, as the table it replaces did
            lang = private_lang(interaction)
            repost = Plan.repost(Step(match, load_game(match), None, []), lang)
            failure = await cog.flow.pipeline.publish(repost)
            await interaction.followup.send(
                t(lang, "cmd.not_reposted", why=failure) if failure else t(lang, "cmd.reposted"),
                ephemeral=True)

        @group.command(name="forfeit", description="Resign from your match in this channel")
        async def forfeit(interaction: Interaction) -> None:
            await defer_private(interaction)
            match = await self.live_here(interaction)
            seat_in(match, interaction.user.id)  # only a player may forfeit
            lang = private_lang(interaction)
            await reply(interaction, Message(t(lang, "cmd.forfeit_ask"),
                                             view=forfeit_view(match.id, match.version, lang)))

    # ---- looking back -------------------------------------------------------------------------

    def looking_back(self) -> None:
        kind, title, group = self.kind, self.title, self.group

        @group.command(name="log", description="The moves of this channel's match, or of a "
                       "finished one by its number")
        @app_commands.describe(number="A match number from /history (default: the match of "
                               "this channel, or the last one that ended here)")
        async def move_log(interaction: Interaction, number: int | None = None) -> None:
            await defer_private(interaction)
            match = await self.numbered(interaction, number)
            embed = await history.move_log(self.bot, match, match.seat_of(interaction.user.id),
                                           private_lang(interaction))
            await reply(interaction, Message(embed=embed))

        @group.command(name="replay", description="Watch a finished match again, move by move "
                       "(privately)")
        @app_commands.describe(number="A match number from /history (default: the last one "
                               "that ended in this channel)",
                               format="A viewer with buttons (default), or an animation")
        async def replay(interaction: Interaction, number: int | None = None,
                         format: Literal["viewer", "animation"] | None = None) -> None:  # noqa: A002 - the option's name
            await defer_private(interaction)
            match = await self.numbered(interaction, number, finished=True)
            if format == "animation":
                await self.cog.flow.replays.animation(interaction, match.id)
            else:
                await self.cog.flow.replays.open(interaction, match.id, 0, False)

        @group.command(name="history", description=f"Finished {title} matches in this server")
        @app_commands.describe(member="Only the matches of this member")
        async def past(interaction: Interaction,
                       member: discord.User | None = None) -> None:
            await defer_private(interaction)
            embed = await history.finished(self.bot, interaction.guild_id or 0, kind.name, member,
                                           private_lang(interaction))
            await reply(interaction, Message(embed=embed))

        @group.command(name="rules", description=f"The rules of {title} in short")
        async def rules(interaction: Interaction) -> None:
            await defer_private(interaction)
            match = await self.bot.store.matches.live_in_channel(interaction.channel_id or 0)
            view = load_game(match).view(None) if match and match.kind == kind.name else None
            lang = private_lang(interaction)
            embed = rules_embed(kind.name, view, lang)
            await reply(interaction, Message(embed=embed, view=rules_view(kind.name, lang)))

    # ---- learning ---------------------------------------------------------------------------

    def learning(self) -> None:
        @self.group.command(name="learn", description=f"Learn to play {self.title} step by step, "
                            "in a private lesson")
        async def learn(interaction: Interaction) -> None:
            await self.cog.flow.lessons.open(interaction, self.kind.name)

    # ---- moderating and standings -------------------------------------------------------------

    def standings(self) -> None:
        kind, title, group, cog = self.kind, self.title, self.group, self.cog

        @group.command(name="cancel", description="Moderators: end this channel's match unrated")
        async def cancel(interaction: Interaction) -> None:
            perms = interaction.permissions
            if not (perms.manage_messages or perms.administrator):
                raise PlayError("err.cancel_perm")
            await defer_private(interaction)
            match = await self.live_here(interaction)
            step = await self.bot.service.cancel(match.id, now(), by=interaction.user.id)
            by = interaction.user.mention
            await cog.flow.pipeline.publish(
                Plan.told(step, lambda lang: t(lang, "cmd.cancelled_by", who=by)))
            await interaction.followup.send(
                t(private_lang(interaction), "cmd.cancelled", id=match.id), ephemeral=True)

        @group.command(name="leaderboard", description=f"This server's {title} ranking")
        @app_commands.describe(everyone="Also list provisional ratings (marked ?), not only "
                                        "established ones")
        async def leaderboard(interaction: Interaction, everyone: bool = False) -> None:
            guild = interaction.guild_id or 0

            async def board() -> discord.Embed:
                return await cog.leaderboard_embed(guild, kind.name, title,
                                                   await server_lang(self.bot, guild),
                                                   everyone)

            await post(interaction, Message(embed=await in_time(interaction, board())))

        @group.command(name="stats", description="Rating and record of a member (you by default)")
        @app_commands.describe(member="Whose stats to show")
        async def stats(interaction: Interaction,
                        member: discord.User | None = None) -> None:  # a former member too
            who = member or interaction.user
            guild = interaction.guild_id or 0
            await defer_private(interaction)  # before any query: Discord waits 3 s, no more
            lang = private_lang(interaction)  # only the asker sees it (README, Languages)
            chart = None
            if self.bot.user is not None and who.id == self.bot.user.id:
                embed = await cog.bot_stats_embed(guild, kind.name, title, lang)
            else:
                embed = await cog.stats_embed(guild, kind.name, title, who, lang)
                chart = await cog.stats_chart(guild, kind.name, title, who, lang)
            if chart is not None:  # the rating chart, in the embed
                embed.set_image(url=f"attachment://{chart.filename}")
            await reply(interaction, Message(embed=embed, file=chart))
