"""An animated summary of a match: the public table pictures as one GIF, within Discord's
upload limit (8 MB) and at most one frame a move, 200 frames in all.

The table pictures are already on one fixed 256-colour palette (render.palette), so a GIF keeps
them exactly; a match too long for 200 frames is shown at evenly spread moves, ending on the
last position.
"""

from __future__ import annotations

import io
from collections.abc import Sequence

from PIL import Image

from render import style
from render.palette import current_palette

MAX_FRAMES = 200
MAX_BYTES = 8 * 1024 * 1024
FRAME_MS, LAST_MS = 800, 4000  # each move, and the final position held longer


def frame_moves(total: int, limit: int = MAX_FRAMES) -> list[int]:
    """The positions to draw (0 = the deal, `total` = the end): all when they fit in `limit`,
    else `limit` spread evenly, the first and the last always among them."""
    if total + 1 <= limit:
        return list(range(total + 1))
    return sorted({round(i * total / (limit - 1)) for i in range(limit)})


def animate(pictures: Sequence[bytes], max_bytes: int = MAX_BYTES) -> bytes:
    """The pictures (PNG bytes, in order) as a looping GIF of at most `max_bytes`: shrunk by
    steps until it fits."""
    if not pictures or len(pictures) > MAX_FRAMES:
        raise ValueError(f"an animation has 1 to {MAX_FRAMES} frames, not {len(pictures)}")
    frames = [Image.open(io.BytesIO(p)) for p in pictures]
    scale = 1.0
    while True:
        data = _gif(frames, scale)
        if len(data) <= max_bytes or scale < 0.2:
            if len(data) > max_bytes:
                raise ValueError("the animation does not fit Discord's upload limit")
            return data
        scale *= 0.75


def _gif(frames: Sequence[Image.Image], scale: float) -> bytes:
    if scale != 1.0:  # back onto the fixed palette: few colours, so it compresses as well
        frames = [_on_palette(f.convert("RGB").resize(
            (int(f.width * scale), int(f.height * scale)), Image.Resampling.LANCZOS))
            for f in frames]
    else:
        frames = [f if f.mode == "P" else _on_palette(f.convert("RGB")) for f in frames]
    size = max(f.width for f in frames), max(f.height for f in frames)
    frames = [f if f.size == size else _padded(f, size) for f in frames]
    buf = io.BytesIO()
    durations = [FRAME_MS] * (len(frames) - 1) + [LAST_MS]
    frames[0].save(buf, "GIF", save_all=True, append_images=list(frames[1:]),
                   duration=durations, loop=0, disposal=1)
    return buf.getvalue()


def _padded(frame: Image.Image, size: tuple[int, int]) -> Image.Image:
    """A frame on a canvas of the animation's size (a table grows when a row is added)."""
    canvas = Image.new("RGB", size, style.BACKGROUND)
    canvas.paste(frame.convert("RGB"), (0, 0))
    return _on_palette(canvas)


def _on_palette(im: Image.Image) -> Image.Image:
    return im.quantize(palette=current_palette(), dither=Image.Dither.NONE)
