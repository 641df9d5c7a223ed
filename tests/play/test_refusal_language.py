"""A refusal is a catalogue key and its values, so each user reads it in their own language."""

from play.errors import PlayError, mention_list
from play.lobby import SeatedElsewhere


def test_a_refusal_reads_in_each_language_and_its_english_is_its_str():
    e = PlayError("err.seats", title="Flowers", low=2, high=4,
                  seated=lambda lang: {"en": "1 is", "el": "κάθεται 1"}[lang])
    assert str(e) == e.text("en") == "Flowers needs 2-4 players; 1 is seated."
    assert e.text("el") == "Το Flowers θέλει 2-4 παίκτες· κάθεται 1."


def test_a_worded_value_follows_the_language():
    e = PlayError("err.waiting_for", who=mention_list([1, 2, 3]))
    assert "<@1>, <@2> and <@3>" in e.text("en")
    assert "<@1>, <@2> και <@3>" in e.text("el")


def test_a_subclass_refusal_has_its_greek_text():
    e = SeatedElsewhere(opening=True)
    assert e.text("el") != e.text("en") and "τραπέζι" in e.text("el")
