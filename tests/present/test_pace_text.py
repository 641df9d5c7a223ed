"""A pace's and a clock's words in both languages, the picture's clock argument, and the lines
of `/games mine`."""

from __future__ import annotations

import itertools

import pytest

from play.mine import my_matches
from play.pace import CHOICES, FIXED, Pace, PaceKind
from play.service import MatchService
from present.pace_text import (
    clock_summary,
    clock_text,
    dm_notice,
    mine_text,
    pace_choices,
    pace_label,
    seat_clocks,
)
from store import Database, Store


@pytest.fixture
async def service(tmp_path):
    db = await Database.open(tmp_path / "present.db")
    counter = itertools.count(1)
    yield MatchService(Store(db), reminder_after=100, forfeit_after=100,
                       seeds=lambda: next(counter))
    await db.close()


@pytest.mark.parametrize("lang", ["en", "el"])
def test_every_choice_has_its_own_label(lang):
    labels = [label for label, _ in pace_choices(lang)]
    assert len(set(labels)) == len(CHOICES)
    assert [value for _, value in pace_choices(lang)][0] == "fixed"


def test_labels_and_clocks_read_as_players_read_them():
    assert pace_label(Pace(PaceKind.LIVE, 300, 20)) == "live: 5 min + 20 s a move"
    assert pace_label(Pace(PaceKind.DAILY, 1), "el") == "ημερήσια: 1 ημέρα ανά κίνηση"
    assert pace_label(FIXED) == "standard pace"
    assert clock_text(245.9) == "4:05"  # whole seconds down, as a clock shows them
    assert clock_text(3 * 3600 + 7 * 60) == "3 h 07 min"
    assert clock_text(86_400 + 6 * 3600 + 5, "el") == "1 ημ. 6 ώρ."
    assert clock_text(-3) == "0:00"


async def test_the_picture_gets_clocks_only_with_a_pace(service: MatchService):
    fixed = await service.start("mandala", guild_id=1, channel_id=5, players=[10, 20], now=0.0)
    assert seat_clocks(fixed.match, fixed.game.to_move, 10.0) is None  # no line: as before
    live = await service.start("mandala", guild_id=1, channel_id=6, players=[10, 20], now=0.0,
                               pace=Pace(PaceKind.LIVE, 300, 20))
    seat = live.game.to_move
    assert seat is not None
    shown = seat_clocks(live.match, seat, 10.0)
    assert shown is not None and shown[seat] == "4:50" and shown[1 - seat] == "5:00"
    names = ["Alice", "Bob"]
    line = clock_summary(live.match, seat, 10.0, names)
    assert line.startswith("Time left: ") and f"▶ {names[seat]} 4:50" in line
    assert f"{names[1 - seat]} 5:00" in line and line.count("▶") == 1
    assert clock_summary(fixed.match, fixed.game.to_move, 10.0, names) == ""


async def test_mine_lists_each_match_with_its_turn_time_and_link(service: MatchService):
    assert mine_text([], str, str) == "You have no live match in this server."
    step = await service.start("mandala", guild_id=1, channel_id=5, players=[10, 20], now=0.0,
                               pace=Pace(PaceKind.LIVE, 300, 20))
    entries = await my_matches(service.store, 1, 10, 60.0)
    text = mine_text(entries, lambda u: f"<@{u}>", lambda e: f"link{e.place_id}")
    assert f"**Mandala** #{step.match.id} vs <@20>" in text and "4:00 left" in text
    assert text.endswith("link5")


async def test_a_dm_notice_says_public_facts_and_links_the_table(service: MatchService):
    step = await service.start("mandala", guild_id=1, channel_id=5, players=[10, 20], now=0.0,
                               pace=Pace(PaceKind.DAILY, 1))
    names = ["Alice", "Bob"]
    line = clock_summary(step.match, step.game.to_move, 0.0, names, "el")
    text = dm_notice(step.match, "Καφενείο", "https://t/1", line, lang="el")
    assert f"#{step.match.id}" in text and "Καφενείο" in text and "https://t/1" in text
    assert text.endswith(line) and "1 ημ. 0 ώρ." in text
    remind = dm_notice(step.match, "Cafe", "https://t/1", "", remind=True)
    assert "<t:86400:R>" in remind and remind.endswith("https://t/1")
