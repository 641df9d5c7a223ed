"""Smaller #40 items: a spectator's "Show my hand" says how to start a game; a challenge says
what the game is, has a Rules button, and expires in the minutes the docs promise."""

from __future__ import annotations

import re
from pathlib import Path

from bot import Settings
from tests.cogs.helpers import custom_ids, start_match, table_message, told

DOCS = Path(__file__).resolve().parents[2] / "docs" / "playing.md"


async def test_a_spectators_show_my_hand_points_to_starting_a_game(world):
    match = await start_match(world)
    table = table_message(world.channel)
    said = told(await world.carol.click(table, custom_id=f"g:hand:{match.id}"))
    assert said.ephemeral and "you are watching" in said.content
    assert "`/mandala challenge`" in said.content and "`/mandala practice`" in said.content


async def test_a_challenge_says_what_the_game_is_and_offers_its_rules(world):
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    assert "Mandala is a card game for two" in res.response.content
    assert "g:rules:mandala" in custom_ids(res.response)
    rules = told(await world.bob.click(res.response, custom_id="g:rules:mandala"))
    assert rules.ephemeral and rules.embeds  # the rules, privately; the challenge stays
    assert any(c.startswith("g:accept:") for c in custom_ids(res.response))


async def test_the_expiry_reads_as_the_docs_say(world):
    promised = re.search(r"expires after (\d+) minutes", DOCS.read_text(encoding="utf-8"))
    assert promised is not None
    assert int(promised.group(1)) * 60 == Settings("", Path()).challenge_timeout_s
    res = await world.alice.slash(world.channel, "mandala challenge", opponent=world.bob)
    assert f"expires in {promised.group(1)} minutes (at <t:" in res.response.content
    assert ":R>" not in res.response.content  # no relative time a client rounds to 11
    lobby = await world.carol.slash(world.channel, "flowers open")
    assert f"expires in {promised.group(1)} minutes (at <t:" in lobby.response.content
