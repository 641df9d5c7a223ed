"""A custom_id no message of ours ever carried (a modified client, a bot account replaying
requests): every control's format, with a forged value in each of its fields. Each is refused
quietly: a private "this control is no longer valid" in the presser's language, nothing changed,
no error and no traceback in the log (they would page an operator for a prank)."""

from __future__ import annotations

import logging
from typing import Any

import pytest

from tests.cogs.helpers import forged_click, forged_select, start_match
from tests.cogs.test_commands import forfeit
from tests.cogs.test_greek_client import greek_clients  # noqa: F401

BIG = "9" * 30  # no SQLite or PostgreSQL integer holds it
STALE_EN = "This control is no longer valid"


# Every control's format (cogs.controls.components.DYNAMIC_ITEMS), a forged value in each field
# in turn:
# "{mid}" is a real finished Mandala match, so only the forged field is wrong.
BUTTONS = [
    f"g:accept:{BIG}", f"g:decline:{BIG}", f"g:join:{BIG}", f"g:leave:{BIG}",
    f"g:start:{BIG}", f"g:hand:{BIG}",
    "g:rules:zzz", f"g:rules:mandala:{BIG}", "g:rules:flowers:{mid}", "g:rules:zzz:{mid}",
    f"g:do:{BIG}:0:P0", f"g:do:{{mid}}:{BIG}:P0",
    f"g:back:{BIG}:0", f"g:back:{{mid}}:{BIG}",
    f"g:pk:{BIG}:0:g", f"g:pk:{{mid}}:{BIG}:g", f"g:hint:{BIG}:0", f"g:hint:{{mid}}:{BIG}",
    f"g:rematch:{BIG}", f"g:resign:{BIG}:0", f"g:resign:{{mid}}:{BIG}", f"g:keep:{BIG}",
    f"g:replay:{BIG}", f"g:rp:{BIG}:0:0:a", f"g:rp:{{mid}}:{BIG}:0:a", f"g:analyse:{BIG}",
    f"g:rpshow:{BIG}:0", f"g:rpshow:{{mid}}:{BIG}",
    # digits Discord's clients never send in our ids, and a field out of its pattern
    "g:hand:\u0663", "g:accept:\uff11", "g:do:{mid}:x:P0", "g:rp:{mid}:1:2:a", "g:nothing:1",
    "g:rp:{mid}:\u00b2:0:a", "g:do:{mid}:\u00b2:P0",
    # a lesson's controls and the rules' help (a game without a lesson, a forged step or act)
    "g:guide:zzz", "g:learn:zzz", "g:lp:zzz:0:M0y", f"g:lp:mandala:{BIG}:M0y",
    f"g:ln:mandala:{BIG}:skip", "g:ln:mandala:0:boom", "g:ln:zzz:0:skip",
    "g:lh:zzz:0", f"g:lh:mandala:{BIG}", "g:lh:mandala:\u00b2", "g:lh:mandala:0:x",
    "g:mine:{mid}",  # My matches carries no field: one added is forged
]
MENUS = [
    (f"g:move:{BIG}:0:0", "x"), (f"g:move:{{mid}}:{BIG}:0", "x"), ("g:move:{mid}:0:x", "x"),
    (f"g:rpgo:{BIG}:0:0", "1"), ("g:rpgo:{mid}:0:0", "\u00b2"), ("g:rpgo:{mid}:0:0", BIG),
    ("g:rpgo:{mid}:0:0", "-1"), ("g:rpgo:{mid}:2:0", "1"),
    (f"g:rpgo:{{mid}}:0:0:{BIG}", "1"), ("g:rpgo:{mid}:0:0:1", "==1"),
    ("g:rpgo:{mid}:0:0:1", "=\u00b2"),
    (f"g:lm:mandala:{BIG}:0", "M0y"), ("g:lm:zzz:0:0", "M0y"),
]


async def finished(world) -> int:
    match = await start_match(world)
    await forfeit(world, world.bob)
    return match.id


async def snapshot(world) -> list[tuple]:
    """What a forged click must not change: every match and challenge row."""
    out = []
    for table in ("matches", "challenges", "match_players"):
        rows = await world.bot.db.fetchall(f"SELECT * FROM {table} ORDER BY 1")
        out.append(tuple(tuple(r) for r in rows))
    return out


def loud(caplog) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.levelno >= logging.WARNING or r.exc_info]


def private_text(res: Any) -> str:
    msgs = res.followups or [res.response]
    assert res.response is not None and res.ephemeral, "no private answer"
    return msgs[0].content


@pytest.mark.parametrize("pattern", BUTTONS)
async def test_a_forged_button_is_refused_quietly(world, caplog, pattern):
    mid = await finished(world)
    cid = pattern.replace("{mid}", str(mid))
    before = await snapshot(world)
    caplog.clear()
    caplog.set_level(logging.DEBUG)
    res = await forged_click(world.carol, world.channel.last_message, cid)
    assert STALE_EN in private_text(res)
    assert await snapshot(world) == before
    assert not loud(caplog), [r.getMessage() for r in loud(caplog)]


@pytest.mark.parametrize(("pattern", "value"), MENUS)
async def test_a_forged_menu_choice_is_refused_quietly(world, caplog, pattern, value):
    mid = await finished(world)
    cid = pattern.replace("{mid}", str(mid))
    before = await snapshot(world)
    caplog.clear()
    caplog.set_level(logging.DEBUG)
    res = await forged_select(world.carol, world.channel.last_message, cid, value)
    assert STALE_EN in private_text(res)
    assert await snapshot(world) == before
    assert not loud(caplog), [r.getMessage() for r in loud(caplog)]


async def test_the_refusal_is_in_the_pressers_language(world, greek_clients):  # noqa: F811
    await start_match(world)
    res = await forged_click(world.carol, world.channel.last_message, f"g:hand:{BIG}")
    text = private_text(res)
    assert STALE_EN not in text and "έγκυρο" in text, text


def test_every_control_is_forged_above():
    """A control added later gets its forged ids here too."""
    from cogs.controls.components import DYNAMIC_ITEMS

    names = {item.__discord_ui_compiled_template__.pattern.split(":")[1]
             for item in DYNAMIC_ITEMS}
    covered = {p.split(":")[1] for p in BUTTONS} | {p.split(":")[1] for p, _ in MENUS}
    assert names <= covered, sorted(names - covered)
