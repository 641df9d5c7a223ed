"""A move's events read back from their stored text exactly as the engine made them, for every
registered game (issue 38: "since your turn" is told from them, not from a replay)."""

from __future__ import annotations

import random

import pytest

from engine.games import kind as game_kind
from play.events import Reader, encode
from tests.fixture_game.descriptor import GAME as TALLY


def kind_named(name):
    """A registered game's kind; Tally (a test game) without registering it."""
    return TALLY.kind if name == "tally" else game_kind(name)


def playout(kind: str, players: int, seed: int) -> list[list]:
    """Every move's events in a random game, a resignation's among them where it goes on."""
    game = kind_named(kind).new(seed, players)
    rng = random.Random(seed)
    told = []
    while not game.is_over:
        if players > 2 and len(told) == 7:
            told.append(game.resign((game.to_move + 1) % players))
            continue
        told.append(game.apply(rng.choice(game.legal_actions())))
    return told


@pytest.mark.parametrize("kind, players", [("mandala", 2), ("flowers", 2), ("flowers", 4),
                                           ("tally", 3)])
def test_every_move_s_events_read_back_equal(kind, players):
    reader = Reader(kind_named(kind))
    for seed in (1, 2):
        for events in playout(kind, players, seed):
            back = reader.read(encode(events))
            assert back == list(events)
            assert [type(e) for e in back] == [type(e) for e in events]


def test_text_naming_no_class_of_the_game_is_refused():
    reader = Reader(game_kind("mandala"))
    with pytest.raises(ValueError):
        reader.read('[{"$": "Popen", "f": ["rm"]}]')
    with pytest.raises(ValueError):
        reader.read("not json")
    with pytest.raises(ValueError):
        reader.read('{"$": "Drew"}')
