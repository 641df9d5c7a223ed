"""Every emoji the bot sends must be one Discord accepts: a standard Unicode emoji or a custom
`<:name:id>` one. Anything else (e.g. U+1F0A0 PLAYING CARD BACK) is a 400 on a real server and
the whole message is refused, while simcord lets it through; so read every request the bot made.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any
from urllib.parse import unquote

import emoji

OPEN_TABLE_MOVES = 12  # the open table's first moves: its tables, panels, tiles and counts
CUSTOM = re.compile(r"^<a?:\w{2,32}:\d+>$|^\w{2,32}:\d+$")


def emojis_in(payload: Any) -> Iterator[dict]:
    """Every component emoji object anywhere in a request body."""
    if isinstance(payload, dict):
        if isinstance(payload.get("emoji"), dict):
            yield payload["emoji"]
        for value in payload.values():
            yield from emojis_in(value)
    elif isinstance(payload, list):
        for value in payload:
            yield from emojis_in(value)


def sent_emojis(env: Any) -> list[str]:
    out = []
    for request in env.http_requests:
        for e in emojis_in(request.json):
            out.append(e["name"] if not e.get("id") else f"{e['name']}:{e['id']}")
        if "/reactions/" in request.path:
            out.append(unquote(request.path.split("/reactions/")[1].split("/")[0]))
    return out


def acceptable(text: str) -> bool:
    """A custom emoji, or a Unicode one exactly as Discord's emoji list writes it: the fully
    qualified form (with U+FE0F where the Unicode data asks for it), which the `emoji`
    package's data marks so; "⏮" without it is not in Discord's list."""
    data = emoji.EMOJI_DATA.get(text)
    return (data is not None and data["status"] == emoji.STATUS["fully_qualified"]
            or bool(CUSTOM.match(text)))


def test_the_check_refuses_a_playing_card_back():
    assert not acceptable("🂠") and acceptable("🃏") and acceptable("<:mandala:123456>")


def test_the_check_refuses_an_emoji_without_its_variation_selector():
    assert not acceptable("⏮") and not acceptable("⏭") and not acceptable("▶")
    assert acceptable("⏮\ufe0f") and acceptable("⏭\ufe0f") and acceptable("▶️")


# The emoji of a whole Mandala match (a declined challenge, the match's tables, picks and hand
# menus, the replay viewer, a rematch, a forfeit prompt, the rules) are checked by the one whole
# match played through clicks:
# tests/cogs/test_match_flow.py::test_a_whole_match_to_the_final_scores.


async def test_every_emoji_of_an_open_flowers_table_is_accepted_by_discord(world):
    """An open table (Join, Start) and its first moves; the emoji of a whole Flowers match to
    its final table are checked by the one played through clicks:
    tests/cogs/test_flowers.py::test_three_players_from_challenge_to_final_scores."""
    from play.step import load_game
    from tests.cogs.test_flowers import members, play

    res = await world.alice.slash(world.channel, "flowers open", draw="published")
    for who in (world.bob, world.carol):
        await who.click(res.response, label="Join")
    await world.alice.click(res.response, label="Start")
    rng = random.Random(4)
    people = members(world)
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    for _ in range(OPEN_TABLE_MOVES):
        game = load_game(match)
        await play(world, people[match.players[game.to_move]], match,
                   rng.choice(game.legal_actions()))
        match = await world.bot.store.matches.get(match.id)
    sent = sent_emojis(world.env)
    assert len(sent) > 50
    bad = sorted({e for e in sent if not acceptable(e)})
    assert not bad, f"emoji Discord refuses: {bad}"
