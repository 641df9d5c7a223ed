"""One descriptor per game, and the one place that registers them (after OpenSpiel's
`pyspiel.register_game`).

Each layer keeps its own registry keyed by the game's kind name: `engine.games` (rules),
`engine.demo` (the offline demo), `ai.choose` and `ai.levels` (the AI seat and its budgets),
`render.style` (colours and glyphs), `present.gameui` (words, pictures) and `present.lesson`
(the lesson, with `play.lessons.run`); a game's texts are `i18n/<lang>/<game>.py`, or carried by
its descriptor (`texts`, `commands`) and merged into the catalogues at install. The shared code of a
layer looks a game up there by the name a match carries and never imports a game. A game's own
modules (`engine/<game>/`, `ai/<game>/`, `render/<game>/`, `present/<game>.py`,
`play/lessons/<game>.py`) are wired by one
descriptor module, `games/<game>.py`, which builds a `Descriptor` and installs it at import.

This package sits above `cogs` (it reads every layer); only the entry points import it: `bot`
(`create_bot`), the launcher, the test fixtures and the bench scripts, through `install_all`.
A third game is its own modules plus `games/<game>.py`: no shared module changes.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Mapping
from dataclasses import dataclass, field

from ai.adapter import Adapter
from ai.choose import register as register_adapter
from ai.choose import unregister as unregister_adapter
from ai.explain import Contrasts, Reader
from ai.explain import register as register_explainer
from ai.explain import unregister as unregister_explainer
from ai.levels import Level
from engine.api import AnyGame, Kind
from engine.demo import Demo, register_demo, unregister_demo
from engine.games import register as register_kind
from engine.games import unregister as unregister_kind
from i18n import Text, add_part, remove_part
from play.level_strength import register as register_strengths
from play.level_strength import unregister as unregister_strengths
from present.gameui import AnyUI, register_ui, unregister_ui
from present.lesson import GameLesson, register_lesson, unregister_lesson
from present.picker import Offer, register_offer, unregister_offer
from render.style import CardColor, ColorStyle, register_styles, unregister_styles


@dataclass(frozen=True)
class Descriptor:
    """Everything the shared layers need to host one game."""

    kind: Kind[AnyGame]  # rules: build, restore, parse (engine.games)
    ui: AnyUI  # what Discord messages say and show: texts, pictures, menus (present.gameui)
    styles: Mapping[CardColor, ColorStyle]  # every colour's fill and shape (render.style)
    demo: Demo | None = None  # `launch.py demo --game <kind>` (engine.demo)
    adapter: Adapter | None = None  # None: no AI seat for this game (ai.choose)
    levels: Mapping[str, Level] = field(default_factory=dict)  # budgets unlike ai.levels.LEVELS
    level_adapters: Mapping[str, Adapter] = field(default_factory=dict)  # by level name
    rank: int = 100  # listing order (command groups, --game choices); the lowest is the default
    module: str | None = None  # the descriptor's module, imported again by AI worker processes
    picks: Offer | None = None  # the button move picker's offer (present.picker); None: none
    lesson: GameLesson | None = None  # None: no lesson for this game (present.lesson)
    # a move's effects on the mover's view, for hints, the analysis and the menu (ai.explain);
    # None: moves are named without reasons
    explainer: Reader | None = None
    # its measures of where the mover stands, for contrasts (why one move beats another)
    contrasts: Contrasts | None = None
    # each bot level's approximate strength on the members' rating scale (play.level_strength)
    strengths: Mapping[str, int] = field(default_factory=dict)
    # its own texts by language then key, merged into the catalogues at install (i18n.add_part);
    # empty: they are in i18n/<lang>/<game>.py
    texts: Mapping[str, Mapping[str, Text]] = field(default_factory=dict)
    commands: Mapping[str, Mapping[str, str]] = field(default_factory=dict)  # likewise, slash

    @property
    def name(self) -> str:
        return self.kind.name


DESCRIPTORS: dict[str, Descriptor] = {}


def install(d: Descriptor) -> Descriptor:
    """Register `d` in every layer's registry (again is harmless)."""
    assert d.ui.kind == d.name and (d.adapter is None or d.adapter.kind == d.name), d.name
    assert d.lesson is None or d.lesson.name == d.name, d.name
    if d.texts or d.commands:  # first: a key defined twice refuses the game before it is half in
        add_part(d.name, d.texts, d.commands)
    register_kind(d.kind, source=d.module)
    register_ui(d.ui)
    register_styles(d.styles)
    if d.demo is not None:
        register_demo(d.name, d.demo)
    if d.adapter is not None:
        register_adapter(d.adapter, d.levels, d.level_adapters)
    if d.picks is not None:
        register_offer(d.name, d.picks)
    if d.lesson is not None:
        register_lesson(d.lesson)
    if d.explainer is not None:
        register_explainer(d.name, d.explainer, d.contrasts)
    register_strengths(d.name, d.strengths)
    DESCRIPTORS[d.name] = d
    return d


def uninstall(name: str) -> None:
    """Take a game out of every registry (tests do, after a fixture game)."""
    d = DESCRIPTORS.pop(name, None)
    if d is not None:
        unregister_styles(d.styles)
        remove_part(d.name)
    unregister_kind(name)
    unregister_ui(name)
    unregister_offer(name)
    unregister_demo(name)
    unregister_adapter(name)
    unregister_lesson(name)
    unregister_explainer(name)
    unregister_strengths(name)


def install_all() -> list[Descriptor]:
    """Import every descriptor module of this package (each installs itself); the games in
    listing order."""
    for info in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{info.name}")
    games = ordered()
    if list(DESCRIPTORS) != [d.name for d in games]:  # imported by name: put them in rank order
        for d in games:
            uninstall(d.name)
        for d in games:
            install(d)
    return games


def ordered() -> list[Descriptor]:
    return sorted(DESCRIPTORS.values(), key=lambda d: (d.rank, d.name))


def names() -> list[str]:
    return [d.name for d in ordered()]


