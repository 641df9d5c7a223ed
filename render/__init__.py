"""Pillow pictures of a game view; shared primitives here, one package per game.

Pure functions of a view (no Discord, no database, no clock); `render` imports only `engine`
(and Pillow). `render/` holds what every game draws with (text in any script, colour marks,
card tiles, PNG output); `render/mandala/` holds Mandala's pictures:

- `render_table(view, *, names, title=None, last_seat=None, note=None)`: the public table;
  refuses any other view.
- `render_panel(view, *, names, last_seat=None, title=None)`: a player's private panel, the
  table from their side with their hand and whole cup; refuses a view without their hand.

The view does not say who made `view.last_action`, so the caller may pass `last_seat` (the seat
of the engine's events) for the caption to name that player.
"""

from render.mandala import render_panel, render_table

__all__ = ["render_panel", "render_table"]
