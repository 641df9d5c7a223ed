"""SHARD_COUNT, SHARD_IDS and HEALTH_PORT: read like the other settings, a wrong one refused in
one sentence naming it, and the bot's shards follow them (none set: one shard, as before)."""

from __future__ import annotations

import pytest

from bot import ConfigError, create_bot, load_settings
from store import Shards


def settings(**env: str):
    return load_settings({"DISCORD_TOKEN": "x", **env}, dotenv=False)


def test_no_setting_is_one_unsharded_process():
    s = settings()
    assert (s.shard_count, s.shard_ids, s.health_port, s.shards) == (None, None, None, None)
    bot = create_bot(s)
    assert bot.shard_count == 1 and bot.shard_ids is None and bot.held_shards is None


def test_shard_ids_are_the_shards_this_process_holds():
    s = settings(SHARD_COUNT="4", SHARD_IDS="1, 3", HEALTH_PORT="8080")
    assert s.shards == Shards(4, (1, 3)) and s.health_port == 8080
    bot = create_bot(s)
    assert bot.shard_count == 4 and bot.shard_ids == [1, 3] and bot.held_shards == s.shards
    assert settings(SHARD_COUNT="2").shards == Shards(2, (0, 1))  # every shard, one process


@pytest.mark.parametrize("env, named", [
    ({"SHARD_IDS": "0"}, "SHARD_COUNT"),
    ({"SHARD_COUNT": "0"}, "SHARD_COUNT"),
    ({"SHARD_COUNT": "two"}, "SHARD_COUNT"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "0,2"}, "SHARD_IDS"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "1,1"}, "SHARD_IDS"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "0;1"}, "SHARD_IDS"),
    ({"HEALTH_PORT": "70000"}, "HEALTH_PORT"),
])
def test_a_wrong_setting_is_refused_by_name(env, named):
    with pytest.raises(ConfigError, match=named):
        settings(**env)


def test_a_guild_is_held_by_the_shard_of_discords_formula():
    shards = Shards(2, (1,))
    on_one = (12345 << 22) | 99  # (id >> 22) % 2 == 1
    assert shards.of(on_one) == 1 and shards.holds(on_one)
    assert not shards.holds(on_one + (1 << 22))
    with pytest.raises(ValueError):
        Shards(2, (2,))
