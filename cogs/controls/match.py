"""The buttons and menus of a match: the table's (My hand, Rules, a table choice, Rematch),
the private panel's (the move menu, its counts, Back) and the forfeit question."""

from __future__ import annotations

import discord

from cogs.controls.control import Control, custom_id
from cogs.controls.lesson import help_buttons
from cogs.controls.replay import ReplayOpenButton
from engine.games import kind as game_kind
from i18n import DEFAULT, t
from present.gameui import MoveChoice, TableChoice
from present.picker import PickStep
from store import Match

# ---- the table ----------------------------------------------------------------------------


class HandButton(Control, template=r"g:hand:(?P<mid>\d+)"):
    def __init__(self, mid: int, lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(label=t(lang, "button.hand"), emoji="🃏",
                                           style=discord.ButtonStyle.primary,
                                           custom_id=custom_id("g", "hand", mid)))
        self.mid = mid


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


class DoButton(Control, template=r"g:do:(?P<mid>\d+):(?P<ver>\d+):(?P<code>[A-Za-z0-9]{1,40})"):
    """Plays one action code: a pick or tile on the table, a count on the private panel."""

    def __init__(self, mid: int, ver: int, code: str, label: str = "-",
                 emoji: str | None = None,
                 style: discord.ButtonStyle = discord.ButtonStyle.success) -> None:
        super().__init__(discord.ui.Button(label=label, emoji=emoji, style=style,
                                           custom_id=custom_id("g", "do", mid, ver, code)))
        self.mid, self.ver, self.code = mid, ver, code


# ---- the private panel ----------------------------------------------------------------------


class MoveSelect(Control, template=r"g:move:(?P<mid>\d+):(?P<ver>\d+):(?P<n>\d)"
                                   r"(?::(?P<fresh>\d+))?"):
    """One menu of moves (several when a game offers more than 25); choosing an entry plays it
    when it has one count, else offers the counts. `fresh` marks each drawing of the menu
    (control.fresh_of), so a client draws it anew rather than keeping the entry last chosen
    (Back after a count, the next step); custom_ids without it, sent before, still read."""

    private = True

    def __init__(self, mid: int, ver: int, n: int, fresh: int | None = None,
                 options: list[discord.SelectOption] | None = None,
                 placeholder: str = "-") -> None:
        parts: tuple[object, ...] = ("g", "move", mid, ver, n)
        super().__init__(discord.ui.Select(
            custom_id=custom_id(*parts, *(() if fresh is None else (fresh,))),
            placeholder=placeholder,
            options=options or [discord.SelectOption(label="-", value="-")],
        ))
        self.mid, self.ver, self.n = mid, ver, n


def count_view(mid: int, ver: int, choice: MoveChoice, lang: str = DEFAULT) -> discord.ui.View:
    """The counts of one chosen move, each playing it (one Play button for a move of one
    count), and a way back to the menu."""
    view = discord.ui.View(timeout=None)
    for count, code in choice.codes[:20]:
        label = str(count) if len(choice.codes) > 1 else t(lang, "button.play")
        view.add_item(DoButton(mid, ver, code, label=label, emoji=choice.emoji))
    view.add_item(BackButton(mid, ver, lang))
    return view


class BackButton(Control, template=r"g:back:(?P<mid>\d+):(?P<ver>\d+)"):
    private = True

    def __init__(self, mid: int, ver: int, lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(label=t(lang, "button.back"),
                                           style=discord.ButtonStyle.secondary,
                                           custom_id=custom_id("g", "back", mid, ver)))
        self.mid, self.ver = mid, ver


class PickButton(Control,
                 template=r"g:pk:(?P<mid>\d+):(?P<ver>\d+):(?P<path>[A-Za-z0-9.]{0,40})"):
    """A step of the button move picker (present/picker.py): a colour, a place, or Back; it
    opens the step at `path` in the panel ("" the colours). The buttons that play are
    `DoButton`s."""

    private = True

    def __init__(self, mid: int, ver: int, path: str, label: str = "-",
                 emoji: str | None = None, enabled: bool = True) -> None:
        super().__init__(discord.ui.Button(label=label, emoji=emoji,
                                           style=discord.ButtonStyle.secondary,
                                           custom_id=custom_id("g", "pk", mid, ver, path),
                                           disabled=not enabled))
        self.mid, self.ver, self.path = mid, ver, path


class HintButton(Control, template=r"g:hint:(?P<mid>\d+):(?P<ver>\d+)"):
    """💡 Hint, in the panel of a practice game against the bot: the move the `hard` level
    would play from the presser's own view, and why, privately."""

    def __init__(self, mid: int, ver: int, lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(label=t(lang, "button.hint"), emoji="💡",
                                           style=discord.ButtonStyle.secondary,
                                           custom_id=custom_id("g", "hint", mid, ver)))
        self.mid, self.ver = mid, ver


def pick_view(mid: int, ver: int, step: PickStep, choices: list[MoveChoice] | None = None,
              lang: str = DEFAULT, fresh: int | None = None) -> discord.ui.View:
    """One step of the picker as rows of buttons (a button that plays is green); under the
    colours, the described menu of every move when its menus fit the rows left."""
    view = discord.ui.View(timeout=None)
    for n, row in enumerate(step.rows):
        for b in row:
            item: Control
            if b.action is not None:
                item = DoButton(mid, ver, b.action, label=b.label[:80], emoji=b.emoji)
            else:
                item = PickButton(mid, ver, b.key, b.label[:80], b.emoji, b.enabled)
            item.item.row = n
            view.add_item(item)
    if choices:
        menu = move_view(mid, ver, choices, lang, fresh)
        if len(menu.children) + len(step.rows) <= 5:  # Discord: 5 rows, a menu fills one
            for n, select in enumerate(menu.children, start=len(step.rows)):
                select.row = n
                view.add_item(select)
    return view


def move_view(mid: int, ver: int, choices: list[MoveChoice], lang: str = DEFAULT,
              fresh: int | None = None) -> discord.ui.View:
    """One select of moves, or one per group when they don't fit 25 to a menu; `fresh` marks
    this drawing (see MoveSelect)."""
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
        view.add_item(MoveSelect(mid, ver, n, fresh, options, placeholder))
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


class ResignButton(Control, template=r"g:resign:(?P<mid>\d+):(?P<ver>\d+)"):
    private = True

    def __init__(self, mid: int, ver: int, lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(label=t(lang, "button.forfeit"),
                                           style=discord.ButtonStyle.danger,
                                           custom_id=custom_id("g", "resign", mid, ver)))
        self.mid, self.ver = mid, ver


class KeepPlayingButton(Control, template=r"g:keep:(?P<mid>\d+)"):
    private = True

    def __init__(self, mid: int, lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(label=t(lang, "button.keep_playing"),
                                           style=discord.ButtonStyle.secondary,
                                           custom_id=custom_id("g", "keep", mid)))
        self.mid = mid


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
    for item in help_buttons(match.kind, learn=False, lang=lang, mid=match.id):
        view.add_item(item)
    return view




def forfeit_view(mid: int, ver: int, lang: str = DEFAULT) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ResignButton(mid, ver, lang))
    view.add_item(KeepPlayingButton(mid, lang))
    return view
