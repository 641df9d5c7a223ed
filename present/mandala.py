"""Mandala's half of the Discord layer: rules text, next-step wording, narration, pictures,
pick buttons on the table and the private move menu (only legal moves, each saying what it
does)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.api import Action, Event
from engine.effects import Completes, Effect, LeavesCompletion
from engine.mandala import COLORS, Discard, Game, MandalaView, PlayField, PlayMountain
from engine.mandala import Action as MandalaAction
from engine.mandala.events import GameEnded
from engine.mandala.text import narrate
from engine.mandala.vocab import parse_action
from engine.narration import cards
from i18n import DEFAULT, t, tn
from play.reasons import move_effects
from present.explain import MENU_LIMIT
from present.gameui import GameUI, MoveChoice, TableChoice, color_title, log_untold
from render.mandala import render_panel, render_table
from render.mandala.board import score_parts

EMOJI = {"red": "🔴", "orange": "🟠", "yellow": "🟡", "green": "🟢", "purple": "🟣", "black": "⚫"}

RULES = ("goal", "turn", "colour", "complete", "end", "table", "here")  # "rules.m.<part>[.h]"


def menu_lead(effects: Sequence[Effect], seat: int, lang: str = DEFAULT) -> str:
    """The front of a menu entry's description from the explainer's effects (a menu has no
    names at hand): whether the play completes its mandala and who picks first, and a
    completion it leaves the opponent; "" when it does neither."""
    out = []
    for e in effects:
        if isinstance(e, Completes):
            out.append(t(lang, "explain.menu.completes.you" if e.first == seat
                         else "explain.menu.completes.they"))
        elif isinstance(e, LeavesCompletion):
            out.append(t(lang, "explain.menu.leaves", m=e.board + 1,
                         color=t(lang, f"color.{e.color}")))
    return "".join(out)


def _lead(game: Game, seat: int, first: MandalaAction, codes: list[tuple[int, str]],
          lang: str) -> str:
    """What the explainer says of an entry, read on the mover's view (present.explain
    .menu_lead): who picks first if it completes, said only when every count agrees (more
    cards in one's field can win the first pick, M-X2), else the plain "completes it"."""
    effects = move_effects(game, seat, first)
    lead = menu_lead(effects, seat, lang)
    if len(codes) > 1 and any(isinstance(e, Completes) for e in effects):
        most = move_effects(game, seat, parse_action(max(codes)[1]))
        if menu_lead(most, seat, lang) != lead:
            leaves = menu_lead([e for e in effects if not isinstance(e, Completes)], seat, lang)
            return t(lang, "mandala.move.completes") + leaves
    return lead


def _short(lead: str, lang: str) -> str:
    """A lead too long for the entry: "completes it" alone if it said so (the warning about
    what it leaves is the part dropped), else nothing."""
    starts = (t(lang, "explain.menu.completes.you"), t(lang, "explain.menu.completes.they"),
              t(lang, "mandala.move.completes"))
    return t(lang, "mandala.move.completes") if lead.startswith(starts) else ""


class MandalaUI:
    kind = "mandala"
    title = "Mandala"
    description = "Play Mandala, the card game"
    def tagline(self, lang: str = DEFAULT) -> str:
        return t(lang, "rules.m.tagline")

    def rules(self, view: MandalaView | None, lang: str = DEFAULT) -> list[tuple[str, str]]:
        return [(t(lang, f"rules.m.{part}.h"), t(lang, f"rules.m.{part}")) for part in RULES]

    def next_step(self, view: MandalaView, names: Sequence[str], lang: str = DEFAULT) -> str:
        if view.phase == "pick" and view.completion:
            return t(lang, "mandala.next.pick", m=view.completion[0] + 1)
        return t(lang, "next.turn")

    def narrate(self, events: Sequence[Event], names: Sequence[str],
                viewer: int | None, lang: str = DEFAULT) -> list[str]:
        # the end is said once, by the final line under the table
        told = [e for e in events if not isinstance(e, GameEnded)]
        # a Mandala match's events; the game-neutral interface types them engine.api.Event
        return narrate(told, names, viewer, log_untold, lang)  # type: ignore[arg-type]

    def table_png(self, view: MandalaView, *, names: Sequence[str], last_seat: int | None,
                  note: str | None, earlier: Sequence[tuple[int, Action]] = (),
                  lang: str = DEFAULT, clocks: Sequence[str | None] | None = None,
                  side: int | None = None) -> bytes:
        return render_table(view, names=names, last_seat=last_seat, note=note, side=side,
                            earlier=earlier, lang=lang, clocks=clocks)

    def panel_png(self, view: MandalaView, *, names: Sequence[str], last_seat: int | None,
                  earlier: Sequence[tuple[int, Action]] = (), lang: str = DEFAULT,
                  replay: bool = False) -> bytes:
        return render_panel(view, names=names, last_seat=last_seat, earlier=earlier, lang=lang,
                            replay=replay)

    def panel_summary(self, view: MandalaView, names: Sequence[str],
                      lang: str = DEFAULT) -> str:
        assert view.viewer is not None  # a panel is a seat's own view
        me = view.seats[view.viewer]
        return t(lang, "mandala.panel_summary", cards=cards(me.hand_size, lang=lang),
                 points=tn(lang, "pic.f.points", me.score))

    def seat_lines(self, view: MandalaView, names: Sequence[str], lang: str = DEFAULT
                   ) -> list[str]:
        """"**Ada** · score ≥ 2 · hand 5 · river 🔴🟡": a cup's hidden cards make the score
        a floor, as the picture says."""
        out = []
        for sv in view.seats:
            river = "".join(EMOJI[c.value] for c in sv.river) or "—"
            out.append(t(lang, "table.m.seat", name=names[sv.seat],
                         score=score_parts(sv, lang)[0], hand=sv.hand_size, river=river))
        return out

    def table_choices(self, view: MandalaView, lang: str = DEFAULT) -> list[TableChoice]:
        """M-X3 picks, each saying where the cards go (river, cup, or discarded under M-X5)."""
        if view.phase != "pick" or not view.completion:
            return []
        mandala, picker = view.completion
        mountain = view.mountains[mandala]
        keeps = any(view.fields[mandala][picker].values())
        river = view.seats[picker].river
        out = []
        for color in COLORS:
            n = mountain[color]
            if n:
                where = ("discarded" if not keeps else "cup" if color in river
                         else "river_cup" if n > 1 else "river")
                # "discarded" agrees with the count in Greek ("απορρίπτεται" / "απορρίπτονται")
                said = (tn(lang, "mandala.pick.discarded", n) if where == "discarded"
                        else t(lang, f"mandala.pick.{where}"))
                label = t(lang, "mandala.pick.label", color=color_title(lang, color.value), n=n,
                          where=said)
                out.append(TableChoice(f"P{color.letter}", label, picker, EMOJI[color.value]))
        return out

    def moves(self, game: Game, seat: int, lang: str = DEFAULT) -> list[MoveChoice]:
        if game.phase != "play" or game.to_move != seat:
            return []
        counts: dict[str, list[tuple[int, str]]] = {}
        first: dict[str, MandalaAction] = {}
        for a in game.legal_actions():
            if isinstance(a, PlayMountain):
                key = f"M{a.mandala}{a.color.letter}"
            elif isinstance(a, PlayField):
                key = f"F{a.mandala}{a.color.letter}"
            else:
                assert isinstance(a, Discard)
                key = f"D{a.color.letter}"
            counts.setdefault(key, []).append((getattr(a, "count", 1), str(a)))
            first.setdefault(key, a)
        out = []
        for key, codes in counts.items():
            a = first[key]
            color = a.color
            most = max(n for n, _ in codes)
            upto = t(lang, "move.up_to", n=most) if most > 1 else t(lang, "move.one_card")
            name = color_title(lang, color.value)
            if isinstance(a, PlayMountain):
                label = t(lang, "mandala.move.mountain", color=name, m=a.mandala + 1)
                does = t(lang, "mandala.move.mountain.does")
                group = t(lang, "mandala.group.mountain")
            elif isinstance(a, PlayField):
                label = t(lang, "mandala.move.field", color=name, m=a.mandala + 1)
                does = upto + t(lang, "mandala.move.field.does")
                group = t(lang, "mandala.group.field")
            else:
                label = t(lang, "mandala.move.discard", color=t(lang, f"color.{color.value}"))
                does = upto + t(lang, "mandala.move.discard.does")
                group = t(lang, "mandala.group.discard")
            if not isinstance(a, Discard):
                lead = _lead(game, seat, a, codes, lang)
                does = (lead if len(lead + does) <= MENU_LIMIT else _short(lead, lang)) + does
            out.append(MoveChoice(key, label, does, tuple(sorted(codes)), EMOJI[color.value],
                                  group))
        return out


UI: GameUI[Game, MandalaView] = MandalaUI()  # the type checker proves MandalaUI is one
