"""Pillow pictures of a Mandala view: the public table and one player's hand.

Pure functions of a view (no Discord, no database, no clock); `render` imports only `engine`
(and Pillow). `render_table(view, *, names, title, last_seat)` draws the public table and refuses
any other view; `render_hand(view, *, names)` draws a player's own view. The view does not say who
made `view.last_action`, so the caller may pass `last_seat` (the seat of the engine's events) for
the caption to name that player.
"""

from render.hand import render_hand
from render.table import render_table

__all__ = ["render_hand", "render_table"]
