"""Tally's own words in every language, carried by its descriptor (`Descriptor.texts`) and merged
into the catalogues at install: a game outside `i18n/` touches no shared catalogue."""

from __future__ import annotations

from i18n import Text

EN: dict[str, Text] = {
    "tally.tagline": "A tiny game that proves the framework.",
    "tally.rules.goal": "Goal",
    "tally.rules.goal.text": "Play numbered cards; most points wins.",
    "tally.played.you": "you played {count} × {number}",
    "tally.played.they": "{name} played {count} × {number}",
    "tally.left": "{name} left",
    "tally.seat.line": {"one": "{name}: {score} points, {n} card",
                        "other": "{name}: {score} points, {n} cards"},
    "tally.hand.line": "your hand: {hand}",
    "tally.hand.summary": {"one": "**Your hand** · {n} card", "other": "**Your hand** · {n} cards"},
    "tally.seat": "**{name}** · {score} points",
    "tally.move": "Play {number}s",
    "tally.move.up_to": {"one": "up to {n} card", "other": "up to {n} cards"},
    "lesson.tally.threes": "Each turn you play cards of one number and score the number times "
                           "the count. Play both your 3s.",
    "lesson.tally.threes.retry": "Two 3s score 6, more than any other play of your hand.",
    "lesson.tally.threes.count": "One 3 scores 3; both score 6.",
    "lesson.tally.threes.label": "your hand",
    "lesson.tally.last": "When every hand is empty the game ends and most points wins. Play "
                         "your last card.",
    "lesson.tally.last.retry": "Your 1 is the only card you have left.",
    "lesson.tally.last.label": "the points",
    "lesson.tally.recap": "Recap: play cards of one number; most points wins.",
    "lesson.tally.guide": "(1)-(2) each seat's points; (3) your hand.",
}

EL: dict[str, Text] = {
    "tally.tagline": "Ένα μικρό παιχνίδι που δοκιμάζει το πλαίσιο.",
    "tally.rules.goal": "Στόχος",
    "tally.rules.goal.text": "Παίξε αριθμημένες κάρτες· κερδίζει όποιος μαζέψει τους "
                             "περισσότερους πόντους.",
    "tally.played.you": "έπαιξες {count} × {number}",
    "tally.played.they": "ο/η {name} έπαιξε {count} × {number}",
    "tally.left": "ο/η {name} αποχώρησε",
    "tally.seat.line": {"one": "{name}: {score} πόντοι, {n} κάρτα",
                        "other": "{name}: {score} πόντοι, {n} κάρτες"},
    "tally.hand.line": "η χούφτα σου: {hand}",
    "tally.hand.summary": {"one": "**Η χούφτα σου** · {n} κάρτα",
                           "other": "**Η χούφτα σου** · {n} κάρτες"},
    "tally.seat": "**{name}** · {score} πόντοι",
    "tally.move": "Παίξε τα {number}",
    "tally.move.up_to": {"one": "έως {n} κάρτα", "other": "έως {n} κάρτες"},
    "lesson.tally.threes": "Σε κάθε σειρά παίζεις κάρτες ενός αριθμού και κερδίζεις τον αριθμό "
                           "επί το πλήθος τους. Παίξε και τα δύο 3 σου.",
    "lesson.tally.threes.retry": "Δύο 3 δίνουν 6 πόντους, περισσότερους από κάθε άλλη κίνηση.",
    "lesson.tally.threes.count": "Ένα 3 δίνει 3 πόντους· και τα δύο δίνουν 6.",
    "lesson.tally.threes.label": "η χούφτα σου",
    "lesson.tally.last": "Όταν αδειάσουν όλα τα χέρια, το παιχνίδι τελειώνει και κερδίζει όποιος "
                         "έχει τους περισσότερους πόντους. Παίξε την τελευταία σου κάρτα.",
    "lesson.tally.last.retry": "Το 1 είναι η μόνη κάρτα που σου έμεινε.",
    "lesson.tally.last.label": "οι πόντοι",
    "lesson.tally.recap": "Ανακεφαλαίωση: παίζεις κάρτες ενός αριθμού· κερδίζει όποιος "
                          "έχει τους περισσότερους πόντους.",
    "lesson.tally.guide": "(1)-(2) οι πόντοι κάθε θέσης· (3) η χούφτα σου.",
}

TEXTS: dict[str, dict[str, Text]] = {"en": EN, "el": EL}

COMMANDS: dict[str, dict[str, str]] = {"el": {
    "Play Tally, a test game": "Παίξτε Tally, ένα δοκιμαστικό παιχνίδι",
    "Challenge members to a game of Tally": "Προκαλέστε μέλη σε μια παρτίδα Tally",
    "Play Tally against me, the bot": "Παίξτε Tally εναντίον μου, του μποτ",
    "Open a table of Tally anyone can join": "Ανοίξτε ένα τραπέζι Tally όπου μπαίνει όποιος "
                                             "θέλει",
    "Finished Tally matches in this server": "Τελειωμένες παρτίδες Tally σε αυτόν τον "
                                             "διακομιστή",
    "The rules of Tally in short": "Οι κανόνες του Tally εν συντομία",
    "This server's Tally ranking": "Η κατάταξη Tally του διακομιστή",
}}
