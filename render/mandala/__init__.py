"""Mandala's pictures: the public table and each player's private panel."""

from render.mandala.panel import render_panel
from render.mandala.table import render_table

__all__ = ["render_panel", "render_table"]
