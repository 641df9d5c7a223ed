"""Which handler answers each control, per bot: each handler class registers the control types
it answers (`Hub.on`, beside the handler), the games cog holds its bot's hub, and a pressed
control runs the one handler of its type (cogs.controls.control). A new button is its control
and its handler: nothing between them mirrors the handlers, and the controls, below the
handlers, import none of them."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from bot import Interaction, MandalaBot

C = TypeVar("C")


class Hub:
    """One bot's handlers by control type, one a type, and what an outage of the database sets
    retrying (the publication debts: cogs.output.owed)."""

    def __init__(self, outage: Callable[[], None]) -> None:
        self._handlers: dict[type[Any], Callable[[Interaction, Any], Awaitable[None]]] = {}
        self._outage = outage

    def on(self, control: type[C], handler: Callable[[Interaction, C], Awaitable[None]]
           ) -> None:
        """`handler` answers every press of a `control`; a second one for it is a mistake."""
        if control in self._handlers:
            raise ValueError(f"{control.__name__} has a handler already")
        self._handlers[control] = handler

    def controls(self) -> frozenset[type[Any]]:
        """The control types that have their handler here."""
        return frozenset(self._handlers)

    async def run(self, interaction: Interaction, control: object) -> None:
        handler = self._handlers.get(type(control))
        if handler is None:
            raise LookupError(f"no handler for {type(control).__name__}")
        await handler(interaction, control)

    def outage(self) -> None:
        """Once the database answers again, show every step stored and not shown yet."""
        self._outage()


def hub_of(bot: MandalaBot) -> Hub | None:
    """The hub of the bot's loaded cog that holds one (the games cog's `hub`): it belongs to
    that cog, so it goes when the cog unloads, and two bots in one process never share one."""
    for cog in bot.cogs.values():
        hub = getattr(cog, "hub", None)
        if isinstance(hub, Hub):
            return hub
    return None
