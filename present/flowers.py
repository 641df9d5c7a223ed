"""Flowers' half of the Discord layer: rules text (with this match's draw rule), next-step
wording, narration, pictures, the tile choice on the table (F-X2) and the private move menu
(only legal plays, each saying whether it goes face up or down, takes the claim or completes
the mandala)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.api import Action, Event
from engine.flowers import FlowersView, Game, Play
from engine.flowers.events import Claimed, Completed, GameEnded, Played
from engine.flowers.text import narrate, tile_name
from engine.flowers.vocab import Tile
from engine.narration import cards
from i18n import DEFAULT, t
from present.gameui import GameUI, MoveChoice, TableChoice, color_title, log_untold
from render.flowers import render_panel as render_flowers_panel
from render.flowers import render_table as render_flowers_table
from render.flowers.board import tile_value
from render.flowers.heading import points_text

EMOJI = {"grey": "⚪", "purple": "🟣", "red": "🔴", "green": "🟢", "orange": "🟠", "yellow": "🟡"}


def halves_text(halves: Sequence[Tile], lang: str = DEFAULT) -> str:
    """" · halves 🔴2 🟡×3": a seat's lone halves, each its colour and flowers; "" for none."""
    if not halves:
        return ""
    said = " ".join(EMOJI[h.color.value] + tile_value(h) for h in halves)
    return " · " + t(lang, "table.f.halves", halves=said)
# "rules.f.<part>"
PARTS = ("goal", "turn", "faces", "claim", "complete", "scoring", "table", "here")


def rules(draw: str | None, lang: str = DEFAULT) -> list[tuple[str, str]]:
    """The rules in short; the turn's draw rule is this match's, or both with the default."""
    if draw:
        drawing = t(lang, "rules.f.draw.match", rule=draw, words=t(lang, f"rules.f.draw.{draw}"))
    else:
        drawing = t(lang, "rules.f.draw.default", seed=t(lang, "rules.f.draw.seed"),
                    published=t(lang, "rules.f.draw.published"))
    return [(t(lang, f"rules.f.{part}.h"), t(lang, f"rules.f.{part}", drawing=drawing))
            if part == "turn" else (t(lang, f"rules.f.{part}.h"), t(lang, f"rules.f.{part}"))
            for part in PARTS]


def _counts(most: int, draws: int, lang: str = DEFAULT) -> str:
    """How many cards the entry plays and what playing 1 of them draws (as the engine says)."""
    if most > 1:
        return t(lang, "move.up_to", n=most) + (t(lang, "f.move.one_draws", n=draws)
                                                 if draws else "")
    return t(lang, "f.move.one_then", n=draws) if draws else t(lang, "f.move.one_only")


def _trial(game: Game, action: Play) -> list[object]:
    trial = game.clone()
    return list(trial.apply(action))


