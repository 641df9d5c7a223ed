"""The benches `make bench` runs one after another run to their end and exit: one that hangs
or fails hides every figure after it (the turn bench once hung on aiosqlite's thread, and the
replay bench then failed on a log entry it faked)."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("args, printed", [
    (["bench.turn", "1"], "button move picker, clicks per move"),
    (["bench.ratings"], "4p last place gains: 0"),
    (["bench.turn", "--bot", "1"], "bot time per click"),
    (["bench.click", "30"], "store round trips"),
    (["bench.replay", "--decisions", "1", "--frames", "3"], "analysis of one player at hint"),
    (["bench.deadlines", "--quick"], "deadlines handled per second"),
    (["bench.explain", "--games", "1"], "flowers x4"),  # its last figure: it ran to the end
    (["bench.hint", "--positions", "2", "--steady", "1", "--only", "flowers:3"],
     "under a clock 20x fast 1/1"),
    (["bench.explain", "--mistakes", "--count", "2", "--level", "normal"], "samples (el)"),
    # the ceiling run (issue 20): hard searching the real game, hidden cards and all
    (["bench.ai_arena", "--pairings", "hard:normal", "--games", "2", "--scale", "0.02",
      "--sighted"], "hard (sighted) vs normal"),
])
def test_a_bench_prints_its_figures_and_exits(args, printed):
    done = subprocess.run([sys.executable, "-m", *args], cwd=ROOT, timeout=300,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]
    assert printed in done.stdout
