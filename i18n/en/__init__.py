"""English, the reference language: shared.py and one file per game, merged by `i18n`."""
