"""Interactive lessons, without Discord: `run` plays them, `keep` stores where each learner
stands, `model` says what a lesson is, `tables` helps lay out a lesson's table. Each game's
lesson is its own module here (play/lessons/<game>.py), registered by its descriptor."""
