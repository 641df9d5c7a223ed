"""English: Flowers's own texts (its narration, pictures, rules, guide and lesson),
merged at load with shared.py and the other games' files (i18n)."""

from __future__ import annotations

TEXTS: dict[str, str | dict[str, str]] = {
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
    "pic.badge.choosing": "CHOOSING",
    "pic.badge.left": "left the game",
    "pic.f.dark_tile": "dark tile",
    "pic.f.light_tile": "light tile",
    "pic.f.dark": "dark",
    "pic.f.light": "light",
    "pic.f.flowers": {"one": "{n} flower", "other": "{n} flowers"},
    "pic.f.left": " · left",
    "pic.f.chooses.you": "You choose at mandala {m}",
    "pic.f.chooses.they": "{name} chooses at mandala {m}",
    "pic.f.gets_other.you": "Dark or light: you get the other",
    "pic.f.gets_other.they": "Dark or light: {name} gets the other",
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
    # ---- the table, the panel, their buttons and menus ------------------------------------
    # ---- wpick: the panel's picker buttons, hints, results, challenges ----
    "ch.about.flowers": "Flowers is a Mandala game for 2 to 4: play cards of one colour into "
                        "three mandalas, claim them, and win half-flower tiles to pair up.",
    # ---- picker40: the button move picker, replay entries, rating changes ----
    "pick.f.mandala": "Mandala {m}",
    # ---- explain39: reasons in words (the explainer, hints, the analysis' marks) -----------
    "explain.completes.flowers.you": "It completes mandala {m}, and you choose a tile first.",
    "explain.completes.flowers.they": "It completes mandala {m}, and {name} chooses a tile "
                                      "first.",
    "explain.end_nearer.flowers": "That makes {have} of the {need} flowers that end the game.",
    # ---- refusals: play/'s PlayError keys, and the answers every command shares ------------
    "pic.you_row": "You",
    "pic.f.lm.colored": {"one": "{n} {color} card", "other": "{n} {color} cards"},
    # ---- lesson39: lessons ----
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
    "rules.f.table.h": "Reading the table picture",
    "rules.f.table": "Each mandala shows who holds its claim, its **dark** and **light** tile (a "
                     "number of ✿ flowers, or 3x), and a row per player: face-up cards by colour, "
                     "and ◇ with how many face-down cards. Your row also lists the colours of "
                     "your own face-down cards, which only you see. Below, each player's hand "
                     "size, points, flowers and lone halves. A yellow frame marks whose turn it "
                     "is, a cyan one the last move; the bottom line gives the deck, the discard "
                     "pile and the tiles left in each stack.",
    "guide.f.turn": "Whose turn it is: the yellow frame and ▶. Cyan marks the last move.",
    "guide.f.last": "The last move: a cyan frame where it was played. When several moves were "
                     "made since your previous turn, small cyan badges number them in order (1 "
                     "the oldest; 1·3: two moves there).",
    "guide.f.claim": "Claim: the white pill names who holds this mandala's token and so chooses "
                     "a tile when it completes (⚑ nobody: nobody holds it).",
    "guide.f.tiles": "The two tiles to win, dark on the left, light on the right: ✿ flowers, or "
                     "×3, which triples the other half of its flower.",
    "guide.f.row": "Cards on a mandala: face-up ones by colour; ◇ and a number for face-down "
                   "ones, whose colours only their owner knows.",
    "guide.f.score": "A player's band: name, points so far, ✿ completed flowers and ◇ cards in "
                     "hand; under it their cards in each mandala. Each player's halves are "
                     "listed in the message.",
    "guide.f.flowers": "Completed flowers and lone halves, with what each scores; +2: two "
                       "more halves than the line can show.",
    "guide.f.hand": "Your hand: only you see it.",
    "guide.f.deck": "Deck, discard pile, and the tiles left in the dark and light stacks.",
    "table.f.seat": "**{name}** · {points} · hand {hand}",
    "table.f.halves": "halves {halves}",  # a seat's lone halves, after its line (issue 48)
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
}
