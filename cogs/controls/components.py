"""Every button and menu the bot sends, for every game: challenges, the table, the private
panel, forfeit and rematch. Each is a `Control` whose custom_id carries what it acts on (a
challenge id, or a match id and the state version it was made for), so it survives restarts and
an outdated one changes nothing. The prefix "g:" is shared by every game: the match row says
which game it is, and its `GameUI` supplies what differs.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import discord

from cogs.controls.control import Control, custom_id, flow, number, refuse_forged
from cogs.kit.language import private_lang
from engine.games import kind as game_kind
from i18n import DEFAULT, t
from present.gameui import MoveChoice, TableChoice
from store import Challenge, Match

if TYPE_CHECKING:
    from bot import Interaction

# ---- challenges ---------------------------------------------------------------------------


class AcceptButton(Control, template=r"g:accept:(?P<cid>\d+)"):
    def __init__(self, cid: int, lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(label=t(lang, "button.accept"),
                                           style=discord.ButtonStyle.success,
                                           custom_id=custom_id("g", "accept", cid)))
        self.cid = cid

    async def run(self, interaction: Interaction) -> None:
        await flow(interaction).lobbies.accept(interaction, self.cid)


class DeclineButton(Control, template=r"g:decline:(?P<cid>\d+)"):
    def __init__(self, cid: int, lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(label=t(lang, "button.decline"),
                                           style=discord.ButtonStyle.secondary,
                                           custom_id=custom_id("g", "decline", cid)))
        self.cid = cid

    async def run(self, interaction: Interaction) -> None:
        await flow(interaction).lobbies.decline(interaction, self.cid)


def challenge_view(cid: int, lang: str = DEFAULT) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(AcceptButton(cid, lang))
    view.add_item(DeclineButton(cid, lang))
    return view


class JoinButton(Control, template=r"g:join:(?P<cid>\d+)"):
    def __init__(self, cid: int, lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(label=t(lang, "button.join"), emoji="🪑",
                                           style=discord.ButtonStyle.success,
                                           custom_id=custom_id("g", "join", cid)))
        self.cid = cid

    async def run(self, interaction: Interaction) -> None:
        await flow(interaction).lobbies.sit(interaction, self.cid, sit=True)


class LeaveButton(Control, template=r"g:leave:(?P<cid>\d+)"):
    def __init__(self, cid: int, lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(label=t(lang, "button.leave"),
                                           style=discord.ButtonStyle.secondary,
                                           custom_id=custom_id("g", "leave", cid)))
        self.cid = cid

    async def run(self, interaction: Interaction) -> None:
        await flow(interaction).lobbies.sit(interaction, self.cid, sit=False)


class StartButton(Control, template=r"g:start:(?P<cid>\d+)"):
    def __init__(self, cid: int, lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(label=t(lang, "button.start"), emoji="▶️",
                                           style=discord.ButtonStyle.primary,
                                           custom_id=custom_id("g", "start", cid)))
        self.cid = cid

    async def run(self, interaction: Interaction) -> None:
        await flow(interaction).lobbies.start_lobby(interaction, self.cid)


def lobby_view(lobby: Challenge, lang: str = DEFAULT) -> discord.ui.View:
    """Join / Leave / Start; Join is greyed out once every seat is taken (a click that races
    the last seat is still refused by the store)."""
    view = discord.ui.View(timeout=None)
    cid = lobby.id
    join = JoinButton(cid, lang)
    join.item.disabled = len(lobby.seated) >= game_kind(lobby.kind).max_players
    for item in (join, LeaveButton(cid, lang), StartButton(cid, lang)):
        view.add_item(item)
    return view


# ---- the table ----------------------------------------------------------------------------


class HandButton(Control, template=r"g:hand:(?P<mid>\d+)"):
    def __init__(self, mid: int, lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(label=t(lang, "button.hand"), emoji="🃏",
                                           style=discord.ButtonStyle.primary,
                                           custom_id=custom_id("g", "hand", mid)))
        self.mid = mid

    async def run(self, interaction: Interaction) -> None:
        await flow(interaction).playing.show_panel(interaction, self.mid)


class RulesButton(Control, template=r"g:rules:(?P<kind>[a-z0-9_]+)(?::(?P<mid>\d+))?"):
    """The rules; on a match's table, with that match's options."""

    def __init__(self, kind: str, mid: int | None = None, lang: str = DEFAULT) -> None:
        parts = ("g", "rules", kind) if mid is None else ("g", "rules", kind, mid)
        super().__init__(discord.ui.Button(label=t(lang, "button.rules"), emoji="📖",
                                           style=discord.ButtonStyle.secondary,
                                           custom_id=custom_id(*parts)))
        self.kind, self.mid = kind, mid

    def valid(self) -> bool:
        try:
            game_kind(self.kind)
        except ValueError:  # a forged name, or a game this bot no longer has
            return False
        return True

    async def run(self, interaction: Interaction) -> None:
        await flow(interaction).playing.show_rules(interaction, self.kind, self.mid)


class DoButton(Control, template=r"g:do:(?P<mid>\d+):(?P<ver>\d+):(?P<code>[A-Za-z0-9]{1,40})"):
    """Plays one action code: a pick or tile on the table, a count on the private panel."""

    def __init__(self, mid: int, ver: int, code: str, label: str = "-",
                 emoji: str | None = None,
                 style: discord.ButtonStyle = discord.ButtonStyle.success) -> None:
        super().__init__(discord.ui.Button(label=label, emoji=emoji, style=style,
                                           custom_id=custom_id("g", "do", mid, ver, code)))
        self.mid, self.ver, self.code = mid, ver, code

    async def run(self, interaction: Interaction) -> None:
        await flow(interaction).playing.act(interaction, self.mid, self.ver, self.code)


# ---- the private panel ----------------------------------------------------------------------


class MoveSelect(Control, template=r"g:move:(?P<mid>\d+):(?P<ver>\d+):(?P<n>\d)"):
    """One menu of moves (several when a game offers more than 25); choosing an entry plays it
    when it has one count, else offers the counts."""

    def __init__(self, mid: int, ver: int, n: int,
                 options: list[discord.SelectOption] | None = None,
                 placeholder: str = "-") -> None:
        super().__init__(discord.ui.Select(
            custom_id=custom_id("g", "move", mid, ver, n), placeholder=placeholder,
            options=options or [discord.SelectOption(label="-", value="-")],
        ))
        self.mid, self.ver, self.n = mid, ver, n

    async def run(self, interaction: Interaction) -> None:
        await flow(interaction).playing.choose_move(interaction, self.mid, self.ver,
                                                    self.item.values[0])


def count_view(mid: int, ver: int, choice: MoveChoice, lang: str = DEFAULT) -> discord.ui.View:
    """The counts of one chosen move, each playing it, and a way back to the menu."""
    view = discord.ui.View(timeout=None)
    for count, code in choice.codes[:20]:
        view.add_item(DoButton(mid, ver, code, label=str(count), emoji=choice.emoji))
    view.add_item(BackButton(mid, ver, lang))
    return view


class BackButton(Control, template=r"g:back:(?P<mid>\d+):(?P<ver>\d+)"):
    def __init__(self, mid: int, ver: int, lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(label=t(lang, "button.back"),
                                           style=discord.ButtonStyle.secondary,
                                           custom_id=custom_id("g", "back", mid, ver)))
        self.mid, self.ver = mid, ver

    async def run(self, interaction: Interaction) -> None:
        await flow(interaction).playing.back(interaction, self.mid, self.ver)


def move_view(mid: int, ver: int, choices: list[MoveChoice], lang: str = DEFAULT
              ) -> discord.ui.View:
    """One select of moves, or one per group when they don't fit 25 to a menu."""
    view = discord.ui.View(timeout=None)
    groups: list[tuple[str, list[MoveChoice]]]
    if len(choices) <= 25:
        groups = [(t(lang, "menu.choose_move"), choices)]
    else:
        named: dict[str, list[MoveChoice]] = {}
        for c in choices:
            named.setdefault(c.group, []).append(c)
        groups = [(t(lang, "menu.group", name=name), items) for name, items in named.items()]
    for n, (placeholder, items) in enumerate(groups[:5]):
        options = [discord.SelectOption(label=c.label[:100], value=c.key,
                                        description=c.description[:100] or None, emoji=c.emoji)
                   for c in items[:25]]
        view.add_item(MoveSelect(mid, ver, n, options, placeholder))
    return view


