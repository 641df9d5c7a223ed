"""Fonts, and text split into runs by which font has each glyph (names in any script).

DejaVu Sans (bundled) sets the picture's own words; a player's name may hold Chinese, Arabic,
Hebrew, Devanagari or an emoji, which DejaVu draws as a box. Each character therefore goes to
the first font of a fallback chain that has it: DejaVu, then the Noto fonts of the PyPI packages
`manimgx-fonts` (Noto Sans and its script faces, monochrome Noto Emoji, Symbols) and
`manimgx-fonts-cjk` (Noto Sans CJK). Fallback fonts are opened lazily, on the first character
that needs them, so a Latin-only picture never loads them.
"""

from __future__ import annotations

import importlib.util
import unicodedata
from functools import lru_cache
from pathlib import Path

from PIL import ImageFont

# DejaVu ships with this package (render/dejavu/, its licence beside it), not in data/, which
# holds only the database and may be covered by a volume.
FONT_DIR = Path(__file__).resolve().parent / "dejavu"
REGULAR, BOLD = 400, 700


def _package_dir(name: str) -> Path | None:
    spec = importlib.util.find_spec(name)
    return Path(spec.origin).parent if spec and spec.origin else None


_NOTO = _package_dir("manimgx_fonts")
_CJK = _package_dir("manimgx_fonts_cjk")
_NOTO_SCRIPTS = ("Arabic", "Hebrew", "Devanagari", "Bengali", "Thai", "Tamil", "Telugu",
                 "Kannada", "Malayalam", "Gujarati", "Gurmukhi", "Oriya", "Sinhala", "Khmer",
                 "Lao", "Myanmar", "Georgian", "Armenian", "Ethiopic")

# (file, face index, variable) in the order a glyph is looked for; index 2 of the CJK
# collection is Noto Sans CJK SC (Chinese glyph shapes; it has kana and Hangul too)
Face = tuple[str, int, bool]


def _chain() -> tuple[Face, ...]:
    faces: list[Face] = [(str(FONT_DIR / "DejaVuSans.ttf"), 0, False)]
    if _NOTO:
        faces.append((str(_NOTO / "NotoSans[wght].ttf"), 0, True))
    if _CJK:
        faces.append((str(_CJK / "NotoSansCJK-VF.otf.ttc"), 2, True))
    if _NOTO:  # emoji early: the likeliest in a name after CJK, and found without opening
        # the twenty script faces (about 100 ms once)
        faces.append((str(_NOTO / "NotoEmoji[wght].ttf"), 0, True))
        faces += [(str(_NOTO / f"NotoSans{s}[wght].ttf"), 0, True) for s in _NOTO_SCRIPTS]
        faces.append((str(_NOTO / "NotoSansSymbols[wght].ttf"), 0, True))
    return tuple(f for f in faces if Path(f[0]).is_file())


CHAIN = _chain()
PRIMARY = 0  # DejaVu


@lru_cache(maxsize=256)
def face_font(i: int, size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """Face `i` of the chain at `size` px; the bold DejaVu is its own file, Noto is variable."""
    path, index, variable = CHAIN[i]
    if i == PRIMARY and bold:
        path = str(FONT_DIR / "DejaVuSans-Bold.ttf")
    f = ImageFont.truetype(path, size, index=index)
    if variable:
        f.set_variation_by_axes([BOLD if bold else REGULAR])
    return f


def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The picture's own font (DejaVu Sans) at `size` px."""
    return face_font(PRIMARY, size, bold)


@lru_cache(maxsize=64)
def cap_height(size: int, bold: bool = False) -> int:
    """The height in px of a capital "H" (DejaVu's digits are as tall) at `size`: how big a
    text looks, where the font size (the em square) also counts the room for accents and
    descenders."""
    _, top, _, bottom = font(size, bold).getbbox("H")
    return int(bottom - top)  # ints already; the stubs say float


@lru_cache(maxsize=64)
def x_height(size: int, bold: bool = False) -> int:
    """The height in px of a lowercase "x" at `size`: how big a word in lowercase looks."""
    _, top, _, bottom = font(size, bold).getbbox("x")
    return int(bottom - top)


@lru_cache(maxsize=64)
def _checker(path: str, index: int) -> tuple[ImageFont.FreeTypeFont, bytes]:
    f = ImageFont.truetype(path, 24, index=index, layout_engine=ImageFont.Layout.BASIC)
    return f, _glyph(f, "\U0010fffd")  # a private-use code point no font here maps: .notdef


def _glyph(f: ImageFont.FreeTypeFont, ch: str) -> bytes:
    mask = f.getmask(ch)
    return bytes(mask.size[0].to_bytes(2, "big") + mask.size[1].to_bytes(2, "big")) + bytes(mask)


@lru_cache(maxsize=8192)
def has_glyph(i: int, ch: str) -> bool:
    """Whether face `i` maps `ch` (its drawing is not the .notdef box); DejaVu must have it
    in both weights (its bold file lacks Arabic and Hebrew, which Noto then draws)."""
    paths = [CHAIN[i][0]] + ([str(FONT_DIR / "DejaVuSans-Bold.ttf")] if i == PRIMARY else [])
    for path in paths:
        f, notdef = _checker(path, CHAIN[i][1])
        if _glyph(f, ch) == notdef:
            return False
    return True


def _follows(ch: str) -> bool:
    """Marks, joiners and variation selectors stay in the run of the character before them."""
    return unicodedata.category(ch) in ("Mn", "Me", "Cf") or ch == "\ufe0f"


@lru_cache(maxsize=8192)
def _find(ch: str) -> int | None:
    for i in range(len(CHAIN)):
        if has_glyph(i, ch):
            return i
    return None


def face_of(ch: str) -> int:
    """The first face of the chain that has `ch` (DejaVu, and its box, when none has it)."""
    face = _find(ch)
    return PRIMARY if face is None else face


@lru_cache(maxsize=8192)
def _displayable(ch: str) -> str:
    """`ch`, or its compatibility form when no font has `ch` but every font-needed part of
    that form is found: "fancy" nicknames (𝔄𝔡𝔞, 𝓐𝓭𝓪, ⓐⓓⓐ) then read as plain letters."""
    if _find(ch) is not None or _follows(ch):
        return ch
    plain = unicodedata.normalize("NFKC", ch)
    return plain if plain != ch and all(_find(c) is not None for c in plain) else ch


def displayable(text: str) -> str:
    """`text` with each character no font has replaced by its plain form, where it has one."""
    return "".join(_displayable(ch) for ch in text)


@lru_cache(maxsize=2048)
def runs(text: str) -> tuple[tuple[int, str], ...]:
    """`text` as (face, substring) runs, left to right.

    Each run is laid out by Pillow's Raqm (with a left-to-right base direction: the sentences
    around a name are English), which shapes Arabic and shows a right-to-left word in its own
    order; runs are placed in reading order, which only matters for a right-to-left name that
    mixes in an emoji.
    """
    faces: list[int] = []
    texts: list[str] = []
    for ch in displayable(text):
        if texts and (_follows(ch) or face_of(ch) == faces[-1]):
            texts[-1] += ch
        else:
            faces.append(face_of(ch))
            texts.append(ch)
    return tuple(zip(faces, texts, strict=True))
