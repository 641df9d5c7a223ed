"""Rating changes and member names as the result, standings and history say them: words only,
no Discord (the cogs put them in a message or an embed)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from i18n import DEFAULT, t
from play.rating_change import RatingChange
from present.explain import hints_used_text

MINUS = "\u2212"  # a real minus sign: "−7" reads as a loss, "-7" as a dash


def signed(delta: int) -> str:
    return f"+{delta}" if delta > 0 else f"{MINUS}{-delta}" if delta < 0 else "±0"


def shown(rating: int, provisional: bool) -> str:
    """A rating as players read it: "1630", or "1630?" while it is provisional (lichess's
    mark: too few games yet to trust it)."""
    return f"{rating}?" if provisional else str(rating)


def rating_lines(changes: Sequence[RatingChange], names: Sequence[str],
                 lang: str = DEFAULT) -> list[str]:
    """One line per rated seat, in seat order: "Alice 1500? → 1742?, +242" (`names` by seat,
    as the table names them)."""
    return [t(lang, "rating.change", name=names[c.seat],
              before=shown(c.before, c.provisional_before),
              after=shown(c.after, c.provisional_after), delta=signed(c.delta))
            for c in changes]


def result_lines(changes: Sequence[RatingChange], hints: Mapping[int, int],
                 names: Sequence[str], lang: str = DEFAULT, *,
                 practice: bool = False) -> list[str]:
    """What the result adds under the final line: everyone's rating change on one line
    ("Ratings: Alice 1500 → 1523, +23; Bob 1500 → 1477, −23"), or for a `practice` game
    (a bot seat) that it was not rated, then the hints each seat took (`hints` by seat; a
    practice game's, as its log says them). Only changes the store wrote are ever passed."""
    out = []
    if changes:
        out.append(t(lang, "result.ratings", lines="; ".join(rating_lines(changes, names, lang))))
    elif practice:
        out.append(t(lang, "result.unrated_practice"))
    out.extend(f"{names[seat]}: {hints_used_text(n, lang)}" for seat, n in sorted(hints.items())
               if n and seat < len(names))
    return out


def member_name(user_id: int, known: Mapping[int, str], lang: str = DEFAULT) -> str:
    """A member as an embed names them: the display name Discord gave (`known`: loaded or
    fetched members first, then the names the store kept), else "a former member": never a
    raw `<@id>`, which Discord shows as an unreadable id for a member it has not loaded."""
    return known.get(user_id) or t(lang, "member.gone")


def member_names(user_ids: Sequence[int], loaded: Mapping[int, str], kept: Mapping[int, str],
                 lang: str = DEFAULT) -> list[str]:
    """Names for these members in order: Discord's own (`loaded`) before the store's (`kept`),
    which may be older."""
    known = {**kept, **loaded}
    return [member_name(uid, known, lang) for uid in user_ids]
