"""What each kind of change shows, decided without Discord (present.step_plan): the plan each
caller of the after-move pipeline builds, which cogs.handlers.pipeline then carries out."""

from __future__ import annotations

from dataclasses import replace

from engine.mandala import new_game
from play.step import Step
from present.step_plan import Plan, Table
from store import Match, MatchOutcome, MatchStatus


def a_step(*, live: bool = True, thread: int | None = None, table: int | None = 99) -> Step:
    """A stored match's step (no database needed): its table message `table`, played in
    `thread` (None: in its channel)."""
    game = new_game(1)
    match = Match(id=7, kind="mandala", guild_id=1, channel_id=2,
                  status=MatchStatus.ACTIVE if live else MatchStatus.FINISHED,
                  players=(11, 22), state=game.to_json(), version=3, created_at=0.0,
                  updated_at=0.0, turn_started_at=0.0, remind_at=None, forfeit_at=None,
                  reminded=False, table_message_id=table, table_posted_at=None,
                  outcome=None if live else MatchOutcome.FORFEIT, rematch_of=None,
                  thread_id=thread)
    return Step(match, game, 0, [])


def test_a_members_move_edits_the_table_notifies_pays_and_leaves_their_own_panel():
    plan = Plan.move(a_step(), "el", panel_done=0)
    assert plan.table == Table(None, new=False, ping=True)  # the moves since the turn began
    assert plan.notice and plan.pays and plan.panel_done == 0
    assert plan.pacing == "member" and plan.reader == "el"


def test_a_repost_is_a_new_message_that_notifies_nobody_and_pays_nothing():
    plan = Plan.repost(a_step(), "el")
    assert plan.table == Table(None, new=True, ping=False)
    assert not plan.notice and not plan.pays  # shown even when its step was already
    assert plan.panel_done is None and plan.reader == "el"


def test_a_first_table_and_a_timeout_are_posted_anew_with_their_line():
    for said in ("Ada plays first", lambda lang: f"left ({lang})"):
        plan = Plan.anew(a_step(), said, "el")
        assert plan.table == Table(said, new=True, ping=True)
        assert plan.notice and plan.pays and plan.pacing == "member"


def test_a_forfeit_or_a_cancel_edits_the_table_with_its_line():
    plan = Plan.told(a_step(live=False), "Bo forfeited")
    assert plan.table == Table("Bo forfeited", new=False, ping=True)
    assert plan.notice and plan.pays and plan.reader == "en"


def test_an_owed_step_is_posted_anew_only_when_its_match_never_had_a_table():
    assert Plan.owed(a_step(table=None), "Ada plays first").table == Table(
        "Ada plays first", new=True, ping=True)
    assert Plan.owed(a_step(table=99), None).table == Table(None, new=False, ping=True)
    assert Plan.owed(a_step(), None).pays


def test_a_bots_move_differs_from_a_members_only_in_its_pacing():
    step = a_step()
    assert Plan.bot(step) == replace(Plan.told(step), pacing="bot")
    assert Plan.held(step) == replace(Plan.told(step), pacing="held")


def test_only_an_end_in_a_thread_gets_the_threads_result_line():
    assert Plan.told(a_step(live=False, thread=5)).result_line
    assert not Plan.told(a_step(live=False)).result_line  # played in its channel
    assert not Plan.told(a_step(thread=5)).result_line  # still live


def test_every_plan_that_notifies_pays_and_one_that_pays_notifies():
    """The turn notice and the debt go together: a showing that paid without the notice would
    leave the next player never told; a repost that paid would hide a debt it never showed."""
    step = a_step()
    plans = [Plan.told(step), Plan.move(step, "en", None), Plan.anew(step, "x"),
             Plan.repost(step), Plan.bot(step), Plan.held(step), Plan.owed(step, None)]
    assert all(p.notice == p.pays == p.table.ping for p in plans)
