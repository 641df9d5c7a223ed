"""Interactive lessons, one per game, without Discord: `run` plays them, `keep` stores where
each learner stands, `model` says what a lesson is, `mandala` and `flowers` are the lessons."""
