"""docs/glossary.md against the catalogues: each thing's English word is in the English
catalogue, its Greek word in the Greek one, and none of the words it replaced (the drift the
issue 48 reader met: «Βαθμολογίες», «μαντάλα», «αγώνας», "3x", «πορτοκ.») is left in Greek."""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path

from i18n import CATALOGUES, Text

GLOSSARY = Path(__file__).resolve().parents[2] / "docs" / "glossary.md"


def rows() -> list[tuple[str, list[str], list[str], list[str]]]:
    """(thing, English words, Greek words, words not in Greek) per table row."""
    out = []
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 4 or cells[0] in ("Thing", "---"):
            continue
        words = [re.findall(r"`([^`]+)`", c) for c in cells[1:]]
        out.append((cells[0], *words))
    return out


def _all(texts: Mapping[str, Text], commands: Mapping[str, str]) -> str:
    forms = [v if isinstance(v, str) else "\n".join(v.values()) for v in texts.values()]
    return "\n".join([*forms, *commands.values()]).lower()


def test_the_glossary_has_its_table() -> None:
    table = rows()
    assert len(table) >= 20
    assert all(english or greek or banned for _, english, greek, banned in table)


def test_every_word_of_the_glossary_is_the_catalogues_word() -> None:
    english, greek = _all(CATALOGUES["en"].texts, {}), _all(CATALOGUES["el"].texts,
                                                           CATALOGUES["el"].commands)
    missing = [(thing, w) for thing, words, _, _ in rows() for w in words
               if w.lower() not in english]
    missing += [(thing, w) for thing, _, words, _ in rows() for w in words
                if w.lower() not in greek]
    assert missing == []


def test_no_word_the_glossary_replaced_is_left_in_greek() -> None:
    greek = _all(CATALOGUES["el"].texts, CATALOGUES["el"].commands)
    left = [(thing, w) for thing, _, _, banned in rows() for w in banned
            if re.search(_word(w), greek)]
    assert left == []


def _word(w: str) -> str:
    """`w` where a word starts ("αγών" finds «αγώνας», not a placeholder's `{bots}`); a Latin
    word also ends there ("bot" is not in "both")."""
    end = "(?![a-z])" if w[-1].isascii() and w[-1].isalpha() else ""
    return rf"(?<![α-ωά-ώa-z{{]){re.escape(w.lower())}{end}"


def test_the_check_would_see_a_drifted_word() -> None:
    drifted = {"a": "Βαθμολογίες: {lines}", "b": "Πόσα αντίγραφά μου · το μαντάλα 1 · μισό 3x"}
    greek = _all(drifted, {"x": "τον αγώνα σας"})
    banned = {w for *_, ws in rows() for w in ws}
    seen = {w for w in banned if re.search(_word(w), greek)}
    assert {"βαθμολογ", "μαντάλα", "3x", "αγών"} <= seen
    assert not re.search(_word("bot"), _all({"a": "{bots} · (both)"}, {}))
