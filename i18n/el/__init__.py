"""Greek: shared.py and one file per game, merged by `i18n`."""
