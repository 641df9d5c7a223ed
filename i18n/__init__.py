"""Every user-facing text by key, per language: the lookup that every layer may import.

The catalogues are Python data (`i18n/catalogues/<code>.py`, one file per language), loaded once
when this module is imported, so a lookup does no I/O and the engine stays pure. A catalogue has
`NAME` (its own name for the language), `plural(n)` (the plural category of `n`: "one" or
"other" for English and Greek), `TEXTS` (key -> text, or key -> {category: text} for a text
that depends on a count) and `COMMANDS` (a slash command's English name, description or option
text -> its own; empty in English). Placeholders are by name: `{name}`, `{n}`.

A missing key raises `MissingText` (tests fail loudly; tests/i18n checks every catalogue holds
every English key with the same placeholders). Adding a language: copy `catalogues/el.py` to
`catalogues/<code>.py` (the Discord locale code, e.g. `de`) and translate it; it is found here.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

DEFAULT = "en"

Text = str | Mapping[str, str]


class MissingText(KeyError):
    """A key no catalogue of that language holds: a bug, never shown to a player."""


@dataclass(frozen=True)
class Catalogue:
    code: str
    name: str
    plural: Callable[[int], str]
    texts: Mapping[str, Text]
    commands: Mapping[str, str]


def _load() -> dict[str, Catalogue]:
    found = {}
    for info in pkgutil.iter_modules([str(Path(__file__).parent / "catalogues")]):
        mod = importlib.import_module(f"i18n.catalogues.{info.name}")
        found[info.name] = Catalogue(info.name, mod.NAME, mod.plural, mod.TEXTS, mod.COMMANDS)
    return found


CATALOGUES: dict[str, Catalogue] = _load()
LANGUAGES: tuple[str, ...] = (DEFAULT, *sorted(c for c in CATALOGUES if c != DEFAULT))


def language(locale: object | None) -> str:
    """The catalogue for a Discord locale (`el`, `en-US`, a `discord.Locale`), by its code or
    the language part of it; English when none fits."""
    code = str(getattr(locale, "value", locale) or "").lower()
    if code in CATALOGUES:
        return code
    return code.split("-")[0] if code.split("-")[0] in CATALOGUES else DEFAULT


def _entry(lang: str, key: str) -> Text:
    try:
        return CATALOGUES[lang].texts[key]
    except KeyError:
        raise MissingText(f"{lang}:{key}") from None


def t(lang: str, key: str, /, **params: object) -> str:
    """The text of `key` in `lang`, its `{placeholders}` filled by name."""
    entry = _entry(lang, key)
    if not isinstance(entry, str):
        raise MissingText(f"{lang}:{key} is counted: use tn()")
    return entry.format(**params) if params else entry


def tn(lang: str, key: str, n: int, /, **params: object) -> str:
    """The form of counted `key` for `n` ("1 κάρτα / 2 κάρτες"), with `{n}` and `params`."""
    entry = _entry(lang, key)
    if isinstance(entry, str):
        raise MissingText(f"{lang}:{key} is not counted: use t()")
    form = entry.get(CATALOGUES[lang].plural(n), entry["other"])
    return form.format(n=n, **params)


def command(lang: str, english: str) -> str | None:
    """A slash command's name, description or choice in `lang`, or None (Discord shows it in
    English)."""
    return CATALOGUES[lang].commands.get(english) if lang in CATALOGUES else None
