"""The words of a challenge and of an open table, from the message that invites to the one that
says how it ended (accepted, declined, expired, seated). Plain text: the cogs post it."""

from __future__ import annotations

from collections.abc import Sequence

from engine.games import kind as game_kind
from i18n import CATALOGUES, DEFAULT, t, tn
from present.gameui import ui_for
from present.pace_text import pace_line
from present.words import bot_name, who
from store import Challenge, ChallengeStatus


def about(kind: str, lang: str = DEFAULT) -> str:
    """The game in one line ("Mandala is a card game for two: …"), so an invited member knows
    what they are asked to play; a game without its own line says its rules' tagline."""
    key = f"ch.about.{kind}"
    known = CATALOGUES.get(lang)
    return t(lang, key) if known and key in known.texts else ui_for(kind).tagline(lang)


def expires_in(created_at: float, expires_at: float, lang: str = DEFAULT) -> str:
    """"in 10 minutes (at <t:…:t>)": the minutes it was opened for, as the README says, then
    the clock time; a relative time ("in 11 minutes", a client's rounding) could contradict
    the docs."""
    minutes = max(1, round((expires_at - created_at) / 60))
    return tn(lang, "ch.expires_in", minutes, at=f"<t:{int(expires_at)}:t>")


def seats(ch: Challenge, user_ids: Sequence[int], lang: str = DEFAULT) -> str:
    """"<@1>, 🤖 **bot (easy)**": members by mention, the bot's seats by their level."""
    levels = dict(ch.bots)
    return ", ".join(who(u, levels.get(u), lang) for u in user_ids)


def options_line(ch: Challenge, lang: str = DEFAULT) -> str:
    """"Options: draw **published**" (an option by its command name: what members type)."""
    if not ch.options:
        return ""
    return t(lang, "ch.options", options=", ".join(f"{k} **{v}**" for k, v in ch.options))


def lobby_text(ch: Challenge, lang: str = DEFAULT) -> str:
    """An open table: its host, who sits at it (of how many), when it closes, its options."""
    kind = game_kind(ch.kind)
    text = t(lang, "ch.lobby", host=f"<@{ch.challenger_id}>", title=kind.title,
             low=kind.min_players, high=kind.max_players, n=len(ch.seated),
             seated=seats(ch, ch.seated, lang),
             expires=expires_in(ch.created_at, ch.expires_at, lang))
    return text + options_line(ch, lang) + pace_line(ch.pace, lang)


def challenge_text(ch: Challenge, accepted_note: str = "", lang: str = DEFAULT) -> str:
    """A challenge: who invites whom, when it lapses, its options, what the game is and, once
    some have accepted, who is still awaited."""
    title = ui_for(ch.kind).title
    text = t(lang, "ch.challenge", by=f"<@{ch.challenger_id}>", who=seats(ch, ch.invited, lang),
             title=title, expires=expires_in(ch.created_at, ch.expires_at, lang))
    text += options_line(ch, lang) + pace_line(ch.pace, lang) + "\n" + about(ch.kind, lang)
    if ch.accepted and ch.waiting_for:  # only the bot invited: it accepted, nobody to wait for
        text += t(lang, "ch.so_far", accepted=seats(ch, ch.accepted, lang),
                  waiting=", ".join(who(u, None, lang) for u in ch.waiting_for))
    return text + accepted_note


def practice_text(ch: Challenge, title: str, where: str | None = None,
                  lang: str = DEFAULT) -> str:
    """A match against the bot alone starts at once; its seats are named as on the table."""
    levels = [level for _, level in ch.bots]
    named = [bot_name(level, k + 1 if len(levels) > 1 else None, lang)
             for k, level in enumerate(levels)]
    return t(lang, "ch.practice", who=f"<@{ch.challenger_id}>", title=title,
             bots=", ".join(f"🤖 **{n}**" for n in named),
             where=where if where is not None else t(lang, "ch.begins_below"))


def expired_text(ch: Challenge, lang: str = DEFAULT) -> str:
    """What an expired challenge's (or table's) message says instead."""
    return t(lang, "ch.lobby_expired" if ch.lobby else "ch.expired",
             who=f"<@{ch.challenger_id}>", invited=seats(ch, ch.invited, lang))


def accepted_text(ch: Challenge, begins: str, lang: str = DEFAULT) -> str:
    """Everyone invited accepted: the match begins (`begins` says where)."""
    return t(lang, "flow.accepted", who=seats(ch, ch.invited, lang),
             by=f"<@{ch.challenger_id}>") + begins


def sat_down_text(ch: Challenge, begins: str, lang: str = DEFAULT) -> str:
    """The host started an open table: who sat down, and where the match begins."""
    return t(lang, "flow.sat_down", who=seats(ch, ch.seated, lang)) + begins


def answered_no_text(status: ChallengeStatus, mention: str, lang: str = DEFAULT) -> str:
    """An invited member declined, or the challenger withdrew."""
    return t(lang, "flow.declined" if status == ChallengeStatus.DECLINED else "flow.withdrew",
             who=mention)


def gone_text(user_id: int, lang: str = DEFAULT) -> str:
    """A player left the server before the match began: the challenge is closed."""
    return t(lang, "flow.gone_closed", who=f"<@{user_id}>")


def table_closed_text(mention: str, lang: str = DEFAULT) -> str:
    """The host left their open table: it is closed."""
    return t(lang, "flow.table_closed", who=mention)
