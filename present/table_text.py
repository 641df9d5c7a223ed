"""The words of a table message, built from a match and its game without discord: the status
above the picture, how a match ended, a move told as a sentence, a list of moves cut to fit."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.api import AnyGame, Event
from i18n import DEFAULT, t
from play.history import Move
from play.step import Step
from present.gameui import AnyUI
from present.words import fit_lines, who
from store import Match

MAX_LINE = 900

OUTCOME_WORDS = ("forfeit", "timeout", "cancelled")  # the ends off the board ("end.<outcome>")
# A public line given ready-made, or worded in the language the table is shown in.
Said = str | Callable[[str], str]


def off_board_reason(match: Match, names: Sequence[str], seat: int | None,
                     lang: str = DEFAULT) -> str:
    """Why a match ended without the game ending ("alice forfeited"); `seat` is the loser."""
    loser = names[seat] if seat is not None else t(lang, "end.a_player")
    return t(lang, f"end.{match.outcome}", loser=loser)


def end_note(match: Match, names: Sequence[str], seat: int | None,
             lang: str = DEFAULT) -> str | None:
    """How a match ended off the board, for the picture's banner; None when it did not."""
    if match.is_live or match.outcome not in OUTCOME_WORDS:
        return None
    return off_board_reason(match, names, seat, lang)


def near_seat(match: Match) -> int | None:
    """The seat a table picture shows nearest the reader: in a practice (one member, every
    other seat a bot) the member's, where their own panel shows them; None otherwise (the
    game's usual side: no member is favoured in a match between members)."""
    members = [seat for seat in range(len(match.players)) if match.bot_level(seat) is None]
    return members[0] if len(members) == 1 and len(match.players) > 1 else None


def mention(match: Match, seat: int, lang: str = DEFAULT) -> str:
    return who(match.players[seat], match.bot_level(seat), lang)


def left_line(step: Step) -> Said | None:
    """After a forfeit or timeout that did not end the match: who left, and that play goes on.
    None lets the caller narrate as usual."""
    seat = step.seat
    if step.over or seat is None:
        return None
    return lambda lang: t(lang, "table.left", who=mention(step.match, seat, lang))


def status_text(match: Match, game: AnyGame, ui: AnyUI, names: Sequence[str], last: str = "",
                seat: int | None = None, lang: str = DEFAULT) -> str:
    """The words above the table picture: what just happened, then who acts next."""
    lines = [t(lang, "table.header", title=ui.title, id=match.id,
               players=t(lang, "table.vs").join(names))]
    if last:
        lines.append(clip(last))
    if match.is_live:  # the essentials in words: a desktop client shows the picture small
        lines += ui.seat_lines(game.view(None), names, lang)
    if not match.is_live:
        lines.append(final_line(match, game, names, seat, lang))
    elif game.to_move is not None and match.bot_level(game.to_move) is not None:
        lines.append(t(lang, "table.thinking", who=mention(match, game.to_move, lang)))
    elif game.to_move is not None:
        lines.append(t(lang, "table.next", who=mention(match, game.to_move, lang),
                       what=ui.next_step(game.view(None), names, lang)))
    return "\n".join(lines)


def final_line(match: Match, game: AnyGame, names: Sequence[str], seat: int | None,
               lang: str = DEFAULT) -> str:
    """`seat` is who forfeited or timed out, for those outcomes."""
    outcome = game.outcome()
    if match.outcome in OUTCOME_WORDS:
        reason = off_board_reason(match, names, seat, lang)
        if match.outcome == "cancelled" or outcome is None:
            return t(lang, "final.off_board.void", reason=reason)
        winners = t(lang, "and").join(f"**{names[w]}**" for w in outcome.winners)
        shared = len(outcome.winners) > 1
        return t(lang, "final.off_board.shared" if shared else "final.off_board.wins",
                 reason=reason, who=winners)
    assert outcome is not None
    if len(names) == 2:
        scores = " – ".join(str(s) for s in outcome.scores)
    else:
        order = sorted(range(len(names)), key=lambda s: outcome.ranks[s])
        scores = " · ".join(f"{names[s]} {outcome.scores[s]}" for s in order)
    who = t(lang, "and").join(f"**{names[w]}**" for w in outcome.winners)
    shared = len(outcome.winners) > 1
    return t(lang, "final.shared" if shared else "final.wins", scores=scores, who=who)


def clip(text: str) -> str:
    return text if len(text) <= MAX_LINE else text[: MAX_LINE - 1] + "…"


def told(ui: AnyUI, events: Sequence[Event], names: Sequence[str], viewer: int | None,
         lang: str = DEFAULT) -> str:
    """One move's events as one sentence, told to `viewer` ("" when they tell nothing)."""
    return sentence(t(lang, "sep").join(ui.narrate(events, names, viewer, lang)), names)


def told_moves(ui: AnyUI, history: Sequence[Move], names: Sequence[str],
               viewer: int | None, lang: str = DEFAULT) -> list[str]:
    """One sentence per move; a move that tells nothing (a cancel) is left out."""
    return [line for move in history if (line := told(ui, move.events, names, viewer, lang))]


def listed(lines: Sequence[str], lang: str = DEFAULT) -> str:
    """One move as a plain line, several as a list; too long for a message, the oldest go
    first (the newest moves matter most)."""
    if len(lines) == 1:
        return clip(lines[0])
    return clip(fit_lines([f"• {line}" for line in lines], MAX_LINE, lang))


def sentence(text: str, names: Sequence[str]) -> str:
    """Capitalise the first letter, unless the text starts with a name: names stay exactly as
    written ("alice", not "Alice")."""
    if not text or any(n and text.startswith(n) for n in names):
        return text
    return text[:1].upper() + text[1:]


def outdated_text(match: Match, title: str, lang: str = DEFAULT) -> str:
    """What a replaced table says instead of its old, now false, status ("your turn")."""
    return t(lang, "table.outdated", title=title, id=match.id)
