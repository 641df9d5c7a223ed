"""Every hidden fact of a match's state (hands, cups, face-down cards, deck and tile order), as
the strings a leak of it would contain, and a check that no log record carries one."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable

from engine.games import kind as game_kind

# Capped at INFO in production (bot.QUIET_LOGGERS); simcord is the test's Discord, not the bot.
NOT_THE_BOTS = ("simcord",)


def _counts(row: list[int], colors: Iterable[object]) -> set[str]:
    """A pile of cards as JSON, as colour -> count, and as the engine's "2 red"."""
    if not any(row):
        return set()
    named = {c: n for c, n in zip(colors, row, strict=True)}
    values = {c.value: n for c, n in named.items()}  # type: ignore[attr-defined]
    return {json.dumps(row, separators=(",", ":")), json.dumps(row), repr(named), str(values),
            *(f"{n} {c}" for c, n in values.items() if n)}


def _deck(game: object, letters: str) -> set[str]:
    """The deck order: its top as stored, as colour names and as the engine's colours."""
    top = game.deck  # type: ignore[attr-defined]
    out = {letters[:6]} if len(letters) >= 6 else set()
    if len(top) >= 4:
        out |= {", ".join(c.value for c in top[:4]), repr(top[:3])[1:-1]}
    return out


def hidden_facts(state: str) -> set[str]:
    """What no log line may show of this state (Mandala or Flowers)."""
    data = json.loads(state)
    game = game_kind(data["game"]).from_json(state)
    colors = list(game.hands[0])  # the game's colours, in the codec's order
    facts = {state, *_deck(game, data["deck"])}
    for row in data["hands"]:
        facts |= _counts(row, colors)
    for hand in game.hands:
        facts.add(repr(hand))
    for row in data.get("cup_secret", []):  # Mandala: the cup's cards face down
        facts |= _counts(row, colors)
    for m, seats in enumerate(data.get("down", [])):  # Flowers: face-down cards (F-I2)
        for row in seats:
            facts |= _counts(row, colors)
            # the codes that played them name their colour
            facts |= {f"P{m}{c.letter}" for c, n in zip(colors, row, strict=True) if n}
    for stack in data.get("stacks", []):  # Flowers: the undealt tiles
        if len(stack) >= 8:
            facts |= {stack[:8], stack[-8:]}
    return {f for f in facts if len(f) >= 3}


def record_texts(record: logging.LogRecord) -> list[str]:
    """Everything a handler could write of a record: message, args, exception, stack."""
    args = record.args if isinstance(record.args, tuple) else (record.args,)
    texts = [record.getMessage(), *(repr(a) for a in args), *(str(a) for a in args)]
    if record.exc_info:
        texts.append(logging.Formatter().formatException(record.exc_info))
    texts += [record.exc_text or "", record.stack_info or ""]
    return texts


def assert_not_logged(records: Iterable[logging.LogRecord], facts: set[str]) -> None:
    for record in records:
        if record.name.startswith(NOT_THE_BOTS):
            continue
        for text in record_texts(record):
            for fact in facts:
                assert fact not in text, (
                    f"{record.name} logged the hidden {fact!r}: {text[:300]}")
