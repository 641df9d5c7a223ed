"""The animated summary stays within Discord's limits: ≤ 200 frames, ≤ 1 a move, ≤ 8 MB."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from render.animation import MAX_FRAMES, animate, frame_moves
from render.mandala import render_table
from tests.render.conftest import play_until


def test_frames_are_one_a_move_at_most_and_200_in_all():
    assert frame_moves(10) == list(range(11))
    long = frame_moves(1000)
    assert len(long) <= MAX_FRAMES and long[0] == 0 and long[-1] == 1000
    assert len(set(long)) == len(long)


def test_a_match_as_a_gif_within_the_upload_limit():
    pictures = []
    for plies in range(0, 30, 3):
        g, last = play_until(lambda g, p=plies: g.turn >= p, 4)
        pictures.append(render_table(g.view(None), names=("Ada", "Bo"), last_seat=last))
    data = animate(pictures)
    gif = Image.open(io.BytesIO(data))
    assert gif.format == "GIF" and gif.n_frames == len(pictures)
    assert len(data) <= 8 * 1024 * 1024
    # a tighter limit shrinks the frames instead of failing
    small = animate(pictures, max_bytes=len(data) // 2)
    assert len(small) <= len(data) // 2 and Image.open(io.BytesIO(small)).width < gif.width


def test_too_many_frames_are_refused():
    with pytest.raises(ValueError, match="200"):
        animate([b""] * 201)
