"""The controls of a lesson (`/<game> learn`) and of the rules' and table's help: a move of
the lesson (a button, a menu entry, a count), Skip, Start over, Back, the practice game at its
end, "Start the lesson" and "How to read the table".

A lesson is a private (ephemeral) message: each control carries the game and the step it was
made for, never the learner (the learner is whoever clicks: only they see the message), so a
message from an old session or from before a restart is read against the stored step, and a
click on an outdated one shows where the learner stands instead of playing."""

from __future__ import annotations

import discord

from cogs.controls.control import NOTHING, Control, custom_id
from i18n import DEFAULT, t
from present.gameui import MoveChoice
from present.lesson import LESSONS, LessonMessage

KIND = r"(?P<kind>[a-z0-9_]+)"
NAV = ("skip", "over", "back", "prac")  # what a LessonNav does


def has_lesson(kind: str) -> bool:
    """Whether `kind` has a lesson (and so a guide): a game without one shows no such button."""
    return kind in LESSONS


class _OfALesson(Control, template=NOTHING):
    kind: str

    def valid(self) -> bool:
        return has_lesson(self.kind)  # a forged name, or a game this bot no longer teaches


class LessonPlay(_OfALesson, template=rf"g:lp:{KIND}:(?P<step>\d+):(?P<code>[A-Za-z0-9]{{1,40}})"):
    """Plays one action code at `step` of the lesson: a pick or tile, or a move's count."""

    private = True

    def __init__(self, kind: str, step: int, code: str, label: str = "-",
                 emoji: str | None = None,
                 style: discord.ButtonStyle = discord.ButtonStyle.primary) -> None:
        super().__init__(discord.ui.Button(label=label, emoji=emoji, style=style,
                                           custom_id=custom_id("g", "lp", kind, step, code)))
        self.kind, self.step, self.code = kind, step, str(code)


class LessonMenu(_OfALesson,
                 template=rf"g:lm:{KIND}:(?P<step>\d+):(?P<n>\d)(?::(?P<fresh>\d+))?"):
    """The lesson's move menu (the match's own entries): an entry with one count plays it,
    else its counts are offered. `fresh` marks each drawing (control.fresh_of), so a client
    draws the menu anew after a retry or Back instead of keeping the entry last chosen (which
    could then not be chosen again); custom_ids without it, sent before, still read."""

    private = True

    def __init__(self, kind: str, step: int, n: int, fresh: int | None = None,
                 options: list[discord.SelectOption] | None = None,
                 placeholder: str = "-") -> None:
        parts: tuple[object, ...] = ("g", "lm", kind, step, n)
        super().__init__(discord.ui.Select(
            custom_id=custom_id(*parts, *(() if fresh is None else (fresh,))),
            placeholder=placeholder,
            options=options or [discord.SelectOption(label="-", value="-")]))
        self.kind, self.step = kind, step


class LessonNav(_OfALesson, template=rf"g:ln:{KIND}:(?P<step>\d+):(?P<act>[a-z]+)"):
    """Skip the step, start over, back to the step's menu, or the practice game at the end."""

    private = True

    LOOK = {"skip": ("lesson.button.skip", "⏭️", discord.ButtonStyle.secondary),
            "over": ("lesson.button.over", "🔄", discord.ButtonStyle.secondary),
            "back": ("button.back", None, discord.ButtonStyle.secondary),
            "prac": ("lesson.button.practice", "🎲", discord.ButtonStyle.success)}

    def __init__(self, kind: str, step: int, act: str, lang: str = DEFAULT) -> None:
        key, emoji, style = self.LOOK.get(act, self.LOOK["back"])
        super().__init__(discord.ui.Button(label=t(lang, key), emoji=emoji, style=style,
                                           custom_id=custom_id("g", "ln", kind, step, act)))
        self.kind, self.step, self.act = kind, step, act

    def valid(self) -> bool:
        return self.act in NAV and super().valid()


