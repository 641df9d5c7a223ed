"""Pillow pictures of a game view; shared primitives here, one package per game.

Pure functions of a view (no Discord, no database, no clock); `render` imports only `engine`
(and Pillow). `render/` holds what every game draws with (text in any script, the registry of
colour marks, card tiles, PNG output) and names no game; `render/<game>/` holds a game's
pictures and colours (`colors.STYLES`, registered by its descriptor, `games/<game>.py`), e.g.
`render/mandala/`:

- `render_table(view, *, names, title=None, last_seat=None, note=None)`: the public table;
  refuses any other view.
- `render_panel(view, *, names, last_seat=None, title=None)`: a player's private panel, the
  table from their side with their hand and whole cup; refuses a view without their hand.

`render/flowers/` holds Flowers' pictures, the same two: `render_table(view, *, names,
last_seat=None, note=None)` (the public table for 2-4 players; refuses any other view) and
`render_panel(view, *, names, last_seat=None, note=None)` (a player's panel: their
side at the bottom, their hand big, their own face-down colours; refuses any view without it).

The view does not say who made `view.last_action`, so the caller may pass `last_seat` (the seat
in the action log) for the caption to name that player, and `earlier=[(seat, action), …]`, the
moves just before it since the reader's turn: every one is outlined and numbered in order (only
where it was played is drawn, so a face-down colour never shows).
"""
