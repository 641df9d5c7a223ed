"""A whole match played through the service, every text present/ makes of it generated in
Greek (the table's words at each step, each seat's panel, the move menus, the table's choices,
the rules, the end, the log and the standings), and none of it an English sentence. This holds
what the two whole Greek matches through simcord asserted, in a fraction of their time; the
wiring (a Greek client, a Greek server) is held by one short simcord flow each
(tests/cogs/test_greek_client.py, test_greek_server.py)."""

from __future__ import annotations

import itertools
import random

import pytest

from engine.mandala import new_game
from i18n import CATALOGUES
from play.service import MatchService
from play.step import Step
from present.challenge_text import (
    accepted_text,
    answered_no_text,
    challenge_text,
    expired_text,
    lobby_text,
    practice_text,
    sat_down_text,
)
from present.gameui import ui_for
from present.history_text import finished, move_log
from present.standings import bot_stats, leaderboard, member_stats
from present.table_text import end_note, final_line, listed, outdated_text, status_text, told
from store import (
    ChallengeStatus,
    Database,
    MatchOutcome,
    MatchStatus,
    Result,
    Standing,
    Store,
)
from tests.present.greek import english
from tests.present.test_challenge_text import a_challenge
from tests.present.test_table_text import a_match

EL = "el"


@pytest.fixture
async def service(tmp_path):
    db = await Database.open(tmp_path / "greek.db")
    counter = itertools.count(3)
    yield MatchService(Store(db), reminder_after=100, forfeit_after=100,
                       seeds=lambda: next(counter))
    await db.close()


def step_texts(step: Step, names: tuple[str, ...], lang: str = EL) -> list[str]:
    """Every text the table and the panels of one step carry: the table's words (the move told
    to everyone, who acts next), the move told to each seat, each seat's panel line, the
    table's choices and the mover's menu."""
    match, game = step.match, step.game
    ui = ui_for(match.kind)
    said = [told(ui, step.events, names, viewer, lang) for viewer in (None, *range(len(names)))]
    out = [status_text(match, game, ui, names, listed([s for s in said[:1] if s] or [""], lang),
                       step.seat, lang), *said]
    out += [c.label for c in ui.table_choices(game.view(None), lang)] if match.is_live else []
    for seat in range(len(names)):
        out.append(ui.panel_summary(game.view(seat), names, lang))
    if match.is_live and game.to_move is not None:
        for move in ui.moves(game, game.to_move, lang):
            out += [move.label, move.description, move.group]
    return [s for s in out if s]


async def whole_match(service: MatchService, kind: str, names: tuple[str, ...],
                      seed: int, lang: str = EL, moves: int | None = None,
                      ) -> tuple[list[str], Step]:
    """Play a match of `kind` by random legal moves, to its end (or `moves` moves); every text
    of every step, in `lang`."""
    rng = random.Random(seed)
    players = [10 * (i + 1) for i in range(len(names))]
    step = await service.start(kind, guild_id=1, channel_id=seed, players=players, now=0.0)
    ui = ui_for(kind)
    seen = [*step_texts(step, names, lang), ui.tagline(lang)]
    seen += [f"{head} {body}" for head, body in ui.rules(step.game.view(None), lang)]
    for n in range(moves if moves is not None else 2000):
        game = step.game
        if not step.match.is_live or game.to_move is None:
            break
        action = rng.choice(game.legal_actions())
        step = await service.act(step.match.id, step.match.players[game.to_move], str(action),
                                 step.match.version, float(n + 1))
        seen += step_texts(step, names, lang)
    else:
        if moves is None:
            raise AssertionError("the match did not end")
    match = step.match
    if not match.is_live:
        seen += [final_line(match, step.game, names, step.seat, lang),
                 end_note(match, names, step.seat, lang) or "",
                 outdated_text(match, ui.title, lang)]
    return [s for s in seen if s], step


