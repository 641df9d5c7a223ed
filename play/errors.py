"""The refusals of the rules of play: a `PlayError` is a catalogue key and its values, shown to
the user in their own language; each subclass is one refusal a caller may catch by type. Kept
apart from the service so everything that only reports a refusal (the cogs, present/, the
lessons) imports these and nothing else of it."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.games import kind as game_kind
from i18n import DEFAULT, t
from store import Challenge, Match, is_bot

# A value of a refusal that is itself worded per language (a list of members: "A, B and C").
Worded = Callable[[str], str]


class PlayError(Exception):
    """A request the bot refuses: catalogue `key` and its `params` (plain values, or `Worded`
    ones), so each user reads it in their own language; `str()` is the English text. Fit to
    show the user (ephemerally), not to log: it may quote the engine's words about the mover's
    hand. `rule` is the rule id of an engine refusal, the part a log may carry."""

    def __init__(self, key: str, /, *, rule: str | None = None, **params: object) -> None:
        self.key, self.params, self.rule = key, params, rule
        super().__init__(self.text(DEFAULT))

    def text(self, lang: str) -> str:
        """The refusal in `lang`."""
        return t(lang, self.key, **{k: v(lang) if callable(v) else v
                                     for k, v in self.params.items()})


def refused(key: str, error: ValueError) -> PlayError:
    """An engine refusal (or an unreadable code) in the user's words, keeping its rule id; the
    engine's own explanation (English, naming the rule) follows the catalogue's sentence."""
    return PlayError(key, rule=getattr(error, "rule", None), detail=str(error))


class NoLongerOpen(PlayError):
    """The challenge (or table) was accepted, declined, withdrawn, expired or started."""

    def __init__(self, *, lobby: bool = False) -> None:
        super().__init__("err.table_closed" if lobby else "err.challenge_closed")


class NotForYou(PlayError):
    def __init__(self) -> None:
        super().__init__("err.not_for_you")


class NotHost(PlayError):
    def __init__(self) -> None:
        super().__init__("err.not_host")


class MatchGone(PlayError):
    def __init__(self) -> None:
        super().__init__("err.match_gone")


class MatchOver(PlayError):
    def __init__(self) -> None:
        super().__init__("err.match_over")


class NotInMatch(PlayError):
    def __init__(self) -> None:
        super().__init__("err.not_in_match")


class Spectator(NotInMatch):
    """"Show my hand" from someone watching: where their own game would start."""

    def __init__(self, kind: str) -> None:
        PlayError.__init__(self, "err.spectator_hand", kind=kind)


class CancelOwn(PlayError):
    """A moderator who plays in a match may not end it unrated: another one must."""

    def __init__(self, kind: str) -> None:
        super().__init__("err.cancel_own", kind=kind)


class ChallengeSelf(PlayError):
    def __init__(self) -> None:
        super().__init__("err.challenge_self")


class InvitedTwice(PlayError):
    """A member in two seats would play against themselves."""

    def __init__(self) -> None:
        super().__init__("err.invited_twice")


class NoBotFor(PlayError):
    """The bot takes a seat only at a game the AI can play."""

    def __init__(self, kind: str) -> None:
        super().__init__("err.no_bot_for", title=game_kind(kind).title)


class PlaceBusy(PlayError):
    """A match played in the channel (or thread) itself waits for the one on there to end."""

    def __init__(self, *, thread: bool) -> None:
        super().__init__("err.thread_busy" if thread else "err.here_busy")


class NotYourTurn(PlayError):
    """A player acted out of turn; says who is to move, so the caller can name them."""

    def __init__(self, match: Match, to_move: int) -> None:
        super().__init__("err.not_your_turn")
        self.match, self.to_move = match, to_move


class AlreadyOpen(PlayError):
    """A challenge that would repeat an open one (or a second rematch); carries that one, so
    the caller can link to it instead of pinging everyone again."""

    def __init__(self, key: str, challenge: Challenge, **params: object) -> None:
        super().__init__(key, rule=None, **params)
        self.challenge = challenge


class Expired(PlayError):
    """The challenge or table's time is up, though the sweep may not have closed it yet."""

    def __init__(self, challenge: Challenge) -> None:
        super().__init__("err.table_expired" if challenge.lobby else "err.challenge_expired")
        self.challenge = challenge


def mention_list(user_ids: Sequence[int]) -> Worded:
    """Members as mentions, "<@1>, <@2> and <@3>" (shown privately: they notify nobody)."""
    named = [f"<@{u}>" for u in user_ids if not is_bot(u)]

    def worded(lang: str) -> str:
        if len(named) < 2:
            return "".join(named)
        return ", ".join(named[:-1]) + t(lang, "and") + named[-1]
    return worded
