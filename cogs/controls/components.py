"""Every button and menu the bot sends, for every game (challenge.py, match.py, replay.py,
lesson.py and mine.py hold them with their views; the handler of each registers for its type
beside the handler: cogs.kit.hub). Each is a `Control` whose custom_id carries what it acts
on (a challenge id, or a match id and the state version it was made for), so it survives
restarts and an outdated one changes nothing. The prefix "g:" is shared by every game: the
match row says which game it is, and its `GameUI` supplies what differs."""

from __future__ import annotations

from types import ModuleType

from cogs.controls import challenge, lesson, match, mine, replay
from cogs.controls.control import NOTHING, Control


def controls_of(*modules: ModuleType) -> tuple[type[Control], ...]:
    """The controls these modules define (a base, whose template matches nothing, left out): a
    new button is registered by being written, beside the view that sends it."""
    found: list[type[Control]] = []
    for module in modules:
        for value in vars(module).values():
            if (isinstance(value, type) and issubclass(value, Control)
                    and value.__module__ == module.__name__
                    and value.__discord_ui_compiled_template__.pattern != NOTHING):
                found.append(value)
    return tuple(found)


DYNAMIC_ITEMS = controls_of(challenge, match, replay, lesson, mine)


def ours(custom_id: str) -> bool:
    """Whether some control of ours reads this custom_id (discord.py hands the click to it);
    a "g:" one that none reads was forged and is answered by the games cog."""
    return any(item.__discord_ui_compiled_template__.fullmatch(custom_id)
               for item in DYNAMIC_ITEMS)
