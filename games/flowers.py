"""Flowers's descriptor: its rules, Discord UI, AI, colours, demo and lesson, wired into
every layer's registry (installed when imported; `games.install_all` imports it)."""

from __future__ import annotations

from ai.explain import Contrasts
from ai.flowers import ADAPTER
from ai.flowers.explain import ORDER, favours, measure, read
from ai.flowers.levels import LEVELS
from engine.flowers import KIND
from engine.flowers.demo import play
from games import Descriptor, install
from play.lessons.flowers import COURSE
from present.flowers import UI
from present.flowers_picks import options
from present.lesson import GameLesson
from render.flowers.colors import STYLES
from render.flowers.guide import render_guide
from render.flowers.lesson import render_lesson

LESSON = GameLesson(COURSE, spotlit=render_lesson, guide=render_guide,
                    guide_step=11)  # the guide shows a busy table (the last flower's)
# Each level's strength on the members' scale (two players): `python -m bench.level_strength
# --kind flowers --games 12` (7 Dec 2026, load 15 to 4): easy beat random 12 of 12, normal beat
# easy 7.5 of 12, hard beat normal 7 of 12, expert beat hard 7 of 12 (+-150 to 200 a gap).
STRENGTHS = {"random": 860, "easy": 1420, "normal": 1500, "hard": 1550, "expert": 1610}
GAME = install(Descriptor(kind=KIND, ui=UI, styles=STYLES, demo=play, adapter=ADAPTER,
                          levels=LEVELS, rank=1, module=__name__, picks=options,
                          lesson=LESSON, explainer=read,
                          strengths=STRENGTHS, contrasts=Contrasts(measure, favours, ORDER)))
