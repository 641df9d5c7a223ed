"""Benchmarks: each module prints its figures (`python -m bench.NAME`)."""

# How long simcord waits, in real time, for the bot to settle after each action. Its default
# (5 s) killed bench.click and bench.turn on a loaded machine, where a picture took over 25 s
# to render; the figures are what is measured, not this bound (the suite's is the same).
SETTLE_S = 300.0
