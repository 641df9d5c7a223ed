"""The words of a table message, tested without Discord (present.table_text)."""

from __future__ import annotations

from engine.flowers import new_game as new_flowers
from engine.mandala import new_game
from present.gameui import ui_for
from present.table_text import MAX_LINE, clip, end_note, final_line, listed, sentence, status_text
from store import Match, MatchOutcome, MatchStatus


def test_a_list_too_long_for_a_message_keeps_the_newest_moves():
    said = listed([f"move {i} " + "x" * 290 for i in range(6)])
    assert len(said) <= MAX_LINE and said.startswith("… 4 earlier moves\n• move 4")
    assert "move 5" in said and "move 0" not in said
    assert listed(["only this"]) == "only this"


def a_match(game, *, players=(11, 22), bots=(), status=MatchStatus.ACTIVE, outcome=None):
    """A stored match around `game`, as the store hands it back (no database needed)."""
    return Match(id=7, kind="mandala", guild_id=1, channel_id=2, status=status,
                 players=players, state=game.to_json(), version=0, created_at=0.0,
                 updated_at=0.0, turn_started_at=0.0, remind_at=None, forfeit_at=None,
                 reminded=False, table_message_id=None, table_posted_at=None, outcome=outcome,
                 rematch_of=None, bots=bots)


def test_the_status_names_the_match_and_who_acts_next_in_each_language():
    game = new_game(1)
    mover = (11, 22)[game.to_move]
    for lang, header in (("en", "**Mandala** · match #7 · Ada vs Bo"),
                         ("el", "**Mandala** · παρτίδα #7 · Ada εναντίον Bo")):
        text = status_text(a_match(game), game, ui_for("mandala"), ("Ada", "Bo"), lang=lang)
        assert text.split("\n")[0] == header
        assert text.split("\n")[-1].startswith(f"<@{mover}>, "), text
        assert len(text.split("\n")) == 4, text  # and a line per seat


def test_the_status_gives_each_seats_essentials_in_words():
    """Issue #48: a desktop client fits the picture into a small box; the score, hand and
    river of each seat are in the message too (public facts only: a hidden cup is a floor)."""
    from engine.mandala import PlayField

    game = new_game(1)
    game.apply(next(a for a in game.legal_actions() if not isinstance(a, PlayField)))
    view = game.view(None)
    lines = status_text(a_match(game), game, ui_for("mandala"), ("Ada", "Bo")).split("\n")
    for seat, name in enumerate(("Ada", "Bo")):
        sv = view.seats[seat]
        line = next(x for x in lines if x.startswith(f"**{name}** · "))
        assert f"score ≥ {sv.score}" in line and f"hand {sv.hand_size}" in line, line
    greek = status_text(a_match(game), game, ui_for("mandala"), ("Ada", "Bo"), lang="el")
    assert "**Ada** · σκορ ≥" in greek and "χούφτα" in greek
    flowers = new_flowers(2, players=3)
    text = status_text(a_match(flowers, players=(11, 22, 33)), flowers, ui_for("flowers"),
                       ("Ada", "Bo", "Cy"))
    assert "**Cy** · 0 points · 0 flowers · hand " in text, text
    over = a_match(game, status=MatchStatus.FINISHED, outcome=MatchOutcome.FORFEIT)
    assert "**Ada** · " not in status_text(over, game, ui_for("mandala"), ("Ada", "Bo"))


def test_a_bots_turn_says_it_is_thinking_and_names_its_level_in_greek():
    game = new_game(1)
    bots = tuple("easy" if s == game.to_move else None for s in range(2))
    text = status_text(a_match(game, players=(-1, 22) if game.to_move == 0 else (11, -1),
                               bots=bots), game, ui_for("mandala"), ("Ada", "Bo"), lang="el")
    assert text.endswith("🤖 **Μποτ (εύκολο)** σκέφτεται…"), text


def test_a_forfeit_ends_the_match_off_the_board_with_the_winner_named():
    game = new_game(1)
    game.resign(0)
    match = a_match(game, status=MatchStatus.FINISHED, outcome=MatchOutcome.FORFEIT)
    assert final_line(match, game, ("Ada", "Bo"), 0) == \
        "Match over: Ada forfeited. **Bo** wins."
    assert final_line(match, game, ("Ada", "Bo"), 0, "el") == \
        "Η παρτίδα τελείωσε: Ada παραιτήθηκε. Κερδίζει **Bo**."
    assert end_note(match, ("Ada", "Bo"), 0) == "Ada forfeited"
    assert end_note(a_match(game), ("Ada", "Bo"), 0) is None  # live: no banner


def test_a_line_keeps_names_as_written_and_a_long_one_is_cut():
    assert sentence("alice played red", ["alice"]) == "alice played red"
    assert sentence("the bot played", ["alice"]) == "The bot played"
    cut = clip("x" * (MAX_LINE + 50))
    assert len(cut) == MAX_LINE and cut.endswith("…")
    assert clip("short") == "short"
