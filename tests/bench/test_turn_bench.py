"""The turn bench runs to its end and exits: `make bench` runs the benches one after another,
so one that never exits hides every figure after it (it once hung on aiosqlite's thread)."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_turn_bench_prints_its_figures_and_exits():
    done = subprocess.run([sys.executable, "-m", "bench.turn", "1"], cwd=ROOT, timeout=120,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "bot time per click" in done.stdout
