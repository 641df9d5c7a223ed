"""The command line (after RoboDanny's launcher): `python launch.py` starts the bot on Discord
(the playground without a token), `play` opens the playground, `demo` plays one random game
offline. It imports everything it starts and nothing imports it; `bot.py` holds the bot."""

from __future__ import annotations

import argparse
import sys

import games
import playground
from bot import (
    ConfigError,
    Settings,
    bring_up_to_date,
    check_database_path,
    create_bot,
    load_settings,
    read_environment,
    setup_logging,
)
from engine.demo import play_demo


def run(settings: Settings) -> None:
    """The bot on Discord until it is stopped."""
    setup_logging(settings.log_level)
    create_bot(settings).run(settings.token, log_handler=None)


def parser() -> argparse.ArgumentParser:
    known = games.install_all()  # the demo's games are the registered ones, first the default
    titles = ", ".join(f"{d.kind.title} {_seats(d)}" for d in known)
    p = argparse.ArgumentParser(prog="launch.py",
                                description=" & ".join(d.kind.title for d in known)
                                + " for Discord")
    sub = p.add_subparsers(dest="command")
    run = sub.add_parser("run", help="the bot on Discord (needs DISCORD_TOKEN; the default)")
    run.add_argument("--health-port", type=int, metavar="PORT",
                     help="serve /health at PORT when HEALTH_PORT is unset or empty (the Docker "
                          "image passes its healthcheck's port, so an env file's empty "
                          "HEALTH_PORT= cannot switch the endpoint off)")
    sub.add_parser("play", help="the bot in a local browser playground, no token needed")
    demo = sub.add_parser("demo", help="play one random game offline and print the move log")
    demo.add_argument("--game", default=known[0].name, choices=[d.name for d in known])
    demo.add_argument("--players", type=int, default=2, help=f"players: {titles}")
    demo.add_argument("--seed", type=int, default=1)
    return p


def _seats(d: games.Descriptor) -> str:
    low, high = d.kind.min_players, d.kind.max_players
    return str(low) if low == high else f"{low}-{high}"


def main(argv: list[str] | None = None) -> int:
    p = parser()
    args = p.parse_args(argv)
    if args.command == "demo":
        try:
            play_demo(args.seed, game=args.game, players=args.players)
        except ValueError as e:
            p.error(str(e))
        return 0

    env = read_environment()
    default_port = getattr(args, "health_port", None)
    if default_port is not None and not env.get("HEALTH_PORT", "").strip():
        env["HEALTH_PORT"] = str(default_port)
    no_token = not env.get("DISCORD_TOKEN", "").strip()
    if args.command == "play" or (args.command is None and no_token):
        return playground.main(env)  # no token: the real bot against a local, in-memory Discord
    try:
        settings = load_settings(env)
        if settings.database_url is None:
            check_database_path(settings.database_path)
        bring_up_to_date(settings)
    except ConfigError as e:
        print(e, file=sys.stderr)
        return 2
    run(settings)
    return 0


if __name__ == "__main__":
    sys.exit(main())
