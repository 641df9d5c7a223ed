"""English: the reference catalogue (every other language holds exactly these keys)."""

from __future__ import annotations

NAME = "English"


def plural(n: int) -> str:
    return "one" if n == 1 else "other"


TEXTS: dict[str, str | dict[str, str]] = {
    # ---- shared words ----------------------------------------------------------------------
    "you": "you",
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
    "mandala.end.no_play": "no card left could ever be played",
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
    "mandala.picked.discard.you": {"one": "{n} discarded (your field there is empty)",
                                   "other": "{n} discarded (your field there is empty)"},
    "mandala.picked.discard.they": {"one": "{n} discarded (their field there is empty)",
                                    "other": "{n} discarded (their field there is empty)"},
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
    # ---- pictures --------------------------------------------------------------------
    # ---- render2: picture follow-ups ----
    # a Mandala caption's cards in short: Greek leaves "κάρτες" to the agreeing adjective
    "pic.m.lm.colored": {"one": "{n} {color} card", "other": "{n} {color} cards"},
    "pic.key": "Key",
    "pic.your_hand": "Your hand",
    "pic.no_cards": "no cards",
    "pic.no_move_yet": "New game: no move yet",
    "pic.last_move": "Last move: ",
    "pic.race.title": "Score race: points after each round",
    "pic.race.round": "← round",
    "pic.mandala": "Mandala {m}",
    "pic.deck": "Deck",
    "pic.over.none": "Game over: no result",
    "pic.over.shared": "Game over: a shared win",
    "pic.over.you_share": "Game over: you share the win",
    "pic.over.you": "Game over: you win",
    "pic.over.they": "Game over: {name} wins",
    "pic.ended": "The game ended: {reason}.",
    "pic.turn": "move {n}",  # the replay's "Move n / total" counts the same moves
    "pic.your_turn": "Your turn",
    "pic.to_move": "{name} to move",
    "pic.you_tag": " (you)",
    "pic.badge.to_move": "TO MOVE",
    "pic.badge.picking": "PICKING",
    "pic.badge.choosing": "CHOOSING",
    "pic.badge.left": "left the game",
    "pic.hand": "Hand ",
    "pic.score": "Score ",
    "pic.cup": "Cup ",
    "pic.hidden": {"one": "{n} hidden", "other": "{n} hidden"},
    "pic.discard": "Discard ",
    "pic.empty": "empty",
    "pic.m.last_round": "LAST ROUND: the next completed mandala ends it",
    "pic.m.last_picks": "LAST ROUND: the game ends with these picks",
    "pic.m.no_cup_score": "no cup card scores",
    "pic.m.cup_cards": {"one": "  ({n} cup cards)", "other": "  ({n} cup cards)"},
    "pic.m.at": " at mandala {m}",
    "pic.m.your_pick": "▶ Your pick{at}: choose a colour",
    "pic.m.picks": "{name} picks{at}",
    "pic.m.picks_color": "▶ {name} picks a colour{at}",
    "pic.m.river": "River",
    "pic.m.mountain": "Mountain",
    "pic.m.picking": " · picking",
    "pic.m.field": "{name} · field",
    "pic.m.more_hidden": {"one": " (+{n} hidden)", "other": " (+{n} hidden)"},
    "pic.m.lm.mountain.you": "you played {color} to mountain {m}",
    "pic.m.lm.mountain.they": "{name} played {color} to mountain {m}",
    "pic.m.lm.mountain.none": {
        "one": "{color} played to mountain {m}",
        "other": "{color} played to mountain {m}",
    },
    "pic.m.lm.field.you": "you played {cards} to your field {m}",
    "pic.m.lm.field.they": "{name} played {cards} to their field {m}",
    "pic.m.lm.field.none": {
        "one": "{cards} played to a field of mandala {m}",
        "other": "{cards} played to a field of mandala {m}",
    },
    "pic.m.lm.discard.you": "you discarded {cards}",
    "pic.m.lm.discard.they": "{name} discarded {cards}",
    "pic.m.lm.discard.none": {"one": "{cards} discarded", "other": "{cards} discarded"},
    "pic.m.lm.pick.you": "you picked {color}{at}",
    "pic.m.lm.pick.they": "{name} picked {color}{at}",
    "pic.m.lm.pick.none": {"one": "{color} was picked{at}", "other": "{color} was picked{at}"},
    "pic.f.dark_tile": "dark tile",
    "pic.f.light_tile": "light tile",
    "pic.f.dark": "dark",
    "pic.f.light": "light",
    "pic.f.points": {"one": "{n} point", "other": "{n} points"},
    "pic.f.flowers": {"one": "{n} flower", "other": "{n} flowers"},
    "pic.f.left": " · left",
    "pic.f.chooses.you": "You choose a tile at mandala {m}",
    "pic.f.chooses.they": "{name} chooses a tile at mandala {m}",
    "pic.f.gets_other.you": "Dark tile or light tile: you get the other one",
    "pic.f.gets_other.they": "Dark tile or light tile: {name} gets the other one",
    "pic.f.lm.took.you": "you took the {tile}",
    "pic.f.lm.took.they": "{name} took the {tile}",
    "pic.f.lm.took.none": {"one": "the {tile} was taken", "other": "the {tile} was taken"},
    "pic.f.face_down": {"one": "{cards} face down", "other": "{cards} face down"},
    "pic.f.face_up": {"one": "{cards} face up", "other": "{cards} face up"},
    "pic.f.lm.played.you": "you played {what} to mandala {m}",
    "pic.f.lm.played.they": "{name}: {what} to mandala {m}",
    "pic.f.lm.played.none": {
        "one": "{what} played to mandala {m}",
        "other": "{what} played to mandala {m}",
    },
    "pic.f.flowers_row": "Flowers",
    "pic.f.halves": "Halves",
    "pic.f.key.down": "face-down cards",
    "pic.f.key.flowers": "✿ flowers",
    "pic.f.key.times3": "3x triples the other half",
    "pic.f.closed": "closed: no tiles left",
    "pic.f.claim": "Claim",
    "pic.f.nobody": "nobody",
    "pic.f.none_down": "none face down",
    "pic.f.none": "none",
    "pic.f.points_label": "Score ",
    "pic.f.footer.discard": "   Discard ",
    "pic.f.footer.dark": "   Tiles: dark ",
    "pic.f.footer.light": " · light ",
    "pic.f.footer.out": " · out ",
    # ---- a colour's name on a big card (narrower than the card) ----------------------
    "pic.card.red": "red",
    "pic.card.orange": "orange",
    "pic.card.yellow": "yellow",
    "pic.card.green": "green",
    "pic.card.purple": "purple",
    "pic.card.black": "black",
    "pic.card.grey": "grey",
    # ---- the table, the panel, their buttons and menus ------------------------------------
    # ---- wpick: the panel's picker buttons, hints, results, challenges ----
    "flow.confirm": "**{move}** · {does}\nThe button plays it.",
    "button.play": "Play",
    "button.hint": "Hint",
    "err.spectator_hand": "You are not in this match, so you have no hand here: you are "
                          "watching. To play yourself, challenge someone with `/{kind} "
                          "challenge` or practise against me with `/{kind} practice`.",
    "result.ratings": "Ratings: {lines}",
    "result.unrated_practice": "Practice game: not rated. Games against me, the bot, never "
                               "change a rating.",
    "ch.expires_in": {"one": "in {n} minute (at {at})", "other": "in {n} minutes (at {at})"},
    "ch.about.mandala": "Mandala is a card game for two: play colours into two shared "
                        "mandalas; whoever completes one picks its cards first, and your "
                        "river decides what each colour in your cup is worth.",
    "err.rematch_too_soon": "The match has only just ended, so this press was taken for a "
                            "second click on your last move and nothing was sent. Press "
                            "**Rematch** again in a moment if you want one.",
    "ch.about.flowers": "Flowers is a Mandala game for 2 to 4: play cards of one colour into "
                        "three mandalas, claim them, and win half-flower tiles to pair up.",
    # ---- picker40: the button move picker, replay entries, rating changes ----
    "pick.color": "Choose a colour to play:",
    "pick.color_n": "{color} ×{n}",
    "pick.where": "{color}: where, and how many?",
    "pick.count": "{color} → {place}: how many?",
    "pick.place_count": "{place} ×{n}",
    "pick.gone": "That choice is no longer there; your panel shows what you can play now.",
    "pick.m.mountain": "Mountain {m}",
    "pick.m.field": "Field {m}",
    "pick.m.discard": "Discard",
    "pick.f.mandala": "Mandala {m}",
    "replay.entry": "{n}. {what}",
    "replay.showing": "Showing move {n} of {total}",
    "rating.change": "{name} {before} → {after}, {delta}",
    "member.gone": "a former member",
    # ---- explain39: reasons in words (the explainer, hints, the analysis' marks) -----------
    "explain.completes.mandala.you": "It completes mandala {m}, and you pick first from its "
                                     "mountain.",
    "explain.completes.mandala.they": "It completes mandala {m}, and {name} picks first from "
                                      "its mountain.",
    "explain.completes.flowers.you": "It completes mandala {m}, and you choose a tile first.",
    "explain.completes.flowers.they": "It completes mandala {m}, and {name} chooses a tile "
                                      "first.",
    "explain.completes.none": "It completes mandala {m}, but nobody leads there: both tiles "
                              "leave the game.",
    "explain.takes_claim": "You take the claim token of mandala {m}.",
    "explain.keeps_claim": "You keep the claim token of mandala {m}.",
    "explain.face_down": "That colour is already present at mandala {m}, so the cards go face "
                         "down: they count for the claim but add no colour.",
    "explain.river": "It puts {color} in place {place} of your river: each further {card} card "
                     "in your cup is worth {place}.",
    "explain.cup": {"one": "{n} {color} card goes into your cup, worth {worth}.",
                    "other": "{n} {color} cards go into your cup, worth {worth} each."},
    "explain.flower": "You complete {a} {color} flower worth {points} points.",
    "explain.draws": {"one": "You draw {n} card.", "other": "You draw {n} cards."},
    "explain.end_nearer.mandala": "Your river will hold {have} of its {need} colours: the "
                                  "sixth ends the game.",
    "explain.end_nearer.flowers": "That makes {have} of the {need} flowers that end the game.",
    "explain.last_round": "The deck runs out and is rebuilt from the discard pile: the next "
                          "mandala completed is the last.",
    "explain.ends": "It ends the game.",
    "explain.leaves": "It leaves mandala {m} lacking only {color}: {name} can complete it.",
    "explain.leaves.first": "It leaves mandala {m} lacking only {color}: {name} can complete "
                            "it and pick first.",
    "explain.leaves.prize": "It leaves mandala {m} lacking only {color}: {name} can complete "
                            "it and pick first from its mountain ({prize}).",
    "explain.menu.completes.you": "completes it, you pick first · ",
    "explain.menu.completes.they": "completes it, your opponent picks first · ",
    "explain.menu.leaves": "⚠ leaves mandala {m} lacking only {color} · ",
    "explain.quiet": "Nothing changes on the table yet: it keeps your options open.",
    "explain.lost": "lost {pct}: {why}",
    "explain.hint": "💡 Hint: **{move}**. {why}",
    "explain.hints_used": {"one": "💡 {n} hint used", "other": "💡 {n} hints used"},
    # ---- explain47: a mistake's reason as a contrast with the better move -----------------
    "contrast.yours": "yours",
    "contrast.give": "With {other}: {said} Not with **{better}**.",
    "contrast.gain": "With **{better}**: {said} Not with {other}.",
    "contrast.score": "Your score after **{better}**: {b}; after {other}: {p}.",
    "contrast.points": {"one": "{n} point", "other": "{n} points"},
    "contrast.next_pick": "After {other}, {name}'s best pick is {cards}, worth {worth} to "
                          "them; after **{better}**, {best}.",
    "contrast.lead": "Fields of mandala {m}, you to {name}: {b0} to {b1} after **{better}**, "
                     "{p0} to {p1} after {other}. More cards there means the first pick when "
                     "it completes.",
    "contrast.race.ahead": {
        "one": "After **{better}** mandala {m} lacks {n} colour, after {other} {p}: you lead its "
               "fields {mine} to {theirs}, so you want it completed soon.",
        "other": "After **{better}** mandala {m} lacks {n} colours, after {other} {p}: you lead "
                 "its fields {mine} to {theirs}, so you want it completed soon."},
    "contrast.race.behind": {
        "one": "After **{better}** mandala {m} lacks {n} colour, after {other} {p}: {name} leads "
               "its fields {theirs} to {mine}, so you want it completed late.",
        "other": "After **{better}** mandala {m} lacks {n} colours, after {other} {p}: {name} "
                 "leads its fields {theirs} to {mine}, so you want it completed late."},
    "contrast.prize.ahead": {
        "one": "After **{better}** mountain {m} holds {n} card, after {other} {p}: you lead its "
               "fields {mine} to {theirs}, so you would pick first from it.",
        "other": "After **{better}** mountain {m} holds {n} cards, after {other} {p}: you lead "
                 "its fields {mine} to {theirs}, so you would pick first from it."},
    "contrast.prize.behind": {
        "one": "After **{better}** mountain {m} holds {n} card, after {other} {p}: {name} leads "
               "its fields {theirs} to {mine}, so they would pick first from it.",
        "other": "After **{better}** mountain {m} holds {n} cards, after {other} {p}: {name} "
                 "leads its fields {theirs} to {mine}, so they would pick first from it."},
    "contrast.hand": "**{better}** leaves you {b} in hand, {other} {p}: more to choose from "
                     "next turn.",
    "contrast.flowers": "Completed flowers after **{better}**: {b}; after {other}: {p}.",
    "contrast.claim.none": "**{better}** gives you the claim of mandala {m}; with {other} it "
                           "stays unclaimed.",
    "contrast.claim.other": "**{better}** gives you the claim of mandala {m}; with {other} "
                            "{name} keeps it.",
    "contrast.rival": "{name}'s score: {p} after {other}, {b} after **{better}**.",
    "contrast.rival_seen": "{name}'s points from the cards you have seen: {p} after {other}, "
                           "{b} after **{better}**.",
    "contrast.unseen": "**{better}** keeps more chance to win, for reasons that show only in "
                       "the moves after it: no difference is on the table yet.",
    "err.hint_players": "Only the player of this practice game can ask it for a hint.",
    "err.hint_members": "Hints are for practice games against me: in a match between members "
                        "they would be help from outside.",
    "err.hint_slow": "I'm too busy to think out a hint right now; nothing was counted. Please "
                     "ask again in a moment.",
    "table.header": "**{title}** · match #{id} · {players}",
    "table.vs": " vs ",
    "table.thinking": "{who} is thinking…",
    "table.left": "{who} left the match; play goes on without them.",
    "table.outdated": "**{title}** match #{id}: this table is no longer updated; the current one "
                      "is further down.",
    "table.turn_ping": "🔔 <@{uid}>, it's your turn in {title} match #{id}.",
    "final.off_board.void": "Match over: {reason}. It does not count.",
    "final.off_board.wins": "Match over: {reason}. {who} wins.",
    "final.off_board.shared": "Match over: {reason}. {who} share the win.",
    "final.wins": "Game over: {scores}. {who} wins!",
    "final.shared": "Game over: {scores}. {who} share the win!",
    "next.turn": "it's your turn. Press **Show my hand** to play.",
    "mandala.next.pick": "pick a colour from mountain {m} with the buttons below.",
    "mandala.panel_summary": "**Your hand** · {cards} · {points}",
    "mandala.pick.label": "{color} ×{n} → {where}",
    "mandala.pick.discarded": {"one": "discarded: no field card here",
                               "other": "discarded: no field card here"},
    "mandala.pick.cup": "cup",
    "mandala.pick.river_cup": "river + cup",
    "mandala.pick.river": "river",
    "move.up_to": "up to {n} cards",
    "move.one_card": "1 card",
    "mandala.move.mountain": "{color} → mountain {m}",
    "mandala.move.mountain.does": "then draw up to 3",
    "mandala.move.field": "{color} → your field at mandala {m}",
    "mandala.move.field.does": " · no draw",
    "mandala.move.discard": "Discard {color}",
    "mandala.move.discard.does": " · draw as many",
    "mandala.move.completes": "completes it · ",
    "mandala.group.mountain": "Mountain",
    "mandala.group.field": "Field",
    "mandala.group.discard": "Discard",
    "panel.since.one": "Since your turn: ",
    "panel.since.many": "Since your turn:\n",
    "panel.over": "This match is over.",
    "panel.left": "You left this match.",
    "panel.your_turn": "Your turn: choose a move below.",
    "panel.decision": "Your decision: choose below (the same buttons are under the table).",
    "panel.their_turn": "It's {name}'s turn; this panel updates as the match goes on.",
    "button.hand": "Show my hand",
    "button.rules": "Rules",
    "button.rematch": "Rematch",
    "button.rematch_offered": "Rematch offered",
    "button.replay": "Replay",
    "menu.choose_move": "Choose your move…",
    # ---- refusals: play/'s PlayError keys, and the answers every command shares ------------
    "err.not_current": "This move is no longer current: the table has changed since. Open a "
                       "fresh view.",
    "err.table_closed": "This table is no longer open.",
    "err.challenge_closed": "This challenge is no longer open.",
    "err.table_expired": "This table has expired.",
    "err.challenge_expired": "This challenge has expired.",
    "err.not_for_you": "This challenge is not for you.",
    "err.not_host": "Only the host who opened this table can start it.",
    "err.match_gone": "I can't find that match any more.",
    "err.match_over": "This match is over.",
    "err.not_in_match": "You are not in this match.",
    "err.not_your_turn": "It's not your turn.",
    "err.you_left": "You left this match.",
    "err.not_bot_turn": "It's not a bot's turn.",
    "err.move_refused": "That move isn't allowed: {detail}",
    "err.bot_move_refused": "The bot's move isn't allowed: {detail}",
    "err.cant_leave": "You can't leave now: {detail}",
    "err.game_options": "{detail}",
    "err.channel_busy": "This channel already has a match in progress.",
    "err.rematch_offered": "A rematch of this match was already offered",
    "err.you_challenged": "You already challenged {who}",
    "err.challenged_you": "{who} already challenged you",
    "err.challenge_cooldown": "You sent a challenge moments ago: wait {s} s before the next one.",
    "err.rematch_live": "This match is still being played: a rematch can be offered once it "
                        "is over.",
    "err.rematch_cancelled": "This match was cancelled, so it has no rematch; challenge again "
                             "with `/{kind} challenge`.",
    "err.rematch_players": "Only the players of this match can ask for a rematch.",
    "err.waiting_for": "Waiting for {who} to accept. Press Decline to withdraw.",
    "err.seats": "{title} needs {low}-{high} players; {seated} seated.",
    "err.seated": {"one": "{n} is", "other": "{n} are"},
    "err.option": "I couldn't use that option: pick a member of this server from the list.",
    "err.unexpected": "Something went wrong on my side; nothing was changed. Please try again.",
    "err.invalid_control": "This control is no longer valid; nothing was changed. Open a fresh "
                           "view (the table, your hand or the replay).",
    "err.busy": "My database is busy and didn't answer in time, so nothing was changed. Please "
                "try again in a moment.",
    "err.busy_maybe": "My database was slow to answer; your move may have counted. Look at the "
                      "table: it catches up by itself once the database answers.",
    "perm.View Channel": "View Channel",
    "perm.Send Messages": "Send Messages",
    "perm.Send Messages in Threads": "Send Messages in Threads",
    "perm.Attach Files": "Attach Files",
    "perm.Embed Links": "Embed Links",
    "perm.Read Message History": "Read Message History",
    "perm.Create Public Threads": "Create Public Threads",
    "perm.Manage Threads": "Manage Threads",
    "perm.words": {"one": "the {names} permission", "other": "the {names} permissions"},
    "perm.cant_host": "I can't host a match here: I need {perms} in this channel. Ask a "
                      "moderator to grant it (Edit Channel > Permissions).",
    "lines.earlier": {"one": "… {n} earlier moves", "other": "… {n} earlier moves"},
    "level.random": "random",
    "level.easy": "easy",
    "level.normal": "normal",
    "level.hard": "hard",
    "level.expert": "expert",
    "bot.who": "🤖 **bot**",
    "bot.who_level": "🤖 **bot ({level})**",
    "bot.name": "Bot ({level})",
    "bot.name_n": "Bot {n} ({level})",
    "err.seated_opening": "You are already seated at an open table: leave it first.",
    "err.seated_elsewhere": "You are already seated at another open table: leave it first.",
    "err.already_seated": "You are already seated at this table.",
    "err.not_seated": "You are not seated at this table.",
    "err.table_full": "This table is full.",
    "err.dm": "Matches are played in server channels, not in direct messages.",
    "err.permissions": "{text}",
    "err.thread_busy": "This thread already has a match in progress. Finish it first, or play "
                       "in another channel.",
    "err.here_busy": "This channel already has a match in progress. Finish it first, or play in "
                     "another channel.",
    "err.other_bot": "Bots can't play {title} yet: challenge a person.",
    "err.cant_see": "{name} can't see this channel, so they couldn't play here. Challenge them "
                    "in a channel you both can see.",
    "err.no_bot_for": "I can't play {title} myself yet: challenge members instead.",
    "err.invited_twice": "A member is invited twice: invite each player once.",
    "err.player_gone": "That player is no longer in this server.",
    "err.challenge_self": "You can't challenge yourself. Pick another member.",
    "err.already_open": "{what}.",
    "err.already_open_link": "{what}: {link}",
    "err.no_match_here": "There is no match #{n} in this server.",
    "err.replay_live": "Match #{n} is still being played: its replay opens once it is over "
                       "(`/{kind} log` tells the moves so far).",
    "err.replay_old": "Match #{n} started before moves were kept for replays.",
    "err.side_players": "Only the players of this match can see their side of it.",
    "err.analyse_players": "Only the players of this match can have their moves analysed.",
    "err.analysing": "I'm analysing match #{n} for someone in this server right now (one at a "
                     "time); try again in a minute or two.",
    "err.left_server": "{who} is no longer in this server: they can't play.",
    "err.their_choice": "Only {name} can press these: the choice is theirs.",
    "err.move_gone": "That move isn't available any more.",
    "err.in_thread": "Your {title} match is played in its thread {thread}: use the command "
                     "there.",
    "err.none_here": "There is no {title} match in progress in this channel. Start one with "
                     "`/{kind} challenge`.",
    "err.none_played": "No {title} match has been played in this channel yet (`/{kind} history` "
                       "lists this server's).",
    "err.none_finished": "No finished {title} match has been played in this channel yet "
                         "(`/{kind} history` lists this server's).",
    "err.no_such_match": "There is no {title} match #{n} in this server.",
    "err.reposted": "The table was just reposted; try again in {s} s (scroll up to find it).",
    "err.cancel_perm": "Only members with the **Manage Messages** permission in this channel "
                       "can cancel a match.",
    "err.cancel_own": "You play in this match, so you can't cancel it: ask another moderator, "
                      "or use `/{kind} forfeit`.",
    "pic.you_row": "You",
    "pic.f.lm.colored": {"one": "{n} {color} card", "other": "{n} {color} cards"},
    # ---- the Flowers panel, the table's lines, shared components ----------------------------
    # ---- lhint: a hint in lessons ----
    "lesson.button.hint": "Hint",
    "lesson.hint_count": "{move} ({cards})",
    "lesson.hints_used": {"one": "💡 You used {n} hint in this lesson.",
                          "other": "💡 You used {n} hints in this lesson."},
    # ---- wlesson: the lesson in Discord, "How to read the table" ----
    "lesson.button.learn": "Start the lesson",
    "lesson.button.guide": "How to read the table",
    "lesson.button.skip": "Skip this step",
    "lesson.button.over": "Start over",
    "lesson.button.practice": "Play a practice game (easy)",
    "lesson.started_over": "The lesson starts again from the first step.",
    "lesson.moved_on": "This message was behind: here is where your lesson stands now.",
    "lesson.done_head": "Lesson {title} · finished ✅",
    "lesson.well_done": "✅ **Well done.** What happened:",
    "lesson.skipped": "⏭️ **Skipped**: the move was made for you.",
    "lesson.guide_caption": "**How to read the table**: each number on the picture is "
                            "explained in the key below it.",
    # ---- lesson39: lessons ----
    "lesson.unknown": "There is no lesson for {game}.",
    "lesson.finished": "This lesson is finished: start it again, or play a practice game.",
    "lesson.not_finished": "Finish the lesson first (or skip to its end).",
    "lesson.not_a_move": "That is not a move you can make now: pick one from the list.",
    "lesson.would": "Not quite. We tried that move and took it back: {does}.",
    "lesson.would_sep": "; ",
    "lesson.would_draw": {"one": "you would draw {n} card", "other": "you would draw {n} cards"},
    "lesson.progress": "Lesson {title} · step {n} of {total}",
    "lesson.practice": "Ready? Play a practice game against me at the **{level}** level.",
    "lesson.sample_name": "Alex",
    "lesson.opponent": "Teacher",
    "lesson.opponent.told": "Teacher",
    "lesson.new_table": "New table: {words}",
    "lesson.mandala.field": "Two players, 108 cards: 18 in each of six colours. Each player gets "
                            "6 cards in hand and 2 face down in a **cup**, scored at the end; "
                            "each **mountain** gets 2 face up; 88 stay in the deck; who starts is "
                            "random. A **mandala** is a mountain with a **field** on each side. "
                            "Play any number of one colour to your field, keeping at least 1 card "
                            "in hand: play your greens onto your field of mandala 1.",
    "lesson.mandala.field.retry": "A field play puts cards of one colour on your own side of a "
                                  "mandala, and you draw nothing: try your greens (1 or 2) on "
                                  "your field of mandala 1.",
    "lesson.mandala.field.label": "your field",
    "lesson.mandala.colour": "The colour rule: in one mandala, each colour may be in only one "
                             "of its three parts (the mountain, your field, the other field). "
                             "Orange and red are on mountain 1 and purple is in the other "
                             "field, so none of them may go in your field there. A whole turn "
                             "is exactly one action, never a pass: play your black card onto "
                             "your field of mandala 1.",
    "lesson.mandala.colour.retry": "Black is in no part of mandala 1 yet, so it may join your "
                                   "field there.",
    "lesson.mandala.colour.label": "one colour, one part",
    "lesson.mandala.mountain": "A **mountain** play puts 1 card in the middle of a mandala; any "
                               "colour that is in neither field there may go, even one the "
                               "mountain already has. Then you draw up to 3 cards, never going "
                               "over 8 in hand. Play a purple card onto mountain 2.",
    "lesson.mandala.mountain.retry": "Try purple on mountain 2: nobody has purple in a field "
                                     "of mandala 2, and you will draw 3.",
    "lesson.mandala.mountain.label": "mountain 2",
    "lesson.mandala.discard": "The third action: **discard** any number of cards of one colour "
                              "face up onto the discard pile beside the deck, then draw as many, "
                              "one at a time from the top. Nothing on the mandalas changes. "
                              "Discard your 3 red cards.",
    "lesson.mandala.discard.retry": "Red is no use to you now: discard all 3 and draw 3 new "
                                    "cards.",
    "lesson.mandala.discard.count": "Discard all 3 reds, as asked: fewer would keep reds you have "
                                    "no use for now, and you draw exactly as many as you discard, "
                                    "so 3 reds out bring 3 new cards.",
    "lesson.mandala.discard.label": "discard pile",
    "lesson.mandala.complete": "Mandala 1 lacks only yellow. When all six colours are in a "
                               "mandala it is **complete**, and its mountain is shared out: the "
                               "player with more cards in their field there picks first (on a "
                               "tie, the one who did not complete it). Play yellow onto "
                               "mountain 1: you have 3 field cards there, your opponent 1.",
    "lesson.mandala.complete.retry": "Yellow is the sixth colour of mandala 1: put it on the "
                                     "mountain there.",
    "lesson.mandala.complete.label": "the sixth colour goes here",
    "lesson.mandala.pick": "Now you pick: choose a colour on the mountain and take all its "
                           "cards. Your first card of a colour goes on the leftmost empty space "
                           "of your **river** (6 spaces, worth 1 to 6), the rest into your cup. "
                           "Players take turns, each pick a choice made with a button; the last "
                           "colour goes by itself. Take orange.",
    "lesson.mandala.pick.retry": "Orange has 2 cards: 1 opens your river, 1 goes to your cup. "
                                 "Take orange.",
    "lesson.mandala.pick.label": "your river",
    "lesson.mandala.after": "You completed mandala 1, so once the picks were done its two fields "
                            "were discarded, its mountain was dealt 2 new cards, and play passed "
                            "to your opponent, the player who did not complete it: the Teacher "
                            "has just played red onto mountain 1. Your turn: play any number of "
                            "greens onto your field of mandala 2.",
    "lesson.mandala.after.retry": "Building a field gives you the first pick later: put green on "
                                  "your field of mandala 2.",
    "lesson.mandala.after.label": "2 new cards",
    "lesson.mandala.tie": "Both fields of mandala 1 hold 2 cards, and it lacks only yellow. On a "
                          "tie, the one who did **not** complete picks first. Complete it anyway: "
                          "play yellow onto mountain 1.",
    "lesson.mandala.tie.retry": "Put yellow on mountain 1 and watch who picks first.",
    "lesson.mandala.tie.label": "a tie: 2 and 2",
    "lesson.mandala.cup": "Orange is already in your river, so all oranges you take now go into "
                          "your cup. **Score**: a cup card is worth the number of its colour's "
                          "river space (0 if your river lacks the colour): orange sits in space "
                          "1, so 1 each. Cards taken from a mountain are seen by both players; "
                          "only hands, the deck's order and the 2 cards dealt into each cup stay "
                          "secret, so the other score shows **≥**. Take orange.",
    "lesson.mandala.cup.retry": "Take orange: both cards go into your cup.",
    "lesson.mandala.cup.label": "your cup",
    "lesson.mandala.nofield": "Your field at mandala 2 is empty. If you complete it, you still "
                              "take your turns to pick, but what you pick goes to the discard "
                              "pile (if neither field had a card, the whole mountain would be "
                              "discarded). See it: play orange onto mountain 2.",
    "lesson.mandala.nofield.retry": "Orange completes mandala 2: put it on the mountain there.",
    "lesson.mandala.nofield.label": "your field is empty",
    "lesson.mandala.discarded": "Your pick: whatever you choose is discarded, because your "
                                "field there is empty. Pick any colour.",
    "lesson.mandala.discarded.retry": "Pick any colour from mountain 2.",
    "lesson.mandala.discarded.label": "picks go here",
    "lesson.mandala.reshuffle": "Late in a game: the deck holds 1 card. A deck that runs out sets "
                                "nothing; but when a card must be drawn from an empty deck, the "
                                "discard pile is shuffled into a new deck, and the next mandala "
                                "completed is the last. If the discard pile is empty too, you "
                                "draw fewer cards. Play yellow onto mountain 1: you draw 3, so "
                                "the pile is shuffled in.",
    "lesson.mandala.reshuffle.retry": "A mountain play draws: that empties the deck. Play "
                                      "yellow or green onto mountain 1.",
    "lesson.mandala.reshuffle.label": "1 card left",
    "lesson.mandala.last": "So mandala 2, which lacks only red, will be the last. Had your "
                           "mountain play itself completed a mandala, the reshuffle in its draw "
                           "would have made that one the last; a reshuffle while a mountain is "
                           "refilled after a completion makes the next one the last. (If the "
                           "player to move has no card and no move, the game ends too.) Complete "
                           "it: play red onto mountain 2 or your field there.",
    "lesson.mandala.last.retry": "Red completes mandala 2: play it there.",
    "lesson.mandala.last.label": "the last mandala",
    "lesson.mandala.sixth": "Your river holds five colours. A sixth colour in a river ends the "
                            "game once this completion is shared out. Most points wins; on a tie, "
                            "fewer cup cards wins; still tied, both players share the win. Take "
                            "black.",
    "lesson.mandala.sixth.retry": "Black is the colour your river lacks: take it.",
    "lesson.mandala.sixth.label": "space 6",
    "lesson.mandala.worth": "**Playing well, 1 of 3: a river space's worth.** Every cup card "
                            "scores its colour's river space, so a colour in a late space is "
                            "worth more. Green sits in space 3 of your river: the 3 greens on "
                            "mountain 1 go to your cup for 9 points, while red would only open "
                            "space 4 and score nothing now. You pick first: take green.",
    "lesson.mandala.worth.retry": "Green in space 3 makes the 3 greens worth 9 in your cup; red "
                                  "would score nothing now. Take green.",
    "lesson.mandala.worth.label": "green: space 3",
    "lesson.mandala.first": "**Playing well, 2 of 3: the first pick.** The bigger field picks "
                            "first and takes the best colour. Mandala 1 lacks only black, but "
                            "your field there holds 1 card and the Teacher's 2: completing it now "
                            "would give the Teacher the first pick of the 3 reds. Grow your field "
                            "first: play both your greens onto it (2 cards, as 1 would only tie).",
    "lesson.mandala.first.retry": "Completing mandala 1 now hands the Teacher the first pick: "
                                  "first play both greens onto your field there (3 cards against "
                                  "2).",
    "lesson.mandala.first.count": "Both greens, not 1: 1 makes your field 2 against 2, and on a "
                                  "tie the player who did not complete picks first, so completing "
                                  "it later would still give the Teacher the first pick.",
    "lesson.mandala.first.label": "1 card against 2",
    "lesson.mandala.feed": "**Playing well, 3 of 3: the other river.** Every mountain card ends "
                           "up with a picker. Red sits in space 5 of the Teacher's river, so each "
                           "red you put on a mountain may score them 5; yellow sits in space 4 of "
                           "yours. Play your yellow, not a red, onto a mountain.",
    "lesson.mandala.feed.retry": "A red on a mountain may score 5 for the Teacher, a yellow 4 for "
                                 "you: play yellow onto a mountain.",
    "lesson.mandala.feed.label": "Teacher's river: red in space 5",
    "lesson.mandala.recap": "Recap: each turn, play to a mountain (then draw), to your field, "
                            "or discard and draw. A colour lives in one part of a mandala. Six "
                            "colours complete it: more field cards pick first, a new colour "
                            "opens a river space, the rest fill your cup. Cup cards score their "
                            "river space.",
    "lesson.flowers.faceup": "Flowers has 90 cards, 15 in each of six colours. Three **mandalas** "
                             "each show 2 half-flower **tiles** (one dark-backed, one light) and "
                             "a **claim** token. The first player is chosen at random and gets 5 "
                             "cards, the next 6 (with 3 or 4 players, 7 and 8). Play 1 or more "
                             "cards of one colour to one mandala: red is not yet shown on mandala "
                             "1, so it goes **face up**. Play 1 red there.",
    "lesson.flowers.faceup.retry": "Try 1 red card on mandala 1: no tile or face-up card there "
                                   "is red.",
    "lesson.flowers.faceup.label": "mandala 1",
    "lesson.flowers.draw": "Playing exactly 1 card draws 2 (some tables use another rule: draw "
                           "up to 4 without going over 8); 2 or more draw nothing. Everyone "
                           "sees the tiles, face-up cards, how many cards each has where, and "
                           "hand sizes. Play 1 yellow to mandala 2.",
    "lesson.flowers.draw.retry": "Play exactly 1 card, yellow, on mandala 2, and draw 2.",
    "lesson.flowers.draw.count": "Exactly 1 card, as asked: only a play of exactly 1 card draws "
                                 "2; a play of 2 or more draws nothing.",
    "lesson.flowers.draw.label": "your hand",
    "lesson.flowers.facedown": "A colour already shown in a mandala (by a tile or a face-up "
                               "card) goes **face down**: only you know its colour, but it "
                               "still counts as your card there. Grey is a tile of mandala 1: "
                               "play 1 grey there.",
    "lesson.flowers.facedown.retry": "Put 1 grey card on mandala 1 and see it go face down.",
    "lesson.flowers.facedown.label": "grey is shown",
    "lesson.flowers.several": "Play 2 oranges to mandala 1: several cards go down together and "
                              "draw nothing, and you must keep at least 1 card. With no card at "
                              "the start of your turn you draw 2 and your turn ends; an empty "
                              "deck is refilled by shuffling the discard pile.",
    "lesson.flowers.several.retry": "Play 2 orange cards on mandala 1.",
    "lesson.flowers.several.label": "mandala 1",
    "lesson.flowers.claim": "The **claim**: after you play, if you have a face-up card in that "
                            "mandala and more cards there than every other player with a "
                            "face-up card there, you take its token; a tie does not. Your "
                            "opponent holds mandala 2 with 3 cards: play 3 yellows there.",
    "lesson.flowers.claim.retry": "3 yellows give you 4 cards on mandala 2, more than 3: play "
                                  "them there.",
    "lesson.flowers.claim.count": "3 yellows, as asked: 1 or 2 leave you at 2 or 3 cards, and 3 "
                                  "against 3 is a tie, which does not take the claim; a 4th "
                                  "yellow would take it too but is better kept in hand.",
    "lesson.flowers.claim.label": "claim token",
    "lesson.flowers.complete": "Each colour has 6 tiles showing 1, 1, 2, 2 or 3 flowers, or "
                               "**3x** (a multiplier). When a mandala's tiles and face-up cards "
                               "show all six colours, it is **complete**. Mandala 1 lacks only "
                               "yellow: play 1 yellow there.",
    "lesson.flowers.complete.retry": "Yellow is the sixth colour of mandala 1: play it there.",
    "lesson.flowers.complete.label": "these tiles",
    "lesson.flowers.choose": "You hold the claim, so you choose a tile. The other goes to second "
                             "place: the other player with a face-up card there and the most "
                             "cards (tie: most face-up; still tied, or nobody, you take both). "
                             "Takers discard their cards there, the others take theirs back, and "
                             "2 new tiles come; if a tile stack is empty, the mandala closes "
                             "instead. Take the green tile.",
    "lesson.flowers.choose.retry": "Either tile is fine here: choose one.",
    "lesson.flowers.choose.label": "choose one",
    "lesson.flowers.pair": "You hold a lone green half, and mandala 3 shows a green tile and "
                           "lacks only yellow. Complete it: play 1 yellow there.",
    "lesson.flowers.pair.retry": "Play yellow on mandala 3 to complete it.",
    "lesson.flowers.pair.count": "1 yellow, as asked: it completes mandala 3 just as 2 would, and "
                                 "a play of exactly 1 card also draws you 2.",
    "lesson.flowers.pair.label": "a green tile",
    "lesson.flowers.flower": "Two halves of one colour make a **flower**, paired for good; a "
                             "third half of that colour starts a new lone half. A flower scores "
                             "the larger half plus twice the smaller (3 with 2 makes 7); with a "
                             "3x half, 3 times the other. A lone half scores its flowers, and a "
                             "lone 3x scores 0. Take the green tile.",
    "lesson.flowers.flower.retry": "The green tile pairs with your green half: take it.",
    "lesson.flowers.flower.label": "your flowers",
    "lesson.flowers.unclaimed": "Nobody holds mandala 2's claim. If it completes so, the player "
                                "with the most cards there (then most face-up) chooses as if "
                                "holding it; if the top is tied, both tiles are thrown away. "
                                "Complete it: play red there.",
    "lesson.flowers.unclaimed.retry": "Red is the colour mandala 2 lacks: play it there.",
    "lesson.flowers.unclaimed.label": "nobody's claim",
    "lesson.flowers.closing": "Late in a game both tile stacks are empty (see Tiles at the "
                              "bottom). You hold mandala 3's claim and nobody else has a face-up "
                              "card there, so completing it gives you both tiles; with no tile "
                              "left to deal, mandala 3 then closes for good, and once all three "
                              "are closed the game ends. Complete it: play purple there.",
    "lesson.flowers.closing.retry": "Purple is the colour mandala 3 lacks: play it there and "
                                    "watch the mandala close.",
    "lesson.flowers.closing.label": "no tiles left to deal",
    "lesson.flowers.third": "You have two flowers. A third flower ends the game once that "
                            "completion is shared out. The game also ends at once when no hand, "
                            "deck or discard pile holds a card: every card lies on the mandalas. "
                            "Complete mandala 1: play purple.",
    "lesson.flowers.third.retry": "Purple completes mandala 1: play it there.",
    "lesson.flowers.third.label": "mandala 1",
    "lesson.flowers.score": "Take the orange 3x: with your orange 3 it scores 9. Then all flowers "
                            "and halves are counted; most points wins; on a tie, more flowers; "
                            "still tied, a shared win.",
    "lesson.flowers.score.retry": "Orange 3x pairs with your orange 3: take it.",
    "lesson.flowers.score.label": "points",
    "lesson.flowers.claimfirst": "**Playing well, 1 of 3: the claim.** Whoever completes a "
                                 "mandala, its claim holder chooses the tile. Mandala 2 lacks "
                                 "only red, and the Teacher holds its claim with 2 cards against "
                                 "your 1. Take it first: play your 2 greys there. They go face "
                                 "down but still count: 3 against 2 (1 grey would only tie, and a "
                                 "tie does not take the claim).",
    "lesson.flowers.claimfirst.retry": "Mandala 2 is about to complete: 2 greys there give you 3 "
                                       "cards against 2 and its claim, so you choose the tile "
                                       "whoever completes it.",
    "lesson.flowers.claimfirst.count": "Both greys, not 1: 1 grey makes 2 cards against 2, a tie, "
                                       "and a tie does not take the claim.",
    "lesson.flowers.claimfirst.label": "the Teacher's claim",
    "lesson.flowers.theirs": "**Playing well, 2 of 3: pairing halves.** The Teacher completed "
                             "mandala 2, but you hold its claim, so you choose, and the Teacher, "
                             "second, gets the other tile. The purple 3 pairs with your lone "
                             "purple 2: a flower worth 7. The green 3 would be a third green "
                             "half, which only starts a new lone half worth 3. Take the purple "
                             "tile.",
    "lesson.flowers.theirs.retry": "The purple 3 makes your purple 2 a flower worth 7; the green "
                                   "3 would be a lone half worth 3. Take purple.",
    "lesson.flowers.theirs.label": "purple 3 or green 3",
    "lesson.flowers.short": "**Playing well, 3 of 3: a short hand.** It is your turn again: after "
                            "a completion, play goes on with the player after the one who played, "
                            "and the Teacher played. Your hand is down to 3 cards; a play of "
                            "exactly 1 card draws 2, while 2 or more draw nothing. Refill: play 1 "
                            "yellow onto mandala 1.",
    "lesson.flowers.short.retry": "With 3 cards, play 1 yellow onto mandala 1 and draw 2: more "
                                  "cards, more choices next turn.",
    "lesson.flowers.short.count": "1 yellow, not 2: 2 cards draw nothing and leave you 1 card; 1 "
                                  "card draws 2 and leaves you 4.",
    "lesson.flowers.short.label": "3 cards left",
    "lesson.flowers.recap": "Recap: play one colour to one mandala; a new colour goes face up, "
                            "a shown one face down. The player with most cards and a face-up "
                            "card holds the claim. Six colours complete a mandala: the holder "
                            "chooses a tile, second place gets the other. Pair halves into "
                            "flowers; a third flower ends the game.",
    "rules.m.table.h": "Reading the table picture",
    "rules.m.table": "Your seat is at the bottom, your opponent's on top; a yellow frame marks "
                     "whose turn it is, a cyan one the last move. **River 1 … 6** are a river's "
                     "spaces: a card there scores nothing itself but makes each cup card of its "
                     "colour worth that number. **Score ≥ 5 (+2 hidden)**: the cup cards anyone "
                     "can see are worth 5, and 2 cards dealt face down at the start are not "
                     "counted yet, so the real score may be higher. Each colour has its shape: "
                     "● red, ▲ orange, ★ yellow, ■ green, ◆ purple, ⬢ black. "
                     "**Deck** is how many cards are left to draw; **Discard** is the face-up "
                     "discard pile.",
    "rules.f.table.h": "Reading the table picture",
    "rules.f.table": "Each mandala shows who holds its claim, its **dark** and **light** tile (a "
                     "number of ✿ flowers, or 3x), and a row per player: face-up cards by colour, "
                     "and ◇ with how many face-down cards. Your row also lists the colours of "
                     "your own face-down cards, which only you see. Below, each player's hand "
                     "size, points, flowers and lone halves. A yellow frame marks whose turn it "
                     "is, a cyan one the last move; the bottom line gives the deck, the discard "
                     "pile and the tiles left in each stack.",
    "guide.m.turn": "Whose turn it is: the yellow frame and badge. Cyan marks the last move.",
    "guide.m.last": "The last move: a cyan frame where it was played. When several moves were "
                     "made since your previous turn, small cyan badges number them in order (1 "
                     "the oldest; 1·3: two moves there).",
    "guide.m.score": "Score ≥ 0 (+2 hidden): the 2 cards dealt face down into that cup at the "
                     "start are secret, so the real score may be higher.",
    "guide.m.mandala": "A mandala: its mountain in the middle and a field for each player; a "
                       "colour may be in only one of the three.",
    "guide.m.river": "Your river, spaces 1 to 6: each cup card scores the number of the space "
                     "holding its colour.",
    "guide.m.cup": "Your cup: the cards that score at the end. You see all of yours; the other "
                   "player sees only those taken from a mountain.",
    "guide.m.river.seat": "A player's river, spaces 1 to 6: each card in their cup scores the "
                          "number of the space holding its colour.",
    "guide.m.cup.seat": "A player's cup: the cards that score at the end. Its owner sees them "
                        "all; everyone else only those taken from a mountain.",
    "guide.m.hand": "Your hand: only you see it. Each colour has its shape: ● red, ▲ orange, "
                    "★ yellow, ■ green, ◆ purple, ⬢ black.",
    "guide.m.deck": "Deck: cards left to draw. Once it runs out, the discard pile is shuffled "
                    "in and the next completed mandala is the last.",
    "guide.m.discard": "Discard pile, face up: how many cards, and of which colours.",
    "guide.f.turn": "Whose turn it is: the yellow frame and badge. Cyan marks the last move.",
    "guide.f.last": "The last move: a cyan frame where it was played. When several moves were "
                     "made since your previous turn, small cyan badges number them in order (1 "
                     "the oldest; 1·3: two moves there).",
    "guide.f.claim": "Claim: who holds this mandala's token and so chooses a tile when it "
                     "completes.",
    "guide.f.tiles": "The two tiles to win, dark and light: ✿ flowers, or 3x, which triples "
                     "the other half of its flower.",
    "guide.f.row": "Cards on a mandala: face-up ones by colour; ◇ and a number for face-down "
                   "ones, whose colours only their owner knows.",
    "guide.f.score": "Hand size and points so far.",
    "guide.f.flowers": "Completed flowers and lone halves, with what each scores; +2: two "
                       "more halves than the line can show.",
    "guide.f.hand": "Your hand: only you see it.",
    "guide.f.deck": "Deck, discard pile, and the tiles left in the dark and light stacks.",
    "button.accept": "Accept",
    "button.decline": "Decline",
    "button.join": "Join",
    "button.leave": "Leave",
    "button.start": "Start",
    "button.back": "Back",
    "button.forfeit": "Yes, forfeit",
    "button.keep_playing": "Keep playing",
    "button.analyse": "Analyse my moves",
    "forfeit.kept": "Good luck! The match goes on.",
    "menu.group": "{name}…",
    "replay.public": "Public view",
    "replay.mine": "My side",
    "replay.deal": "The deal",
    "replay.move": "Move {n}",
    "replay.moves": "Moves {low}–{high}",
    "replay.go_to_move": "Go to move… (moves {low}–{high})",
    "replay.go_to_page": "Go to page…",
    "table.next": "{who}, {what}",
    "table.m.seat": "**{name}** · score {score} · hand {hand} · river {river}",
    "table.f.seat": "**{name}** · {points} · hand {hand}",
    "end.forfeit": "{loser} forfeited",
    "end.timeout": "{loser} ran out of time",
    "end.cancelled": "a moderator cancelled the match",
    "end.a_player": "a player",
    "why.a_permission": "I'm missing a permission in this channel",
    "why.permission": "I'm missing {perms} in {where}",
    "why.gone": "the channel or message is gone",
    "why.discord_down": "Discord had a problem; try again in a moment",
    "why.refused": "Discord refused it: {detail}",
    "why.mine": "something went wrong on my side",
    "why.db_away": "my database didn't answer; the table will update by itself once it does",
    "why.busy": "my database was busy; try again in a moment",
    "flow.gone_closed": "{who} is no longer in this server, so this challenge is closed.",
    "flow.accepted": "✅ {who} accepted {by}'s challenge. ",
    "flow.table_closed": "↩️ {who} closed their table.",
    "flow.sat_down": "✅ {who} sat down. ",
    "flow.no_thread": "Match #{id} is played in this channel: {why}.",
    "flow.new_game": "A new game.",
    "flow.new_game_first": "A new game: {name} was drawn to play first.",
    "flow.not_posted": "Match #{id} has started, but I couldn't post its table here ({why}). "
                       "Once that is fixed, anyone can show it with `/{kind} table`; a moderator "
                       "can end it with `/{kind} cancel`.",
    "flow.declined": "❌ {who} declined the challenge.",
    "flow.withdrew": "↩️ {who} withdrew the challenge.",
    "flow.how_many": "**{move}** · {does}\nHow many? The number plays it.",
    "flow.move_counted": "Your move counted, but I couldn't update the table ({why}). "
                         "`/{kind} table` shows it again.",
    "flow.notice_failed": "Your move counted, but I couldn't post the 🔔 turn notice for {who} "
                          "({why}), so they were not notified.",
    "flow.forfeited": "You forfeited the match.",
    "flow.forfeit_counted": "Your forfeit counted, but I couldn't update the table ({why}).",
    "rules.title": "{title}: the rules in short",
    "record": "{wins} · {losses} · {draws}",
    "record.wins": {"one": "{n} win", "other": "{n} wins"},
    "record.losses": {"one": "{n} loss", "other": "{n} losses"},
    "record.draws": {"one": "{n} draw", "other": "{n} draws"},
    "day": "{d} {month} {y}",
    "month.1": "Jan", "month.2": "Feb", "month.3": "Mar", "month.4": "Apr", "month.5": "May",
    "month.6": "Jun", "month.7": "Jul", "month.8": "Aug", "month.9": "Sep", "month.10": "Oct",
    "month.11": "Nov", "month.12": "Dec",
    "rules.m.tagline": "A card game for two by Trevor Benjamin and Brett J. Gilbert.",
    "rules.m.goal.h": "Goal",
    "rules.m.goal": "Collect cards in your **cup** (a face-down pile in front of you) and make "
                    "them valuable with your **river**, a row of 6 spaces numbered 1 to 6. At the "
                    "end each cup card scores the number of the river space holding its colour, "
                    "or 0 if its colour is not in your river. Most points wins.",
    "rules.m.turn.h": "Your turn: one of three actions",
    "rules.m.turn": "Each turn, do exactly one of these (you may not pass):\n"
                    "• **Mountain**: put 1 card from your hand on the mountain (the middle row) "
                    "of either mandala, then draw 3 cards, or fewer so you never hold more than "
                    "8.\n"
                    "• **Field**: put 1 or more cards of one colour on your own field (your side) "
                    "of one mandala. Keep at least 1 card in hand; you draw nothing.\n"
                    "• **Discard**: put any number of cards of one colour face up on the discard "
                    "pile, then draw as many.",
    "rules.m.colour.h": "Colour rule",
    "rules.m.colour": "The table has two **mandalas**, each with three parts: a **mountain** in "
                      "the middle and a **field** for each player. In one mandala a colour may be "
                      "in only one part: a card may go on the mountain only if neither field "
                      "there has its colour (the mountain itself may), and into your field only "
                      "if neither the mountain nor the other field there has it. The two mandalas "
                      "don't affect each other.",
    "rules.m.complete.h": "Completing a mandala",
    "rules.m.complete": "A mandala is **complete** when all six colours are in it (mountain and "
                        "both fields together). Its mountain is then shared out: whoever has more "
                        "cards (not colours) in their field there **picks** first; on a tie, the "
                        "player who did not complete it. Players take turns choosing a colour on "
                        "the mountain and take all its cards; the last colour goes by itself. "
                        "Your first card of a new colour goes on the leftmost empty space of your "
                        "river; the rest, and every card of a colour already in your river, go "
                        "into your cup. If your field there is empty, you still pick in turn, but "
                        "what you pick is discarded. Then both fields are discarded, the mountain "
                        "gets 2 new cards, and the other player moves.",
    "rules.m.end.h": "The end",
    "rules.m.end": "When a card must be drawn and the deck is empty, the discard pile is shuffled "
                   "into a new deck; from then on the next completed mandala is the last. The "
                   "game also ends as soon as a river holds all six colours (that mandala's picks "
                   "still finish). Most points wins; on a tie, fewer cards in the cup wins; still "
                   "tied, the win is shared.",
    "rules.m.here.h": "Playing here",
    "rules.m.here": "Press **Show my hand** on the table (or `/mandala hand`) to see your cards "
                    "privately and play. Picks are buttons on the table. You are reminded after "
                    "a while, then forfeit if you don't move. `/mandala forfeit` resigns.",
    "rules.f.tagline": "Flowers: A Mandala Game, for 2 to 4, by Trevor Benjamin and Brett J. "
                       "Gilbert.",
    "rules.f.draw.seed": "after playing exactly 1 card, draw 2",
    "rules.f.draw.published": "after playing exactly 1 card, draw up to 4 without going over 8",
    "rules.f.draw.match": "This match draws by the **{rule}** rule: {words}.",
    "rules.f.draw.default": "Drawing: by default (the **seed** rule, this bot's own) {seed}; a "
                            "match started with `draw:published` (the rule of the printed game) "
                            "{published}.",
    "rules.f.goal.h": "Goal",
    "rules.f.goal": "Win **half-flower tiles** (each shows 1 to 3 flowers, or **3x**, a "
                    "multiplier) from three **mandalas**, and pair two halves of one colour into "
                    "a **flower**. The game ends when someone completes a third flower; then most "
                    "points wins.",
    "rules.f.turn.h": "Your turn",
    "rules.f.turn": "Play 1 or more cards of **one colour** to one mandala (keep at least 1 card "
                    "when you play 2 or more). {drawing} Playing 2 or more draws nothing. No "
                    "cards at the start of your turn: draw 2, your turn ends.",
    "rules.f.faces.h": "Face up or face down",
    "rules.f.faces": "A colour is **shown** in a mandala when one of its two tiles or anyone's "
                     "face-up card there has it. Cards of a colour not shown there go **face "
                     "up**; otherwise they go **face down**: everyone sees how many, only you "
                     "know their colour. Face-down cards still count as your cards there.",
    "rules.f.claim.h": "The claim",
    "rules.f.claim": "Each mandala has a **claim** token. After you play, if you have at least "
                     "one face-up card there and more cards there (face up and down) than every "
                     "other player with a face-up card there, you take its token. A tie does not "
                     "take it; the token stays until someone takes it this way.",
    "rules.f.complete.h": "Completing a mandala",
    "rules.f.complete": "A mandala is **complete** when its 2 tiles and the face-up cards show "
                        "all six colours. The **claim** holder chooses one of its tiles (buttons "
                        "on the table). The other goes to **second place**: among the other "
                        "players with a face-up card there, the one with most cards (tie: most "
                        "face-up cards); if nobody qualifies, or they are still tied, the holder "
                        "takes both. If nobody holds the claim, the player with most cards there "
                        "chooses as if holding it (a tie at the top: both tiles are thrown away). "
                        "Whoever took a tile discards their cards there; the others take theirs "
                        "back into hand. Then 2 new tiles are dealt; when a tile stack runs out, "
                        "that mandala closes.",
    "rules.f.scoring.h": "Scoring",
    "rules.f.scoring": "A **lone half** (not paired) scores its flowers; a lone **3x** half "
                       "scores 0, as it only multiplies. A **flower** (two halves of one colour) "
                       "scores the larger half plus twice the smaller (3 and 1 → 5; 2 and 2 → 6); "
                       "with a 3x half, 3 × the other half (3x and 3 → 9; two 3x → 0). Most "
                       "points wins; on a tie, more flowers; still tied, the win is shared.",
    "rules.f.here.h": "Playing here",
    "rules.f.here": "Press **Show my hand** on the table (or `/flowers hand`). `/flowers "
                    "forfeit` leaves; with two or more players left, the match goes on.",
    "f.next.choose": "mandala {m} is complete: choose your tile with the buttons below.",
    "f.panel_summary": "**Your hand** · {cards} · {points}",
    "f.choice.dark": "Dark: {tile}",
    "f.choice.light": "Light: {tile}",
    "f.move.up": "face up",
    "f.move.down": "face down",
    "f.move.claims": "takes the claim",
    "f.move.claims_with": "takes the claim with {n}+",
    "f.move.completes": "completes it",
    "f.move.one_draws": " (1 draws {n})",
    "f.move.one_then": "1 card, then draw {n}",
    "f.move.one_only": "1 card, draws nothing",
    "f.move.label": "{color} → mandala {m}",
    "f.move.group": "Mandala {m}",
    "panel.outdated": "This panel is outdated: use your newest one below.",
    "player_n": "Player {n}",
    # ---- /games settings ---------------------------------------------------------------------
    # ---- wpace: paces, clocks, /games mine and notices in Discord ----
    "ch.pace": "\nPace: **{pace}**",
    "mine.head": "Your live matches here, most urgent first:\n",
    "mine.open": "#{id} {title}",
    "mine.more": {"one": "\n…and {n} more.", "other": "\n…and {n} more."},
    # ---- play40: the playground's client language switch ----
    "playground.client_language": "Your Discord client now speaks **{name}**: what I tell you "
                                  "privately comes in it, as on Discord when you change the "
                                  "app's language. Tables and results follow the server's "
                                  "language (`/games settings`).",
    # ---- pace41: paces, clocks, /games mine, turn notices ----
    "pace.fixed": "standard pace",
    "pace.live": "live: {min} min + {inc} s a move",
    "pace.daily": {"one": "daily: {n} day a move", "other": "daily: {n} days a move"},
    "clock.ms": "{m}:{s:02d}",
    "clock.hm": "{h} h {m:02d} min",
    "clock.dh": "{d} d {h} h",
    "pic.clocks": "Time left: ",
    "err.bad_pace": "That pace is not one of the choices offered; nothing changed.",
    "err.bad_level": "That level is not one of the choices offered; nothing changed.",
    "err.clock_out": "Your clock has run out: this match is lost on time.",
    "err.bad_notices": "Turn notices go to **channel**, **dm** or **both**; nothing changed.",
    "settings.pace": "\nPace of new matches: **{pace}**.",
    "notices.channel": "Turn notices: in the match's channel.",
    "notices.dm": "Turn notices: by direct message, with a link to the table.",
    "notices.both": "Turn notices: in the match's channel and by direct message.",
    "notices.dm_closed": "Your direct messages are closed to me, so your turn notices went to "
                         "the match's channel instead.",
    "mine.none": "You have no live match in this server.",
    "mine.your_turn": "your turn",
    "mine.their_turn": "{name} to move",
    "mine.line": "**{title}** #{id} vs {opponents} · {turn}{left} · {link}",
    "mine.left": " · {left} left",
    "mine.button": "My matches",
    "notice.dm_turn": "🔔 Your turn in {title} match #{id} on **{server}**: {link}",
    "notice.dm_remind": "⏰ Still your move in {title} match #{id} on **{server}**; it times "
                        "out {by}: {link}",
    "settings.manage_server": "Only members with the **Manage Server** permission can change "
                              "these settings.",
    "settings.saved": "Saved. ",
    "settings.threads_on": "Threads **on**: Each match is played in its own thread of the "
                           "channel where it was challenged (I need **Create Public Threads** "
                           "and **Send Messages in Threads** there).",
    "settings.threads_off": "Threads **off**: Each channel holds one match at a time, played "
                            "in the channel itself.",
    "settings.language": "\nLanguage of the tables and results: **{name}**.",
    # ---- challenges, lobbies, replay, history, reminders, threads, refusals --------------
    # ---- review: the session's review ----
    "err.show_cannot_write": "You can't write in {where}, so I won't post there for you.",
    # ---- wreplay: replay narration, "Show the channel", the analysis' reasons ----
    "replay.reason": "• move {n} {mark}: {why}",
    "replay.show": "Show the channel",
    "replay.shown": "🎞️ {who} shows **{title}** match #{id}, move {n} / {total}: {what}",
    "replay.shown_ok": "Posted move {n} of match #{id} in {where}.",
    "err.show_wait": "You showed a move a moment ago: you can show another in {s} s.",
    "err.show_refused": "I couldn't show it in the match's channel: {why}.",
    "err.show_gone": "Match #{id}'s channel is gone, so there is nowhere to show it.",
    "replay.head": "**{title}** · match #{id} replay · {players}",
    "replay.at": "**Move {n} / {total}**",
    "replay.told": " · {what}",
    "replay.at_deal": " · the deal: nobody has moved yet",
    "replay.your_side": "Your side: your hand as it was.",
    "replay.public_side": "The public table: what everyone saw.",
    "replay.jump": "Move {n} {mark}",
    "replay.no_mistake": "🔍 My analysis: no move of yours lost much; well played.",
    "replay.mistakes": "🔍 Your biggest mistakes: {moves}",
    "replay.mistake": "move {n} {mark}",
    "replay.preferred": "This move: your chance to win after it: {chance}; I preferred **{best}** "
                        "({value}).",
    "replay.agreed": "This move: your chance to win after it: {chance}; I'd have played it too.",
    "replay.animation": {"one": "Match #{id}, {n} move, as the table showed it.",
                         "other": "Match #{id}, {n} moves, as the table showed them."},
    "replay.analysing": "🔍 Analysing your moves in match #{id}…",
    "replay.analysing_n": "🔍 Analysing your moves in match #{id}… {done} / {total}",
    "replay.nothing": "nothing moved",
    "games.orphan.deleted": "🏁 **{title}** match #{id} ended unrated: its thread was deleted.",
    "games.orphan.archived": "🏁 **{title}** match #{id} ended unrated: its thread was "
                             "archived.",
    "games.board": "{title} leaderboard",
    "games.board_empty": "No rated games yet. Start one with `/{kind} challenge`!",
    "games.board_empty_established": "No established rating yet: a rating is provisional "
                                     "(\"1630?\") for its first dozen or so games. See "
                                     "everyone with `/{kind} leaderboard everyone:True`.",
    "games.games": {"one": "{n} game", "other": "{n} games"},
    "games.board_footer": "Established ratings only (Glicko-2, as on lichess; everyone starts "
                          "at 1500). Provisional ones too: /{kind} leaderboard everyone:True",
    "games.board_footer_all": "Everyone who played; \"?\" marks a provisional rating (its first "
                              "dozen or so games).",
    "games.bot_stats": "{title} stats: me, the bot",
    "games.bot_stats_about": "Each level's approximate strength on the members' rating scale, "
                             "measured by games between the levels (normal is set at 1500, "
                             "where every member starts). Games against me "
                             "(`/{kind} practice`) are practice: unrated.",
    "games.level_strength": "≈ {rating}",
    "games.not_measured": "not measured yet",
    "games.stats": "{title} stats: {name}",
    "games.vs_bot": "Against the bot",
    "games.vs_bot_value": "{rating} · {record} (compare with `stats` of the bot)",
    "games.no_rated": "{who} has no rated {title} game in this server yet.",
    "games.rating": "Rating",
    "games.rank": "Rank",
    "games.games_h": "Games",
    "games.record": "Record",
    "games.win_rate": "Win rate",
    "games.rating_value": "{rating} (uncertainty ±{rd})",
    "games.rating_provisional": "{rating} (provisional: uncertainty ±{rd}, it settles over "
                                "the first dozen or so games)",
    "chart.title": "{title} rating: {name}",
    "chart.now": "Now {rating} · {games}",
    "chart.provisional": "provisional",
    "chart.games": "games",
    "hist.log": "{title} match #{id}: the moves",
    "hist.log_live": "{title} match #{id}: the moves so far",
    "hist.too_old": "This match started before moves were kept for replays.",
    "hist.no_move": "No move yet.",
    "hist.finished": "{title}: finished matches",
    "hist.finished_of": "{title}: finished matches of {name}",
    "hist.someone": "someone",
    "hist.none": "No finished match yet.",
    "remind.text": "⏰ <@{uid}>, it's still your move in {title} match #{id}.{link}\nIf you don't "
                   "play by {by}, you forfeit.",
    "cmd.not_reposted": "I couldn't post the table: {why}.",
    "cmd.reposted": "Table reposted below.",
    "cmd.posted_below": "Posted below.",
    "cmd.forfeit_ask": "Forfeit this match? It counts as a loss for you.",
    "cmd.cancelled_by": "{who} cancelled this match.",
    "cmd.cancelled": "Match #{id} cancelled; no rating changed.",
    "ch.options": "\nOptions: {options}",
    "ch.lobby": "{host} opened a table of **{title}** for {low}–{high} players! Press **Join** to "
                "sit down; the host presses **Start** once {low}–{high} are seated.\nSeated "
                "({n}/{high}): {seated}. This table expires {expires} if not started.",
    "ch.challenge": "{by} challenges {who} to a game of **{title}**! This challenge expires "
                    "{expires}.",
    "ch.so_far": "\nAccepted so far: {accepted} · waiting for {waiting}.",
    "ch.practice": "{who} plays **{title}** against {bots}. {where}",
    "ch.begins_below": "The match begins below.",
    "ch.expired": "⌛ {who}'s challenge to {invited} expired.",
    "ch.lobby_expired": "⌛ {who}'s open table expired.",
    "thread.kind": "matches in this kind of channel can't have threads of their own",
    "thread.needs": "I need {perms} here to give each match its own thread",
    "thread.fallback": "\n-# One match at a time in this channel: {why}.",
    "thread.failed": "I couldn't open a thread for it",
    "thread.begins_below": "Match #{id} begins below.",
    "thread.begins_in": "Match #{id} is played in its thread {thread}: {link}",
    "thread.head": "🏁 **{title}** match #{id} in {thread}",
    "thread.void": "{head}: {why}; it does not count.",
    "thread.cancelled": "cancelled",
}

# English is the commands' own language: nothing to translate
COMMANDS: dict[str, str] = {}
