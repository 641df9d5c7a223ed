"""What "no English sentence" means for a Greek reader: no run of three or more Latin-letter
words, once the players' names, the games' titles and Discord's markup (mentions, bold, links)
are taken out. Shared by the presentation tests and the simcord flows of both language settings."""

from __future__ import annotations

import re

ENGLISH = re.compile(r"[A-Za-z]+(?:['’][a-z]+)?(?:[ ,:;]+[A-Za-z]+(?:['’][a-z]+)?){2,}")
# names, and the games' titles (Flowers keeps its English title, as the Greek brief does)
ALLOWED = ("Flowers: A Mandala Game", "Mandala", "alice", "bob", "carol", "dave", "boss")


def english(text: str | None) -> list[str]:
    """The English runs of words in `text`."""
    text = text or ""
    text = re.sub(r"<[@#][!&]?\d+>|<t:\d+:\w>|https?://\S+|\*\*", " ", text)
    for word in ALLOWED:
        text = re.sub(rf"\b{re.escape(word)}\b", " ", text)
    return ENGLISH.findall(text)
