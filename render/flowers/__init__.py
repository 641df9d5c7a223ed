"""Flowers' pictures: the public table (2-4 players) and each player's private panel."""

from render.flowers.panel import render_panel
from render.flowers.table import render_table

__all__ = ["render_panel", "render_table"]
