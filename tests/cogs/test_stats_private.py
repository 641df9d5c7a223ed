"""`/stats` is among what only one member sees (README, Languages): an ephemeral answer in the
asker's client language, whatever the server's language is."""

from __future__ import annotations

import pytest
import simcord.interactions

from tests.cogs.helpers import start_match
from tests.cogs.test_bot_player import the_bot
from tests.cogs.test_commands import forfeit


def greek_client_on_english_server(monkeypatch: pytest.MonkeyPatch) -> None:
    """From now on every interaction comes from a Greek client (`locale` el) in a server whose
    Discord language stays English (`guild_locale` en-US): the two languages differ."""
    made = simcord.interactions.base_payload

    def greek(*args, **kwargs):
        record, payload = made(*args, **kwargs)
        payload["locale"] = "el"
        return record, payload

    monkeypatch.setattr(simcord.interactions, "base_payload", greek)


async def test_stats_answer_privately_in_the_askers_language(world, monkeypatch):
    await start_match(world)
    await forfeit(world, world.bob)
    greek_client_on_english_server(monkeypatch)
    before = len(world.channel.history(viewer=world.carol))
    res = await world.alice.slash(world.channel, "mandala stats", member=world.bob)
    assert res.ephemeral
    fields = {f["name"]: f["value"] for f in res.response.embeds[0].to_dict()["fields"]}
    assert fields["Παρτίδες"] == "1" and "Ρεκόρ" in fields  # Greek, the asker's language
    assert "στατιστικά" in res.response.embeds[0].title
    # nobody else sees it: the channel holds no new message for another member
    assert len(world.channel.history(viewer=world.carol)) == before
    # the bot's own stats, and a member without a rated game, are private too
    for member in (the_bot(world), world.carol):
        res = await world.alice.slash(world.channel, "mandala stats", member=member)
        assert res.ephemeral and "στατιστικά" in res.response.embeds[0].title
