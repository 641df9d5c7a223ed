"""Hidden information reaches no picture it is secret from (M-I1..M-I3)."""

from __future__ import annotations

import dataclasses
import json

import pytest

from engine.mandala import Game
from engine.mandala.vocab import LETTERS
from render.mandala import render_panel, render_table

NAMES = ("Ada", "Bo")


def test_render_table_refuses_a_player_view(samples):
    g, _ = samples["mid"]
    for seat in (0, 1):
        with pytest.raises(ValueError, match="public"):
            render_table(g.view(seat))


def test_render_table_refuses_a_public_view_carrying_a_hand(samples):
    g, _ = samples["mid"]
    public = g.view(None)
    leaky = dataclasses.replace(public, seats=(g.view(0).seats[0], public.seats[1]))
    with pytest.raises(ValueError):
        render_table(leaky)


def test_render_panel_refuses_the_public_view(samples):
    g, _ = samples["mid"]
    with pytest.raises(ValueError, match="player"):
        render_panel(g.view(None))


def test_render_panel_refuses_a_view_without_its_viewers_hand(samples):
    g, _ = samples["mid"]
    view = g.view(0)
    handless = dataclasses.replace(view, seats=(g.view(1).seats[0], view.seats[1]))
    with pytest.raises(ValueError, match="hand"):
        render_panel(handless)


def _swap(record: dict, seat: int, part: str) -> None:
    """Change one card of `record[part][seat]` for another colour taken from the deck, keeping
    18 cards of each colour: the deck gives up a `new` card and takes the `old` one back."""
    counts = record[part][seat]
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


def test_hidden_state_does_not_change_the_table_picture(samples):
    g, last = samples["mid"]
    record = json.loads(g.to_json())
    _swap(record, 0, "hands")  # seat 0's hand: same size, other colours
    _swap(record, 1, "cup_secret")  # a setup card in seat 1's cup
    record["deck"] = record["deck"][::-1]  # another deck order
    other = Game.from_json(json.dumps(record))
    assert other.to_json() != g.to_json()
    assert other.view(0) != g.view(0)  # the hidden state really differs
    assert other.view(None) == g.view(None)
    a = render_table(g.view(None), names=NAMES, last_seat=last)
    b = render_table(other.view(None), names=NAMES, last_seat=last)
    assert a == b
    # the owner's panel shows their hand; the opponent's panel shows neither secret
    assert render_panel(other.view(0), names=NAMES) != render_panel(g.view(0), names=NAMES)
    assert render_panel(other.view(1), names=NAMES) != render_panel(g.view(1), names=NAMES)
    assert render_panel(other.view(0), names=NAMES, last_seat=last) != render_panel(
        g.view(0), names=NAMES, last_seat=last)


def test_a_players_secrets_do_not_reach_the_opponents_panel(samples):
    g, last = samples["mid"]
    record = json.loads(g.to_json())
    _swap(record, 0, "hands")
    _swap(record, 0, "cup_secret")  # seat 0's setup cards: seat 0 sees them, seat 1 does not
    other = Game.from_json(json.dumps(record))
    assert other.view(1) == g.view(1)
    assert render_panel(other.view(1), names=NAMES, last_seat=last) == render_panel(
        g.view(1), names=NAMES, last_seat=last)
    assert render_panel(other.view(0), names=NAMES, last_seat=last) != render_panel(
        g.view(0), names=NAMES, last_seat=last)


def test_the_owners_setup_cards_show_on_their_panel_only(samples):
    g, last = samples["mid"]
    record = json.loads(g.to_json())
    _swap(record, 1, "cup_secret")
    other = Game.from_json(json.dumps(record))
    assert other.view(0) == g.view(0) and other.view(None) == g.view(None)
    assert render_panel(other.view(1), names=NAMES) != render_panel(g.view(1), names=NAMES)


def test_a_change_of_public_state_changes_the_table_picture(samples):
    g, last = samples["mid"]
    record = json.loads(g.to_json())
    mountain = record["mountains"][0]
    fields = record["fields"][0]
    # a colour that may join mountain 1 (in neither field there, M-R1) and is still in the deck
    c = next(c for c in range(6)
             if not fields[0][c] and not fields[1][c] and LETTERS[c] in record["deck"])
    i = record["deck"].index(LETTERS[c])
    record["deck"] = record["deck"][:i] + record["deck"][i + 1 :]
    mountain[c] += 1  # one more card on the mountain, one fewer in the deck
    other = Game.from_json(json.dumps(record))
    assert other.view(None) != g.view(None)
    a = render_table(g.view(None), names=NAMES, last_seat=last)
    b = render_table(other.view(None), names=NAMES, last_seat=last)
    assert a != b


def test_a_mountain_colour_alone_changes_the_table_picture(samples):
    # every count stays the same: only the colour of one mountain card differs
    g, last = samples["mid"]
    record = json.loads(g.to_json())
    _swap(record, 1, "mountains")
    other = Game.from_json(json.dumps(record))
    a, b = g.view(None), other.view(None)
    assert a.deck_size == b.deck_size and a.discard == b.discard and a != b
    assert render_table(a, last_seat=last) != render_table(b, last_seat=last)
