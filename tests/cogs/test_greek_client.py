"""A Greek client (Discord locale `el`) on an English server: the wiring of the player's own
language. Their private answers (the panel, its moves, a refusal) are Greek, with no English
sentence; the public table stays in the server's English.

The words themselves, for a whole match of each game, are held by tests of the presentation layer
(tests/present/test_greek_match.py); this flow shows that a Greek client is handed them.

simcord sends every interaction with `locale` and `guild_locale` "en-US" and has no setting for
a user's locale, so the fixtures set them on the payload it builds (`simcord.interactions.
base_payload`, the one place every interaction is made), one level below the actors.
"""

from __future__ import annotations

import random

import pytest
import simcord.interactions

from tests.cogs.helpers import components_of, hand_button, play_one, start_match, table_message
from tests.present.greek import english


def _greek(monkeypatch, *, server: bool) -> None:
    made = simcord.interactions.base_payload

    def greek(*args, **kwargs):
        record, payload = made(*args, **kwargs)
        payload["locale"] = "el"
        if server and "guild_locale" in payload:
            payload["guild_locale"] = "el"
        return record, payload

    monkeypatch.setattr(simcord.interactions, "base_payload", greek)


@pytest.fixture
def greek_clients(monkeypatch):
    """Greek clients whose interactions also say the server's Discord locale is Greek."""
    _greek(monkeypatch, server=True)


@pytest.fixture
def greek_client_only(monkeypatch):
    """Greek clients on a server whose Discord locale stays English."""
    _greek(monkeypatch, server=False)


def shown(msg) -> list[str]:
    """Every text of a message a player reads: content, embeds, labels, menu entries."""
    out = [msg.content]
    for embed in getattr(msg, "embeds", []) or []:
        out += [embed.title, embed.description, *(f.name + " " + f.value for f in embed.fields)]
    for c in components_of(msg):
        out += [c.get("label"), c.get("placeholder")]
        out += [o.get("label", "") + " " + (o.get("description") or "")
                for o in c.get("options", [])]
    return [s for s in out if s]


async def test_a_greek_client_gets_greek_private_answers_on_an_english_server(
        world, greek_client_only):
    refused = await world.alice.slash(world.channel, "mandala challenge", opponent=world.alice)
    assert "τον εαυτό σου" in refused.response.content  # a refusal: the client's language
    await start_match(world)
    table = table_message(world.channel)
    assert "match #" in table.content  # the public table: the server's English
    seen = []
    rng = random.Random(5)
    for _ in range(3):  # a few moves, each through the mover's own panel
        done = await play_one(world, rng)
        if done.response is not None:
            seen += shown(done.response)
    panel = (await world.bob.click(table_message(world.channel),
                                   custom_id=hand_button(table_message(world.channel)))).response
    seen += shown(panel)
    assert any("Η χούφτα σου" in s for s in seen), seen  # the panels were read
    found = {run for s in seen for run in english(s)}
    assert not found, sorted(found)
