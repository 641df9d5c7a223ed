"""How a game's generated slash commands get their options: discord.py reads a command's
options from its callback's signature, so one callback per command serves every game with the
parameters that game needs (opponents by player count, its options as choices)."""

from __future__ import annotations

import inspect
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any, Concatenate, Literal

import discord
from discord import app_commands

from engine.api import AnyGame, Kind
from engine.levels import CHOOSABLE
from play.errors import PlayError
from play.level_strength import level_label
from play.pace import Pace, parse_pace
from present.pace_text import pace_choices

if TYPE_CHECKING:
    from bot import Interaction

LEVELS = CHOOSABLE  # what members choose from; the games are those registered (games/)
LEVEL_OPTIONS = ("level", "level2", "level3", "level4")
ORDINALS = ("opponent", "opponent2", "opponent3", "opponent4", "opponent5")
Callback = Callable[Concatenate["Interaction", ...], Coroutine[Any, Any, None]]


def with_signature(fn: Callback, params: list[inspect.Parameter]) -> Callback:
    """Give a generic callback the parameters a game's command needs, so discord.py builds
    the slash command options from them (opponents by player count, options as choices)."""
    head = inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD,
                             annotation=discord.Interaction)
    # inspect.signature reads __signature__; mypy doesn't know functions take it
    fn.__signature__ = inspect.Signature([head, *params])  # type: ignore[attr-defined]
    return fn


def option(name: str, annotation: object, description: str
            ) -> tuple[inspect.Parameter, str]:
    """An optional keyword option of a generated command, with its description."""
    # each annotation is a type at run time (X | None works); typed object here
    return (inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY,
                              annotation=annotation | None, default=None),  # type: ignore[operator]
            description)


PACE = "pace"
PACE_TEXT = "How fast to play (default: the server's pace)"
# the choices as slash options show them (English; the translator gives each its Greek name)
PACE_CHOICES = [app_commands.Choice(name=label, value=value) for label, value in pace_choices()]


def pace_param() -> tuple[inspect.Parameter, str]:
    """The `pace` option of challenge, practice and open (its choices set by `with_pace`)."""
    return option(PACE, str, PACE_TEXT)


def with_pace(fn: Callback) -> Callback:
    """Offer the paces as the `pace` option's choices (labels shown, codes sent)."""
    return app_commands.choices(**{PACE: PACE_CHOICES})(fn)


def chosen_pace(value: str | None) -> Pace | None:
    """The pace a command was given (None: the server's default); a value no choice sends (a
    forged option) is refused before anything is stored."""
    if value is None:
        return None
    try:
        return parse_pace(value)
    except ValueError:
        raise PlayError("err.bad_pace") from None


def level_choices(kind: str) -> list[app_commands.Choice[str]]:
    """The levels as a level option offers them, each with its strength ("easy ≈ 1150"; the
    translator puts the level's word in the reader's language and keeps the number)."""
    return [app_commands.Choice(name=level_label(kind, level, level), value=level)
            for level in LEVELS]


def chosen_level(value: str | None) -> str | None:
    """The level a command was given (None: not given); a value no choice sends (a forged
    option) is refused before anything is stored."""
    if value is not None and value not in LEVELS:
        raise PlayError("err.bad_level")
    return value


def with_levels(fn: Callback, kind: str) -> Callback:
    """Offer the levels, with their strengths, as the choices of every level option of `fn`."""
    names = [p for p in inspect.signature(fn).parameters if p in (*LEVEL_OPTIONS, "level")]
    choices = level_choices(kind)
    return app_commands.choices(**{n: choices for n in names})(fn) if names else fn


def challenge_params(kind: Kind[AnyGame]) -> tuple[list[inspect.Parameter], dict[str, str]]:
    """One member option per seat beyond the challenger (the first required), then the
    game's options as choices; with their descriptions."""
    kw = inspect.Parameter.KEYWORD_ONLY
    params, described = [], {}
    for i in range(kind.max_players - 1):
        required = i < kind.min_players - 1
        params.append(inspect.Parameter(
            # a User, not a Member: a non-member gets our sentence, not a conversion error
            ORDINALS[i], kw, annotation=discord.User if required else discord.User | None,
            default=inspect.Parameter.empty if required else None))
        described[ORDINALS[i]] = "A member to play (or me, the bot)" if required else \
            "Another member, or me (optional)"
    for i in range(kind.max_players - 1):
        params.append(inspect.Parameter(LEVEL_OPTIONS[i], kw, annotation=str | None,
                                        default=None))
        described[LEVEL_OPTIONS[i]] = (f"My level if {ORDINALS[i]} is me, the bot "
                                       "(default normal)")
    for name, allowed in kind.options.items():
        params.append(inspect.Parameter(name, kw, annotation=Literal[allowed] | None,
                                        default=None))
        described[name] = f"Default: {allowed[0]}"
    pace, described[PACE] = pace_param()
    params.append(pace)
    return params, described


def add(group: app_commands.Group, name: str, description: str, callback: Callback,
        options: list[tuple[inspect.Parameter, str] | inspect.Parameter],
        described: dict[str, str], *, kind: str | None = None) -> None:
    """Add a generated command whose options are `options` (parameters, or (parameter,
    description) pairs; other descriptions from `described`); a level option gets `kind`'s
    levels as choices."""
    params = [o[0] if isinstance(o, tuple) else o for o in options]
    texts = dict(described)
    texts.update({o[0].name: o[1] for o in options if isinstance(o, tuple)})
    fn = app_commands.describe(**{p.name: texts[p.name] for p in params})(
        with_signature(callback, params))
    if any(p.name == PACE for p in params):
        fn = with_pace(fn)
    if kind is not None:
        fn = with_levels(fn, kind)
    group.command(name=name, description=description)(fn)
