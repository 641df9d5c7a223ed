"""The explainer's effects (`engine.effects`) in words, for the hint, the analysis and the move
menu. Every effect the explainer finds is said to the mover (the seat whose view it read), so
the mover is "you" and other seats go by their names."""

from __future__ import annotations

from collections.abc import Sequence

from engine.effects import (
    Completes,
    Draws,
    Effect,
    EndNearer,
    EndsGame,
    EntersRiver,
    FaceDown,
    Flower,
    KeepsClaim,
    LastRound,
    LeavesCompletion,
    TakesClaim,
    ToCup,
)
from i18n import DEFAULT, t, tn

MENU_LIMIT = 100  # Discord's limit on a select option's description


def sentence(kind: str, effect: Effect, names: Sequence[str], viewer: int,
             lang: str = DEFAULT) -> str | None:
    """One effect as a short sentence to `viewer` (the mover); None for one not worth saying
    (a count of what ends the game once the move ends it)."""
    match effect:
        case Completes(m, first):
            if first < 0:
                return t(lang, "explain.completes.none", m=m + 1)
            who = "you" if first == viewer else "they"
            return t(lang, f"explain.completes.{kind}.{who}", m=m + 1, name=names[first])
        case TakesClaim(_, m):
            return t(lang, "explain.takes_claim", m=m + 1)
        case KeepsClaim(_, m):
            return t(lang, "explain.keeps_claim", m=m + 1)
        case FaceDown(m):
            return t(lang, "explain.face_down", m=m + 1)
        case EntersRiver(_, color, place):
            return t(lang, "explain.river", color=t(lang, f"color.{color}"), place=place,
                     card=tn(lang, f"color.{color}.card", 1))
        case ToCup(_, color, n, worth):
            return tn(lang, "explain.cup", n, color=tn(lang, f"color.{color}.card", n),
                      worth=worth)
        case Flower(_, color, points, _):
            word = t(lang, f"color.{color}")
            a = t(lang, "article.an" if word[:1].lower() in "aeiou" else "article.a")
            return t(lang, "explain.flower", a=a, color=word, points=points)
        case Draws(n):
            return tn(lang, "explain.draws", n)
        case EndNearer(_, have, need):
            if have >= need:  # the end itself is said once, by EndsGame
                return None
            return t(lang, f"explain.end_nearer.{kind}", have=have, need=need)
        case LastRound():
            return t(lang, "explain.last_round")
        case EndsGame():
            return t(lang, "explain.ends")
        case LeavesCompletion(seat, m, color, first, prize, count):
            name, missing = names[seat], t(lang, f"color.{color}")
            if first and prize:
                return t(lang, "explain.leaves.prize", m=m + 1, color=missing, name=name,
                         prize=tn(lang, "cards.colored", count,
                                  color=tn(lang, f"color.{prize}.card", count)))
            key = "explain.leaves.first" if first else "explain.leaves"
            return t(lang, key, m=m + 1, color=missing, name=name)
    return None


def sentences(kind: str, effects: Sequence[Effect], names: Sequence[str], viewer: int,
              lang: str = DEFAULT) -> list[str]:
    """Every effect worth saying, in the explainer's order."""
    return [s for e in effects if (s := sentence(kind, e, names, viewer, lang)) is not None]


def why(kind: str, effects: Sequence[Effect], names: Sequence[str], viewer: int,
        lang: str = DEFAULT) -> str:
    """The reasons in one line; a move with no effect to name keeps its options open."""
    said = sentences(kind, effects, names, viewer, lang)
    return " ".join(said) if said else t(lang, "explain.quiet")


def hint_text(kind: str, move: str, effects: Sequence[Effect], names: Sequence[str],
              viewer: int, lang: str = DEFAULT) -> str:
    """The hint's message: the move as its menu names it (`move`) and why."""
    return t(lang, "explain.hint", move=move, why=why(kind, effects, names, viewer, lang))


def hints_used_text(used: int, lang: str = DEFAULT) -> str:
    """For a match's log and result: how many hints a player took ("" for none)."""
    return tn(lang, "explain.hints_used", used) if used else ""


def mistake_reason(kind: str, loss: float, effects: Sequence[Effect], names: Sequence[str],
                   viewer: int, lang: str = DEFAULT) -> str:
    """An analysis mark's reason: "lost 22%: this leaves mandala 2 lacking only purple…".
    What the move leaves the opponent is said first: it is what a mistake most often costs."""
    ordered = sorted(effects, key=lambda e: not isinstance(e, LeavesCompletion))
    return t(lang, "explain.lost", pct=f"{100 * loss:.0f}%",
             why=why(kind, ordered, names, viewer, lang))


def menu_phrase(kind: str, effects: Sequence[Effect], names: Sequence[str], viewer: int,
                lang: str = DEFAULT, limit: int = MENU_LIMIT) -> str:
    """As many of the effects' short forms as fit in `limit` characters, joined by " · "."""
    out: list[str] = []
    for e in effects:
        said = sentence(kind, e, names, viewer, lang)
        if said is None:
            continue
        said = said.rstrip(".")
        joined = t(lang, "sep").join([*out, said])
        if len(joined) > limit:
            break
        out.append(said)
    return t(lang, "sep").join(out)
