"""Hidden information (hands, deck order, face-down colours) reaches no picture it is secret from
(F-I2); the public table is drawn from the public view only."""

from __future__ import annotations

import dataclasses
import json

import pytest

from engine.flowers import Game
from engine.flowers.vocab import LETTERS
from render.flowers import render_panel as render_flowers_panel
from render.flowers import render_table as render_flowers_table

NAMES = ("Ada", "Bo", "Cy", "Dee")


def _swap(counts: list[int], record: dict) -> None:
    """One card of `counts` becomes another colour taken from the deck (15 of each stay)."""
    deck = record["deck"]
    for old in range(6):
        for new in range(6):
            if old != new and counts[old] and LETTERS[new] in deck:
                counts[old] -= 1
                counts[new] += 1
                i = deck.index(LETTERS[new])
                record["deck"] = deck[:i] + LETTERS[old] + deck[i + 1 :]
                return
    raise AssertionError("nothing to swap")


def _hidden_changed(g: Game, seat: int) -> Game:
    """`g` with `seat`'s hand and face-down colours changed, and the deck and tile stacks in
    another order: every public fact stays the same."""
    record = json.loads(g.to_json())
    _swap(record["hands"][seat], record)
    m = next(m for m in range(3) if sum(record["down"][m][seat]))
    _swap(record["down"][m][seat], record)
    record["deck"] = record["deck"][::-1]
    record["stacks"] = [s[-2:] + s[:-2] for s in record["stacks"]]
    return Game.from_json(json.dumps(record))


def _with_face_down(samples, n: int) -> tuple[Game, int | None, int]:
    g, last = samples[(n, "mid")]
    seat = next(s for s in range(n) if any(mv.down_count[s] for mv in g.view(None).mandalas))
    return g, last, seat


@pytest.mark.parametrize("n", [2, 3, 4])
def test_hidden_state_does_not_change_the_table_picture(flowers_samples, n):
    g, last, seat = _with_face_down(flowers_samples, n)
    other = _hidden_changed(g, seat)
    assert other.view(seat) != g.view(seat)  # the hidden state really differs
    assert other.view(None) == g.view(None)
    names = NAMES[:n]
    assert render_flowers_table(other.view(None), names=names, last_seat=last) == (
        render_flowers_table(g.view(None), names=names, last_seat=last))
    # the owner sees their own hand and face-down colours; everyone else sees neither
    assert render_flowers_panel(other.view(seat), names=names) != render_flowers_panel(
        g.view(seat), names=names)
    for s in range(n):
        if s != seat:
            assert render_flowers_panel(other.view(s), names=names, last_seat=last) == (
                render_flowers_panel(g.view(s), names=names, last_seat=last))


def test_the_owners_face_down_colours_show_on_their_panel_only(flowers_samples):
    g, last, seat = _with_face_down(flowers_samples, 3)
    record = json.loads(g.to_json())
    m = next(m for m in range(3) if sum(record["down"][m][seat]))
    _swap(record["down"][m][seat], record)  # only a face-down colour (and the deck) changes
    other = Game.from_json(json.dumps(record))
    assert other.view(seat).seats == g.view(seat).seats
    assert render_flowers_panel(other.view(seat), names=NAMES[:3]) != render_flowers_panel(
        g.view(seat), names=NAMES[:3])


def test_a_change_of_public_state_changes_the_table_picture(flowers_samples):
    g, last = flowers_samples[(2, "mid")]
    record = json.loads(g.to_json())
    record["tiles"][0] = record["tiles"][0][:1] + ("3" if record["tiles"][0][1] != "3" else "1") \
        + record["tiles"][0][2:]  # the dark tile of mandala 1 shows other flowers
    other = Game.from_json(json.dumps(record))
    assert other.view(None) != g.view(None)
    assert render_flowers_table(other.view(None), names=NAMES[:2], last_seat=last) != (
        render_flowers_table(g.view(None), names=NAMES[:2], last_seat=last))


def test_a_face_down_play_is_never_told_with_its_colour(flowers_samples):
    from engine.flowers.vocab import HiddenPlay
    from render.flowers.heading import last_move

    g, _ = flowers_samples[(3, "mid")]
    view = dataclasses.replace(g.view(None), last_action=HiddenPlay(1, 2))
    text = last_move(view, NAMES[:3], 0)
    assert text == "Ada: 2 cards face down to mandala 2"
    assert not any(c in text for c in ("grey", "purple", "red", "green", "orange", "yellow"))


@pytest.mark.parametrize("n", [2, 4])
def test_render_flowers_table_refuses_a_player_view(flowers_samples, n):
    g, _ = flowers_samples[(n, "mid")]
    for seat in range(n):
        with pytest.raises(ValueError, match="public"):
            render_flowers_table(g.view(seat), names=NAMES[:n])


def test_render_flowers_table_refuses_a_public_view_carrying_secrets(flowers_samples):
    g, _ = flowers_samples[(2, "mid")]
    public, mine = g.view(None), g.view(0)
    with pytest.raises(ValueError):
        render_flowers_table(dataclasses.replace(public, seats=(mine.seats[0], public.seats[1])),
                             names=NAMES[:2])
    with pytest.raises(ValueError):
        render_flowers_table(dataclasses.replace(public, mandalas=mine.mandalas), names=NAMES[:2])


def test_render_flowers_panel_refuses_the_public_view_and_a_handless_view(flowers_samples):
    g, _ = flowers_samples[(3, "mid")]
    with pytest.raises(ValueError, match="player"):
        render_flowers_panel(g.view(None), names=NAMES[:3])
    view = g.view(0)
    handless = dataclasses.replace(view, seats=(g.view(1).seats[0], *view.seats[1:]))
    with pytest.raises(ValueError, match="hand"):
        render_flowers_panel(handless, names=NAMES[:3])


def test_the_names_must_match_the_players(flowers_samples):
    g, _ = flowers_samples[(3, "mid")]
    with pytest.raises(ValueError, match="names"):
        render_flowers_table(g.view(None), names=NAMES[:2])
