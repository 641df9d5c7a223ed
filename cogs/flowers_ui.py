"""Flowers' half of the Discord layer: rules text (with this match's draw rule), next-step
wording, narration, pictures, the tile choice on the table (F-X2) and the private move menu
(only legal plays, each saying whether it goes face up or down, takes the claim or completes
the mandala)."""

from __future__ import annotations

from collections.abc import Sequence

from cogs.common import log_untold
from cogs.gameui import GameUI, MoveChoice, TableChoice
from engine.api import Action, Event
from engine.flowers import FlowersView, Game, Play
from engine.flowers.events import Claimed, Completed, GameEnded, Played
from engine.flowers.text import narrate, tile_name
from engine.narration import cards
from i18n import DEFAULT
from render.flowers import render_panel as render_flowers_panel
from render.flowers import render_table as render_flowers_table
from render.flowers.heading import points_text

EMOJI = {"grey": "⚪", "purple": "🟣", "red": "🔴", "green": "🟢", "orange": "🟠", "yellow": "🟡"}
DRAW_WORDS = {
    "seed": "after playing exactly 1 card, draw 2",
    "published": "after playing exactly 1 card, draw up to 4 without going over 8",
}


def rules(draw: str | None) -> list[tuple[str, str]]:
    drawing = (f"This match: **{draw}** rule, {DRAW_WORDS[draw]}." if draw else
               "Default **seed** rule: " + DRAW_WORDS["seed"] + "; `draw:published`: "
               + DRAW_WORDS["published"] + ".")
    return [
        ("Goal", "Win half-flower tiles from three mandalas and pair halves of one colour into "
                 "flowers. The game ends when someone completes a third flower."),
        ("Your turn", "Play 1 or more cards of **one colour** to one mandala (keep at least 1 "
                      "card when you play 2 or more). " + drawing + " Playing 2 or more draws "
                      "nothing. No cards at the start of your turn: draw 2, your turn ends."),
        ("Face up or face down", "A colour that is not yet in a mandala (its tiles or anyone's "
                                 "face-up cards) goes **face up**; otherwise your cards go "
                                 "**face down**, their colour known only to you."),
        ("The claim", "After you play, if you have a face-up card there and more cards there "
                      "than every other player with a face-up card there, you take that "
                      "mandala's claim token. Ties don't take it."),
        ("Completing a mandala",
         "When its tiles and face-up cards show all six colours, the claim holder chooses one "
         "tile (buttons on the table); the runner-up (most cards, then most face-up) takes the "
         "other, or the holder takes both. Takers discard their cards there; everyone else "
         "takes theirs back. New tiles are dealt; an empty stack closes the mandala."),
        ("Scoring", "A lone half scores its flowers (a lone 3x scores 0). A flower with a 3x "
                    "half scores 3 × the other half; otherwise the larger half + twice the "
                    "smaller. Most points wins; ties: more flowers."),
        ("Playing here", "Press **Show my hand** on the table (or `/flowers hand`). "
                         "`/flowers forfeit` leaves; with two or more players left, the match "
                         "goes on."),
    ]


def _counts(most: int, draws: int) -> str:
    """How many cards the entry plays and what playing 1 of them draws (as the engine says)."""
    if most > 1:
        return f"up to {most} cards" + (f" (1 draws {draws})" if draws else "")
    return f"1 card, then draw {draws}" if draws else "1 card, draws nothing"


def _trial(game: Game, action: Play) -> list[object]:
    trial = game.clone()
    return list(trial.apply(action))


class FlowersUI:
    kind = "flowers"
    title = "Flowers"
    description = "Play Flowers: A Mandala Game, for 2 to 4"
    tagline = "Flowers: A Mandala Game, for 2 to 4, by Trevor Benjamin and Brett J. Gilbert."

    def rules(self, view: FlowersView | None) -> list[tuple[str, str]]:
        return rules(view.draw_rule if view is not None else None)

    def next_step(self, view: FlowersView, names: Sequence[str], lang: str = DEFAULT) -> str:
        if view.choice is not None:
            return (f"mandala {view.choice.mandala + 1} is complete: choose your tile with the "
                    "buttons below.")
        return "it's your turn. Press **Show my hand** to play."

    def narrate(self, events: Sequence[Event], names: Sequence[str],
                viewer: int | None, lang: str = DEFAULT) -> list[str]:
        told = [e for e in events if not isinstance(e, GameEnded)]  # the final line says it
        return narrate(told, names, viewer, log_untold, lang)  # type: ignore[arg-type]

    def table_png(self, view: FlowersView, *, names: Sequence[str], last_seat: int | None,
                  note: str | None, earlier: Sequence[tuple[int, Action]] = (),
                  lang: str = DEFAULT) -> bytes:
        return render_flowers_table(view, names=names, last_seat=last_seat, note=note,
                                    earlier=earlier, lang=lang)

    def panel_png(self, view: FlowersView, *, names: Sequence[str], last_seat: int | None,
                  earlier: Sequence[tuple[int, Action]] = (), lang: str = DEFAULT) -> bytes:
        return render_flowers_panel(view, names=names, last_seat=last_seat, earlier=earlier,
                                    lang=lang)

    def panel_summary(self, view: FlowersView, names: Sequence[str],
                      lang: str = DEFAULT) -> str:
        assert view.viewer is not None  # a panel is a seat's own view
        me = view.seats[view.viewer]
        return (f"**Your hand** · {cards(me.hand_size)} · "
                f"{points_text(me.points, len(me.flowers))}")

    def table_choices(self, view: FlowersView, lang: str = DEFAULT) -> list[TableChoice]:
        """F-X2: the claim holder's two tiles."""
        if view.choice is None:
            return []
        tiles = view.mandalas[view.choice.mandala].tiles
        out = []
        for index, tile in enumerate(tiles[:2]):
            back = "Dark" if index == 0 else "Light"
            out.append(TableChoice(f"T{index}", f"{back}: {tile_name(tile)}",
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
            does = ["face up" if played.face_up else "face down"]
            most = max(n for n, _ in codes)
            claims = next((n for n in range(1, most + 1) if any(
                isinstance(e, Claimed) and e.seat == seat
                for e in _trial(game, Play(a.mandala, a.color, n)))), None)
            if claims == 1:
                does.append("takes the claim")
            elif claims:
                does.append(f"takes the claim with {claims}+")
            if any(isinstance(e, Completed) for e in events):
                does.append("completes it")
            does.append(_counts(most, game.draws(1)))
            out.append(MoveChoice(
                key=f"{a.mandala}{a.color.letter}",
                label=f"{a.color.value.title()} → mandala {a.mandala + 1}",
                description=" · ".join(does), codes=tuple(sorted(codes)),
                emoji=EMOJI[a.color.value], group=f"Mandala {a.mandala + 1}"))
        return out


UI: GameUI[Game, FlowersView] = FlowersUI()  # the type checker proves FlowersUI is one
