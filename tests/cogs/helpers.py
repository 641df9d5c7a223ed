"""Reading what the bot showed, and playing through its buttons like a person would."""

from __future__ import annotations

import random
import re
from typing import Any, TypeVar

from cogs.kit.common import loaded
from play.step import load_game

C = TypeVar("C")


def cog(bot: Any, kind: type[C]) -> C:
    """The bot's loaded cog of class `kind`, by the class (a rename fails the import, where a
    name in a string would answer None). discord.py loads an extension's module afresh, so the
    class a test imported may be an earlier copy of the loaded one: matched by module and name."""
    found = loaded(bot, kind) or next(  # type: ignore[type-var]
        (c for c in bot.cogs.values() if (type(c).__module__, type(c).__qualname__)
         == (kind.__module__, kind.__qualname__)), None)
    assert found is not None, f"{kind.__name__} is not loaded"
    return found  # type: ignore[no-any-return]


def components_of(msg: Any) -> list[dict]:
    """Every component of a message as wire dicts, rows flattened."""
    rows = msg.components
    out: list[dict] = []
    for row in rows:
        if isinstance(row, dict):
            out.extend(row.get("components", []))
        else:
            out.extend(child.to_dict() for child in row.children)
    return out


def custom_ids(msg: Any) -> list[str]:
    return [c.get("custom_id", "") for c in components_of(msg)]


def hand_button(table: Any) -> str:
    """The custom_id of the table's "Show my hand" (its label is in the server's language)."""
    return next(cid for cid in custom_ids(table) if cid.startswith("g:hand:"))


def table_message(channel: Any) -> Any:
    """The newest public message that carries the table's buttons."""
    for msg in reversed(channel.history()):  # a challenge's Rules names no match: not a table
        if any(cid.startswith(("g:hand:", "g:rematch:")) or re.fullmatch(r"g:rules:\w+:\d+", cid)
               for cid in custom_ids(msg)):
            return msg
    raise AssertionError("no table message in the channel")


async def live_game(world: Any) -> tuple[Any, Any]:
    match = await world.bot.store.matches.live_in_channel(world.channel.id)
    assert match is not None
    return match, load_game(match)


async def start_match(world: Any, challenger: Any = None, opponent: Any = None) -> Any:
    challenger = challenger or world.alice
    opponent = opponent or world.bob
    res = await challenger.slash(world.channel, "mandala challenge", opponent=opponent)
    accept = next(c for c in custom_ids(res.response) if c.startswith("g:accept:"))
    await opponent.click(res.response, custom_id=accept)  # by id: the label is in any language
    match, _ = await live_game(world)
    return match


def member_for(world: Any, user_id: int) -> Any:
    for m in (world.alice, world.bob, world.carol):
        if m.id == user_id:
            return m
    raise AssertionError(user_id)


async def play_one(world: Any, rng: random.Random) -> Any:
    """The player to move makes one random legal move through the UI; returns the last result."""
    match, game = await live_game(world)
    player = member_for(world, match.players[game.to_move])
    table = table_message(world.channel)
    if game.phase == "pick":
        picks = [c for c in custom_ids(table) if c.startswith("g:do:")]
        done = await player.click(table, custom_id=rng.choice(picks))
        assert (await world.bot.store.matches.get(match.id)).version == match.version + 1
        return done
    res = await player.click(table, custom_id=hand_button(table))
    hand = res.response
    selects = [c for c in components_of(hand) if c["type"] == 3]
    chosen = rng.choice(selects)
    value = rng.choice(chosen["options"])["value"]
    done = res = await player.select(hand, [value], custom_id=chosen["custom_id"])
    if (await world.bot.store.matches.get(match.id)).version == match.version:  # a count to choose
        counts = [c for c in custom_ids(res.response) if c.startswith("g:do:")]
        done = await player.click(res.response, custom_id=rng.choice(counts))
    after = await world.bot.store.matches.get(match.id)
    assert after.version == match.version + 1, "the confirmed move was not applied"
    return done


def counted_option(hand: Any) -> tuple[str, str]:
    """(select custom_id, option value) of a move that asks for a count (so the choice alone
    does not play it)."""
    for c in components_of(hand):
        if c["type"] == 3:
            for option in c["options"]:
                if re.search(r"up to \d+ cards", option.get("description") or ""):
                    return c["custom_id"], option["value"]
    raise AssertionError("no move with a count on this panel")


async def forged_click(member: Any, message: Any, custom_id: str) -> Any:
    """A click on a button the message does not have, as a modified client could send it (with
    the message it claims to come from carrying that button, so discord.py dispatches it);
    simcord's `click` refuses it, so this goes one step below."""
    button = {"type": 2, "style": 1, "label": "forged", "custom_id": custom_id}
    return await forged_interaction(member, message, button, {"custom_id": custom_id,
                                                              "component_type": 2})


async def forged_select(member: Any, message: Any, custom_id: str, value: str) -> Any:
    """A choice in a menu the message does not have (as `forged_click`)."""
    menu = {"type": 3, "custom_id": custom_id, "options": [{"label": "x", "value": value}]}
    return await forged_interaction(member, message, menu, {
        "custom_id": custom_id, "component_type": 3, "values": [value]})


async def forged_interaction(member: Any, message: Any, component: dict[str, Any],
                             data: dict[str, Any]) -> Any:
    """`data` sent from `message` as if it carried only `component`."""
    from simcord.actors import (
        ChannelHandle,
        InteractionType,
        _dispatch_actor_interaction,
        _visible_message,
        serializers,
    )

    stored = _visible_message(member, message)
    env = member._env
    claimed = dict(serializers.message_payload(env.backend, stored))
    claimed["components"] = [{"type": 1, "components": [component]}]
    channel = ChannelHandle(env, member.guild, env.backend.get_channel(stored.channel_id))
    return await _dispatch_actor_interaction(
        member, InteractionType.MESSAGE_COMPONENT, channel, data,
        extra={"message": claimed}, source_message_id=stored.id)


async def first_move_from_table(world, mover, table, match) -> None:
    """`mover` (the player to move) plays the first thing offered from the table message:
    a pick button, else their panel's first menu entry and its first count."""
    game = load_game(match)
    if game.phase == "pick":
        await mover.click(table, custom_id=[c for c in custom_ids(table)
                                            if c.startswith("g:do:")][0])
        return
    await first_move_from_panel(world, mover, table, match)


async def first_move_from_panel(world, mover, table, match) -> Any:
    """`mover` plays their panel's first menu entry and its first count; the last click's
    result."""
    res = await mover.click(table, custom_id=hand_button(table))
    select = next(c for c in components_of(res.response) if c["type"] == 3)
    res = await mover.select(res.response, [select["options"][0]["value"]],
                             custom_id=select["custom_id"])
    if (await world.bot.store.matches.get(match.id)).version == match.version:
        counts = [c for c in custom_ids(res.response) if c.startswith("g:do:")]
        res = await mover.click(res.response, custom_id=counts[0])
    return res


def told(res: Any) -> Any:
    """The message a click or command answered with: its response, or, when the handler
    deferred before its first query (a click's deferred update), the first followup."""
    return res.followups[0] if res.followups else res.response
