"""Practice is unrated (issue 46): a game with a bot seat, for two or for four, changes no
rating and its result says so in words in both languages; nothing is announced that the store
did not write. Games between members are still rated, every seat listed."""

from __future__ import annotations

from play.rating_change import rating_changes
from present.rating_text import result_lines
from store import bot_id
from tests.store.helpers import GUILD, finish, start


async def test_a_practice_result_says_unrated_and_stores_nothing(service):
    store = service.store
    step = await service.start("flowers", guild_id=1, channel_id=1,
                               players=[10, bot_id(1), bot_id(2)], now=0.0,
                               bots=[None, "easy", "hard"])
    await service.resign(step.match.id, 0, 5.0)
    over = await store.matches.get(step.match.id)
    assert not over.is_live
    changes = await rating_changes(store, over.id)
    assert changes == []
    assert all(r.rating_before is None and r.rating_after is None
               for r in await store.results.of_match(over.id))
    rows = await store.db.fetchall("SELECT * FROM ratings")
    assert rows == []  # neither the member nor any level was rated, in any pool
    names = ["Alice", "Bot (easy)", "Bot (hard)"]
    en = result_lines(changes, {}, names, "en", practice=True)
    el = result_lines(changes, {}, names, "el", practice=True)
    assert en == ["Practice game: not rated. Games against me, the bot, never change a rating."]
    assert el[0].startswith("Παρτίδα εξάσκησης: χωρίς αξιολόγηση")
    assert not any("→" in line for line in en + el)


async def test_a_members_game_lists_every_seat(service):
    match = await start(service.store, (11, 12, 13, 14), kind="flowers")
    await finish(service.store, match, (3, 1, 1, 4))
    changes = await rating_changes(service.store, match.id)
    assert [c.seat for c in changes] == [0, 1, 2, 3]
    line = result_lines(changes, {}, ["A", "B", "C", "D"], "en")[0]
    assert line.count("→") == 4 and line.count("1500? → ") == 4
    assert "D 1500? → 1258?, \u2212242" in line  # a sole last place: the most lost


async def test_the_leaderboard_matches_every_result_line_a_member_saw(service):
    """Random matches of two and four members: each line's "before" is what the member's
    previous line said after, and the board (everyone) shows each member's last "after",
    with the same "?"."""
    import random

    from present.rating_text import shown
    from present.standings import leaderboard

    store, rng = service.store, random.Random(46)
    seen: dict[tuple[str, int], str] = {}
    for n in range(30):
        kind = rng.choice(("mandala", "flowers"))
        players = rng.sample(range(1, 9), 2 if kind == "mandala" else rng.choice((3, 4)))
        match = await start(store, tuple(players), kind=kind, channel=700 + n)
        ranks = [rng.randint(1, len(players)) for _ in players]
        ranks[0] = min(ranks)  # somebody ranks first
        ranks = [1 + sorted(set(ranks)).index(r) for r in ranks]
        await finish(store, match, ranks)
        changes = await rating_changes(store, match.id)
        assert [c.seat for c in changes] == list(range(len(players)))  # every seat listed
        for c in changes:
            key = (kind, c.user_id)
            assert shown(c.before, c.provisional_before) == seen.get(key, "1500?")
            seen[key] = shown(c.after, c.provisional_after)
    for kind in ("mandala", "flowers"):
        rows = await store.results.leaderboard(GUILD, kind, provisional=True, limit=50)
        text = leaderboard(rows, kind, kind, everyone=True).description or ""
        for s in rows:
            assert seen[(kind, s.user_id)] == shown(s.rating, s.provisional)
            assert f"**{seen[(kind, s.user_id)]}**" in text
        assert len(rows) == len([k for k in seen if k[0] == kind])
