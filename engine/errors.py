"""Errors the engine raises. Every message is fit to show a player."""


class IllegalAction(ValueError):
    """An action that the rules forbid now; the message names the rule id."""
