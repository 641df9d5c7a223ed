"""Tally's half of the Discord layer (tests only): plain words and a small picture."""

from __future__ import annotations

import io
from collections.abc import Sequence

from PIL import Image, ImageDraw

from engine.api import Action, Event, View
from i18n import DEFAULT, t, tn
from present.gameui import MoveChoice, TableChoice
from render.draw import chip, paste
from render.style import CHIP
from tests.fixture_game.colors import Number
from tests.fixture_game.engine import Game, Left, Played, TallyView


def _png(lines: Sequence[str], marks: Sequence[Number] = ()) -> bytes:
    """The lines in plain text, then a chip per mark drawn by the shared primitives (from the
    colours Tally's descriptor registered)."""
    im = Image.new("RGB", (400, 40 + 20 * len(lines) + (CHIP + 10 if marks else 0)), "white")
    draw = ImageDraw.Draw(im)
    for i, line in enumerate(lines):
        draw.text((10, 10 + 20 * i), line, fill="black")
    for i, mark in enumerate(marks):
        paste(im, chip(mark, CHIP), 10 + i * (CHIP + 8), 30 + 20 * len(lines))
    out = io.BytesIO()
    im.save(out, "PNG")
    return out.getvalue()


class TallyUI:
    kind = "tally"
    title = "Tally"
    description = "Play Tally, a test game"
    def tagline(self, lang: str = DEFAULT) -> str:
        return t(lang, "tally.tagline")

    def rules(self, view: View | None, lang: str = DEFAULT) -> list[tuple[str, str]]:
        return [(t(lang, "tally.rules.goal"), t(lang, "tally.rules.goal.text"))]

    def next_step(self, view: View, names: Sequence[str], lang: str = DEFAULT) -> str:
        return t(lang, "next.turn")

    def narrate(self, events: Sequence[Event], names: Sequence[str],
                viewer: int | None, lang: str = DEFAULT) -> list[str]:
        out = []
        for e in events:
            if isinstance(e, Played):
                key = "tally.played.you" if e.seat == viewer else "tally.played.they"
                out.append(t(lang, key, name=names[e.seat], count=e.cards, number=e.number))
            elif isinstance(e, Left):
                out.append(t(lang, "tally.left", name=names[e.seat]))
        return out

    def table_png(self, view: View, *, names: Sequence[str], last_seat: int | None,
                  note: str | None, earlier: Sequence[tuple[int, Action]] = (),
                  lang: str = DEFAULT, clocks: Sequence[str | None] | None = None,
                  side: int | None = None) -> bytes:
        assert isinstance(view, TallyView) and view.viewer is None
        lines = [tn(lang, "tally.seat.line", h, name=n, score=s) for n, s, h in
                 zip(names, view.scores, view.hand_sizes, strict=True)]
        lines += [f"{n} {c}" for n, c in zip(names, clocks or (), strict=False) if c]
        return _png(lines, list(Number))

    def panel_png(self, view: View, *, names: Sequence[str], last_seat: int | None,
                  earlier: Sequence[tuple[int, Action]] = (), lang: str = DEFAULT,
                  replay: bool = False) -> bytes:
        assert isinstance(view, TallyView) and view.hand is not None
        return _png([t(lang, "tally.hand.line", hand=view.hand)])

    def panel_summary(self, view: View, names: Sequence[str],
                      lang: str = DEFAULT) -> str:
        assert isinstance(view, TallyView) and view.viewer is not None
        return tn(lang, "tally.hand.summary", view.hand_sizes[view.viewer])

    def seat_lines(self, view: View, names: Sequence[str], lang: str = DEFAULT) -> list[str]:
        assert isinstance(view, TallyView)
        return [t(lang, "tally.seat", name=n, score=s)
                for n, s in zip(names, view.scores, strict=True)]

    def table_choices(self, view: View, lang: str = DEFAULT) -> list[TableChoice]:
        return []

    def moves(self, game: Game, seat: int, lang: str = DEFAULT) -> list[MoveChoice]:
        if game.to_move != seat:
            return []
        by_number: dict[int, list[tuple[int, str]]] = {}
        for a in game.legal_actions():
            by_number.setdefault(a.number, []).append((a.count, str(a)))
        return [MoveChoice(f"N{n}", t(lang, "tally.move", number=n),
                           tn(lang, "tally.move.up_to", max(c for c, _ in codes)), tuple(codes))
                for n, codes in sorted(by_number.items())]


UI = TallyUI()
