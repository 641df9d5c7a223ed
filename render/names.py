"""How a picture names a player where room is short: one rule, so every label that says who
someone is (a seat, a claim, the last move, the race's legend, the result) still tells the
players apart.

The rule, tried in order until each label fits its room:
1. the whole name;
2. the name without its bracketed note: the bots are numbered first ("Bot 2 (normal)"), so
   "Bot 2" still says which bot;
3. the name cut with "…", when what is left starts no other player's name and no digit is
   cut off (a bot's number is what tells it apart); else its start and end around "…"
   ("Alexandra K…poulou" beside "Alexandra K…nidou") when those fit nobody else;
4. the initials (and the digits: "Bot 2" -> "B2"), with the seat number after a dot when two
   players share initials ("AK·1").
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence

from render import draw
from render.draw import _fit, fit, text_width


def without_note(name: str) -> str:
    """"Bot 2 (normal)" -> "Bot 2"; a name with no bracketed note stays as it is."""
    head, sep, note = name.rstrip().rpartition("(")
    if not sep or not note.endswith(")") or ")" in note[:-1] or not head.strip():
        return name
    return head.rstrip()


def initials(name: str) -> str:
    """The first letter of each word and every digit: "Bot 2 (normal)" -> "B2"."""
    out = ""
    for word in without_note(name).split():
        if word.isdigit():
            out += word
        else:
            first = next((ch for ch in word if unicodedata.category(ch)[0] in "LN"), "")
            out += first.upper()
    return out or name[:1]


def _unique(label: str, seat: int, names: Sequence[str]) -> bool:
    """`label` ("Alex…" or "Bot 2") points at `names[seat]` and at nobody else."""
    stem = label.removesuffix("…")
    cut = label.endswith("…")
    for other, name in enumerate(names):
        if other == seat:
            continue
        if name == names[seat]:
            return False  # two players with one name: only the seat number tells them apart
        candidates = (name, without_note(name))
        if any(c.startswith(stem) if cut else c == stem for c in candidates):
            return False
    return True


def short_name(names: Sequence[str], seat: int, size: int, bold: bool, room: int) -> str:
    """`names[seat]` as it fits in `room` pixels, still telling the players apart."""
    name = names[seat]
    if text_width(name, size, bold) <= room:
        return name
    bare = without_note(name)
    if bare != name and text_width(bare, size, bold) <= room and _unique(bare, seat, names):
        return bare
    cut = _fit(bare, size, bold, room)  # a probe: only the cut kept is recorded as drawn
    kept = cut.removesuffix("…")
    lost_number = any(ch.isdigit() for ch in bare[len(kept):])  # "Bot 2" is never "Bot…"
    if kept.strip() and not lost_number and _unique(cut, seat, names):
        return fit(bare, size, bold, room, "name")
    middle = _middle_cut(names, seat, bare, size, bold, room)
    if middle:
        draw.record_clip("name", bare, middle)
        return middle
    return initial_label(names, seat)


def _middle_cut(names: Sequence[str], seat: int, name: str, size: int, bold: bool,
                room: int) -> str | None:
    """The name's start and end around "…" ("Alexandra…lou"), the longest that fits and fits
    no other player's name (a few ways of sharing the letters between start and end); None
    when there is none, or only one that drops a digit."""
    def label(keep: int, tail_n: int) -> str:
        return f"{name[:keep - tail_n].rstrip()}…{name[len(name) - tail_n:].lstrip()}"

    longest = 0
    for keep in range(4, len(name)):
        if text_width(label(keep, keep // 2), size, bold) > room:
            break
        longest = keep
    for keep in range(longest, max(3, longest - 6), -1):
        for tail_n in sorted({keep // 3, keep // 2, 2 * keep // 3}):  # the start first
            cut = label(keep, tail_n)
            lost = name[keep - tail_n:len(name) - tail_n]
            if (tail_n >= 2 and not any(ch.isdigit() for ch in lost)
                    and text_width(cut, size, bold) <= room and _unique_ends(cut, seat, names)):
                return cut
    return None


def _unique_ends(label: str, seat: int, names: Sequence[str]) -> bool:
    """A middle cut "head…tail" fits `names[seat]` and nobody else's name."""
    head, _, tail = label.partition("…")
    return [s for s, n in enumerate(names)
            if any(w.startswith(head) and w.endswith(tail) for w in (n, without_note(n)))
            ] == [seat]


def initial_label(names: Sequence[str], seat: int) -> str:
    """The player's initials, with their seat number when another player shares them."""
    mine = initials(names[seat])
    shared = sum(initials(n) == mine for n in names) > 1
    return f"{mine}·{seat + 1}" if shared else mine


def name_in(sentence: str, names: Sequence[str], seat: int, size: int, bold: bool,
            room: int) -> str:
    """`names[seat]` shortened to fit, with the rest of its `sentence` (said with an empty
    name: "{name} to move" -> " to move"), in `room`: the sentence's words stay whole too."""
    left = max(room - text_width(sentence, size, bold), text_width("MMM", size, bold))
    return short_name(names, seat, size, bold, left)


def short_names(names: Sequence[str], size: int, bold: bool, room: int) -> tuple[str, ...]:
    """Every player's label for one kind of place (all fitting the same room)."""
    return tuple(short_name(names, s, size, bold, room) for s in range(len(names)))


def caption_names(names: Sequence[str], say: Callable[[Sequence[str]], str | None], size: int,
                  room: int) -> tuple[str, ...]:
    """The names for a caption `say(names)` drawn in `room`: what its words leave (said with
    empty names), so the caption's end is never cut off a name."""
    words = say([""] * len(names)) or ""
    return short_names(names, size, False, max(room - text_width(words, size), 120))
