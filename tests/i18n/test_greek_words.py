"""Greek as a native reader writes it (issue 48): no English word left in a Greek text, a
count's noun and verb agree with it ("1 απορρίφθηκε", "3 απορρίφθηκαν"), one word per thing
across both games, and the Teacher named with the article Greek needs."""

from __future__ import annotations

import re

from engine.mandala.text import narrate
from engine.mandala.vocab import Color, Pick, PlayMountain
from i18n import CATALOGUES, Text, t, tn
from present import lesson
from present.mandala import MandalaUI
from tests.engine.builders import position

GREEK = "α-ωά-ώϊϋΐΰΑ-ΩΆ-Ώς"
LATIN = re.compile(r"[A-Za-z]+")
# the names Greek leaves as they are (the published titles and authors, Discord), and the
# option values a command takes as typed (`draw: seed`, `notices: dm`, `threads: on`)
NAMES = ("Flowers: A Mandala Game", "Mandala", "Flowers", "Trevor Benjamin", "Brett J. Gilbert",
         "Discord", "Glicko-2", "lichess")  # the rating system and the site, by their names
VALUES = {"seed", "published", "channel", "dm", "both", "on", "off"}


def _forms(entry: Text) -> list[str]:
    return [entry] if isinstance(entry, str) else list(entry.values())


def latin_words(text: str) -> list[str]:
    """The Latin words of a Greek text, less placeholders, `code`, /commands and names."""
    text = re.sub(r"\{[^}]*\}|`[^`]*`|/\w+", " ", text)
    for name in NAMES:
        text = text.replace(name, " ")
    return [w for w in LATIN.findall(text) if w not in VALUES]


def test_the_latin_check_sees_an_english_word() -> None:
    assert latin_words("στο επίπεδο **easy**.") == ["easy"]
    assert latin_words("Εναντίον του bot") == ["bot"]
    assert latin_words("μισό 3x") == ["x"]
    assert latin_words("Το Mandala · `/{kind} challenge` · {name} · (seed) · /history") == []


def test_no_english_word_is_left_in_a_greek_text() -> None:
    found = [(key, w) for key, entry in CATALOGUES["el"].texts.items() for f in _forms(entry)
             for w in latin_words(f)]
    found += [(english, w) for english, greek in CATALOGUES["el"].commands.items()
              for w in latin_words(greek)]
    assert found == []


# a count written beside a Greek word: the word must agree with the count
COUNTED = re.compile(rf"\{{n\}}\)?\s+[{GREEK}]|[{GREEK}]\s+\{{n\}}(?!\s*[/}}])")
# where a count is never 1, a plain text is enough (said why)
NEVER_ONE = {
    "move.up_to": "shown only for 2 or more cards (1 says move.one_card)",
    "pic.turn": "a move's number, not a count", "replay.move": "a move's number",
    "replay.reason": "a move's number", "replay.shown": "a move's number",
    "replay.shown_ok": "a move's number", "replay.jump": "a move's number",
    "replay.mistake": "a move's number", "replay.at": "a move's number",
    "replay.showing": "a move's number", "lesson.progress": "a step's number",
    "player_n": "a seat's number", "bot.name_n": "a seat's number",
    "err.no_match_here": "a match's number", "err.replay_live": "a match's number",
    "err.replay_old": "a match's number", "err.analysing": "a match's number",
    "f.move.claims_with": "a number of cards after «με», no noun",
    "f.move.one_draws": "a verb of the player's, not of the count",
    "f.move.one_then": "a verb of the player's, not of the count",
}


def test_the_count_check_sees_a_count_beside_a_word() -> None:
    assert COUNTED.search("{n} απορρίφθηκαν") and COUNTED.search("…και άλλες {n}.")
    assert COUNTED.search(" (+{n} κρυφές)")
    assert not COUNTED.search("Μάνταλα {m}")


def test_every_counted_greek_noun_has_its_plural() -> None:
    plain = [key for key, entry in CATALOGUES["el"].texts.items()
             if isinstance(entry, str) and COUNTED.search(entry) and key not in NEVER_ONE
             and not re.search(r"\{n\} (στο|σε|από)\b", entry)]
    assert plain == []


