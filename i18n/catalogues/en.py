"""English: the reference catalogue (every other language holds exactly these keys)."""

from __future__ import annotations

NAME = "English"


def plural(n: int) -> str:
    return "one" if n == 1 else "other"


TEXTS: dict[str, str | dict[str, str]] = {
    # ---- shared words ----------------------------------------------------------------------
    "you": "you",
    "your": "your",
    "their": "their",
    "and": " and ",
    "sep": "; ",
    "article.a": "a",
    "article.an": "an",
    "untold": "a move was made",
    "cards": {"one": "{n} card", "other": "{n} cards"},
    "cards.colored": {"one": "{n} {color} card", "other": "{n} {color} cards"},
    "drew.you": "you drew {colors}",
    "drew.they": "{name} drew {cards}",
    "game_over.wins": "game over ({reason}): {score}; {who} wins",
    "game_over.shared": "game over ({reason}): {score}; {who} share the win",
    "game_over.win.you": "game over ({reason}): {score}; you win",
    "game_over.win.they": "game over ({reason}): {score}; {name} wins",
    # ---- colours: the colour itself, and as it agrees with "card(s)" -------------------------
    "color.red": "red",
    "color.orange": "orange",
    "color.yellow": "yellow",
    "color.green": "green",
    "color.purple": "purple",
    "color.black": "black",
    "color.grey": "grey",
    "color.red.card": {"one": "red", "other": "red"},
    "color.orange.card": {"one": "orange", "other": "orange"},
    "color.yellow.card": {"one": "yellow", "other": "yellow"},
    "color.green.card": {"one": "green", "other": "green"},
    "color.purple.card": {"one": "purple", "other": "purple"},
    "color.black.card": {"one": "black", "other": "black"},
    "color.grey.card": {"one": "grey", "other": "grey"},
    # ---- Mandala narration -----------------------------------------------------------------
    "mandala.end.river_full": "a river holds all six colours",
    "mandala.end.last_completion": "the last mandala was resolved",
    "mandala.end.no_cards": "the player to move had no card",
    "mandala.end.resigned": "a player resigned",
    "mandala.end.stopped": "nobody is left to play it out",
    "mandala.played_mountain.you": "you played {color} to mountain {m}",
    "mandala.played_mountain.they": "{name} played {color} to mountain {m}",
    "mandala.played_field.you": "you played {cards} to your field of mandala {m}",
    "mandala.played_field.they": "{name} played {cards} to their field of mandala {m}",
    "mandala.discarded.you": "you discarded {cards}",
    "mandala.discarded.they": "{name} discarded {cards}",
    "mandala.reshuffled": "the discard pile ({cards}) was shuffled into a new deck: the next "
                          "mandala to complete is the last",
    "mandala.picked.you": "you took {cards} from mountain {m}: {parts}",
    "mandala.picked.they": "{name} took {cards} from mountain {m}: {parts}",
    "mandala.picked.auto.you": "you automatically took {cards} from mountain {m}: {parts}",
    "mandala.picked.auto.they": "{name} automatically took {cards} from mountain {m}: {parts}",
    "mandala.picked.river": "1 to the river",
    "mandala.picked.cup": "{n} to the cup",
    "mandala.picked.discard": "{n} discarded ({whose} field there is empty)",
    "mandala.mountain_discarded": "nobody has field cards at mandala {m}: its mountain "
                                  "({cards}) is discarded",
    "mandala.fields_discarded": "the fields of mandala {m} ({cards}) were discarded",
    "mandala.dealt": "mountain {m} was dealt {shown}",
    "mandala.dealt_none": "nothing (no cards left)",
    "mandala.completed": "mandala {m} was completed",
    "mandala.completed.last": "mandala {m} was completed (the last one)",
    "mandala.picks_first.you": "; you pick first",
    "mandala.picks_first.they": "; {name} picks first",
    # ---- Flowers narration -----------------------------------------------------------------
    "flowers.end.third_flower": "a player completed a third flower",
    "flowers.end.tiles_out": "every mandala is closed",
    "flowers.end.no_cards": "every card lies on the mandalas",
    "flowers.end.resigned": "only one player is left",
    "flowers.end.stopped": "nobody is left to play it out",
    "tile.flowers": {"one": "{color} {n}-flower half", "other": "{color} {n}-flower half"},
    "tile.times3": "{color} 3x half",
    "tile.a": "{a} {tile}",
    "flowers.played.up.you": "you played {cards} face up to mandala {m}",
    "flowers.played.up.they": "{name} played {cards} face up to mandala {m}",
    "flowers.played.down.you": "you played {cards} face down to mandala {m}",
    "flowers.played.down.they": "{name} played {cards} face down to mandala {m}",
    "flowers.drew_nothing.you": "you drew nothing (no cards left)",
    "flowers.drew_nothing.they": "{name} drew nothing (no cards left)",
    "flowers.empty_hand.you": "you had no card: drew and the turn passes",
    "flowers.empty_hand.they": "{name} had no card: drew and the turn passes",
    "flowers.reshuffled": "the discard pile ({cards}) was shuffled into a new deck",
    "flowers.claimed.you": "you took the claim token of mandala {m}",
    "flowers.claimed.they": "{name} took the claim token of mandala {m}",
    "flowers.completed.nobody": "mandala {m} is complete: nobody leads it, its tiles are "
                                "discarded",
    "flowers.completed.choice": "mandala {m} is complete: {holder}; {second}",
    "flowers.completed.chooses.you": "you lead and choose a tile",
    "flowers.completed.chooses.they": "{name} leads and chooses a tile",
    "flowers.completed.second.you": "you, with the next most cards there, get the other",
    "flowers.completed.second.they": "{name}, with the next most cards there, gets the other",
    "flowers.completed.both": "mandala {m} is complete: {holder}",
    "flowers.completed.takes_both.you": "you take both tiles (nobody else qualifies for the "
                                        "second)",
    "flowers.completed.takes_both.they": "{name} takes both tiles (nobody else qualifies for "
                                         "the second)",
    "flowers.took.you": "you took the {tile}",
    "flowers.took.they": "{name} took the {tile}",
    "flowers.took_flower.you": "you took the {tile} and completed a flower",
    "flowers.took_flower.they": "{name} took the {tile} and completed a flower",
    "flowers.tiles_discarded": "{tiles} leave the game",
    "flowers.cleared.discarded.you": "you discarded {cards}",
    "flowers.cleared.discarded.they": "{name} discarded {cards}",
    "flowers.cleared.returned.you": "you took back {cards}",
    "flowers.cleared.returned.they": "{name} took back {cards}",
    "flowers.closes": "mandala {m} closes: no tiles are left",
    "flowers.dealt": "mandala {m} gets {tiles}",
    "flowers.voided": "mandala {m} is no longer complete",
    "flowers.resigned.you": "you left the game: your hand and {cards} on the mandalas are "
                            "discarded",
    "flowers.resigned.they": "{name} left the game: their hand and {cards} on the mandalas are "
                             "discarded",
    # ---- /games settings ---------------------------------------------------------------------
    "settings.manage_server": "Only members with the **Manage Server** permission can change "
                              "these settings.",
    "settings.saved": "Saved. ",
    "settings.threads_on": "Threads **on**: Each match is played in its own thread of the "
                           "channel where it was challenged (I need **Create Public Threads** "
                           "and **Send Messages in Threads** there).",
    "settings.threads_off": "Threads **off**: Each channel holds one match at a time, played "
                            "in the channel itself.",
    "settings.language": "\nLanguage of the tables and results: **{name}**.",
}

# English is the commands' own language: nothing to translate
COMMANDS: dict[str, str] = {}
