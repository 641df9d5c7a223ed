"""Pillow pictures of a game view; shared primitives here, one package per game.

Pure functions of a view (no Discord, no database, no clock); `render` imports only `engine`
(and Pillow). `render/` holds what every game draws with (text in any script, colour marks,
card tiles, PNG output); `render/mandala/` holds Mandala's pictures:

- `render_table(view, *, names, title=None, last_seat=None, note=None)`: the public table;
  refuses any other view.
- `render_panel(view, *, names, last_seat=None, title=None)`: a player's private panel, the
  table from their side with their hand and whole cup; refuses a view without their hand.

`render/flowers/` holds Flowers' pictures, exported as `render_flowers_table(view, *, names,
last_seat=None, note=None)` (the public table for 2-4 players; refuses any other view) and
`render_flowers_panel(view, *, names, last_seat=None, note=None)` (a player's panel: their
side at the bottom, their hand big, their own face-down colours; refuses any view without it).

The view does not say who made `view.last_action`, so the caller may pass `last_seat` (the seat
in the action log) for the caption to name that player, and `earlier=[(seat, action), …]`, the
moves just before it since the reader's turn: every one is outlined and numbered in order (only
where it was played is drawn, so a face-down colour never shows).
"""

from render.flowers import render_panel as render_flowers_panel
from render.flowers import render_table as render_flowers_table
from render.mandala import render_panel, render_table

__all__ = ["render_flowers_panel", "render_flowers_table", "render_panel", "render_table"]
