"""The Mandala move menu takes its lead from the explainer: a completing entry says who picks
first (when every count agrees), an entry that leaves a mandala one colour short warns; every
description fits Discord's 100 characters and none depends on a hidden card."""

from __future__ import annotations

import random

from engine.games import kind as game_kind
from engine.mandala.events import Completed
from engine.mandala.vocab import parse_action
from i18n import t
from present.explain import MENU_LIMIT
from present.mandala import UI
from tests.ai.positions import rehide


def test_menu_leads_say_what_the_engine_does_and_fit():
    said = {"you": 0, "they": 0, "leaves": 0}
    for seed in range(1):  # one whole game: each kind of lead is said 36 times or more
        g = game_kind("mandala").new(seed, 2)
        r = random.Random(seed)
        while not g.is_over and g.turn < 160:
            if g.phase == "play":
                seat = g.to_move
                menus = {lang: UI.moves(g, seat, lang) for lang in ("en", "el")}
                for menu in menus.values():
                    assert all(len(c.description) <= MENU_LIMIT for c in menu)
                assert [(c.label, c.description) for c in UI.moves(rehide(g, seed), seat)] == [
                    (c.label, c.description) for c in menus["en"]]
                for c in menus["en"]:
                    for who in ("you", "they"):
                        if c.description.startswith(t("en", f"explain.menu.completes.{who}")):
                            said[who] += 1
                            for _, code in c.codes:
                                done = [e for e in g.clone().apply(parse_action(code))
                                        if isinstance(e, Completed)]
                                assert (done[0].first_picker == seat) == (who == "you")
                    if "⚠" in c.description:
                        said["leaves"] += 1
            g.apply(r.choice(g.legal_actions()))
    assert all(said.values()), said
