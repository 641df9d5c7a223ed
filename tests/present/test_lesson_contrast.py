"""A lesson's "Not quite" says why the asked move is better than the one tried, as a contrast
read on the learner's view (`present.lesson.answer_text`), in English and Greek."""

from __future__ import annotations

from ai.explain import contrast
from engine.effects import Standing
from engine.mandala import parse_action
from play.lessons import run
from present.lesson import answer_text

NAMES = ("Ann", "Teacher")


def _at(game: str, step: str) -> run.Progress:
    progress = run.start(game)
    while run.course(game).lesson.steps[progress.step].name != step:
        progress = run.skip(progress, "en", NAMES).progress
    return progress


def test_taking_yellow_is_told_it_leaves_the_teacher_orange_worth_3():
    """M-X3, M-X4, M-P1: orange is at place 1 and yellow at place 2 of the learner's river, so
    yellow (1 card worth 2) and orange (2 cards worth 1 each) score alike; but yellow leaves the
    Teacher 2 orange cards worth 3 to them (1 to place 3 of their river, 1 to their cup)."""
    progress = _at("mandala", "cup")
    c = contrast("mandala", run.table(progress).view(0), parse_action("Py"), parse_action("Po"))
    assert c.standings[0] == Standing("next_pick", -1, (3, 1, 2), (1, 0, 1), (0, -1, 0), "orange")
    en = answer_text(run.answer(progress, "Py", "en", NAMES), "en").split("\n")
    assert en[0].startswith("Not quite.")
    assert en[1] == ("After yours, Teacher's best pick is 2 orange cards, worth 3 points to "
                     "them; after **Orange ×2 → cup**, 1 point.")
    assert en[-1] == "Take orange: both cards go into your cup."
    el = answer_text(run.answer(progress, "Py", "el", NAMES), "el").split("\n")
    assert el[1] == ("Με τη δική σου κίνηση, η καλύτερη επιλογή που μένει (Δάσκαλος) είναι 2 "
                     "πορτοκαλί κάρτες, αξίας 3 πόντων· με **Πορτοκαλί ×2 → κύπελλο**, αξίας 1 "
                     "πόντου.")


def test_a_step_moved_on_has_no_contrast():
    progress = _at("mandala", "cup")
    said = run.answer(progress, "Po", "en", NAMES)
    assert said.advanced and said.contrast is None
    assert "After yours" not in answer_text(said, "en")
