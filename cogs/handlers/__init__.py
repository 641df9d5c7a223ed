"""The match handlers: what a click or a command sets going (after-move pipeline, playing,
challenges and lobbies, replays)."""
