"""`make demo` plays Flowers offline: `launch.py demo --game flowers --players N`."""

import pytest

import launch
from engine.demo import play_demo


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_demo_plays_a_whole_flowers_game(players):
    lines = []
    winners = play_demo(5, game="flowers", players=players, out=lines.append)
    assert lines[0].startswith(f"Flowers demo, {players} players") and winners
    assert lines[-1].startswith("Winner: ")


def test_the_demo_command_takes_game_and_players(capsys):
    assert launch.main(["demo", "--game", "flowers", "--players", "4", "--seed", "2"]) == 0
    assert "Flowers demo, 4 players, seed 2" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        launch.main(["demo", "--game", "flowers", "--players", "5"])
    with pytest.raises(SystemExit):
        launch.main(["demo", "--game", "mandala", "--players", "3"])
