"""The replay viewer's controls: open, step, side, go to a move or a page, analyse."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from cogs.controls.control import Control, custom_id, number
from i18n import DEFAULT, t
from present.replay_menu import MoveEntry

# ---- the replay -----------------------------------------------------------------------------
# The viewer is a private message; every control carries the match, the move it leads to and
# the side shown (0: the public table, 1: the presser's own side), so a viewer made before a
# restart goes on working. The move is read back from the custom_id, never trusted beyond it:
# the side is the presser's own seat, looked up again on every click.

PAGE = 25  # moves in one "go to move" menu (Discord's limit of options)
# The value of the entry (and the page) on screen: "=13", not "13". A client that keeps the
# member's last choice while its value is still offered (simcord's Preview keys it by the
# menu's place, not its custom_id) then drops it once that move is on screen, and shows the
# placeholder, which names the move on screen, instead of a move left behind.
HERE = "="


class ReplayOpenButton(Control, template=r"g:replay:(?P<mid>\d+)"):
    """On a finished match's result message: opens a private viewer at the first move."""

    def __init__(self, mid: int, lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(label=t(lang, "button.replay"), emoji="🎞️",
                                           style=discord.ButtonStyle.secondary,
                                           custom_id=custom_id("g", "replay", mid)))
        self.mid = mid


class ReplayButton(Control,
                   template=r"g:rp:(?P<mid>\d+):(?P<move>\d+):(?P<side>[01]):(?P<tag>[a-z])"):
    """One step of the viewer (⏮ ◀ ▶ ⏭, or the other side); `tag` keeps the custom_ids of
    buttons leading to the same move apart."""

    private = True

    def __init__(self, mid: int, move: int, side: int, tag: str, label: str | None = None,
                 emoji: str | None = None, disabled: bool = False) -> None:
        super().__init__(discord.ui.Button(label=label, emoji=emoji, disabled=disabled,
                                           style=discord.ButtonStyle.secondary,
                                           custom_id=custom_id("g", "rp", mid, move, side, tag)))
        self.mid, self.move, self.side = mid, move, side


class ReplaySelect(Control, template=r"g:rpgo:(?P<mid>\d+):(?P<side>[01]):(?P<n>\d)"
                                      r"(?::(?P<at>\d+))?"):
    """"Go to move" (n = 0, this page's moves) or "Go to page" (n = 1); each option's value is
    the move it shows. `at`, the move on screen when it was sent, makes each frame's menu a new
    component, so the client redraws its label instead of keeping the last choice (custom_ids
    without it, sent before, still read)."""

    private = True

    def __init__(self, mid: int, side: int, n: int, at: int | None = None,
                 options: list[discord.SelectOption] | None = None,
                 placeholder: str = "-") -> None:
        parts: tuple[object, ...] = ("g", "rpgo", mid, side, n)
        super().__init__(discord.ui.Select(
            custom_id=custom_id(*parts, *(() if at is None else (at,))),
            placeholder=placeholder,
            options=options or [discord.SelectOption(label="-", value="0")]))
        self.mid, self.side = mid, side

    def chosen(self) -> int | None:
        """The move chosen, or None for a value we never send (every option is a move's
        number): a forged choice."""
        return number(self.item.values[0].removeprefix(HERE))


class ShowChannelButton(Control, template=r"g:rpshow:(?P<mid>\d+):(?P<move>\d+)"):
    """"Show the channel": posts move `move`'s public frame, with its narration, in the
    match's channel or thread (the public side only, whoever presses)."""

    def __init__(self, mid: int, move: int, lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(label=t(lang, "replay.show"), emoji="📣",
                                           style=discord.ButtonStyle.secondary,
                                           custom_id=custom_id("g", "rpshow", mid, move)))
        self.mid, self.move = mid, move


class AnalyseButton(Control, template=r"g:analyse:(?P<mid>\d+)"):
    private = True

    def __init__(self, mid: int, lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(label=t(lang, "button.analyse"), emoji="🔍",
                                           style=discord.ButtonStyle.primary,
                                           custom_id=custom_id("g", "analyse", mid)))
        self.mid = mid


def replay_view(mid: int, move: int, total: int, side: bool, *, player: bool,
                entries: Sequence[MoveEntry], placeholder: str,
                jumps: Sequence[tuple[int, str]] = (), lang: str = DEFAULT) -> discord.ui.View:
    """The viewer's controls at `move` of `total`: the four steps and the side (for a player
    of the match), the move menu of this page (`entries`, each saying what its move did, the
    one on screen chosen; `placeholder` names it too) and, past 25 moves, the page menu;
    Analyse for a player, and "Show the channel"; `jumps` (move, label) lead to marked moves
    of an analysis."""
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
    options = [discord.SelectOption(label=e.label, value=f"{HERE if e.default else ''}{e.value}",
                                    description=e.description, default=e.default)
               for e in entries][:PAGE]
    pick = ReplaySelect(mid, s, 0, move, options, placeholder)
    pick.item.row = 1
    view.add_item(pick)
    if total >= PAGE:
        pages = [discord.SelectOption(label=t(lang, "replay.moves", low=p,
                                                high=min(total, p + PAGE - 1)),
                                      value=f"{HERE if p == first else ''}{p}",
                                      default=p == first)
                 for p in range(0, total + 1, PAGE)][:25]
        pager = ReplaySelect(mid, s, 1, move, pages, t(lang, "replay.go_to_page"))
        pager.item.row = 2
        view.add_item(pager)
    for n, label in list(jumps)[:4]:
        item = ReplayButton(mid, n, 1, "j", label=label[:80], disabled=n == move)
        item.item.row = 3
        view.add_item(item)
    last = 4 if jumps else 3
    if player:
        analyse = AnalyseButton(mid, lang)
        analyse.item.row = last
        view.add_item(analyse)
    shown = ShowChannelButton(mid, move, lang)
    shown.item.row = last
    view.add_item(shown)
    return view
