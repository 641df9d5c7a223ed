"""The base of every button and select the bot sends: state in the custom_id, checks, errors.

A control is a discord.py DynamicItem, so it survives restarts: its custom_id carries everything
it acts on (a match id and the state version it was made for, a challenge id, a move code) and
`from_custom_id` rebuilds it from there. Subclasses declare `template` (the custom_id pattern,
with named groups in constructor order) and build their component in `__init__`; what a press
does is the handler registered for the control's type (cogs.kit.hub, filled by the handler
modules). Who may press is `check`; any exception from either becomes one ephemeral sentence
via `report_error`, the only place refusals are worded.
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Any, Self, cast

import discord

from cogs.kit.common import pressed, report_error
from cogs.kit.hub import hub_of
from play.errors import PlayError

if TYPE_CHECKING:
    from bot import Interaction, MandalaBot

log = logging.getLogger("mandala.controls")

MAX_CUSTOM_ID = 100  # Discord's limit
MAX_ID = 2**63 - 1  # the largest id or number a custom_id may carry: SQLite's and BIGINT's
FRESH_MOD = 10**6  # a menu's drawing mark: six digits of the interaction's id
# the parts of a custom_id that stay text even when all digits: a move code ("0000" is no
# move, refused by the game's parser, not read as the number 0), a picker's path, a game's
# name, a lesson's action, a replay's tag
TEXT_FIELDS = frozenset({"code", "path", "kind", "act", "tag"})


class InvalidControl(PlayError):
    """A custom_id no message of ours carried (forged, or of a game this bot no longer has):
    refused like a stale control, without a traceback."""

    def __init__(self) -> None:
        super().__init__("err.invalid_control")


def number(text: str) -> int | None:
    """`text` as an id or count when it is one we could have written (ASCII digits, within
    the store's integers), else None: int() would take Arabic-Indic digits, and 30 digits
    overflow SQLite's and PostgreSQL's integers."""
    if not (text.isascii() and text.isdecimal()) or int(text) > MAX_ID:
        return None
    return int(text)


async def refuse_forged(interaction: discord.Interaction) -> None:
    """Answer a forged control privately, with one quiet log line naming what was pressed."""
    log.info("refused a forged control: %s by user %s", pressed(interaction),
             interaction.user.id)
    await report_error(cast("Interaction", interaction), InvalidControl())


def own_private(interaction: discord.Interaction) -> bool:
    """Whether the click came from a private (ephemeral) message of the presser's own: only
    they see one, so a control of a private message pressed elsewhere was forged."""
    message = interaction.message
    if message is None or not message.flags.ephemeral:
        return False
    meta = message.interaction_metadata
    return meta is None or meta.user.id == interaction.user.id


def fresh_of(interaction: discord.Interaction) -> int:
    """A number that differs for each interaction, for a menu redrawn in answer to it: a select
    whose custom_id is unchanged keeps the choice a client last made in it (choosing it again
    sends nothing), so each drawing of a menu carries this (the interaction's id, cut short:
    two clicks on one message never share it in practice)."""
    return interaction.id % FRESH_MOD


def custom_id(*parts: object) -> str:
    """Join parts with ":"; refuse what Discord would refuse, at build time."""
    text = ":".join(str(p) for p in parts)
    if len(text) > MAX_CUSTOM_ID:
        raise ValueError(f"custom_id over {MAX_CUSTOM_ID} characters: {text!r}")
    return text


NOTHING = r"(?!)"  # the template of a base: it matches no custom_id


class Control(discord.ui.DynamicItem[Any], template=NOTHING):  # a base: matches nothing
    """Checks, then runs; both answer the user themselves on failure (discord.py would only
    log an error raised in a DynamicItem callback and leave the click failed). A group named
    in TEXT_FIELDS is passed as text; any other all-digit group as a number. A custom_id
    whose numbers are not ones we write (see `number`) or that `valid` refuses is forged: it
    is built anyway, so discord.py hands the click to us, and refused before `check`."""

    forged = False
    # acts on the private message it was made in (a lesson, a panel, a forfeit question, a
    # replay viewer), which it edits: pressed on any other message (forged onto another
    # member's public challenge, a table), it is refused as invalid and changes nothing
    private = False

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        values: list[int | str | None] = []
        forged = False
        names = {i: name for name, i in match.re.groupindex.items()}
        for i, g in enumerate(match.groups(), start=1):
            if g is None or names.get(i) in TEXT_FIELDS or not g.isdigit():
                values.append(g)
                continue
            n = number(g)
            forged = forged or n is None
            values.append(0 if n is None else n)
        made = cls(*values)
        made.forged = forged or not made.valid()
        return made

    def valid(self) -> bool:
        """Whether the values read back from a custom_id are ones we could have sent."""
        return True

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        if self.forged or (self.private and not own_private(interaction)):
            await refuse_forged(interaction)
            return False
        ours = cast("Interaction", interaction)  # our bot's: the only client these reach
        try:
            await self.check(ours)
        except Exception as e:  # noqa: BLE001 - the refusal must reach the user as a sentence
            await report_error(ours, e)
            return False
        return True

    async def callback(self, interaction: discord.Interaction) -> None:
        ours = cast("Interaction", interaction)  # our bot's: the only client these reach
        try:
            await self.run(ours)
        except Exception as e:  # noqa: BLE001 - every error must reach the user as a sentence
            await report_error(ours, e)

    async def check(self, interaction: Interaction) -> None:
        """Raise PlayError when this member may not press; default: anyone may."""

    async def run(self, interaction: Interaction) -> None:
        """The handler registered for this control's type (cogs.kit.hub)."""
        hub = hub_of(interaction.client)
        if hub is None:
            raise RuntimeError("the games cog is not loaded")
        await hub.run(interaction, self)

    @staticmethod
    def bot(interaction: Interaction) -> MandalaBot:
        return interaction.client

