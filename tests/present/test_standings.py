"""The standings' embeds as data, tested without Discord or a database (present.standings)."""

from __future__ import annotations

from present.embed import BLURPLE, GOLD, Field
from present.standings import bot_stats, leaderboard, member_stats, record
from store import Standing


def standing(uid: int, wins: int, losses: int, draws: int = 0, mu: float = 1500.0,
             sigma: float = 60.0) -> Standing:
    return Standing(user_id=uid, kind="mandala", mu=mu, sigma=sigma, games=wins + losses + draws,
                    wins=wins, losses=losses, draws=draws)


def test_the_leaderboard_gives_medals_then_places_in_each_language():
    rows = [standing(u, 5 - u % 5, u % 5) for u in range(1, 6)]
    board = leaderboard(rows, "mandala", "Mandala")
    lines = (board.description or "").split("\n")
    assert board.title == "Mandala leaderboard" and board.colour == GOLD
    assert [line[:1] for line in lines[:3]] == ["🥇", "🥈", "🥉"]
    assert lines[3].startswith("` 4.` <@4> · **") and "(5 games)" in lines[3]
    assert board.footer and board.footer.startswith("Established ratings only")
    el = leaderboard(rows, "mandala", "Mandala", "el")
    assert el.title == "Mandala: κατάταξη" and el.footer and el.footer.startswith("Μόνο")
    assert "νίκ" in (el.description or "")


def test_everyone_shows_provisional_ratings_with_a_question_mark():
    rows = [standing(1, 3, 0, mu=1742.4, sigma=300.0), standing(2, 9, 3, mu=1650.0)]
    for lang, footer in (("en", "Everyone who played"), ("el", "Όλοι όσοι έπαιξαν")):
        board = leaderboard(rows, "mandala", "Mandala", lang, everyone=True)
        lines = (board.description or "").split("\n")
        assert "· **1742?** ·" in lines[0] and "· **1650** ·" in lines[1]
        assert board.footer and board.footer.startswith(footer)
    hidden = leaderboard([], "mandala", "Mandala", "en", others=True)
    assert (hidden.description or "").startswith("No established rating yet")
    assert "everyone:True" in (hidden.description or "")


def test_the_leaderboard_names_members_by_display_name_in_each_language():
    """An embed shows a `<@id>` of a member Discord has not loaded as a bare number."""
    rows = [standing(1, 3, 0), standing(2, 1, 2)]
    names = {1: "Ada", 2: "Bo"}
    for lang in ("en", "el"):
        lines = (leaderboard(rows, "mandala", "Mandala", lang, names).description or "")
        assert lines.startswith("🥇 Ada · **") and "\n🥈 Bo · **" in lines, lines
        assert "<@" not in lines
    assert "🥈 <@2> · " in (leaderboard(rows, "mandala", "Mandala", "en", {1: "Ada"})
                            .description or "")


def test_an_empty_leaderboard_says_how_to_start():
    assert leaderboard([], "mandala", "Mandala").description == \
        "No rated games yet. Start one with `/mandala challenge`!"
    empty = leaderboard([], "mandala", "Mandala", "el")
    assert empty.footer is None and (empty.description or "").startswith("Καμία")


def test_a_members_stats_show_rating_rank_and_win_rate_and_the_bot_apart():
    s, vs = standing(7, 3, 1), standing(7, 1, 1)
    data = member_stats("Mandala", "Ada", "<@7>", s, vs, 2)
    assert data.title == "Mandala stats: Ada" and data.colour == BLURPLE
    names = [f.name for f in data.fields]
    assert names == ["Against the bot", "Rating", "Rank", "Games", "Record", "Win rate"], names
    assert data.fields[2].value == "#2" and data.fields[5].value == "75%"
    assert data.fields[1].value == "1500 (uncertainty ±60)"
    new = member_stats("Mandala", "Ada", "<@7>", standing(7, 1, 0, mu=1742.4, sigma=397), None,
                       None)
    assert new.fields[0].value.startswith("1742? (provisional: uncertainty ±397")
    assert data.fields[4].value == record(s) == "3 wins · 1 loss · 0 draws"
    el = member_stats("Mandala", "Ada", "<@7>", s, None, None, "el")
    assert [f.name for f in el.fields] == ["Αξιολόγηση", "Θέση", "Παρτίδες", "Ρεκόρ",
                                           "Ποσοστό νικών"], el.fields
    assert el.fields[1].value == "–"


def test_a_member_with_no_rated_game_is_told_so():
    data = member_stats("Mandala", "Ada", "<@7>", None, None, None)
    assert data.description == "<@7> has no rated Mandala game in this server yet."
    assert data.fields == ()
    assert "<@7>" in (member_stats("Mandala", "Ada", "<@7>", None, None, None, "el")
                      .description or "")


def test_each_bot_level_gets_a_capitalised_field_with_its_strength_or_none():
    data = bot_stats([("easy", 1150), ("hard", None)], "mandala", "Mandala", "el")
    assert data.fields[1] == Field("Δύσκολο", "δεν έχει μετρηθεί ακόμη", inline=False)
    assert data.fields[0] == Field("Εύκολο", "≈ 1150", inline=False)
    en = bot_stats([("easy", 1150)], "mandala", "Mandala")
    assert en.title.startswith("Mandala") and "unrated" in (en.description or "")
