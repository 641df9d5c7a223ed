"""Errors become log text without their messages: a message may quote a hand."""

from engine.errors import IllegalAction
from play.errors import PlayError, refused
from play.logsafe import outline, summary


class Refused(Exception):
    status, code = 403, 50013


def test_a_summary_keeps_only_the_type_and_the_public_codes():
    assert summary(IllegalAction("M-T2: you hold only 2 red")) == "IllegalAction [M-T2]"
    assert summary(refused("err.move_refused", IllegalAction("F-T1: you hold only 1 red"))
                   ) == "PlayError [F-T1]"
    assert summary(IllegalAction("not a Mandala action: Discard(red)")) == "IllegalAction"
    assert summary(Refused("the hand was [0, 2]")) == "Refused [403/50013]"
    assert summary(PlayError("err.move_refused", detail="2 red")) == "PlayError"


def test_an_outline_has_every_frame_and_cause_and_no_message():
    def deep():
        try:
            raise KeyError("4 yellow")
        except KeyError as e:
            raise RuntimeError("while drawing 4 yellow") from e

    try:
        deep()
    except RuntimeError as e:
        text = outline(e)
    assert text.startswith("RuntimeError\n") and "caused by KeyError" in text
    assert "in deep" in text and "in test_an_outline" in text
    assert "yellow" not in text
