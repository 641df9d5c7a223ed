"""Ελληνικά (Greek).

Glossary: the games' own words, as the Greek brief of Flowers (shared/seeds/000_…) names them,
used the same everywhere (narration, panels, pictures, commands):

  card κάρτα / κάρτες · hand χούφτα (the brief's word) · deck τράπουλα
  discard pile στοίβα απόρριψης · discard απορρίπτω · draw τραβάω
  face up / face down με την όψη πάνω / με την όψη κάτω
  mandala το μαντάλα (indeclinable, neuter; plural τα μαντάλα)
  flower tile πλακίδιο λουλουδιού · half (tile) μισό (πλακίδιο) · 3x half μισό 3x
  flower (completed) (ολοκληρωμένο) λουλούδι · points πόντοι
  claim token μάρκα διεκδίκησης (the brief writes the loanword "token"; a Greek word keeps
    the text free of Latin letters) · claim διεκδικώ · lead προηγούμαι
  Mandala: mountain βουνό · field χωράφι · river ποτάμι · cup κύπελλο
  colours (the colour / a neuter noun: tile, half): red κόκκινο, orange πορτοκαλί (invariable),
    yellow κίτρινο, green πράσινο, purple μωβ (invariable), black μαύρο, grey γκρι
    (invariable), white λευκό; with κάρτα they agree: κόκκινη κάρτα / κόκκινες κάρτες
  Punctuation: Greek's ";" is a question mark, so a clause break is the ano teleia "·".
  A player's name takes no article (its gender is unknown); "his/her" is written "του/της".
"""

from __future__ import annotations

NAME = "Ελληνικά"


def plural(n: int) -> str:
    return "one" if n == 1 else "other"


