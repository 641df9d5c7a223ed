"""Names in any script are drawn with a font that has their glyphs: no .notdef boxes (tofu).

The runs are checked against each font's own character map, read with fontTools: a check
independent of the renderer's (which compares a glyph's drawing with the .notdef box).
"""

from __future__ import annotations

from functools import cache

import pytest
from fontTools.ttLib import TTFont

from render.draw import text_mask
from render.fonts import CHAIN, PRIMARY, displayable, face_of, has_glyph, runs

NAMES = [
    "李小龍",  # Chinese
    "🐉",  # an emoji alone
    "王小明 🐉",
    "محمد علي",  # Arabic, right to left
    "דוד כהן",  # Hebrew
    "Αλέξανδρος",  # Greek
    "Дмитрий",  # Cyrillic
    "नमस्ते",  # Devanagari
    "สมชาย",  # Thai
    "さくら",  # Japanese kana
    "김민준",  # Korean
    "Zoë ≥ 12 × 3 …",
    "ok👍🏽",  # an emoji with a skin tone
    "👩‍🚀 Sally",  # a ZWJ sequence
    "🇫🇷 Jean",  # a flag
    "Tiếng Việt",
    "𝔄𝔡𝔞 𝓑𝓸",  # "fancy" letters no font has: drawn as their plain forms
]


@cache
def cmap(face: int) -> dict[int, str]:
    path, index, _ = CHAIN[face]
    return TTFont(path, fontNumber=index, lazy=True)["cmap"].getBestCmap()


def test_the_fallback_fonts_are_installed():
    files = " ".join(path for path, _, _ in CHAIN)
    for name in ("DejaVuSans", "NotoSansCJK", "NotoEmoji", "NotoSansArabic", "NotoSansThai"):
        assert name in files, name


@pytest.mark.parametrize("name", NAMES)
def test_every_character_of_a_name_is_in_its_runs_font(name):
    assert "".join(s for _, s in runs(name)) == displayable(name)
    for face, text in runs(name):
        for ch in text:
            if ch.isspace():
                continue
            assert ord(ch) in cmap(face), f"{ch!r} (U+{ord(ch):04X}) not in {CHAIN[face][0]}"


def test_latin_and_the_pictures_own_symbols_stay_in_one_primary_run():
    assert runs("Ada played 3 green cards ≥ × … – ▶") == (
        (PRIMARY, "Ada played 3 green cards ≥ × … – ▶"),)


def test_fancy_letters_no_font_has_read_as_plain_letters():
    assert displayable("𝔄𝔡𝔞 𝓑𝓸") == "Ada Bo"
    assert displayable("李小龍 Ada") == "李小龍 Ada"  # what a font has is kept as written


def test_the_glyph_check_can_tell_a_missing_glyph():
    assert not has_glyph(PRIMARY, "李") and not has_glyph(PRIMARY, "🐉")
    assert has_glyph(PRIMARY, "A") and has_glyph(PRIMARY, "Ω")
    assert face_of("李") != PRIMARY


def test_two_players_with_names_in_other_scripts_look_different():
    masks = {text_mask(n, 24, True).tobytes() for n in ("李小龍", "王小明", "🐉", "🐍")}
    assert len(masks) == 4
