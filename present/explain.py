"""The explainer's effects (`engine.effects`) in words, for the hint, the analysis and the move
menu. Every effect the explainer finds is said to the mover (the seat whose view it read), so
the mover is "you" and other seats go by their names."""

from __future__ import annotations

from collections.abc import Sequence

from engine.effects import (
    Completes,
    Contrast,
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
    Standing,
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
              viewer: int, lang: str = DEFAULT, contrast: Contrast | None = None,
              runner: str = "") -> str:
    """The hint's message: the move as its menu names it (`move`) and why; with a `contrast`
    against the runner-up (`runner`, named as its menu names it), one more line saying what
    the hinted move does better, when the contrast names a difference."""
    said = t(lang, "explain.hint", move=move, why=why(kind, effects, names, viewer, lang))
    if contrast is None or not runner:
        return said
    better = contrast_lines(kind, contrast, move, names, viewer, lang, limit=1,
                            other=f"**{runner}**")
    if not better:
        return said
    return f"{said}\n{better[0]}"


def hints_used_text(used: int, lang: str = DEFAULT) -> str:
    """For a match's log and result: how many hints a player took ("" for none)."""
    return tn(lang, "explain.hints_used", used) if used else ""


def mistake_reason(kind: str, loss: float, contrast: Contrast, better: str,
                   names: Sequence[str], viewer: int, lang: str = DEFAULT) -> str:
    """An analysis mark's reason: "lost 22%: " and why the preferred move (`better`, as its
    menu names it) beats the one played, as a contrast (`contrast_lines`); where no difference
    shows on the table yet, that is said, never what the move merely did."""
    said = contrast_lines(kind, contrast, better, names, viewer, lang)
    why = " ".join(said) if said else t(lang, "contrast.unseen", better=better)
    return t(lang, "explain.lost", pct=f"{100 * loss:.0f}%", why=why)


def _lower(text: str) -> str:
    """A sentence told after a colon: its first letter small ("It leaves" -> "it leaves")."""
    return text[:1].lower() + text[1:]


_RIVER = (EntersRiver, ToCup)  # a pick's own worth: said after the standings that count it


def contrast_lines(kind: str, contrast: Contrast, better: str, names: Sequence[str],
                   viewer: int, lang: str = DEFAULT, limit: int = 2,
                   other: str | None = None) -> list[str]:
    """Why `better` beats the other move (`other` names it; by default the mover's own, "yours"),
    in at most `limit` sentences, most telling first: what the other move gives away, what the
    better one achieves that it does not, then the measures in which the better one leaves the
    mover better placed (all with their numbers). Empty when the contrast names no difference."""
    other = t(lang, "contrast.yours") if other is None else other
    out: list[str] = []
    for e in contrast.gives:
        said = sentence(kind, e, names, viewer, lang)
        if said:
            out.append(t(lang, "contrast.give", said=_lower(said), better=better, other=other))
    # a pick's own cards are a gain only against a move that takes none (else the score says)
    took = any(isinstance(e, _RIVER) for e in contrast.played)
    gains = [e for e in contrast.gains if not isinstance(e, _RIVER)]
    later = [] if took else [e for e in contrast.gains if isinstance(e, _RIVER)]
    for e in gains:
        said = sentence(kind, e, names, viewer, lang)
        if said:
            out.append(t(lang, "contrast.gain", said=_lower(said), better=better, other=other))
    for st in contrast.standings:
        said = standing(st, better, names, viewer, lang, other)
        if said:
            out.append(said)
    for e in later:
        said = sentence(kind, e, names, viewer, lang)
        if said:
            out.append(t(lang, "contrast.gain", said=_lower(said), better=better, other=other))
    return out[:limit]


def standing(st: Standing, better: str, names: Sequence[str], viewer: int,
             lang: str = DEFAULT, other: str | None = None) -> str | None:
    """One measure in which `better` leaves the mover better placed than `other` (by default
    the mover's own move), both values said."""
    other = t(lang, "contrast.yours") if other is None else other
    p, b = st.played, st.better
    both = {"better": better, "other": other, "m": st.board + 1, "name": names[1 - viewer]}
    match st.what:
        case "score" | "points":
            return t(lang, "contrast.score", **both, b=b[0], p=p[0])
        case "next_pick":  # (worth to the opponent, colour index, cards) of their best pick
            color = st.label  # named by the game's explainer
            return t(lang, "contrast.next_pick", **both,
                     cards=tn(lang, "cards.colored", p[2],
                              color=tn(lang, f"color.{color}.card", p[2])),
                     worth=tn(lang, "contrast.points", p[0]),
                     best=tn(lang, "contrast.points", b[0]))
        case "lead":  # (mover's field cards, opponent's) in mandala m
            return t(lang, "contrast.lead", **both, b0=b[0], b1=b[1], p0=p[0], p1=p[1])
        case "race":  # (colours lacking, who leads, mover's field cards, opponent's)
            key = "contrast.race.ahead" if b[1] > 0 else "contrast.race.behind"
            return tn(lang, key, b[0], **both, p=p[0], mine=b[2], theirs=b[3])
        case "prize":  # (mountain cards, who leads, mover's field cards, opponent's)
            key = "contrast.prize.ahead" if b[1] > 0 else "contrast.prize.behind"
            return tn(lang, key, b[0], **both, p=p[0], mine=b[2], theirs=b[3])
        case "hand":
            return t(lang, "contrast.hand", **both, b=tn(lang, "cards", b[0]), p=p[0])
        case "made":  # flowers made
            return t(lang, "contrast.flowers", **both, b=b[0], p=p[0])
        case "claim":  # (the mover holds it, its holder or -1)
            if p[1] < 0:
                return t(lang, "contrast.claim.none", **both)
            return t(lang, "contrast.claim.other", **{**both, "name": names[p[1]]})
        case "rival_seen":  # the opponent's points from the cards seen (Mandala, M-I2)
            return t(lang, "contrast.rival_seen", **both, b=b[0], p=p[0])
        case "rival":  # (the best placed rival's points, their seat)
            return t(lang, "contrast.rival", **{**both, "name": names[p[1]]}, b=b[0], p=p[0])
    return None


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