class FlowersUI:
    kind = "flowers"
    title = "Flowers"
    description = "Play Flowers: A Mandala Game, for 2 to 4"
    def tagline(self, lang: str = DEFAULT) -> str:
        return t(lang, "rules.f.tagline")

    def rules(self, view: FlowersView | None, lang: str = DEFAULT) -> list[tuple[str, str]]:
        return rules(view.draw_rule if view is not None else None, lang)

    def next_step(self, view: FlowersView, names: Sequence[str], lang: str = DEFAULT) -> str:
        if view.choice is not None:
            return t(lang, "f.next.choose", m=view.choice.mandala + 1)
        return t(lang, "next.turn")

    def narrate(self, events: Sequence[Event], names: Sequence[str],
                viewer: int | None, lang: str = DEFAULT) -> list[str]:
        told = [e for e in events if not isinstance(e, GameEnded)]  # the final line says it
        return narrate(told, names, viewer, log_untold, lang)  # type: ignore[arg-type]

    def table_png(self, view: FlowersView, *, names: Sequence[str], last_seat: int | None,
                  note: str | None, earlier: Sequence[tuple[int, Action]] = (),
                  lang: str = DEFAULT, clocks: Sequence[str | None] | None = None,
                  side: int | None = None) -> bytes:
        return render_flowers_table(view, names=names, last_seat=last_seat, note=note, side=side,
                                    earlier=earlier, lang=lang, clocks=clocks)

    def panel_png(self, view: FlowersView, *, names: Sequence[str], last_seat: int | None,
                  earlier: Sequence[tuple[int, Action]] = (), lang: str = DEFAULT,
                  replay: bool = False) -> bytes:
        return render_flowers_panel(view, names=names, last_seat=last_seat, earlier=earlier,
                                    lang=lang, replay=replay)

    def panel_summary(self, view: FlowersView, names: Sequence[str],
                      lang: str = DEFAULT) -> str:
        assert view.viewer is not None  # a panel is a seat's own view
        me = view.seats[view.viewer]
        return t(lang, "f.panel_summary", cards=cards(me.hand_size, lang=lang),
                 points=points_text(me.points, len(me.flowers), lang))

    def seat_lines(self, view: FlowersView, names: Sequence[str], lang: str = DEFAULT
                   ) -> list[str]:
        """"**Ada** · 4 points · 1 flower · hand 6 · halves 🔴2 🟡×3" (the lone halves are
        here, not on the narrow picture: issue 48); a seat that left says so (the picture's
        "left the game")."""
        return [t(lang, "table.f.seat", name=names[seat],
                  points=points_text(sv.points, len(sv.flowers), lang), hand=sv.hand_size)
                + halves_text(sv.halves, lang)
                if not sv.resigned else f"**{names[seat]}** · {t(lang, 'pic.badge.left')}"
                for seat, sv in enumerate(view.seats)]

    def table_choices(self, view: FlowersView, lang: str = DEFAULT) -> list[TableChoice]:
        """F-X2: the claim holder's two tiles."""
        if view.choice is None:
            return []
        tiles = view.mandalas[view.choice.mandala].tiles
        out = []
        for index, tile in enumerate(tiles[:2]):
            back = "f.choice.dark" if index == 0 else "f.choice.light"
            out.append(TableChoice(f"T{index}", t(lang, back, tile=tile_name(tile, lang)),
                                   view.choice.holder, EMOJI[tile.color.value]))
        return out

    def moves(self, game: Game, seat: int, lang: str = DEFAULT) -> list[MoveChoice]:
        if game.to_move != seat or game.phase != "play":
            return []
        groups: dict[tuple[int, str], list[tuple[int, str]]] = {}
        first: dict[tuple[int, str], Play] = {}
        for a in game.legal_actions():
            if not isinstance(a, Play):
                continue
            key = (a.mandala, a.color.letter)
            groups.setdefault(key, []).append((a.count, str(a)))
            first.setdefault(key, a)
        out = []
        for key, codes in sorted(groups.items()):
            a = first[key]
            events = _trial(game, a)
            played = next(e for e in events if isinstance(e, Played))
            does = [t(lang, "f.move.up" if played.face_up else "f.move.down")]
            most = max(n for n, _ in codes)
            claims = next((n for n in range(1, most + 1) if any(
                isinstance(e, Claimed) and e.seat == seat
                for e in _trial(game, Play(a.mandala, a.color, n)))), None)
            if claims == 1:
                does.append(t(lang, "f.move.claims"))
            elif claims:
                does.append(t(lang, "f.move.claims_with", n=claims))
            if any(isinstance(e, Completed) for e in events):
                does.append(t(lang, "f.move.completes"))
            does.append(_counts(most, game.draws(1), lang))
            out.append(MoveChoice(
                key=f"{a.mandala}{a.color.letter}",
                label=t(lang, "f.move.label", color=color_title(lang, a.color.value),
                        m=a.mandala + 1),
                description=" · ".join(does), codes=tuple(sorted(codes)),
                emoji=EMOJI[a.color.value], group=t(lang, "f.move.group", m=a.mandala + 1)))
        return out


UI: GameUI[Game, FlowersView] = FlowersUI()  # the type checker proves FlowersUI is one
