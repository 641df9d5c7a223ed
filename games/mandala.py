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
GAME = install(Descriptor(kind=KIND, ui=UI, styles=STYLES, demo=play, adapter=ADAPTER,
                          level_adapters=LEVEL_ADAPTERS, rank=0,
                          module=__name__, picks=options, lesson=LESSON, explainer=read,
                          contrasts=Contrasts(measure, favours, ORDER, label)))
