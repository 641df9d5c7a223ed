"""Mandala's descriptor: its rules, Discord UI, AI, colours, demo and lesson, wired into
every layer's registry (installed when imported; `games.install_all` imports it)."""

from __future__ import annotations

from ai.explain import Contrasts
from ai.mandala import ADAPTER, LEVEL_ADAPTERS
from ai.mandala.explain import ORDER, favours, label, measure, read
from engine.mandala import KIND
from engine.mandala.demo import play
from games import Descriptor, install
from play.lessons.mandala import COURSE
from present.lesson import GameLesson
from present.mandala import UI
from present.mandala_picks import options
from render.mandala.colors import STYLES
from render.mandala.guide import render_guide
from render.mandala.lesson import render_lesson

LESSON = GameLesson(COURSE, spotlit=render_lesson, guide=render_guide,
                    guide_step=6)  # the guide shows a busy table
# Each level's strength on the members' scale: `python -m bench.level_strength --kind mandala
# --games 16` (7 Dec 2026, load ~11 on 2 cores; the games are bounded by work, so the load
# changes their time, not the result): easy beat random 16 of 16, normal beat easy 14 of 16,
# hard beat normal 10 of 16, expert beat hard 9 of 16; so few games leave +-150 to 200 a gap.
STRENGTHS = {"random": 590, "easy": 1190, "normal": 1500, "hard": 1580, "expert": 1620}
GAME = install(Descriptor(kind=KIND, ui=UI, styles=STYLES, demo=play, adapter=ADAPTER,
                          level_adapters=LEVEL_ADAPTERS, rank=0,
                          module=__name__, picks=options, lesson=LESSON, explainer=read,
                          strengths=STRENGTHS, contrasts=Contrasts(measure, favours, ORDER, label)))
