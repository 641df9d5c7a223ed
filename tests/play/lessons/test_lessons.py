"""Each game's lesson, played through play/lessons' API as the Discord layer will: every rule of
the rules file taught by some step, the expected moves reaching the end and the practice game,
and any other legal move explained with nothing moved."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.mandala import text as mandala_text
from i18n import LANGUAGES, t
from play.errors import PlayError
from play.lessons import run
from play.lessons.model import LEARNER, PRACTICE_LEVEL

ROOT = Path(__file__).resolve().parents[3]
GAMES = ("mandala", "flowers")
GAME_END = {"mandala": "M-E3", "flowers": "F-E1"}  # the rule a lesson's game-end step teaches
NAMES = ("Ada", "Teacher")


HERE = Path(__file__).resolve().parent


def rules_file(game: str) -> Path | None:
    """The shared rules file (`../shared/rules/<game>.md` beside some ancestor of the repo),
    which a clean clone (CI) does not have."""
    for folder in (ROOT, *ROOT.parents):
        path = folder / "shared" / "rules" / f"{game}.md"
        if path.exists():
            return path
    return None


def ids_in(path: Path) -> set[str]:
    return set(re.findall(r"^- ([MF]-[A-Z]+\d+)", path.read_text(encoding="utf-8"),
                          flags=re.MULTILINE))


def rule_ids(game: str) -> set[str]:
    """The rules file's ids: from the file itself where it is beside the repository, else from
    the copy kept here (rule_ids_<game>.txt), so the coverage check runs on a clean clone too."""
    path = rules_file(game)
    if path is not None:
        return ids_in(path)
    return set((HERE / f"rule_ids_{game}.txt").read_text(encoding="utf-8").split())


@pytest.mark.parametrize("game", GAMES)
def test_the_kept_rule_ids_are_the_rules_files(game: str) -> None:
    """The copy used on a clean clone says what the rules file says (checked wherever the file
    is at hand, so the copy cannot go stale unseen)."""
    path = rules_file(game)
    if path is None:
        pytest.skip(f"no shared/rules/{game}.md beside the repository to compare with")
    kept = set((HERE / f"rule_ids_{game}.txt").read_text(encoding="utf-8").split())
    assert kept == ids_in(path)


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_of_the_rules_file_is_taught_by_a_step(game: str) -> None:
    ids = rule_ids(game)
    assert len(ids) > 20
    taught = run.course(game).lesson.taught()
    assert ids - taught == set(), "rules no step teaches"
    assert taught - ids == set(), "steps name rules the file does not have"


def test_the_coverage_check_sees_a_rule_nobody_teaches() -> None:
    ids = rule_ids("mandala") | {"M-Z9"}
    assert ids - run.course("mandala").lesson.taught() == {"M-Z9"}


@pytest.mark.parametrize("game", GAMES)
def test_a_lesson_fits_in_about_ten_minutes(game: str) -> None:
    assert 12 <= len(run.course(game).lesson.steps) <= 18


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_the_expected_moves_play_the_lesson_to_its_end(game: str, lang: str) -> None:
    progress = run.start(game)
    with pytest.raises(PlayError):
        run.practice(progress)  # not before the end
    total = len(run.course(game).lesson.steps)
    ended = False  # the step teaching the game's end leaves the game over
    for n in range(total):
        shown = run.show(progress, lang)
        assert (shown.number, shown.total, shown.finished) == (n + 1, total, False)
        assert shown.lines[0] and shown.label and shown.highlight is not None
        step = run.course(game).lesson.steps[n]
        assert set(step.expected) <= set(shown.moves), f"step {step.name}: not legal"
        assert shown.table.to_move == LEARNER
        out = run.answer(progress, step.expected[0], lang, NAMES)
        assert out.advanced and out.lines and out.progress.step == n + 1
        if GAME_END[game] in step.rules:  # the next step may set a new table: replay it
            played = run.table(progress)
            played.apply(next(a for a in played.legal_actions() if str(a) == step.expected[0]))
            run._replies(played, step.replies)
            ended = ended or played.is_over
        progress = out.progress
    assert progress.finished and ended
    end = run.show(progress, lang)
    assert end.finished and end.moves == () and end.lines[-1] == t(lang, "lesson.practice",
                                                                      level=t(lang, "level.easy"))
    assert run.practice(progress) == run.Practice(game, PRACTICE_LEVEL)
    assert PRACTICE_LEVEL == "easy"


@pytest.mark.parametrize("game", GAMES)
def test_a_wrong_move_at_every_step_is_explained_and_moves_nothing(game: str) -> None:
    progress = run.start(game)
    lesson = run.course(game).lesson
    explained = 0
    while not progress.finished:
        step = lesson.steps[progress.step]
        wrong = [m for m in run.show(progress, "en").moves if m not in step.expected]
        if wrong:
            out = run.answer(progress, wrong[-1], "en", NAMES)
            assert not out.advanced and out.progress == progress
            assert out.lines[0].startswith("Not quite.")
            why = ("count" if run.course(game).other_count(progress.step, wrong[-1])
                   else "retry")
            assert out.lines[-1] == t("en", lesson.key(progress.step, why))
            explained += 1
        progress = run.answer(progress, step.expected[0], "en", NAMES).progress
    assert explained >= len(lesson.steps) - 2  # a pick of one colour has no other move


def test_a_wrong_move_says_what_it_would_do_without_the_deck_order() -> None:
    progress = run.start("mandala")
    out = run.answer(progress, "M0k", "en", NAMES)  # 6 in hand: a mountain play draws 3
    assert "black to mountain 1" in out.lines[0]
    assert "you would draw 3 cards" in out.lines[0]
    assert "drew" not in out.lines[0]  # which colours come next is the deck's secret


def test_a_code_that_is_no_move_now_is_refused_and_changes_nothing() -> None:
    progress = run.start("mandala")
    for code in ("Pr", "F0o1", "nonsense", ""):
        with pytest.raises(PlayError) as caught:
            run.answer(progress, code, "el", NAMES)
        assert caught.value.key == "lesson.not_a_move"
    assert progress == run.start("mandala")
    with pytest.raises(PlayError):
        run.start("chess")


@pytest.mark.parametrize("game", GAMES)
def test_skip_plays_the_expected_move(game: str) -> None:
    progress = run.start(game)
    first = run.course(game).lesson.steps[0].expected[0]
    assert run.skip(progress, "en", NAMES) == run.answer(progress, first, "en", NAMES)
    while not progress.finished:
        progress = run.skip(progress, "el", NAMES).progress
    with pytest.raises(PlayError):
        run.skip(progress, "en", NAMES)


def test_the_opponent_replies_by_script_and_its_hand_stays_hidden() -> None:
    out = run.answer(run.start("mandala"), "F0g2", "en", NAMES)
    assert out.lines == ("you played 2 green cards to your field of mandala 1",
                         "Teacher played 1 purple card to their field of mandala 1")
    game = run.table(out.progress)
    assert mandala_text.narrate([], NAMES, LEARNER) == []
    assert game.to_move == LEARNER


def test_the_empty_field_step_rings_the_learners_empty_field():
    """The step about an empty field (M-X5) points at that field, the learner's at mandala 2,
    where its label says "your field is empty" (it ringed the mountain)."""
    from play.lessons import run

    step = next(s for s in run.course("mandala").lesson.steps if "M-X5" in s.rules
                and s.highlight.region != "discard")
    assert (step.highlight.region, step.highlight.index) == ("field", 1)
