"""How readable every picture kind is on a phone and in a desktop client's box (issue #48).

For each kind (both games, 2-4 players, start, middle and end, the panel, a lesson step, the
guide, the score race; English and Greek; the longest names): the picture's size, the smallest
capital height of its texts when it is shown 320 px wide (a phone; the goal is 10 px), how many
of its texts fall under 10 px there, and the smallest when it is fitted into a desktop client's
inline box of 550 x 350, of all its texts and of its essentials (`must@box`: whose turn, the
scores, the river, the claims and tiles, the hand; the texts drawn with `essential=True`).
A replay frame and the animation's frames are table pictures.

Run: `python -m bench.phone`. Figures are sizes, not times: they do not depend on the load.
"""

from __future__ import annotations

import io
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PIL import Image  # noqa: E402

import games  # noqa: E402
from i18n import t  # noqa: E402
from play.lessons import run  # noqa: E402
from present.lesson import lesson_for, names  # noqa: E402
from render.draw import essentials, recording  # noqa: E402
from render.flowers import render_panel as flowers_panel  # noqa: E402
from render.flowers import render_table as flowers_table  # noqa: E402
from render.mandala import render_panel, render_table  # noqa: E402
from render.race import render_race  # noqa: E402
from render.style import DESKTOP_BOX, PHONE_SHOWN, PHONE_TEXT, box_scale  # noqa: E402
from tests.render.conftest import reach  # noqa: E402
from tests.render.flowers.games import reach as reach_flowers  # noqa: E402
from tests.render.mandala.test_readable import _clear_caches  # noqa: E402

games.install_all()

LONG = ("Maximilian Alexander von Hohenzollern-Sigmaringen", "Αλέξανδρος Παπαδόπουλος",
        "李小龍 王小明 🐉", "محمد علي")


def measure(draw: Callable[[], bytes]
            ) -> tuple[tuple[int, int], float, int, float, float | None]:
    """(size, smallest cap at 320 px, texts under 10 px there, smallest cap in the box, and
    the smallest of the essentials there: whose turn, scores, the river, the hand; None for a
    picture that marks none)."""
    _clear_caches()
    with recording() as texts, essentials() as marked:
        data = draw()
    w, h = Image.open(io.BytesIO(data)).size
    caps = [cap for _, _, cap in texts]
    phone = [cap * PHONE_SHOWN / w for cap in caps]
    box = box_scale(w, h)
    must = min((cap for _, cap in marked), default=None)
    return ((w, h), min(phone), sum(1 for c in phone if c < PHONE_TEXT), min(caps) * box,
            None if must is None else must * box)


def kinds(lang: str) -> dict[str, Callable[[], bytes]]:
    out: dict[str, Callable[[], bytes]] = {}
    for state in ("start", "mid", "over"):
        g, last = reach(state, 11)
        out[f"mandala table {state}"] = lambda g=g, last=last: render_table(
            g.view(None), names=LONG[:2], last_seat=last, lang=lang)
        out[f"mandala panel {state}"] = lambda g=g, last=last: render_panel(
            g.view(0), names=LONG[:2], last_seat=last, lang=lang)
    for n in (2, 3, 4):
        for state in ("start", "mid", "over"):
            g, last = reach_flowers(state, n, 3)
            out[f"flowers {n}p table {state}"] = lambda g=g, last=last, n=n: flowers_table(
                g.view(None), names=LONG[:n], last_seat=last, lang=lang)
        g, last = reach_flowers("mid", n, 3)
        out[f"flowers {n}p panel mid"] = lambda g=g, last=last, n=n: flowers_panel(
            g.view(0), names=LONG[:n], last_seat=last, lang=lang)
    for game in ("mandala", "flowers"):
        lesson = lesson_for(game)
        seats = names(t(lang, "lesson.sample_name"), lang)
        progress = run.start(game)
        shown = run.show(progress, lang)
        assert shown.highlight is not None
        table, hl, label = run.table(progress), shown.highlight, shown.label
        out[f"{game} lesson step 1"] = lambda table=table, hl=hl, label=label, lesson=lesson, \
            seats=seats: lesson.spotlit(table.view(0), names=seats, region=hl.region,
                                        index=hl.index, label=label, lang=lang)
        out[f"{game} guide"] = lambda game=game: _guide(game, lang)
    race = [(0, 0, 0, 0), (3, 5, 0, 2), (8, 9, 4, 2), (15, 12, 4, 10), (22, 18, 9, 10)]
    out["score race 4p"] = lambda: render_race(race, LONG, lang)
    return out


def _guide(game: str, lang: str) -> bytes:
    from present.lesson import guide_png

    guide_png.cache_clear()
    return guide_png(game, lang)


def main() -> None:
    print(f"Every picture kind shown {PHONE_SHOWN} px wide (goal: capitals >= {PHONE_TEXT} px)"
          f" and fitted into a {DESKTOP_BOX[0]} x {DESKTOP_BOX[1]} desktop box")
    print(f"  {'picture':28} {'lang':4} {'size':>10} {'min@320':>8} {'<10px':>6} {'min@box':>8}"
          f" {'must@box':>8}")
    for lang in ("en", "el"):
        for name, draw in kinds(lang).items():
            (w, h), phone, under, box, must = measure(draw)
            shown = "-" if must is None else f"{must:.1f}"
            print(f"  {name:28} {lang:4} {w:>4} x {h:<4} {phone:8.1f} {under:6d} {box:8.1f}"
                  f" {shown:>8}")


if __name__ == "__main__":
    main()
