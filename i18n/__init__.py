"""Every user-facing text by key, per language: the lookup that every layer may import.

A language is a package `i18n/<code>/` (the Discord locale code, e.g. `el`) of Python data,
loaded once when this module is imported, so a lookup does no I/O and the engine stays pure:
`shared.py` holds what every game says (`NAME`, its own name for the language; `plural(n)`, the
plural category of `n`: "one" or "other" for English and Greek; `TEXTS`; `COMMANDS`, a slash
command's English name, description or option text -> its own, empty in English), and one file
per game, `<game>.py` named as the game's kind, holds that game's `TEXTS` (its narration,
pictures, rules, guide and lesson) and `COMMANDS` (its command group's name and the
descriptions that name the game), so a game's words change without touching the shared file.
The files are merged into one `Catalogue` per language; a key defined in two of them is an
error at load. `TEXTS` maps a key to its text, or to {category: text} for a text that depends on
a count. Placeholders are by name: `{name}`, `{n}`.

A missing key raises `MissingText` (tests fail loudly; tests/i18n checks every language holds
every English key of each file, with the same placeholders). Adding a language: copy the
folder `i18n/el/` to `i18n/<code>/` and translate its files; it is found here. Adding a game:
its `<game>.py` in every language's folder, or its texts carried by its descriptor (`add_part` at
install, `remove_part` at uninstall), for a game that lives outside this package.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TypeVar

DEFAULT = "en"
T = TypeVar("T")

Text = str | Mapping[str, str]


class MissingText(KeyError):
    """A key no catalogue of that language holds: a bug, never shown to a player."""


@dataclass(frozen=True)
class Catalogue:
    code: str
    name: str
    plural: Callable[[int], str]
    texts: Mapping[str, Text]  # every part's, merged
    commands: Mapping[str, str]
    parts: Mapping[str, Mapping[str, Text]]  # "shared", and each game's by its kind name
    command_parts: Mapping[str, Mapping[str, str]]  # the same parts' commands


SHARED = "shared"  # the part every game shares; the other parts are named for their game


def merge(code: str, parts: Mapping[str, Mapping[str, T]]) -> dict[str, T]:
    """One language's texts (or commands) from its parts; a key two parts define is refused
    (the later one would silently win)."""
    merged: dict[str, T] = {}
    source: dict[str, str] = {}
    for part, texts in parts.items():
        for key, text in texts.items():
            if key in merged:
                raise ValueError(f"{code}: {key!r} is in both {source[key]}.py and {part}.py")
            merged[key], source[key] = text, part
    return merged


def _load() -> dict[str, Catalogue]:
    found = {}
    here = Path(__file__).parent
    for lang in pkgutil.iter_modules([str(here)]):
        if not lang.ispkg:
            continue
        shared = importlib.import_module(f"i18n.{lang.name}.{SHARED}")
        modules = {SHARED: shared}
        for info in sorted(pkgutil.iter_modules([str(here / lang.name)]), key=lambda i: i.name):
            if info.name != SHARED:
                modules[info.name] = importlib.import_module(f"i18n.{lang.name}.{info.name}")
        parts = {name: mod.TEXTS for name, mod in modules.items()}
        commands = {name: getattr(mod, "COMMANDS", {}) for name, mod in modules.items()}
        found[lang.name] = Catalogue(lang.name, shared.NAME, shared.plural,
                                     merge(lang.name, parts), merge(lang.name, commands), parts,
                                     commands)
    return found


CATALOGUES: dict[str, Catalogue] = _load()
LANGUAGES: tuple[str, ...] = (DEFAULT, *sorted(c for c in CATALOGUES if c != DEFAULT))
_ADDED: set[str] = set()  # the parts add_part merged (a descriptor's), which remove_part may take


def add_part(name: str, texts: Mapping[str, Mapping[str, Text]],
             commands: Mapping[str, Mapping[str, str]] | None = None) -> None:
    """Merge a part (a game's texts, by language then key) into the catalogues, as if it were
    `i18n/<lang>/<name>.py`: a key another part defines, or a language no catalogue is, is
    refused and nothing changes. Adding the same part again replaces it."""
    commands = commands or {}
    if name in CATALOGUES[DEFAULT].parts and name not in _ADDED:
        raise ValueError(f"{name}: the catalogues' own files hold this part")
    unknown = sorted((set(texts) | set(commands)) - set(CATALOGUES))
    if unknown:
        raise ValueError(f"{name}: no catalogue for {', '.join(unknown)}")
    built = {}
    for code, cat in CATALOGUES.items():
        parts = {**{p: v for p, v in cat.parts.items() if p != name}, name: texts.get(code, {})}
        command_parts = {**{p: v for p, v in cat.command_parts.items() if p != name},
                         name: commands.get(code, {})}
        built[code] = replace(cat, texts=merge(code, parts), commands=merge(code, command_parts),
                              parts=parts, command_parts=command_parts)
    CATALOGUES.update(built)
    _ADDED.add(name)


def remove_part(name: str) -> None:
    """Take a part `add_part` merged out of every catalogue (no-op for any other name: the
    catalogues' own files stay)."""
    if name not in _ADDED:
        return
    _ADDED.discard(name)
    for code, cat in list(CATALOGUES.items()):
        if name in cat.parts or name in cat.command_parts:
            parts = {p: v for p, v in cat.parts.items() if p != name}
            command_parts = {p: v for p, v in cat.command_parts.items() if p != name}
            CATALOGUES[code] = replace(cat, texts=merge(code, parts),
                                       commands=merge(code, command_parts), parts=parts,
                                       command_parts=command_parts)


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