class LessonHintButton(_OfALesson, template=rf"g:lh:{KIND}:(?P<step>\d+)"):
    """💡 Hint: the step's move named, and why, above the step (the stored step's, when the
    click comes from an old message)."""

    private = True

    def __init__(self, kind: str, step: int, lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(label=t(lang, "lesson.button.hint"), emoji="💡",
                                           style=discord.ButtonStyle.secondary,
                                           custom_id=custom_id("g", "lh", kind, step)))
        self.kind, self.step = kind, step


class LearnButton(_OfALesson, template=rf"g:learn:{KIND}"):
    """"Start the lesson" under the rules: the same as `/<game> learn` (resumes one begun)."""

    def __init__(self, kind: str, lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(label=t(lang, "lesson.button.learn"), emoji="🎓",
                                           style=discord.ButtonStyle.success,
                                           custom_id=custom_id("g", "learn", kind)))
        self.kind = kind


class GuideButton(_OfALesson, template=rf"g:guide:{KIND}(?::(?P<mid>\d+))?"):
    """"How to read the table": the annotated picture, privately, in the reader's language.
    Under a match's table it carries the match, and annotates that table as the member sees
    it (their own panel, or the public table); under the rules or a lesson, a sample table."""

    def __init__(self, kind: str, mid: int | None = None, *, lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(
            label=t(lang, "lesson.button.guide"), emoji="❓", style=discord.ButtonStyle.secondary,
            custom_id=custom_id("g", "guide", kind, *(() if mid is None else (mid,)))))
        self.kind, self.mid = kind, mid


def help_buttons(kind: str, *, learn: bool, lang: str = DEFAULT, mid: int | None = None
                 ) -> list[Control]:
    """"Start the lesson" (when `learn`) and "How to read the table" (of match `mid`'s table
    when given), for a game with a lesson; none for one without."""
    if not has_lesson(kind):
        return []
    return [*([LearnButton(kind, lang)] if learn else []), GuideButton(kind, mid, lang=lang)]


def rules_view(kind: str, lang: str = DEFAULT) -> discord.ui.View | None:
    """Under the rules: start the lesson, read the table (None for a game without a lesson)."""
    buttons = help_buttons(kind, learn=True, lang=lang)
    if not buttons:
        return None
    view = discord.ui.View(timeout=None)
    for b in buttons:
        view.add_item(b)
    return view


def lesson_view(kind: str, step: int, message: LessonMessage, lang: str = DEFAULT,
                fresh: int | None = None) -> discord.ui.View:
    """The step's controls: the move menu (or the table's buttons: a pick, a tile), then Hint,
    Skip, Start over and the guide on the last row; at the end, the practice game instead.
    `fresh` marks this drawing of the menu (see LessonMenu)."""
    view = discord.ui.View(timeout=None)
    nav: list[Control]
    if message.finished:
        nav = [LessonNav(kind, step, "prac", lang), LessonNav(kind, step, "over", lang)]
    else:
        if message.moves:
            options = [discord.SelectOption(label=c.label[:100], value=c.key,
                                            description=c.description[:100] or None,
                                            emoji=c.emoji)
                       for c in message.moves[:25]]
            view.add_item(LessonMenu(kind, step, 0, fresh, options, t(lang, "menu.choose_move")))
        for c in message.choices[:10]:
            item = LessonPlay(kind, step, c.code, label=c.label[:80], emoji=c.emoji)
            item.item.row = 1 + len([i for i in view.children if isinstance(i, LessonPlay)]) // 5
            view.add_item(item)
        nav = [LessonHintButton(kind, step, lang), LessonNav(kind, step, "skip", lang),
               LessonNav(kind, step, "over", lang)]
    for last in [*nav, GuideButton(kind, lang=lang)]:
        last.item.row = 4
        view.add_item(last)
    return view


def count_view(kind: str, step: int, choice: MoveChoice, lang: str = DEFAULT
               ) -> discord.ui.View:
    """The counts of one chosen menu entry, each playing it, and Back to the step's menu."""
    view = discord.ui.View(timeout=None)
    for count, code in choice.codes[:20]:
        view.add_item(LessonPlay(kind, step, code, label=str(count), emoji=choice.emoji,
                                 style=discord.ButtonStyle.success))
    back = LessonNav(kind, step, "back", lang)
    back.item.row = 4
    view.add_item(back)
    return view
