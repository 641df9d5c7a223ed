"""The standings' embeds as data: the leaderboard, a member's stats, the bot's levels, and the
words they share (a record, a rating). The cogs read the store and translate the result."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import UTC, datetime

from i18n import DEFAULT, t, tn
from present.embed import BLURPLE, GOLD, EmbedData, Field
from present.rating_text import shown
from store import Standing

MEDALS = ("🥇", "🥈", "🥉")


def record(s: Standing, lang: str = DEFAULT) -> str:
    """"1 win · 2 losses · 0 draws"."""
    return t(lang, "record", wins=tn(lang, "record.wins", s.wins),
             losses=tn(lang, "record.losses", s.losses), draws=tn(lang, "record.draws", s.draws))


def day(timestamp: float, lang: str = DEFAULT) -> str:
    """"3 Dec 2026" (UTC): the same for every reader, with no day/month order to guess."""
    d = datetime.fromtimestamp(timestamp, UTC)
    return t(lang, "day", d=d.day, month=t(lang, f"month.{d.month}"), y=d.year)


def rating(s: Standing, lang: str = DEFAULT) -> str:
    """The whole-number rating with its uncertainty (Glicko-2's deviation, in the same points),
    marked provisional while that is large (shown in `/stats` only: the leaderboard keeps to
    the one number)."""
    key = "games.rating_provisional" if s.provisional else "games.rating_value"
    return t(lang, key, rating=shown(s.rating, s.provisional), rd=round(s.sigma))


def leaderboard(rows: Sequence[Standing], kind: str, title: str, lang: str = DEFAULT,
                names: Mapping[int, str] | None = None, *, everyone: bool = False,
                others: bool = False) -> EmbedData:
    """The server's best ten: a medal for the first three, then places. `names`: members by
    display name (an embed shows a `<@id>` of a member Discord has not loaded as a bare id);
    one missing is mentioned. `everyone`: provisional players listed too ("1630?"), else
    established players only; `others`: some provisional player was left off (the empty
    board then says how to see them)."""
    name = t(lang, "games.board", title=title)
    if not rows:
        empty = "games.board_empty_established" if others and not everyone else (
            "games.board_empty")
        return EmbedData(name, GOLD, t(lang, empty, kind=kind))
    lines = "\n".join(
        f"{MEDALS[i] if i < len(MEDALS) else f'`{i + 1:>2}.`'} "
        f"{(names or {}).get(r.user_id) or f'<@{r.user_id}>'} · "
        f"**{shown(r.rating, r.provisional)}** · {record(r, lang)} "
        f"({tn(lang, 'games.games', r.games)})"
        for i, r in enumerate(rows))
    footer = "games.board_footer_all" if everyone else "games.board_footer"
    return EmbedData(name, GOLD, lines, footer=t(lang, footer, kind=kind))


def bot_stats(levels: Sequence[tuple[str, int | None]], kind: str, title: str,
              lang: str = DEFAULT) -> EmbedData:
    """Each level's approximate strength on the members' scale (`levels`: each level with its
    rating, None when not measured): games against the bot are practice, unrated, so a level
    has no rating of its own here."""
    fields = []
    for level, rating in levels:
        value = (t(lang, "games.level_strength", rating=rating) if rating is not None
                 else t(lang, "games.not_measured"))
        word = t(lang, f"level.{level}")
        fields.append(Field(word[:1].upper() + word[1:], value, inline=False))
    return EmbedData(t(lang, "games.bot_stats", title=title), BLURPLE,
                     t(lang, "games.bot_stats_about", kind=kind), tuple(fields))


def member_stats(title: str, name: str, mention: str, s: Standing | None,
                 vs_bot: Standing | None, rank: int | None, lang: str = DEFAULT) -> EmbedData:
    """A member's standing in a game (`name` as shown, `mention` to name them in the text):
    against the bot apart, then rating, rank, games, record and win rate."""
    fields: list[Field] = []
    if vs_bot is not None and vs_bot.games:
        fields.append(Field(t(lang, "games.vs_bot"), inline=False,
                            value=t(lang, "games.vs_bot_value", rating=rating(vs_bot, lang),
                                    record=record(vs_bot, lang))))
    heading = t(lang, "games.stats", title=title, name=name)
    if s is None or not s.games:
        return EmbedData(heading, BLURPLE, t(lang, "games.no_rated", who=mention, title=title),
                         tuple(fields))
    fields += [Field(t(lang, "games.rating"), rating(s, lang)),
               Field(t(lang, "games.rank"), f"#{rank}" if rank else "–"),
               Field(t(lang, "games.games_h"), str(s.games)),
               Field(t(lang, "games.record"), record(s, lang)),
               Field(t(lang, "games.win_rate"), f"{100 * s.wins / s.games:.0f}%")]
    return EmbedData(heading, BLURPLE, None, tuple(fields))