# ---- the end --------------------------------------------------------------------------------


class RematchButton(Control, template=r"g:rematch:(?P<mid>\d+)"):
    def __init__(self, mid: int, offered: bool = False, lang: str = DEFAULT) -> None:
        """`offered`: pressed once already, so greyed out (the service refuses a second one)."""
        super().__init__(discord.ui.Button(label=t(lang, "button.rematch_offered" if offered
                                                   else "button.rematch"),
                                           emoji="🔁", style=discord.ButtonStyle.primary,
                                           custom_id=custom_id("g", "rematch", mid),
                                           disabled=offered))
        self.mid = mid

    async def run(self, interaction: Interaction) -> None:
        await flow(interaction).playing.rematch(interaction, self.mid)


class ResignButton(Control, template=r"g:resign:(?P<mid>\d+):(?P<ver>\d+)"):
    def __init__(self, mid: int, ver: int, lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(label=t(lang, "button.forfeit"),
                                           style=discord.ButtonStyle.danger,
                                           custom_id=custom_id("g", "resign", mid, ver)))
        self.mid, self.ver = mid, ver

    async def run(self, interaction: Interaction) -> None:
        await flow(interaction).playing.resign(interaction, self.mid)


class KeepPlayingButton(Control, template=r"g:keep:(?P<mid>\d+)"):
    def __init__(self, mid: int, lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(label=t(lang, "button.keep_playing"),
                                           style=discord.ButtonStyle.secondary,
                                           custom_id=custom_id("g", "keep", mid)))
        self.mid = mid

    async def run(self, interaction: Interaction) -> None:
        await interaction.response.edit_message(
            content=t(private_lang(interaction), "forfeit.kept"), view=None)


