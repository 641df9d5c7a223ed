"""The history answers as embed data, tested without Discord or a database
(present.history_text)."""

from __future__ import annotations

from engine.mandala import new_game
from present.embed import DARK_TEAL
from present.gameui import ui_for
from present.history_text import LIMIT, finished, finished_line, move_log
from store import MatchOutcome, MatchStatus, Result
from tests.present.test_table_text import a_match

UI = ui_for("mandala")


def played(n: int):
    """A match after `n` moves (each the first legal one) and each move's events."""
    game = new_game(4)
    events_of = []
    for _ in range(n):
        events_of.append(game.apply(game.legal_actions()[0]))
    return game, events_of


def test_the_move_log_numbers_the_moves_and_says_when_the_log_is_too_old():
    game, events_of = played(3)
    log = move_log(UI, a_match(game), events_of, ("Ada", "Bo"), 0)
    assert log.title == "Mandala match #7: the moves so far" and log.colour == DARK_TEAL
    lines = (log.description or "").split("\n")
    assert [line[:5] for line in lines] == ["`  1`", "`  2`", "`  3`"], lines
    el = move_log(UI, a_match(game), events_of, ("Ada", "Bo"), 0, "el")
    assert el.title == "Mandala παρτίδα #7: οι κινήσεις ως τώρα"
    assert move_log(UI, a_match(game), None, ("Ada", "Bo"), 0).description == \
        "This match started before moves were kept for replays."
    assert move_log(UI, a_match(game), [], ("Ada", "Bo"), 0, "el").description


def test_the_move_log_ends_with_the_hints_each_player_took_in_each_language():
    game, events_of = played(2)
    log = (move_log(UI, a_match(game), events_of, ("Ada", "Bo"), 0, hints={0: 2, 1: 0})
           .description or "").split("\n")
    assert log[-1] == "Ada: 💡 2 hints used" and len(log) == 3, log
    el = (move_log(UI, a_match(game), events_of, ("Ada", "Bo"), 0, "el", {1: 1})
          .description or "").split("\n")
    assert el[-1] == "Bo: 💡 1 συμβουλή", el
    assert "💡" not in (move_log(UI, a_match(game), events_of, ("Ada", "Bo"), 0)
                        .description or "")


def test_a_long_log_fits_an_embed():
    game, events_of = played(60)
    log = move_log(UI, a_match(game), events_of * 4, ("Ada", "Bo"), None)
    assert len(log.description or "") <= LIMIT


def test_a_finished_match_is_one_line_with_scores_the_winner_and_how_it_ended():
    game, _ = played(0)
    match = a_match(game, status=MatchStatus.FINISHED, outcome=MatchOutcome.FORFEIT)
    results = {0: Result(7, 11, 0, 12, 2, "loss"), 1: Result(7, 22, 1, 30, 1, "win")}
    line = finished_line(match, results)
    assert line == "**#7** 1 Jan 1970 · <@11> 12 · <@22> 30 🏆 · someone forfeited", line
    el = finished_line(match, results, "el")
    assert el == "**#7** 1 Ιαν 1970 · <@11> 12 · <@22> 30 🏆 · κάποιος παραιτήθηκε", el


def test_a_finished_match_names_members_by_display_name_in_each_language():
    game, _ = played(0)
    match = a_match(game, status=MatchStatus.FINISHED, outcome=MatchOutcome.NORMAL)
    results = {0: Result(7, 11, 0, 12, 2, "loss"), 1: Result(7, 22, 1, 30, 1, "win")}
    names = {11: "Ada", 22: "Bo"}
    assert finished_line(match, results, "en", names) == "**#7** 1 Jan 1970 · Ada 12 · Bo 30 🏆"
    assert finished_line(match, results, "el", names) == "**#7** 1 Ιαν 1970 · Ada 12 · Bo 30 🏆"
    listed = finished(UI, [(match, results)], None, "el", names).description or ""
    assert "Ada 12" in listed and "<@" not in listed


def test_the_list_of_finished_matches_is_titled_by_game_and_member():
    game, _ = played(0)
    match = a_match(game, status=MatchStatus.FINISHED, outcome=MatchOutcome.NORMAL)
    data = finished(UI, [(match, {})], "Ada")
    assert data.title == "Mandala: finished matches of Ada"
    assert (data.description or "").startswith("**#7**")
    assert finished(UI, [], None, "el").title == "Mandala: τελειωμένες παρτίδες"
    assert finished(UI, [], None, "el").description == "Καμία τελειωμένη παρτίδα ακόμη."