def test_a_count_picks_its_greek_form() -> None:
    assert tn("el", "mandala.picked.discard.you", 1).startswith("1 απορρίφθηκε ")
    assert tn("el", "mandala.picked.discard.they", 3).startswith("3 απορρίφθηκαν ")
    assert tn("el", "pic.hidden", 1) == "1 κρυφή" and tn("el", "pic.hidden", 2) == "2 κρυφές"
    assert tn("el", "mine.more", 1) == "\n…και άλλη μία."
    assert tn("el", "mine.more", 4) == "\n…και άλλες 4."
    assert tn("el", "replay.animation", 1, id=7).startswith("Παρτίδα #7, 1 κίνηση,")


def test_a_picked_card_of_an_empty_field_is_told_in_the_singular() -> None:
    """M-X5 told in Greek: the picker's field there is empty (it exists), one card goes."""
    g = position(hands=("rooooy", "kkgggp"), mountains=("rppp", "yy"),
                 fields=(("", "oyg"), ("", "")), current=1, deck="kr")
    g.apply(PlayMountain(0, Color.BLACK))
    g.apply(Pick(Color.RED))  # seat 1 keeps red; seat 0, with an empty field, picks next
    labels = [c.label for c in MandalaUI().table_choices(g.view(None), "el")]
    assert "Μωβ ×3 → απορρίπτονται: το χωράφι εδώ είναι άδειο" in labels
    assert "Μαύρο ×1 → απορρίπτεται: το χωράφι εδώ είναι άδειο" in labels
    assert not any("κανένα χωράφι" in label for label in labels)
    told = narrate(g.apply(Pick(Color.BLACK)), ("Άλεξ", "Μπ"), viewer=0, lang="el")
    assert any("1 απορρίφθηκε (το χωράφι σου εκεί είναι άδειο)" in line for line in told)


def test_one_score_label_and_one_discard_label_in_both_games() -> None:
    for lang in CATALOGUES:
        assert t(lang, "pic.score").strip() == t(lang, "pic.f.points_label").strip(), lang
        assert t(lang, "pic.discard").strip() == t(lang, "pic.f.footer.discard").strip(), lang


def test_the_teacher_has_the_article_greek_needs_where_the_lessons_tell_a_move() -> None:
    """A member's name is a label ("Άλεξ: έπαιξε…"); the Teacher's takes its article."""
    from play.lessons import run
    seats = lesson.names("Άλεξ", "el")
    assert seats == ("Άλεξ", "Δάσκαλος")  # a label in the picture
    progress = run.start("mandala")
    for _ in range(3):
        said = run.skip(progress, "el", seats)
        progress = said.progress
    text = lesson.answer_text(said, "el")
    assert "\nΟ Δάσκαλος έπαιξε " in text and "Δάσκαλος:" not in text, text
    assert lesson.told("Δάσκαλος: πήρε 2 κάρτες", "el") == "Ο Δάσκαλος πήρε 2 κάρτες"
    assert lesson.told("Teacher played", "en") == "Teacher played"


def test_a_members_name_is_a_label_not_an_article_less_subject() -> None:
    names = ["Άλεξ", "Μπ"]
    g = position(hands=("rooooy", "kkgggp"), mountains=("rppp", "yy"),
                 fields=(("", "oyg"), ("", "")), current=1, deck="kr")
    told = narrate(g.apply(PlayMountain(0, Color.BLACK)), names, viewer=0, lang="el")
    assert told[0].startswith("Μπ: έπαιξε μαύρο στο βουνό 1"), told
    for key in ("pic.to_move", "pic.over.they", "pic.f.gets_other.they"):
        assert t("el", key, name="Μπ").endswith(": Μπ"), key


def test_the_lessons_end_names_its_level_in_the_readers_language() -> None:
    from play.lessons.run import recap
    assert recap("mandala", "el")[-1].endswith("στο επίπεδο **εύκολο**.")
    assert recap("flowers", "en")[-1].endswith("at the **easy** level.")