async def test_a_whole_greek_mandala_match_says_nothing_in_english(service):
    """Was tests/cogs/test_greek_client.py::test_a_greek_player_sees_no_english_sentence."""
    names = ("alice", "bob")
    seen, step = await whole_match(service, "mandala", names, 5)
    assert len(seen) > 200  # every step was read
    assert any("Η χούφτα σου" in s for s in seen)  # the panels, not just the table
    assert any("Στόχος" in s for s in seen)  # the rules
    assert any("Τέλος παιχνιδιού" in s for s in seen)  # and the end
    log = move_log(ui_for("mandala"), step.match, None, names, 0, EL)
    seen += log.texts()
    found = {run for s in seen for run in english(s)}
    assert not found, sorted(found)


async def test_a_greek_table_of_four_plays_flowers_with_nothing_in_english(service):
    """Was tests/cogs/test_greek_client.py::
    test_a_greek_table_of_four_plays_flowers_with_no_english_sentence (open table, Join,
    Start, every move to the final scores)."""
    names = ("alice", "bob", "carol", "dave")
    seen, _ = await whole_match(service, "flowers", names, 4)
    lobby = a_challenge(kind="flowers", lobby=True, invited=(20, 30, 40))
    seen += [lobby_text(lobby, EL), sat_down_text(lobby, "", EL)]
    assert len(seen) > 200
    assert any("Η χούφτα σου" in s for s in seen) and any("Στόχος" in s for s in seen)
    found = {run for s in seen for run in english(s)}
    assert not found, sorted(found)


def test_around_a_greek_match_nothing_is_in_english():
    """The challenge's life, the history and the standings, as a Greek server shows them."""
    ch = a_challenge(options=(("draw", "published"),), invited=(22, 33), accepted=(22,))
    bots = a_challenge(invited=(-1,), bots=((-1, "hard"),))
    s = Standing(user_id=7, kind="mandala", mu=27.0, sigma=5.0, games=4, wins=3, losses=1,
                 draws=0)
    ui = ui_for("mandala")
    ended = a_match(new_game(1), status=MatchStatus.FINISHED, outcome=MatchOutcome.TIMEOUT)
    results = {0: Result(7, 11, 0, 12, 2, "loss"), 1: Result(7, 22, 1, 30, 1, "win")}
    seen = [challenge_text(ch, lang=EL), expired_text(ch, EL), accepted_text(ch, "", EL),
            answered_no_text(ChallengeStatus.DECLINED, "<@22>", EL),
            answered_no_text(ChallengeStatus.WITHDRAWN, "<@11>", EL),
            practice_text(bots, "Mandala", lang=EL), expired_text(a_challenge(lobby=True), EL)]
    for data in (leaderboard([s], "mandala", "Mandala", EL),
                 leaderboard([], "mandala", "Mandala", EL),
                 member_stats("Mandala", "alice", "<@7>", s, s, 1, EL),
                 member_stats("Mandala", "alice", "<@7>", None, None, None, EL),
                 bot_stats([("easy", s), ("hard", None)], "mandala", "Mandala", EL),
                 finished(ui, [(ended, results)], "alice", EL), finished(ui, [], None, EL)):
        seen += data.texts()
    found = {run for said in seen for run in english(said)}
    assert not found, sorted(found)


def test_no_greek_catalogue_text_is_an_english_sentence():
    """Every Greek text, the controls' labels and the panel's lines included (the whole matches
    above reach only the ones a match's words use)."""
    found = {}
    for key, value in CATALOGUES[EL].texts.items():
        forms = value.values() if isinstance(value, dict) else [value]
        for form in forms:
            text = str(form)
            runs = english(text.replace("{", " {").replace("}", "} "))
            if runs:
                found[key] = runs
    assert not found, found


def test_the_heuristic_finds_an_english_sentence():
    assert english("Your turn: choose a move below.")
    assert not english("**Mandala** · παρτίδα #1 · alice εναντίον bob")