def choice_view(match: Match, choices: list[TableChoice]) -> discord.ui.View:
    """One button per public decision (a pick, a tile), five to a row: under the table, and
    in the decider's own panel, so the decision is at hand wherever they look."""
    view = discord.ui.View(timeout=None)
    for c in choices[:15]:
        item = DoButton(match.id, match.version, c.code, label=c.label[:80], emoji=c.emoji,
                        style=discord.ButtonStyle.primary)
        item.item.row = len(view.children) // 5
        view.add_item(item)
    return view


def table_view(match: Match, choices: list[TableChoice], *,
               rematch_offered: bool = False, lang: str = DEFAULT) -> discord.ui.View:
    """Buttons under the table: public decisions (picks, tiles) while live, the hand and the
    rules; rematch (greyed out once offered) and replay at the end."""
    view = choice_view(match, choices)
    if match.is_live:
        hand = HandButton(match.id, lang)
        if choices:
            hand.item.style = discord.ButtonStyle.secondary
        view.add_item(hand)
    elif match.outcome != "cancelled":
        view.add_item(RematchButton(match.id, offered=rematch_offered, lang=lang))
    if not match.is_live:
        view.add_item(ReplayOpenButton(match.id, lang))
    view.add_item(RulesButton(match.kind, match.id, lang))
    return view


# ---- the replay -----------------------------------------------------------------------------
# The viewer is a private message; every control carries the match, the move it leads to and
# the side shown (0: the public table, 1: the presser's own side), so a viewer made before a
# restart goes on working. The move is read back from the custom_id, never trusted beyond it:
# the side is the presser's own seat, looked up again on every click.

PAGE = 25  # moves in one "go to move" menu (Discord's limit of options)


class ReplayOpenButton(Control, template=r"g:replay:(?P<mid>\d+)"):
    """On a finished match's result message: opens a private viewer at the first move."""

    def __init__(self, mid: int, lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(label=t(lang, "button.replay"), emoji="🎞️",
                                           style=discord.ButtonStyle.secondary,
                                           custom_id=custom_id("g", "replay", mid)))
        self.mid = mid

    async def run(self, interaction: Interaction) -> None:
        await flow(interaction).replays.open(interaction, self.mid, 0, False)


class ReplayButton(Control,
                   template=r"g:rp:(?P<mid>\d+):(?P<move>\d+):(?P<side>[01]):(?P<tag>[a-z])"):
    """One step of the viewer (⏮ ◀ ▶ ⏭, or the other side); `tag` keeps the custom_ids of
    buttons leading to the same move apart."""

    def __init__(self, mid: int, move: int, side: int, tag: str, label: str | None = None,
                 emoji: str | None = None, disabled: bool = False) -> None:
        super().__init__(discord.ui.Button(label=label, emoji=emoji, disabled=disabled,
                                           style=discord.ButtonStyle.secondary,
                                           custom_id=custom_id("g", "rp", mid, move, side, tag)))
        self.mid, self.move, self.side = mid, move, side

    async def run(self, interaction: Interaction) -> None:
        await flow(interaction).replays.show(interaction, self.mid, self.move, bool(self.side))


