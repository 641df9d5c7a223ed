"""Practice is unrated (issue 46): a game with a bot seat, for two or for four, changes no
rating and its result says so in words in both languages; nothing is announced that the store
did not write. Games between members are still rated, every seat listed."""

from __future__ import annotations

from play.rating_change import rating_changes
from present.rating_text import result_lines
from store import bot_id
from tests.store.helpers import finish, start


async def test_a_practice_result_says_unrated_and_stores_nothing(service):
    store = service.store
    step = await service.start("flowers", guild_id=1, channel_id=1,
                               players=[10, bot_id(1), bot_id(2)], now=0.0,
                               bots=[None, "easy", "hard"])
    await service.resign(step.match.id, 0, 5.0)
    over = await store.get_match(step.match.id)
    assert not over.is_live
    changes = await rating_changes(store, over.id)
    assert changes == []
    assert all(r.rating_before is None and r.rating_after is None
               for r in await store.results(over.id))
    rows = await store.db.fetchall("SELECT * FROM ratings")
    assert rows == []  # neither the member nor any level was rated, in any pool
    names = ["Alice", "Bot (easy)", "Bot (hard)"]
    en = result_lines(changes, {}, names, "en", practice=True)
    el = result_lines(changes, {}, names, "el", practice=True)
    assert en == ["Practice game: not rated. Games against me, the bot, never change a rating."]
    assert el[0].startswith("Παρτίδα εξάσκησης: χωρίς βαθμολογία")
    assert not any("→" in line for line in en + el)


async def test_a_members_game_lists_every_seat(service):
    match = await start(service.store, (11, 12, 13, 14), kind="flowers")
    await finish(service.store, match, (3, 1, 1, 4))
    changes = await rating_changes(service.store, match.id)
    assert [c.seat for c in changes] == [0, 1, 2, 3]
    line = result_lines(changes, {}, ["A", "B", "C", "D"], "en")[0]
    assert line.count("→") == 4 and line.count("1500? → ") == 4
    assert "D 1500? → 1258?, \u2212242" in line  # a sole last place: the most lost
