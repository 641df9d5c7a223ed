"""The registry of every button and menu the bot sends, for every game (challenge.py, match.py,
replay.py hold them with their views). Each is a `Control` whose custom_id carries what it acts
on (a challenge id, or a match id and the state version it was made for), so it survives
restarts and an outdated one changes nothing. The prefix "g:" is shared by every game: the
match row says which game it is, and its `GameUI` supplies what differs."""

from __future__ import annotations

from cogs.controls.challenge import (
    AcceptButton,
    DeclineButton,
    JoinButton,
    LeaveButton,
    StartButton,
)
from cogs.controls.lesson import (
    GuideButton,
    LearnButton,
    LessonHintButton,
    LessonMenu,
    LessonNav,
    LessonPlay,
)
from cogs.controls.match import (
    BackButton,
    DoButton,
    HandButton,
    HintButton,
    KeepPlayingButton,
    MoveSelect,
    PickButton,
    RematchButton,
    ResignButton,
    RulesButton,
)
from cogs.controls.mine import MineButton
from cogs.controls.replay import (
    AnalyseButton,
    ReplayButton,
    ReplayOpenButton,
    ReplaySelect,
    ShowChannelButton,
)

DYNAMIC_ITEMS = (AcceptButton, DeclineButton, JoinButton, LeaveButton, StartButton, HandButton,
                 RulesButton, DoButton, MoveSelect, PickButton, BackButton, RematchButton,
                 ResignButton, KeepPlayingButton, ReplayOpenButton, ReplayButton, ReplaySelect,
                 AnalyseButton, HintButton, ShowChannelButton, LessonPlay, LessonMenu, LessonNav,
                 LearnButton, GuideButton, MineButton, LessonHintButton)


def ours(custom_id: str) -> bool:
    """Whether some control of ours reads this custom_id (discord.py hands the click to it);
    a "g:" one that none reads was forged and is answered by the games cog."""
    return any(item.__discord_ui_compiled_template__.fullmatch(custom_id)
               for item in DYNAMIC_ITEMS)