class ReplaySelect(Control, template=r"g:rpgo:(?P<mid>\d+):(?P<side>[01]):(?P<n>\d)"):
    """"Go to move" (n = 0, this page's moves) or "Go to page" (n = 1); each option's value is
    the move it shows."""

    def __init__(self, mid: int, side: int, n: int,
                 options: list[discord.SelectOption] | None = None,
                 placeholder: str = "-") -> None:
        super().__init__(discord.ui.Select(
            custom_id=custom_id("g", "rpgo", mid, side, n), placeholder=placeholder,
            options=options or [discord.SelectOption(label="-", value="0")]))
        self.mid, self.side = mid, side

    async def run(self, interaction: Interaction) -> None:
        move = number(self.item.values[0])
        if move is None:  # every option we send is a move's number
            await refuse_forged(interaction)
            return
        await flow(interaction).replays.show(interaction, self.mid, move, bool(self.side))


class AnalyseButton(Control, template=r"g:analyse:(?P<mid>\d+)"):
    def __init__(self, mid: int, lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(label=t(lang, "button.analyse"), emoji="🔍",
                                           style=discord.ButtonStyle.primary,
                                           custom_id=custom_id("g", "analyse", mid)))
        self.mid = mid

    async def run(self, interaction: Interaction) -> None:
        await flow(interaction).replays.analyse(interaction, self.mid)


def replay_view(mid: int, move: int, total: int, side: bool, *, player: bool,
                jumps: Sequence[tuple[int, str]] = (), lang: str = DEFAULT) -> discord.ui.View:
    """The viewer's controls at `move` of `total`: the four steps and the side (for a player
    of the match), the move menu of this page and, past 25 moves, the page menu; Analyse for a
    player; `jumps` (move, label) lead to marked moves of an analysis."""
    view = discord.ui.View(timeout=None)
    s = int(side)
    steps = (("a", 0, "⏮️"), ("b", max(0, move - 1), "◀️"), ("c", min(total, move + 1), "▶️"),
             ("d", total, "⏭️"))  # each as Discord's list writes it, U+FE0F included
    for tag, to, emoji in steps:
        view.add_item(ReplayButton(mid, to, s, tag, emoji=emoji, disabled=to == move))
    if player:
        view.add_item(ReplayButton(mid, move, 1 - s, "s",
                                   label=t(lang, "replay.public" if side else "replay.mine"),
                                   emoji="👁️" if side else "🃏"))
    first = move // PAGE * PAGE
    options = [discord.SelectOption(label=t(lang, "replay.deal") if n == 0
                                    else t(lang, "replay.move", n=n), value=str(n),
                                    default=n == move)
               for n in range(first, min(total, first + PAGE - 1) + 1)]
    pick = ReplaySelect(mid, s, 0, options, t(lang, "replay.go_to_move", low=options[0].value,
                                              high=options[-1].value))
    pick.item.row = 1
    view.add_item(pick)
    if total >= PAGE:
        pages = [discord.SelectOption(label=t(lang, "replay.moves", low=p,
                                                high=min(total, p + PAGE - 1)),
                                      value=str(p), default=p == first)
                 for p in range(0, total + 1, PAGE)][:25]
        pager = ReplaySelect(mid, s, 1, pages, t(lang, "replay.go_to_page"))
        pager.item.row = 2
        view.add_item(pager)
    for n, label in list(jumps)[:4]:
        item = ReplayButton(mid, n, 1, "j", label=label[:80], disabled=n == move)
        item.item.row = 3
        view.add_item(item)
    if player:
        analyse = AnalyseButton(mid, lang)
        analyse.item.row = 4 if jumps else 3
        view.add_item(analyse)
    return view


def forfeit_view(mid: int, ver: int, lang: str = DEFAULT) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ResignButton(mid, ver, lang))
    view.add_item(KeepPlayingButton(mid, lang))
    return view


DYNAMIC_ITEMS = (AcceptButton, DeclineButton, JoinButton, LeaveButton, StartButton, HandButton,
                 RulesButton, DoButton, MoveSelect, BackButton, RematchButton, ResignButton,
                 KeepPlayingButton, ReplayOpenButton, ReplayButton, ReplaySelect, AnalyseButton)


def ours(custom_id: str) -> bool:
    """Whether some control of ours reads this custom_id (discord.py hands the click to it);
    a "g:" one that none reads was forged and is answered by the games cog."""
    return any(item.__discord_ui_compiled_template__.fullmatch(custom_id)
               for item in DYNAMIC_ITEMS)
