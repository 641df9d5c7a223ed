"""The learned Mandala evaluation: its features follow the rules, it is symmetric, its weights
match its features, and the training script fits and reproduces its games."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ai.mandala.evaluate as learned
from ai.mandala import train
from ai.mandala.features import NAMES, features, picks
from engine.mandala.fast import raw
from tests.ai.positions import CHEAP
from tests.ai.positions import position as random_position
from tests.engine.builders import position

SCORE, LOOSE, LOOSE_NEXT = NAMES.index("score"), NAMES.index("loose"), NAMES.index("loose_next")


def test_m_p1_score_feature_is_the_games_score():
    for seed in range(30):
        g = random_position(seed, 20 + seed * 3)
        f0, f1 = features(raw(g), g.to_move)
        assert (f0[SCORE], f1[SCORE]) == g.scores()


def test_m_p1_loose_cup_cards_score_nothing_yet_but_count_at_the_next_space():
    # seat 0: river r-o, cup holds 2 red (1 each) and 3 green (no space yet: next is 3)
    g = position(rivers=("ro", "y"), cup_public=("rrggg", ""), hands=("p", "k"))
    f0, _ = features(raw(g), 0)
    assert f0[SCORE] == 2 and f0[LOOSE] == 3 and f0[LOOSE_NEXT] == 9


def test_m_x2_x4_the_bigger_field_picks_first_and_takes_the_best_colour():
    # Mandala 0: seat 0 has 2 field cards, seat 1 one. Seat 0 picks first: black (3 cards at
    # space 3 = 9), seat 1 then the best left for it: yellow (2 cards: space 1 = 2).
    g = position(mountains=("kkkyy", ""), fields=(("rr", "g"), ("", "")),
                 rivers=("rok", "ypg"), hands=("p", "p"))
    assert picks(raw(g), 0, 0) == (9.0, 2.0)


def test_m_x4_a_new_colour_takes_a_river_space_and_the_rest_go_to_the_cup():
    # Seat 0's river has 2 colours; picking 3 purple: 1 opens space 3, 2 score 3 each.
    g = position(mountains=("ppp", ""), fields=(("r", ""), ("", "")), rivers=("ro", ""),
                 hands=("k", "k"))
    assert picks(raw(g), 0, 0)[0] == 6.0


def test_m_x5_a_seat_without_field_cards_keeps_nothing():
    g = position(mountains=("kkkyy", ""), fields=(("rr", ""), ("", "")),
                 rivers=("rok", "ypg"), hands=("p", "p"))
    gain0, gain1 = picks(raw(g), 0, 1)
    assert gain1 == 0.0 and gain0 > 0


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), plies=st.integers(0, 90))
def test_the_evaluation_is_symmetric(seed: int, plies: int):
    g = random_position(seed, plies)
    p0, p1 = learned.evaluate(g, 0), learned.evaluate(g, 1)
    assert 0.0 < p0 < 1.0
    assert p0 + p1 == pytest.approx(1.0)


def test_a_finished_game_is_exact():
    g = random_position(3, 400)
    while not g.is_over:
        g.apply(g.legal_actions()[0])
    ranks = g.outcome().ranks
    expected = 0.5 if ranks[0] == ranks[1] else 1.0 if ranks[0] == 1 else 0.0
    assert learned.evaluate(g, 0) == expected


def test_more_points_in_the_cup_is_better():
    base = dict(rivers=("ro", "ro"), hands=("pk", "pk"))
    ahead = position(cup_public=("oo", ""), **base)
    level = position(cup_public=("", ""), **base)
    assert learned.evaluate(ahead, 0) > learned.evaluate(level, 0)


def test_the_committed_weights_name_the_features_and_their_making(tmp_path):
    data = json.loads(learned.WEIGHTS_FILE.read_text())
    assert data["names"] == [*NAMES, "to_move"]
    assert data["made_by"].startswith("python -m ai.mandala.train")
    assert data["held_out_log_loss"] < data["held_out_log_loss_handmade"]
    stale = tmp_path / "w.json"
    stale.write_text(json.dumps({**data, "names": data["names"][1:]}))
    with pytest.raises(ValueError, match="retrain"):
        learned.load(stale)


def test_self_play_is_reproducible():
    a, b = train.self_play(5, CHEAP["normal"]), train.self_play(5, CHEAP["normal"])
    assert a == b and len(a) > 10
    assert {label for _, label, _ in a} <= {0.0, 0.5, 1.0}


def test_training_fits_better_than_a_coin():
    games = {d: train.self_play(d, CHEAP["easy"]) for d in range(40)}
    data = train.train(games, "made here")
    assert data["games"] == 40 and len(data["weights"]) == len(NAMES) + 1
    assert data["held_out_positions"] > 0
    assert data["held_out_log_loss"] < 0.6931  # ln 2: a coin's


def test_the_script_writes_a_weights_file(tmp_path):
    # `easy` plays the two games: the same pool, fit and file as `normal`, a tenth of the time
    out = tmp_path / "weights.json"
    train.main(["--seeds", "7", "--games", "2", "--workers", "1", "--level", "easy",
                "--out", str(out)])
    data = json.loads(out.read_text())
    assert data["made_by"] == "python -m ai.mandala.train --seeds 7 --games 2 --level easy"
    assert data["games"] == 2 and learned.load(out)


def test_easy_and_normal_keep_the_handmade_evaluation():
    import ai.mandala
    from ai import adapter_for

    for level in ("easy", "normal"):
        assert adapter_for("mandala", level) is ai.mandala.HANDMADE
    for level in ("hard", "expert", None):
        assert adapter_for("mandala", level) is ai.mandala.ADAPTER
    assert adapter_for("flowers", "normal") is adapter_for("flowers")
