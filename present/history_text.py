"""The history answers as embed data: a match's move log and the list of finished matches.
The cogs read the store (and replay the log); these only word what was read."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.api import Event
from i18n import DEFAULT, t
from present.embed import BLURPLE, DARK_TEAL, EmbedData
from present.gameui import AnyUI
from present.rating_text import result_lines
from present.standings import day
from present.table_text import OUTCOME_WORDS, told
from present.words import fit_lines, who
from store import Match, Result

LIMIT = 3900  # an embed description holds 4096 characters


def move_log(ui: AnyUI, match: Match, events_of: Sequence[Sequence[Event]] | None,
             names: Sequence[str], viewer: int | None, lang: str = DEFAULT,
             hints: Mapping[int, int] | None = None) -> EmbedData:
    """The moves of a match as `viewer` may see them (their own draws, nobody else's), newest
    kept when too long; `events_of` None: a log this version can no longer replay. `hints`:
    the hints each seat took (a practice game's), told after the moves, as the result does."""
    title = t(lang, "hist.log_live" if match.is_live else "hist.log", title=ui.title,
              id=match.id)
    if events_of is None:
        return EmbedData(title, DARK_TEAL, t(lang, "hist.too_old"))
    lines = []
    for n, events in enumerate(events_of, 1):
        if text := told(ui, events, names, viewer, lang):
            lines.append(f"`{n:>3}` {text}")
    lines.extend(result_lines([], hints or {}, names, lang))
    return EmbedData(title, DARK_TEAL, fit_lines(lines, LIMIT, lang) or t(lang, "hist.no_move"))


def finished_line(match: Match, results: Mapping[int, Result], lang: str = DEFAULT,
                  names: Mapping[int, str] | None = None) -> str:
    """"**#12** 3 Dec 2026 · Alice 31 🏆 · Bob 24 · forfeit": a finished match in one line
    (`names`: members by display name, as an embed must name them; else by mention)."""
    players = []
    for seat, uid in enumerate(match.players):
        r = results.get(seat)
        score = f" {r.score}" if r and r.score is not None else ""
        mark = " 🏆" if r and r.rank == 1 and match.outcome != "cancelled" else ""
        name = (names or {}).get(uid) or who(uid, match.bot_level(seat), lang)
        players.append(f"{name}{score}{mark}")
    how = "" if match.outcome not in OUTCOME_WORDS else \
        f" · {t(lang, f'end.{match.outcome}', loser=t(lang, 'hist.someone'))}"
    return f"**#{match.id}** {day(match.updated_at, lang)} · {' · '.join(players)}{how}"


def finished(ui: AnyUI, matches: Sequence[tuple[Match, Mapping[int, Result]]],
             member_name: str | None, lang: str = DEFAULT,
             names: Mapping[int, str] | None = None) -> EmbedData:
    """The newest finished matches (with each one's results by seat), of one member when
    `member_name` is given; `names`: the members by display name."""
    title = (t(lang, "hist.finished_of", title=ui.title, name=member_name)
             if member_name is not None else t(lang, "hist.finished", title=ui.title))
    lines = [finished_line(match, results, lang, names) for match, results in matches]
    return EmbedData(title, BLURPLE, "\n".join(lines) or t(lang, "hist.none"))