TEXTS: dict[str, str | dict[str, str]] = {
    # ---- shared words ----------------------------------------------------------------------
    "you": "εσύ",
    "your": "σου",
    "their": "του/της",
    "and": " και ",
    "sep": " · ",
    "article.a": "ένα",
    "article.an": "ένα",
    "untold": "έγινε μια κίνηση",
    "cards": {"one": "{n} κάρτα", "other": "{n} κάρτες"},
    "cards.colored": {"one": "{n} {color} κάρτα", "other": "{n} {color} κάρτες"},
    "drew.you": "τράβηξες {colors}",
    "drew.they": "{name} τράβηξε {cards}",
    "game_over.wins": "τέλος παιχνιδιού ({reason}): {score} · κερδίζει {who}",
    "game_over.shared": "τέλος παιχνιδιού ({reason}): {score} · {who} μοιράζονται τη νίκη",
    "game_over.win.you": "τέλος παιχνιδιού ({reason}): {score} · κερδίζεις",
    "game_over.win.they": "τέλος παιχνιδιού ({reason}): {score} · κερδίζει {name}",
    # ---- colours ---------------------------------------------------------------------------
    "color.red": "κόκκινο",
    "color.orange": "πορτοκαλί",
    "color.yellow": "κίτρινο",
    "color.green": "πράσινο",
    "color.purple": "μωβ",
    "color.black": "μαύρο",
    "color.grey": "γκρι",
    "color.red.card": {"one": "κόκκινη", "other": "κόκκινες"},
    "color.orange.card": {"one": "πορτοκαλί", "other": "πορτοκαλί"},
    "color.yellow.card": {"one": "κίτρινη", "other": "κίτρινες"},
    "color.green.card": {"one": "πράσινη", "other": "πράσινες"},
    "color.purple.card": {"one": "μωβ", "other": "μωβ"},
    "color.black.card": {"one": "μαύρη", "other": "μαύρες"},
    "color.grey.card": {"one": "γκρι", "other": "γκρι"},
    # ---- Mandala narration -----------------------------------------------------------------
    "mandala.end.river_full": "ένα ποτάμι έχει και τα έξι χρώματα",
    "mandala.end.last_completion": "το τελευταίο μαντάλα ολοκληρώθηκε",
    "mandala.end.no_cards": "ο παίκτης που είχε σειρά δεν είχε κάρτα",
    "mandala.end.resigned": "ένας παίκτης παραιτήθηκε",
    "mandala.end.stopped": "δεν έμεινε κανείς να το τελειώσει",
    "mandala.played_mountain.you": "έπαιξες {color} στο βουνό {m}",
    "mandala.played_mountain.they": "{name} έπαιξε {color} στο βουνό {m}",
    "mandala.played_field.you": "έπαιξες {cards} στο χωράφι σου στο μαντάλα {m}",
    "mandala.played_field.they": "{name} έπαιξε {cards} στο χωράφι του/της στο μαντάλα {m}",
    "mandala.discarded.you": "απέρριψες {cards}",
    "mandala.discarded.they": "{name} απέρριψε {cards}",
    "mandala.reshuffled": "η στοίβα απόρριψης ({cards}) ανακατεύτηκε σε νέα τράπουλα: το "
                          "επόμενο μαντάλα που θα ολοκληρωθεί είναι το τελευταίο",
    "mandala.picked.you": "πήρες {cards} από το βουνό {m}: {parts}",
    "mandala.picked.they": "{name} πήρε {cards} από το βουνό {m}: {parts}",
    "mandala.picked.auto.you": "πήρες αυτόματα {cards} από το βουνό {m}: {parts}",
    "mandala.picked.auto.they": "{name} πήρε αυτόματα {cards} από το βουνό {m}: {parts}",
    "mandala.picked.river": "1 στο ποτάμι",
    "mandala.picked.cup": "{n} στο κύπελλο",
    "mandala.picked.discard": "{n} απορρίφθηκαν (το χωράφι {whose} εκεί είναι άδειο)",
    "mandala.mountain_discarded": "κανείς δεν έχει κάρτες χωραφιού στο μαντάλα {m}: το βουνό "
                                  "του ({cards}) απορρίπτεται",
    "mandala.fields_discarded": "τα χωράφια του μαντάλα {m} ({cards}) απορρίφθηκαν",
    "mandala.dealt": "στο βουνό {m} μοιράστηκαν: {shown}",
    "mandala.dealt_none": "τίποτα (δεν έμειναν κάρτες)",
    "mandala.completed": "το μαντάλα {m} ολοκληρώθηκε",
    "mandala.completed.last": "το μαντάλα {m} ολοκληρώθηκε (το τελευταίο)",
    "mandala.picks_first.you": " · διαλέγεις πρώτα",
    "mandala.picks_first.they": " · {name} διαλέγει πρώτα",
    # ---- Flowers narration -----------------------------------------------------------------
    "flowers.end.third_flower": "ένας παίκτης ολοκλήρωσε τρίτο λουλούδι",
    "flowers.end.tiles_out": "όλα τα μαντάλα έκλεισαν",
    "flowers.end.no_cards": "όλες οι κάρτες βρίσκονται στα μαντάλα",
    "flowers.end.resigned": "έμεινε μόνο ένας παίκτης",
    "flowers.end.stopped": "δεν έμεινε κανείς να το τελειώσει",
    "tile.flowers": {"one": "{color} μισό με {n} λουλούδι",
                     "other": "{color} μισό με {n} λουλούδια"},
    "tile.times3": "{color} μισό 3x",
    "tile.a": "{a} {tile}",
    "flowers.played.up.you": "έπαιξες {cards} με την όψη πάνω στο μαντάλα {m}",
    "flowers.played.up.they": "{name} έπαιξε {cards} με την όψη πάνω στο μαντάλα {m}",
    "flowers.played.down.you": "έπαιξες {cards} με την όψη κάτω στο μαντάλα {m}",
    "flowers.played.down.they": "{name} έπαιξε {cards} με την όψη κάτω στο μαντάλα {m}",
    "flowers.drew_nothing.you": "δεν τράβηξες τίποτα (δεν έμειναν κάρτες)",
    "flowers.drew_nothing.they": "{name} δεν τράβηξε τίποτα (δεν έμειναν κάρτες)",
    "flowers.empty_hand.you": "δεν είχες κάρτα: τράβηξες και η σειρά πέρασε",
    "flowers.empty_hand.they": "{name} δεν είχε κάρτα: τράβηξε και η σειρά πέρασε",
    "flowers.reshuffled": "η στοίβα απόρριψης ({cards}) ανακατεύτηκε σε νέα τράπουλα",
    "flowers.claimed.you": "πήρες τη μάρκα διεκδίκησης του μαντάλα {m}",
    "flowers.claimed.they": "{name} πήρε τη μάρκα διεκδίκησης του μαντάλα {m}",
    "flowers.completed.nobody": "το μαντάλα {m} ολοκληρώθηκε: κανείς δεν προηγείται, τα "
                                "πλακίδιά του απορρίπτονται",
    "flowers.completed.choice": "το μαντάλα {m} ολοκληρώθηκε: {holder} · {second}",
    "flowers.completed.chooses.you": "προηγείσαι και διαλέγεις πλακίδιο",
    "flowers.completed.chooses.they": "{name} προηγείται και διαλέγει πλακίδιο",
    "flowers.completed.second.you": "εσύ, με τις αμέσως περισσότερες κάρτες εκεί, παίρνεις "
                                    "το άλλο",
    "flowers.completed.second.they": "{name}, με τις αμέσως περισσότερες κάρτες εκεί, παίρνει "
                                     "το άλλο",
    "flowers.completed.both": "το μαντάλα {m} ολοκληρώθηκε: {holder}",
    "flowers.completed.takes_both.you": "παίρνεις και τα δύο πλακίδια (κανείς άλλος δεν "
                                        "δικαιούται το δεύτερο)",
    "flowers.completed.takes_both.they": "{name} παίρνει και τα δύο πλακίδια (κανείς άλλος δεν "
                                         "δικαιούται το δεύτερο)",
    "flowers.took.you": "πήρες το {tile}",
    "flowers.took.they": "{name} πήρε το {tile}",
    "flowers.took_flower.you": "πήρες το {tile} και ολοκλήρωσες ένα λουλούδι",
    "flowers.took_flower.they": "{name} πήρε το {tile} και ολοκλήρωσε ένα λουλούδι",
    "flowers.tiles_discarded": "{tiles}: φεύγουν από το παιχνίδι",
    "flowers.cleared.discarded.you": "απέρριψες {cards}",
    "flowers.cleared.discarded.they": "{name} απέρριψε {cards}",
    "flowers.cleared.returned.you": "πήρες πίσω {cards}",
    "flowers.cleared.returned.they": "{name} πήρε πίσω {cards}",
    "flowers.closes": "το μαντάλα {m} κλείνει: δεν έμειναν πλακίδια",
    "flowers.dealt": "το μαντάλα {m} παίρνει {tiles}",
    "flowers.voided": "το μαντάλα {m} δεν είναι πια ολοκληρωμένο",
    "flowers.resigned.you": "αποχώρησες από το παιχνίδι: η χούφτα σου και {cards} στα μαντάλα "
                            "απορρίπτονται",
    "flowers.resigned.they": "{name} αποχώρησε από το παιχνίδι: η χούφτα του/της και {cards} "
                             "στα μαντάλα απορρίπτονται",
}

# a slash command's English name, description, option or choice -> Greek (see cogs/translator)
COMMANDS: dict[str, str] = {
}
