"""Small pieces of message text every Discord message shares, without discord: how a seat is
named (a mention, or the bot at its level) and a list of lines cut to a message's room."""

from __future__ import annotations

from collections.abc import Sequence

from i18n import DEFAULT, t, tn


def fit_lines(lines: Sequence[str], limit: int, lang: str = DEFAULT) -> str:
    """The newest lines that fit in `limit` characters (the newest always, however long: the
    caller clips it), with a note of how many older ones were left out."""
    kept: list[str] = []
    size = 0
    for line in reversed(lines):
        if kept and size + len(line) + 1 > limit - 40:
            break
        kept.append(line)
        size += len(line) + 1
    skipped = len(lines) - len(kept)
    head = [tn(lang, "lines.earlier", skipped) if skipped else ""]
    return "\n".join([*head, *reversed(kept)]).strip()


def who(uid: int, level: str | None = None, lang: str = DEFAULT) -> str:
    """A seat in message text: a member's mention, or the bot at its level (a bot seat's id is
    a negative stand-in, never a Discord user)."""
    if uid >= 0:
        return f"<@{uid}>"
    if level:
        return t(lang, "bot.who_level", level=t(lang, "level." + level))
    return t(lang, "bot.who")


def bot_name(level: str, number: int | None = None, lang: str = DEFAULT) -> str:
    """"Bot (easy)"; "Bot 2 (easy)" when a match seats the bot more than once, so the
    narration can tell its seats apart."""
    word = t(lang, "level." + level)
    if number is None:
        return t(lang, "bot.name", level=word)
    return t(lang, "bot.name_n", n=number, level=word)
