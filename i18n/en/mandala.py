"""English: Mandala's own texts (its narration, pictures, rules, guide and lesson),
merged at load with shared.py and the other games' files (i18n)."""

from __future__ import annotations

TEXTS: dict[str, str | dict[str, str]] = {
    # ---- the end of a match, in a line -----------------------------------------------------
    "game_over.wins": "game over ({reason}): {score}; {who} wins",
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
    # ---- pictures --------------------------------------------------------------------
    # ---- render2: picture follow-ups ----
    # a Mandala caption's cards in short: Greek leaves "κάρτες" to the agreeing adjective
    "pic.m.lm.colored": {"one": "{n} {color} card", "other": "{n} {color} cards"},
    "pic.badge.picking": "PICKING",
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
    # ---- the table, the panel, their buttons and menus ------------------------------------
    # ---- wpick: the panel's picker buttons, hints, results, challenges ----
    "ch.about.mandala": "Mandala is a card game for two: play colours into two shared "
                        "mandalas; whoever completes one picks its cards first, and your "
                        "river decides what each colour in your cup is worth.",
    # ---- picker40: the button move picker, replay entries, rating changes ----
    "pick.m.mountain": "Mountain {m}",
    "pick.m.field": "Field {m}",
    "pick.m.discard": "Discard",
    # ---- explain39: reasons in words (the explainer, hints, the analysis' marks) -----------
    "explain.completes.mandala.you": "It completes mandala {m}, and you pick first from its "
                                     "mountain.",
    "explain.completes.mandala.they": "It completes mandala {m}, and {name} picks first from "
                                      "its mountain.",
    "explain.end_nearer.mandala": "Your river will hold {have} of its {need} colours: the "
                                  "sixth ends the game.",
    "explain.menu.completes.you": "completes it, you pick first · ",
    "explain.menu.completes.they": "completes it, your opponent picks first · ",
    "explain.menu.leaves": "⚠ leaves mandala {m} lacking only {color} · ",
    # ---- explain47: a mistake's reason as a contrast with the better move -----------------
    "mandala.next.pick": "pick a colour from mountain {m} with the buttons below.",
    "mandala.panel_summary": "**Your hand** · {cards} · {points}",
    "mandala.pick.label": "{color} ×{n} → {where}",
    "mandala.pick.discarded": {"one": "discarded: no field card here",
                               "other": "discarded: no field card here"},
    "mandala.pick.cup": "cup",
    "mandala.pick.river_cup": "river + cup",
    "mandala.pick.river": "river",
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
    # ---- lesson39: lessons ----
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
    "guide.m.turn": "Whose turn it is: the yellow frame and badge. Cyan marks the last move.",
    "guide.m.last": "The last move: a cyan frame where it was played. When several moves were "
                     "made since your previous turn, small cyan badges number them in order (1 "
                     "the oldest; 1·3: two moves there).",
    "guide.m.score": "Score ≥ 0: the cup's 2 hidden cards, dealt face down into it at the "
                     "start, are secret, so the real score may be higher.",
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
    "table.m.seat": "**{name}** · score {score} · hand {hand} · river {river}",
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
}
