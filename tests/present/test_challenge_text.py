"""The words of a challenge and an open table, tested without Discord (present.challenge_text)."""

from __future__ import annotations

from present.challenge_text import (
    about,
    accepted_text,
    answered_no_text,
    challenge_text,
    expired_text,
    expires_in,
    lobby_text,
    practice_text,
    sat_down_text,
)
from store import Challenge, ChallengeStatus


def a_challenge(**kw) -> Challenge:
    base = dict(id=3, kind="mandala", guild_id=1, channel_id=2, challenger_id=11,
                invited=(22,), status=ChallengeStatus.OPEN, created_at=0.0, expires_at=600.9,
                message_id=None, match_id=None)
    return Challenge(**(base | kw))


def test_a_challenge_names_both_players_the_game_and_when_it_lapses_in_each_language():
    ch = a_challenge(options=(("draw", "published"),))
    en = challenge_text(ch)
    assert en.startswith("<@11> challenges <@22> to a game of **Mandala**! This challenge "
                         "expires in 10 minutes (at <t:600:t>).\nOptions: draw **published**\n"
                         "Mandala is a card game for two"), en
    el = challenge_text(ch, lang="el")
    assert el.startswith("<@11> προκαλεί <@22> σε μια παρτίδα **Mandala**! Η πρόκληση λήγει "
                         "σε 10 λεπτά (στις <t:600:t>).\nΕπιλογές: draw **published**\n"
                         "Το Mandala είναι παιχνίδι καρτών για δύο"), el
    assert ":R>" not in en + el  # no relative time a client rounds to "in 11 minutes"


def test_a_challenge_says_what_its_game_is_in_each_language():
    flowers = a_challenge(kind="flowers", invited=(22, 33))
    assert "\nFlowers is a Mandala game for 2 to 4" in challenge_text(flowers)
    assert "\nΤο Flowers είναι παιχνίδι Mandala για 2 έως 4" in challenge_text(flowers, lang="el")
    assert about("mandala") != about("flowers")


def test_the_expiry_counts_the_minutes_it_was_opened_for_in_each_language():
    assert expires_in(0.0, 60.0) == "in 1 minute (at <t:60:t>)"
    assert expires_in(100.0, 100.0 + 3 * 60) == "in 3 minutes (at <t:280:t>)"
    assert expires_in(0.0, 60.0, "el") == "σε 1 λεπτό (στις <t:60:t>)"
    assert expires_in(0.0, 600.0, "el") == "σε 10 λεπτά (στις <t:600:t>)"


def test_a_challenge_of_three_says_who_accepted_and_who_is_awaited():
    ch = a_challenge(kind="flowers", invited=(22, 33), accepted=(22,))
    assert challenge_text(ch).endswith("\nAccepted so far: <@22> · waiting for <@33>.")
    assert challenge_text(ch, lang="el").endswith(
        "\nΔέχτηκαν ως τώρα: <@22> · περιμένουμε: <@33>.")


def test_a_bot_invited_is_named_by_its_level():
    ch = a_challenge(invited=(-1,), bots=((-1, "hard"),), accepted=(-1,))
    assert "🤖" in challenge_text(ch) and "(hard)" in challenge_text(ch)
    assert "(δύσκολο)" in challenge_text(ch, lang="el")
    assert "Accepted so far" not in challenge_text(ch)  # nobody left to wait for


def test_an_open_table_counts_its_seats_and_its_range_of_players():
    lobby = a_challenge(kind="flowers", lobby=True, invited=(22,))
    en, el = lobby_text(lobby), lobby_text(lobby, "el")
    assert en.startswith("<@11> opened a table of **Flowers** for 2–4 players!")
    assert "Seated (2/4): <@11>, <@22>." in en, en
    assert "in 10 minutes (at <t:600:t>)" in en and "σε 10 λεπτά (στις <t:600:t>)" in el
    assert "Mandala game for 2 to 4" not in en  # an open table is joined by its button alone
    assert el.startswith("<@11> άνοιξε ένα τραπέζι **Flowers** για 2–4 παίκτες!")
    assert "<@11>, <@22>" in el


def test_a_practice_names_each_bot_seat_and_where_the_match_begins():
    ch = a_challenge(kind="flowers", invited=(-1, -2), bots=((-1, "easy"), (-2, "hard")))
    text = practice_text(ch, "Flowers")
    assert text.startswith("<@11> plays **Flowers** against 🤖 **")
    assert text.count("🤖") == 2 and text.endswith("The match begins below.")
    assert practice_text(ch, "Flowers", "In its thread.", "el").endswith("In its thread.")
    assert practice_text(ch, "Flowers", lang="el").endswith("Η παρτίδα ξεκινά παρακάτω.")


def test_how_a_challenge_ends_is_told_in_each_language():
    ch = a_challenge()
    assert expired_text(ch) == "⌛ <@11>'s challenge to <@22> expired."
    assert expired_text(a_challenge(lobby=True)) == "⌛ <@11>'s open table expired."
    assert "έληξε" in expired_text(ch, "el") and "<@22>" in expired_text(ch, "el")
    assert accepted_text(ch, "Below.") == "✅ <@22> accepted <@11>'s challenge. Below."
    assert accepted_text(ch, "", "el").startswith("✅ <@22> δέχτηκε")
    assert sat_down_text(ch, "") == "✅ <@11>, <@22> sat down. "
    assert sat_down_text(ch, "", "el") == "✅ Κάθισαν: <@11>, <@22>. "
    assert answered_no_text(ChallengeStatus.DECLINED, "<@22>") == \
        "❌ <@22> declined the challenge."
    assert answered_no_text(ChallengeStatus.WITHDRAWN, "<@11>", "el") == \
        "↩️ <@11> απέσυρε την πρόκληση."
