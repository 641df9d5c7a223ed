"""What a challenge or open table says beyond who and which game: what the game is, in one
line, and when it expires, in the words the README uses ("in 10 minutes") beside the clock
time, so a client's rounding of a relative time ("in 11 minutes") can't contradict it."""

from __future__ import annotations

from i18n import CATALOGUES, DEFAULT, t, tn
from present.gameui import ui_for


def about(kind: str, lang: str = DEFAULT) -> str:
    """The game in one line ("Mandala is a card game for two: …"); a game without its own
    line says its rules' tagline."""
    key = f"ch.about.{kind}"
    known = CATALOGUES.get(lang)
    return t(lang, key) if known and key in known.texts else ui_for(kind).tagline(lang)


def expires_in(created_at: float, expires_at: float, lang: str = DEFAULT) -> str:
    """"in 10 minutes (at <t:…:t>)": the minutes it was opened for, then the clock time."""
    minutes = max(1, round((expires_at - created_at) / 60))
    return tn(lang, "ch.expires_in", minutes, at=f"<t:{int(expires_at)}:t>")
