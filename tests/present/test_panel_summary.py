"""The first line of a private panel counts in words a person would write: "1 card"."""

from __future__ import annotations

import dataclasses

from engine.flowers import new_game as new_flowers
from engine.mandala import new_game as new_mandala
from present.flowers import FlowersUI
from present.mandala import MandalaUI


def one_card(view):
    seats = list(view.seats)
    seats[view.viewer] = dataclasses.replace(seats[view.viewer], hand_size=1)
    return dataclasses.replace(view, seats=tuple(seats))


def test_a_hand_of_one_is_one_card_in_both_games():
    mandala = one_card(new_mandala(1).view(0))
    assert "· 1 card ·" in MandalaUI().panel_summary(mandala, ("Ada", "Bo"))
    flowers = one_card(new_flowers(1, players=3).view(0))
    summary = FlowersUI().panel_summary(flowers, ("Ada", "Bo", "Cy"))
    assert "· 1 card ·" in summary and "0 points · 0 flowers" in summary
    full = new_mandala(1).view(1)
    n = full.seats[1].hand_size
    assert f"· {n} cards ·" in MandalaUI().panel_summary(full, ("Ada", "Bo")) and n > 1
