"""Ελληνικά (Greek).

Glossary: the games' own words, as the Greek brief of Flowers (shared/seeds/000_…) names them,
used the same everywhere (narration, panels, pictures, commands); docs/glossary.md holds them
beside the English, and tests/i18n/test_glossary.py checks this catalogue against it:

  card κάρτα / κάρτες · hand χούφτα (the brief's word) · deck τράπουλα
  discard pile στοίβα απόρριψης · discard απορρίπτω · draw τραβάω
  face up / face down με την όψη πάνω / με την όψη κάτω (short, in a caption: φανερή /
    κρυφή κάρτα)
  mandala το μάνταλα (indeclinable, neuter; plural τα μάνταλα)
  flower tile πλακίδιο λουλουδιού · half (tile) μισό (πλακίδιο) · 3x half μισό ×3
  the flowers printed on a half άνθη (ένα άνθος) · flower (two halves) λουλούδι
  score (a label, the total) σκορ · points (its unit, after the number) 1 πόντος, 2 πόντοι
  match παρτίδα · rating αξιολόγηση · the bot μποτ (a seat: Μποτ (κανονικό))
  claim token μάρκα διεκδίκησης (the brief writes the loanword "token"; a Greek word keeps
    the text free of Latin letters) · claim διεκδικώ · lead προηγούμαι
  Mandala: mountain βουνό · field χωράφι · river ποτάμι · cup κύπελλο
  colours (the colour / a neuter noun: tile, half): red κόκκινο, orange πορτοκαλί (invariable),
    yellow κίτρινο, green πράσινο, purple μωβ (invariable), black μαύρο, grey γκρι
    (invariable), white λευκό; with κάρτα they agree: κόκκινη κάρτα / κόκκινες κάρτες
  Punctuation: Greek's ";" is a question mark, so a clause break is the ano teleia "·".
  A member's name takes no article and nothing points back to it by gender (its gender is
    unknown): no "του/της", "τον/την", "αυτόν/αυτήν", "πρώτος/πρώτη". The sentence is built
    to need none: a name a sentence is about is its label ("{name}: έπαιξε …", "Σειρά:
    {name}", "νίκη: {name}"), a verb carries the person ("δεν είχε κάρτες"),
    "από … προς …" names both ends, a label names the owner ("{title}: στατιστικά ·
    {name}"), and a field is "το χωράφι του μάνταλα {m}" (each player has one there). The
    Teacher of the lessons is masculine: "ο Δάσκαλος" where it is a sentence's subject.
"""

from __future__ import annotations

NAME = "Ελληνικά"


def plural(n: int) -> str:
    return "one" if n == 1 else "other"


TEXTS: dict[str, str | dict[str, str]] = {
    # ---- shared words ----------------------------------------------------------------------
    "you": "εσύ",
    "and": " και ",
    "sep": " · ",
    "article.a": "ένα",
    "article.an": "ένα",
    "untold": "έγινε μια κίνηση",
    "cards": {"one": "{n} κάρτα", "other": "{n} κάρτες"},
    "cards.colored": {"one": "{n} {color} κάρτα", "other": "{n} {color} κάρτες"},
    "drew.you": "τράβηξες {colors}",
    "drew.they": "{name}: τράβηξε {cards}",
    "game_over.wins": "τέλος παιχνιδιού ({reason}): {score} · νίκη: {who}",
    "game_over.shared": "τέλος παιχνιδιού ({reason}): {score} · κοινή νίκη: {who}",
    "game_over.win.you": "τέλος παιχνιδιού ({reason}): {score} · κερδίζεις",
    "game_over.win.they": "τέλος παιχνιδιού ({reason}): {score} · νίκη: {name}",
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
    "mandala.end.last_completion": "το τελευταίο μάνταλα ολοκληρώθηκε",
    "mandala.end.no_cards": "ο παίκτης που είχε σειρά δεν είχε κάρτα",
    "mandala.end.no_play": "καμία κάρτα δεν μπορούσε πια να παιχτεί",
    "mandala.end.resigned": "ένας παίκτης παραιτήθηκε",
    "mandala.end.stopped": "δεν έμεινε κανείς να το τελειώσει",
    "mandala.played_mountain.you": "έπαιξες {color} στο βουνό {m}",
    "mandala.played_mountain.they": "{name}: έπαιξε {color} στο βουνό {m}",
    "mandala.played_field.you": "έπαιξες {cards} στο χωράφι σου στο μάνταλα {m}",
    "mandala.played_field.they": "{name}: έπαιξε {cards} στο χωράφι του μάνταλα {m}",
    "mandala.discarded.you": "απέρριψες {cards}",
    "mandala.discarded.they": "{name}: απέρριψε {cards}",
    "mandala.reshuffled": "η στοίβα απόρριψης ({cards}) ανακατεύτηκε σε νέα τράπουλα: το "
                          "επόμενο μάνταλα που θα ολοκληρωθεί είναι το τελευταίο",
    "mandala.picked.you": "πήρες {cards} από το βουνό {m}: {parts}",
    "mandala.picked.they": "{name}: πήρε {cards} από το βουνό {m}: {parts}",
    "mandala.picked.auto.you": "πήρες αυτόματα {cards} από το βουνό {m}: {parts}",
    "mandala.picked.auto.they": "{name}: πήρε αυτόματα {cards} από το βουνό {m}: {parts}",
    "mandala.picked.river": "1 στο ποτάμι",
    "mandala.picked.cup": "{n} στο κύπελλο",
    "mandala.picked.discard.you": {"one": "{n} απορρίφθηκε (το χωράφι σου εκεί είναι άδειο)",
                                   "other": "{n} απορρίφθηκαν (το χωράφι σου εκεί είναι άδειο)"},
    "mandala.picked.discard.they": {"one": "{n} απορρίφθηκε (δεν είχε κάρτες στο χωράφι εκεί)",
                                    "other": "{n} απορρίφθηκαν (δεν είχε κάρτες στο χωράφι εκεί)"},
    "mandala.mountain_discarded": "κανείς δεν έχει κάρτες χωραφιού στο μάνταλα {m}: το βουνό "
                                  "του ({cards}) απορρίπτεται",
    "mandala.fields_discarded": "τα χωράφια του μάνταλα {m} ({cards}) απορρίφθηκαν",
    "mandala.dealt": "το βουνό {m} πήρε: {shown}",
    "mandala.dealt_none": "τίποτα (δεν έμειναν κάρτες)",
    "mandala.completed": "το μάνταλα {m} ολοκληρώθηκε",
    "mandala.completed.last": "το μάνταλα {m} ολοκληρώθηκε (το τελευταίο)",
    "mandala.picks_first.you": " · διαλέγεις πρώτα",
    "mandala.picks_first.they": " · πρώτη επιλογή: {name}",
    # ---- Flowers narration -----------------------------------------------------------------
    "flowers.end.third_flower": "ένας παίκτης ολοκλήρωσε τρίτο λουλούδι",
    "flowers.end.tiles_out": "όλα τα μάνταλα έκλεισαν",
    "flowers.end.no_cards": "όλες οι κάρτες βρίσκονται στα μάνταλα",
    "flowers.end.resigned": "έμεινε μόνο ένας παίκτης",
    "flowers.end.stopped": "δεν έμεινε κανείς να το τελειώσει",
    "tile.flowers": {"one": "{color} μισό με {n} άνθος", "other": "{color} μισό με {n} άνθη"},
    "tile.times3": "{color} μισό ×3",
    "tile.a": "{a} {tile}",
    "flowers.played.up.you": "έπαιξες {cards} με την όψη πάνω στο μάνταλα {m}",
    "flowers.played.up.they": "{name}: έπαιξε {cards} με την όψη πάνω στο μάνταλα {m}",
    "flowers.played.down.you": "έπαιξες {cards} με την όψη κάτω στο μάνταλα {m}",
    "flowers.played.down.they": "{name}: έπαιξε {cards} με την όψη κάτω στο μάνταλα {m}",
    "flowers.drew_nothing.you": "δεν τράβηξες τίποτα (δεν έμειναν κάρτες)",
    "flowers.drew_nothing.they": "{name}: δεν τράβηξε τίποτα (δεν έμειναν κάρτες)",
    "flowers.empty_hand.you": "δεν είχες κάρτα: τράβηξες και η σειρά πέρασε",
    "flowers.empty_hand.they": "{name}: δεν είχε κάρτα: τράβηξε και η σειρά πέρασε",
    "flowers.reshuffled": "η στοίβα απόρριψης ({cards}) ανακατεύτηκε σε νέα τράπουλα",
    "flowers.claimed.you": "πήρες τη μάρκα διεκδίκησης του μάνταλα {m}",
    "flowers.claimed.they": "{name}: πήρε τη μάρκα διεκδίκησης του μάνταλα {m}",
    "flowers.completed.nobody": "το μάνταλα {m} ολοκληρώθηκε: κανείς δεν προηγείται, τα "
                                "πλακίδιά του απορρίπτονται",
    "flowers.completed.choice": "το μάνταλα {m} ολοκληρώθηκε: {holder} · {second}",
    "flowers.completed.chooses.you": "προηγείσαι και διαλέγεις πλακίδιο",
    "flowers.completed.chooses.they": "{name}: προηγείται και διαλέγει πλακίδιο",
    "flowers.completed.second.you": "εσύ, με τις αμέσως περισσότερες κάρτες εκεί, παίρνεις "
                                    "το άλλο",
    "flowers.completed.second.they": "{name}: με τις αμέσως περισσότερες κάρτες εκεί, παίρνει το "
                                     "άλλο",
    "flowers.completed.both": "το μάνταλα {m} ολοκληρώθηκε: {holder}",
    "flowers.completed.takes_both.you": "παίρνεις και τα δύο πλακίδια (κανείς άλλος δεν "
                                        "δικαιούται το δεύτερο)",
    "flowers.completed.takes_both.they": "{name}: παίρνει και τα δύο πλακίδια (κανείς άλλος δεν "
                                         "δικαιούται το δεύτερο)",
    "flowers.took.you": "πήρες το {tile}",
    "flowers.took.they": "{name}: πήρε το {tile}",
    "flowers.took_flower.you": "πήρες το {tile} και ολοκλήρωσες ένα λουλούδι",
    "flowers.took_flower.they": "{name}: πήρε το {tile} και ολοκλήρωσε ένα λουλούδι",
    "flowers.tiles_discarded": "{tiles}: φεύγουν από το παιχνίδι",
    "flowers.cleared.discarded.you": "απέρριψες {cards}",
    "flowers.cleared.discarded.they": "{name}: απέρριψε {cards}",
    "flowers.cleared.returned.you": "πήρες πίσω {cards}",
    "flowers.cleared.returned.they": "{name}: πήρε πίσω {cards}",
    "flowers.closes": "το μάνταλα {m} κλείνει: δεν έμειναν πλακίδια",
    "flowers.dealt": "το μάνταλα {m} παίρνει {tiles}",
    "flowers.voided": "το μάνταλα {m} δεν είναι πια ολοκληρωμένο",
    "flowers.resigned.you": "αποχώρησες από το παιχνίδι: η χούφτα σου και {cards} στα μάνταλα "
                            "απορρίπτονται",
    "flowers.resigned.they": "{name}: αποχώρησε από το παιχνίδι: οι κάρτες που κρατούσε και "
                             "{cards} στα μάνταλα απορρίπτονται",
    # ---- pictures --------------------------------------------------------------------
    # ---- render2: picture follow-ups ----
    # a Mandala caption's cards in short: Greek leaves "κάρτες" to the agreeing adjective
    "pic.m.lm.colored": {"one": "{n} {color}", "other": "{n} {color}"},
    "pic.key": "Υπόμνημα",
    "pic.your_hand": "Η χούφτα σου",
    "pic.no_cards": "καμία κάρτα",
    "pic.no_move_yet": "Νέο παιχνίδι: καμία κίνηση ακόμα",
    "pic.last_move": "Τελευταία: ",
    "pic.race.title": "Σκορ μετά από κάθε γύρο",
    "pic.race.round": "← γύρος",
    "pic.mandala": "Μάνταλα {m}",
    "pic.deck": "Τράπουλα",
    "pic.over.none": "Τέλος παιχνιδιού: κανένα αποτέλεσμα",
    "pic.over.shared": "Τέλος παιχνιδιού: κοινή νίκη",
    "pic.over.you_share": "Τέλος παιχνιδιού: μοιράζεσαι τη νίκη",
    "pic.over.you": "Τέλος παιχνιδιού: κερδίζεις",
    "pic.over.they": "Τέλος παιχνιδιού · νίκη: {name}",
    "pic.ended": "Αιτία: {reason}.",
    "pic.turn": "κίνηση {n}",
    "pic.your_turn": "Σειρά σου",
    "pic.to_move": "Σειρά: {name}",
    "pic.you_tag": " (εσύ)",
    "pic.badge.to_move": "ΣΕΙΡΑ",
    "pic.badge.picking": "ΕΠΙΛΟΓΗ",
    "pic.badge.choosing": "ΕΠΙΛΕΓΕΙ",
    "pic.badge.left": "αποχώρησε",
    "pic.hand": "Χούφτα ",
    "pic.score": "Σκορ ",
    "pic.cup": "Κύπελλο ",
    "pic.hidden": {"one": "{n} κρυφή", "other": "{n} κρυφές"},
    "pic.discard": "Απόρριψη ",
    "pic.empty": "άδειο",
    "pic.m.last_round": "ΤΕΛΙΚΟΣ ΓΥΡΟΣ: λήγει με το επόμενο μάνταλα",
    "pic.m.last_picks": "ΤΕΛΙΚΟΣ ΓΥΡΟΣ: λήγει με αυτές τις επιλογές",
    "pic.m.no_cup_score": "καμία κάρτα του κυπέλλου δεν μετράει",
    "pic.m.cup_cards": {"one": "  ({n} κάρτα στο κύπελλο)", "other": "  ({n} κάρτες στο κύπελλο)"},
    "pic.m.at": " στο μάνταλα {m}",
    "pic.m.your_pick": "▶ Διάλεξε χρώμα{at}",
    "pic.m.picks": "{name}: διαλέγει{at}",
    "pic.m.picks_color": "▶ {name}: διαλέγει{at}",
    "pic.m.river": "Ποτάμι",
    "pic.m.mountain": "Βουνό",
    "pic.m.picking": " · επιλογή",
    "pic.m.field": "{name} · χωράφι",
    "pic.m.more_hidden": {"one": " (+{n} κρυφή)", "other": " (+{n} κρυφές)"},
    "pic.m.lm.mountain.you": "έπαιξες {color} στο βουνό {m}",
    "pic.m.lm.mountain.they": "{name}: έπαιξε {color} στο βουνό {m}",
    "pic.m.lm.mountain.none": {
        "one": "παίχτηκε {color} στο βουνό του μάνταλα {m}",
        "other": "παίχτηκε {color} στο βουνό του μάνταλα {m}",
    },
    "pic.m.lm.field.you": "έπαιξες {cards} στο χωράφι {m}",
    "pic.m.lm.field.they": "{name}: {cards} στο χωράφι {m}",
    "pic.m.lm.field.none": {
        "one": "παίχτηκε {cards} σε χωράφι {m}",
        "other": "παίχτηκαν {cards} σε χωράφι {m}",
    },
    "pic.m.lm.discard.you": "απέρριψες {cards}",
    "pic.m.lm.discard.they": "{name}: απέρριψε {cards}",
    "pic.m.lm.discard.none": {"one": "απορρίφθηκε {cards}", "other": "απορρίφθηκαν {cards}"},
    "pic.m.lm.pick.you": "διάλεξες {color}{at}",
    "pic.m.lm.pick.they": "{name}: διάλεξε {color}{at}",
    "pic.m.lm.pick.none": {"one": "επιλέχθηκε {color}{at}", "other": "επιλέχθηκε {color}{at}"},
    "pic.f.dark_tile": "σκούρο πλακίδιο",
    "pic.f.light_tile": "ανοιχτό πλακίδιο",
    "pic.f.dark": "σκούρο",
    "pic.f.light": "ανοιχτό",
    "pic.f.points": {"one": "{n} πόντος", "other": "{n} πόντοι"},
    "pic.f.flowers": {"one": "{n} λουλούδι", "other": "{n} λουλούδια"},
    "pic.f.left": " · αποχώρησε",
    "pic.f.chooses.you": "Διαλέγεις στο μάνταλα {m}",
    "pic.f.chooses.they": "{name}: διαλέγει στο μάνταλα {m}",
    "pic.f.gets_other.you": "Σκούρο ή ανοιχτό: εσύ παίρνεις το άλλο",
    "pic.f.gets_other.they": "Σκούρο ή ανοιχτό· το άλλο πλακίδιο: {name}",
    "pic.f.lm.took.you": "πήρες το {tile}",
    "pic.f.lm.took.they": "{name}: πήρε το {tile}",
    "pic.f.lm.took.none": {"one": "πάρθηκε το {tile}", "other": "πάρθηκε το {tile}"},
    "pic.f.face_down": {"one": "{cards} κρυφή", "other": "{cards} κρυφές"},
    "pic.f.face_up": {"one": "{cards} φανερή", "other": "{cards} φανερές"},
    "pic.f.lm.played.you": "έπαιξες {what} στο μάνταλα {m}",
    "pic.f.lm.played.they": "{name}: {what} στο μάνταλα {m}",
    "pic.f.lm.played.none": {
        "one": "παίχτηκε {what} στο μάνταλα {m}",
        "other": "παίχτηκαν {what} στο μάνταλα {m}",
    },
    "pic.f.flowers_row": "Λουλούδια",
    "pic.f.halves": "Μισά",
    "pic.f.key.down": "κάρτες με την όψη κάτω",
    "pic.f.key.flowers": "✿ άνθη",
    "pic.f.key.times3": "×3: τριπλασιάζει το άλλο μισό",
    "pic.f.closed": "κλειστό: χωρίς πλακίδια",
    "pic.f.claim": "Διεκδίκηση",
    "pic.f.nobody": "κανείς",
    "pic.f.none_down": "καμία κρυφή",
    "pic.f.none": "κανένα",
    "pic.f.points_label": "Σκορ ",
    "pic.f.footer.discard": "  Απόρριψη ",
    "pic.f.footer.dark": "  Σκούρα ",
    "pic.f.footer.light": " · ανοιχτά ",
    "pic.f.footer.out": " · εκτός ",
    # ---- a colour's name on a big card (narrower than the card) ----------------------
    "pic.card.red": "κόκκινο",
    "pic.card.orange": "πορτοκαλί",
    "pic.card.yellow": "κίτρινο",
    "pic.card.green": "πράσινο",
    "pic.card.purple": "μωβ",
    "pic.card.black": "μαύρο",
    "pic.card.grey": "γκρι",
    # ---- the table, the panel, their buttons and menus ------------------------------------
    # ---- wpick: the panel's picker buttons, hints, results, challenges ----
    "flow.confirm": "**{move}** · {does}\nΠάτα το κουμπί για να την παίξεις.",
    "button.play": "Παίξε",
    "button.hint": "Συμβουλή",
    "err.spectator_hand": "Δεν παίζεις σε αυτό το παιχνίδι, οπότε δεν έχεις χούφτα εδώ: το "
                          "παρακολουθείς. Για να παίξεις, κάλεσε κάποιον με `/{kind} "
                          "challenge` ή κάνε εξάσκηση απέναντί μου με `/{kind} practice`.",
    "result.ratings": "Αξιολογήσεις: {lines}",
    "result.unrated_practice": "Παρτίδα εξάσκησης: χωρίς αξιολόγηση. Οι παρτίδες εναντίον μου, "
                               "του μποτ, δεν αλλάζουν ποτέ αξιολόγηση.",
    "ch.expires_in": {"one": "σε {n} λεπτό (στις {at})", "other": "σε {n} λεπτά (στις {at})"},
    "ch.about.mandala": "Το Mandala είναι παιχνίδι καρτών για δύο: παίζετε χρώματα σε δύο "
                        "κοινά μάνταλα· όποιος ολοκληρώσει ένα διαλέγει πρώτος κάρτες από "
                        "αυτό, και το ποτάμι σου ορίζει πόσο αξίζει κάθε χρώμα στο κύπελλό σου.",
    "err.rematch_too_soon": "Το παιχνίδι μόλις τελείωσε, οπότε το πάτημα μετρήθηκε ως δεύτερο "
                            "κλικ στην τελευταία κίνηση και δεν στάλθηκε τίποτα. Πάτησε ξανά "
                            "**Ρεβάνς** σε λίγο αν θέλεις ρεβάνς.",
    "ch.about.flowers": "Το Flowers είναι παιχνίδι Mandala για 2 έως 4: παίζετε κάρτες ενός "
                        "χρώματος σε τρία μάνταλα, τα διεκδικείτε και κερδίζετε μισά πλακίδια και "
                        "τα ενώνετε σε λουλούδια.",
    # ---- picker40: the button move picker, replay entries, rating changes ----
    "pick.color": "Διάλεξε χρώμα για να παίξεις:",
    "pick.color_n": "{color} ×{n}",
    "pick.where": "{color}: πού, και πόσες;",
    "pick.count": "{color} → {place}: πόσες;",
    "pick.place_count": "{place} ×{n}",
    "pick.gone": "Αυτή η επιλογή δεν υπάρχει πια· το πάνελ δείχνει τι μπορείς να παίξεις τώρα.",
    "pick.m.mountain": "Βουνό {m}",
    "pick.m.field": "Χωράφι {m}",
    "pick.m.discard": "Απόρριψη",
    "pick.f.mandala": "Μάνταλα {m}",
    "replay.entry": "{n}. {what}",
    "replay.showing": "Εδώ: κίνηση {n} από {total}",
    "rating.change": "{name} {before} → {after}, {delta}",
    "member.gone": "πρώην μέλος",
    # ---- explain39: reasons in words (the explainer, hints, the analysis' marks) -----------
    "explain.completes.mandala.you": "Ολοκληρώνει το μάνταλα {m} και διαλέγεις εσύ πρώτα από "
                                     "το βουνό.",
    "explain.completes.mandala.they": "Ολοκληρώνει το μάνταλα {m}· πρώτη επιλογή από το βουνό: "
                                      "{name}.",
    "explain.completes.flowers.you": "Ολοκληρώνει το μάνταλα {m} και διαλέγεις εσύ πρώτα "
                                     "πλακίδιο.",
    "explain.completes.flowers.they": "Ολοκληρώνει το μάνταλα {m}· πρώτη επιλογή πλακιδίου: "
                                      "{name}.",
    "explain.completes.none": "Ολοκληρώνει το μάνταλα {m}, αλλά κανείς δεν προηγείται εκεί: "
                              "και τα δύο πλακίδια φεύγουν από το παιχνίδι.",
    "explain.takes_claim": "Παίρνεις τη μάρκα διεκδίκησης στο μάνταλα {m}.",
    "explain.keeps_claim": "Κρατάς τη μάρκα διεκδίκησης στο μάνταλα {m}.",
    "explain.face_down": "Το χρώμα υπάρχει ήδη στο μάνταλα {m}, οπότε οι κάρτες μπαίνουν με "
                         "την όψη κάτω: μετράνε για τη διεκδίκηση αλλά δεν προσθέτουν χρώμα.",
    "explain.river": "Βάζει το {color} στη θέση {place} στο ποτάμι σου: κάθε επόμενη {card} "
                     "κάρτα στο κύπελλό σου αξίζει {place}.",
    "explain.cup": {"one": "{n} {color} κάρτα πάει στο κύπελλό σου και αξίζει {worth}.",
                    "other": "{n} {color} κάρτες πάνε στο κύπελλό σου και αξίζουν {worth} η "
                             "καθεμία."},
    "explain.flower": "Ολοκληρώνεις {a} {color} λουλούδι που αξίζει {points} πόντους.",
    "explain.draws": {"one": "Τραβάς {n} κάρτα.", "other": "Τραβάς {n} κάρτες."},
    "explain.end_nearer.mandala": "Το ποτάμι σου θα έχει {have} από τα {need} χρώματα: το "
                                  "έκτο τελειώνει το παιχνίδι.",
    "explain.end_nearer.flowers": "Έτσι έχεις {have} από τα {need} λουλούδια που τελειώνουν "
                                  "το παιχνίδι.",
    "explain.last_round": "Η τράπουλα τελειώνει και ξαναφτιάχνεται από τη στοίβα απόρριψης: το "
                          "επόμενο μάνταλα που θα ολοκληρωθεί είναι το τελευταίο.",
    "explain.ends": "Τελειώνει το παιχνίδι.",
    "explain.leaves": "Στο μάνταλα {m} θα λείπει μόνο το {color} · μπορεί να το ολοκληρώσει: "
                      "{name}.",
    "explain.leaves.first": "Στο μάνταλα {m} θα λείπει μόνο το {color} · μπορεί να το ολοκληρώσει "
                            "και να διαλέξει πρώτα: {name}.",
    "explain.leaves.prize": "Στο μάνταλα {m} θα λείπει μόνο το {color} · μπορεί να το ολοκληρώσει "
                            "και να διαλέξει πρώτα από το βουνό ({prize}): {name}.",
    "explain.menu.completes.you": "το ολοκληρώνει, διαλέγεις εσύ πρώτα · ",
    "explain.menu.completes.they": "το ολοκληρώνει, αλλά δεν διαλέγεις εσύ πρώτα · ",
    "explain.menu.leaves": "⚠ στο μάνταλα {m} θα λείπει μόνο το {color} · ",
    "explain.quiet": "Τίποτα δεν αλλάζει ακόμα στο τραπέζι: κρατάει ανοιχτές τις επιλογές σου.",
    "explain.lost": "κόστισε {pct}: {why}",
    "explain.hint": "💡 Συμβουλή: **{move}**. {why}",
    "explain.hints_used": {"one": "💡 {n} συμβουλή", "other": "💡 {n} συμβουλές"},
    # ---- explain47: a mistake's reason as a contrast with the better move -----------------
    "contrast.yours": "τη δική σου κίνηση",
    "contrast.give": "Με {other}: {said} Με **{better}** όχι.",
    "contrast.gain": "Με **{better}**: {said} Με {other} όχι.",
    "contrast.score": "Οι πόντοι σου με **{better}**: {b}· με {other}: {p}.",
    "contrast.points": {"one": "{n} πόντου", "other": "{n} πόντων"},
    "contrast.next_pick": "Με {other}, η καλύτερη επιλογή που μένει ({name}) είναι {cards}, "
                          "αξίας {worth}· με **{better}**, αξίας {best}.",
    "contrast.lead": "Χωράφια στο μάνταλα {m}, εσύ και {name}: {b0} προς {b1} με **{better}**, "
                     "{p0} προς {p1} με {other}. Όποιος έχει περισσότερες κάρτες εκεί "
                     "διαλέγει πρώτα όταν ολοκληρωθεί.",
    "contrast.race.ahead": {
        "one": "Με **{better}** στο μάνταλα {m} λείπει {n} χρώμα, με {other} {p}: προηγείσαι "
               "στα χωράφια του {mine} προς {theirs}, άρα σε συμφέρει να ολοκληρωθεί γρήγορα.",
        "other": "Με **{better}** στο μάνταλα {m} λείπουν {n} χρώματα, με {other} {p}: "
                 "προηγείσαι στα χωράφια του {mine} προς {theirs}, άρα σε συμφέρει να "
                 "ολοκληρωθεί γρήγορα."},
    "contrast.race.behind": {
        "one": "Με **{better}** στο μάνταλα {m} λείπει {n} χρώμα, με {other} {p}: στα χωράφια "
               "του προηγείται {name} {theirs} προς {mine}, άρα σε συμφέρει να ολοκληρωθεί "
               "αργά.",
        "other": "Με **{better}** στο μάνταλα {m} λείπουν {n} χρώματα, με {other} {p}: στα "
                 "χωράφια του προηγείται {name} {theirs} προς {mine}, άρα σε συμφέρει να "
                 "ολοκληρωθεί αργά."},
    "contrast.prize.ahead": {
        "one": "Με **{better}** το βουνό {m} έχει {n} κάρτα, με {other} {p}: προηγείσαι στα "
               "χωράφια του {mine} προς {theirs}, άρα διαλέγεις εσύ πρώτα από αυτό.",
        "other": "Με **{better}** το βουνό {m} έχει {n} κάρτες, με {other} {p}: προηγείσαι στα "
                 "χωράφια του {mine} προς {theirs}, άρα διαλέγεις εσύ πρώτα από αυτό."},
    "contrast.prize.behind": {
        "one": "Με **{better}** το βουνό {m} έχει {n} κάρτα, με {other} {p}: στα χωράφια του "
               "προηγείται {name} {theirs} προς {mine}, άρα θα διαλέξει πρώτα από αυτό.",
        "other": "Με **{better}** το βουνό {m} έχει {n} κάρτες, με {other} {p}: στα χωράφια "
                 "του προηγείται {name} {theirs} προς {mine}, άρα θα διαλέξει πρώτα από αυτό."},
    "contrast.hand": "Με **{better}** σου μένουν στη χούφτα {b}, με {other} {p}: περισσότερες "
                     "επιλογές στον επόμενο γύρο σου.",
    "contrast.flowers": "Ολοκληρωμένα λουλούδια με **{better}**: {b}· με {other}: {p}.",
    "contrast.claim.none": "Με **{better}** παίρνεις τη μάρκα διεκδίκησης στο μάνταλα {m}· με "
                           "{other} μένει χωρίς κάτοχο.",
    "contrast.claim.other": "Με **{better}** παίρνεις τη μάρκα διεκδίκησης στο μάνταλα {m}· με "
                            "{other} την κρατά {name}.",
    "contrast.rival": "Πόντοι για {name}: {p} με {other}, {b} με **{better}**.",
    "contrast.rival_seen": "Πόντοι για {name} από τις κάρτες που έχεις δει: {p} με {other}, "
                           "{b} με **{better}**.",
    "contrast.unseen": "Με **{better}** κρατάς περισσότερες πιθανότητες νίκης, για λόγους που "
                       "φαίνονται μόνο στις επόμενες κινήσεις: στο τραπέζι δεν υπάρχει ακόμα "
                       "διαφορά.",
    "err.hint_players": "Συμβουλή μπορεί να ζητήσει μόνο όποιος παίζει αυτή την παρτίδα "
                        "εξάσκησης.",
    "err.hint_members": "Οι συμβουλές είναι για παρτίδες εξάσκησης εναντίον μου: σε παρτίδα "
                        "μεταξύ μελών θα ήταν βοήθεια απ' έξω.",
    "err.hint_slow": "Είμαι πολύ απασχολημένος για να σκεφτώ μια συμβουλή αυτή τη στιγμή· δεν "
                     "μετρήθηκε τίποτα. Ζήτησέ την ξανά σε λίγο.",
    "table.header": "**{title}** · παρτίδα #{id} · {players}",
    "table.vs": " εναντίον ",
    "table.thinking": "{who} σκέφτεται…",
    "table.left": "{who} αποχώρησε από την παρτίδα· οι υπόλοιποι συνεχίζουν.",
    "table.outdated": "**{title}** παρτίδα #{id}: αυτό το τραπέζι δεν ενημερώνεται πια· το τρέχον "
                      "είναι πιο κάτω.",
    "table.turn_ping": "🔔 <@{uid}>, είναι η σειρά σου στην παρτίδα {title} #{id}.",
    "final.off_board.void": "Η παρτίδα τελείωσε: {reason}. Δεν μετράει.",
    "final.off_board.wins": "Η παρτίδα τελείωσε: {reason}. Κερδίζει {who}.",
    "final.off_board.shared": "Η παρτίδα τελείωσε: {reason}. {who} μοιράζονται τη νίκη.",
    "final.wins": "Τέλος παιχνιδιού: {scores}. Κερδίζει {who}!",
    "final.shared": "Τέλος παιχνιδιού: {scores}. {who} μοιράζονται τη νίκη!",
    "next.turn": "είναι η σειρά σου. Πάτησε **Δείξε τη χούφτα μου** για να παίξεις.",
    "mandala.next.pick": "διάλεξε χρώμα από το βουνό {m} με τα κουμπιά παρακάτω.",
    "mandala.panel_summary": "**Η χούφτα σου** · {cards} · {points}",
    "mandala.pick.label": "{color} ×{n} → {where}",
    "mandala.pick.discarded": {"one": "απορρίπτεται: το χωράφι εδώ είναι άδειο",
                               "other": "απορρίπτονται: το χωράφι εδώ είναι άδειο"},
    "mandala.pick.cup": "κύπελλο",
    "mandala.pick.river_cup": "ποτάμι + κύπελλο",
    "mandala.pick.river": "ποτάμι",
    "move.up_to": "έως {n} κάρτες",
    "move.one_card": "1 κάρτα",
    "mandala.move.mountain": "{color} → βουνό {m}",
    "mandala.move.mountain.does": "μετά τραβάς έως 3",
    "mandala.move.field": "{color} → το χωράφι σου στο μάνταλα {m}",
    "mandala.move.field.does": " · χωρίς τράβηγμα",
    "mandala.move.discard": "Απόρριψη: {color}",
    "mandala.move.discard.does": " · τραβάς όσες απέρριψες",
    "mandala.move.completes": "το ολοκληρώνει · ",
    "mandala.group.mountain": "Βουνό",
    "mandala.group.field": "Χωράφι",
    "mandala.group.discard": "Απόρριψη",
    "panel.since.one": "Από την προηγούμενη σειρά σου: ",
    "panel.since.many": "Από την προηγούμενη σειρά σου:\n",
    "panel.over": "Αυτή η παρτίδα τελείωσε.",
    "panel.left": "Αποχώρησες από αυτή την παρτίδα.",
    "panel.your_turn": "Σειρά σου: διάλεξε μια κίνηση παρακάτω.",
    "panel.decision": "Η απόφαση είναι δική σου: διάλεξε παρακάτω (τα ίδια κουμπιά είναι κάτω από "
                      "το τραπέζι).",
    "panel.their_turn": "Παίζει: {name}· αυτό το μήνυμα ενημερώνεται όσο προχωρά η παρτίδα.",
    "button.hand": "Δείξε τη χούφτα μου",
    "button.rules": "Κανόνες",
    "button.rematch": "Ρεβάνς",
    "button.rematch_offered": "Ρεβάνς προτάθηκε",
    "button.replay": "Επανάληψη",
    "menu.choose_move": "Διάλεξε την κίνησή σου…",
    # ---- refusals: play/'s PlayError keys, and the answers every command shares ------------
    "err.not_current": "Αυτή η κίνηση δεν ισχύει πια: το τραπέζι άλλαξε στο μεταξύ. Άνοιξε μια "
                       "νέα προβολή.",
    "err.table_closed": "Αυτό το τραπέζι δεν είναι πια ανοιχτό.",
    "err.challenge_closed": "Αυτή η πρόκληση δεν είναι πια ανοιχτή.",
    "err.table_expired": "Ο χρόνος αυτού του τραπεζιού έληξε.",
    "err.challenge_expired": "Ο χρόνος αυτής της πρόκλησης έληξε.",
    "err.not_for_you": "Αυτή η πρόκληση δεν είναι για σένα.",
    "err.not_host": "Μόνο ο οικοδεσπότης που άνοιξε αυτό το τραπέζι μπορεί να το ξεκινήσει.",
    "err.match_gone": "Δεν βρίσκω πια αυτή την παρτίδα.",
    "err.match_over": "Αυτή η παρτίδα τελείωσε.",
    "err.not_in_match": "Δεν παίζεις σε αυτή την παρτίδα.",
    "err.not_your_turn": "Δεν είναι η σειρά σου.",
    "err.you_left": "Αποχώρησες από αυτή την παρτίδα.",
    "err.not_bot_turn": "Δεν είναι η σειρά του μποτ.",
    "err.move_refused": "Αυτή η κίνηση δεν επιτρέπεται: {detail}",
    "err.bot_move_refused": "Η κίνηση του μποτ δεν επιτρέπεται: {detail}",
    "err.cant_leave": "Δεν μπορείς να αποχωρήσεις τώρα: {detail}",
    "err.game_options": "{detail}",
    "err.channel_busy": "Σε αυτό το κανάλι παίζεται ήδη μια παρτίδα.",
    "err.rematch_offered": "Έχει ήδη προταθεί ρεβάνς για αυτή την παρτίδα",
    "err.you_challenged": "Έχεις ήδη προκαλέσει {who}",
    "err.challenged_you": "{who} σε έχει ήδη προκαλέσει",
    "err.challenge_cooldown": "Έστειλες πρόκληση μόλις τώρα: περίμενε {s} δευτ. πριν από την "
                              "επόμενη.",
    "err.rematch_live": "Αυτή η παρτίδα παίζεται ακόμη: ρεβάνς μπορεί να προταθεί όταν "
                        "τελειώσει.",
    "err.rematch_cancelled": "Αυτή η παρτίδα ακυρώθηκε, οπότε δεν έχει ρεβάνς· κάνε νέα "
                             "πρόκληση με `/{kind} challenge`.",
    "err.rematch_players": "Μόνο οι παίκτες αυτής της παρτίδας μπορούν να ζητήσουν ρεβάνς.",
    "err.waiting_for": "Περιμένουμε να δεχτεί {who}. Πάτα «Άρνηση» για να την αποσύρεις.",
    "err.seats": "Το {title} θέλει {low}-{high} παίκτες· {seated}.",
    "err.seated": {"one": "κάθεται {n}", "other": "κάθονται {n}"},
    "err.option": "Δεν μπόρεσα να χρησιμοποιήσω αυτή την επιλογή: διάλεξε ένα μέλος αυτού του "
                  "διακομιστή από τη λίστα.",
    "err.unexpected": "Κάτι πήγε στραβά από τη μεριά μου· τίποτα δεν άλλαξε. Δοκίμασε ξανά.",
    "err.invalid_control": "Αυτό το στοιχείο ελέγχου δεν είναι πια έγκυρο· τίποτα δεν άλλαξε. "
                           "Άνοιξε μια νέα προβολή (το τραπέζι, τη χούφτα σου ή την επανάληψη).",
    "err.busy": "Η βάση δεδομένων μου είναι απασχολημένη και δεν απάντησε εγκαίρως, οπότε δεν "
                "άλλαξε τίποτα. Δοκίμασε ξανά σε λίγο.",
    "err.busy_maybe": "Η βάση δεδομένων μου άργησε να απαντήσει· η κίνησή σου ίσως μέτρησε. "
                      "Κοίτα το τραπέζι: θα ενημερωθεί μόνο του μόλις απαντήσει η βάση.",
    "perm.View Channel": "Προβολή καναλιού",
    "perm.Send Messages": "Αποστολή μηνυμάτων",
    "perm.Send Messages in Threads": "Αποστολή μηνυμάτων σε νήματα",
    "perm.Attach Files": "Επισύναψη αρχείων",
    "perm.Embed Links": "Ενσωμάτωση συνδέσμων",
    "perm.Read Message History": "Ανάγνωση ιστορικού μηνυμάτων",
    "perm.Create Public Threads": "Δημιουργία δημόσιων νημάτων",
    "perm.Manage Threads": "Διαχείριση νημάτων",
    "perm.words": {"one": "την άδεια {names}", "other": "τις άδειες {names}"},
    "perm.cant_host": "Δεν μπορώ να φιλοξενήσω παρτίδα εδώ: χρειάζομαι {perms} σε αυτό το "
                      "κανάλι. Ζήτα από έναν συντονιστή να τη δώσει (Επεξεργασία καναλιού > "
                      "Άδειες).",
    "lines.earlier": {"one": "… {n} προηγούμενη κίνηση", "other": "… {n} προηγούμενες κινήσεις"},
    "level.random": "τυχαίο",
    "level.easy": "εύκολο",
    "level.normal": "κανονικό",
    "level.hard": "δύσκολο",
    "level.expert": "έμπειρο",
    "bot.who": "🤖 **Μποτ**",
    "bot.who_level": "🤖 **Μποτ ({level})**",
    "bot.name": "Μποτ ({level})",
    "bot.name_n": "Μποτ {n} ({level})",
    "err.seated_opening": "Κάθεσαι ήδη σε ένα ανοιχτό τραπέζι: σήκω πρώτα από εκεί.",
    "err.seated_elsewhere": "Κάθεσαι ήδη σε άλλο ανοιχτό τραπέζι: σήκω πρώτα από εκεί.",
    "err.already_seated": "Κάθεσαι ήδη σε αυτό το τραπέζι.",
    "err.not_seated": "Δεν κάθεσαι σε αυτό το τραπέζι.",
    "err.table_full": "Αυτό το τραπέζι είναι γεμάτο.",
    "err.dm": "Οι παρτίδες παίζονται σε κανάλια διακομιστή, όχι σε προσωπικά μηνύματα.",
    "err.permissions": "{text}",
    "err.thread_busy": "Σε αυτό το νήμα παίζεται ήδη μια παρτίδα. Τελείωσέ τη πρώτα, ή παίξε "
                       "σε άλλο κανάλι.",
    "err.here_busy": "Σε αυτό το κανάλι παίζεται ήδη μια παρτίδα. Τελείωσέ τη πρώτα, ή παίξε "
                     "σε άλλο κανάλι.",
    "err.other_bot": "Τα μποτ δεν μπορούν ακόμη να παίξουν {title}: προκάλεσε έναν άνθρωπο.",
    "err.cant_see": "Δεν βλέπει αυτό το κανάλι: {name}· άρα δεν θα μπορούσε να παίξει εδώ. Στείλε "
                    "την πρόκληση σε ένα κανάλι που βλέπετε και οι δύο.",
    "err.no_bot_for": "Δεν μπορώ ακόμη να παίξω {title} ο ίδιος: προκάλεσε μέλη.",
    "err.invited_twice": "Ένα μέλος προσκλήθηκε δύο φορές: κάλεσε κάθε παίκτη μία φορά.",
    "err.player_gone": "Αυτός ο παίκτης δεν είναι πια σε αυτόν τον διακομιστή.",
    "err.challenge_self": "Δεν μπορείς να προκαλέσεις τον εαυτό σου. Διάλεξε άλλο μέλος.",
    "err.already_open": "{what}.",
    "err.already_open_link": "{what}: {link}",
    "err.no_match_here": "Δεν υπάρχει παρτίδα #{n} σε αυτόν τον διακομιστή.",
    "err.replay_live": "Η παρτίδα #{n} παίζεται ακόμη: η επανάληψή της ανοίγει όταν τελειώσει "
                       "(το `/{kind} log` λέει τις κινήσεις ως τώρα).",
    "err.replay_old": "Η παρτίδα #{n} ξεκίνησε πριν κρατιούνται οι κινήσεις για επαναλήψεις.",
    "err.side_players": "Μόνο οι παίκτες αυτής της παρτίδας βλέπουν τη δική τους πλευρά.",
    "err.analyse_players": "Μόνο οι παίκτες αυτής της παρτίδας μπορούν να ζητήσουν ανάλυση των "
                           "κινήσεών τους.",
    "err.analysing": "Αναλύω την παρτίδα #{n} για κάποιον σε αυτόν τον διακομιστή αυτή τη στιγμή "
                     "(μία τη φορά)· δοκίμασε ξανά σε ένα-δύο λεπτά.",
    "err.left_server": "{who} δεν είναι πια σε αυτόν τον διακομιστή: δεν μπορεί να παίξει.",
    "err.their_choice": "Αυτά τα κουμπιά τα πατά μόνο όποιος διαλέγει τώρα: {name}.",
    "err.move_gone": "Αυτή η κίνηση δεν είναι πια διαθέσιμη.",
    "err.in_thread": "Η παρτίδα σου {title} παίζεται στο νήμα της {thread}: χρησιμοποίησε την "
                     "εντολή εκεί.",
    "err.none_here": "Δεν παίζεται παρτίδα {title} σε αυτό το κανάλι. Ξεκίνα μία με "
                     "`/{kind} challenge`.",
    "err.none_played": "Δεν έχει παιχτεί ακόμη παρτίδα {title} σε αυτό το κανάλι (το "
                       "`/{kind} history` δείχνει του διακομιστή).",
    "err.none_finished": "Δεν έχει τελειώσει ακόμη παρτίδα {title} σε αυτό το κανάλι (το "
                         "`/{kind} history` δείχνει του διακομιστή).",
    "err.no_such_match": "Δεν υπάρχει παρτίδα {title} #{n} σε αυτόν τον διακομιστή.",
    "err.reposted": "Το τραπέζι μόλις ξαναδημοσιεύτηκε· δοκίμασε ξανά σε {s} δευτ. (κύλησε "
                    "προς τα πάνω για να το βρεις).",
    "err.cancel_perm": "Μόνο μέλη με την άδεια **Διαχείριση μηνυμάτων** σε αυτό το κανάλι "
                       "μπορούν να ακυρώσουν μια παρτίδα.",
    "err.cancel_own": "Παίζεις σε αυτή την παρτίδα, άρα δεν μπορείς να την ακυρώσεις: ζήτα από "
                      "άλλον συντονιστή, ή χρησιμοποίησε το `/{kind} forfeit`.",
    "pic.you_row": "Εσύ",
    "pic.f.lm.colored": {"one": "{n} {color}", "other": "{n} {color}"},
    # ---- the Flowers panel, the table's lines, shared components ----------------------------
    # ---- lhint: a hint in lessons ----
    "lesson.button.hint": "Συμβουλή",
    "lesson.hint_count": "{move} ({cards})",
    "lesson.hints_used": {"one": "💡 Σε αυτό το μάθημα χρησιμοποίησες {n} συμβουλή.",
                          "other": "💡 Σε αυτό το μάθημα χρησιμοποίησες {n} συμβουλές."},
    # ---- wlesson: the lesson in Discord, "How to read the table" ----
    "lesson.button.learn": "Ξεκίνα το μάθημα",
    "lesson.button.guide": "Πώς διαβάζεται το τραπέζι",
    "lesson.button.skip": "Παράλειψη βήματος",
    "lesson.button.over": "Από την αρχή",
    "lesson.button.practice": "Παρτίδα εξάσκησης (εύκολο)",
    "lesson.started_over": "Το μάθημα ξεκινά ξανά από το πρώτο βήμα.",
    "lesson.moved_on": "Αυτό το μήνυμα έμεινε πίσω: εδώ φαίνεται πού βρίσκεται τώρα το "
                       "μάθημά σου.",
    "lesson.done_head": "Μάθημα {title} · ολοκληρώθηκε ✅",
    "lesson.well_done": "✅ **Μπράβο.** Τι έγινε:",
    "lesson.skipped": "⏭️ **Παράλειψη**: η κίνηση έγινε για σένα.",
    "lesson.guide_caption": "**Πώς διαβάζεται το τραπέζι**: κάθε αριθμός στην εικόνα "
                            "εξηγείται στο υπόμνημα από κάτω.",
    # ---- lesson39: lessons ----
    "lesson.unknown": "Δεν υπάρχει μάθημα για το {game}.",
    "lesson.finished": "Αυτό το μάθημα τελείωσε: ξεκίνα το ξανά ή παίξε μια παρτίδα εξάσκησης.",
    "lesson.not_finished": "Τελείωσε πρώτα το μάθημα (ή προχώρα ως το τέλος).",
    "lesson.not_a_move": "Αυτή δεν είναι κίνηση που μπορείς να κάνεις τώρα: διάλεξε μία από τη "
                         "λίστα.",
    "lesson.would": "Όχι ακριβώς. Δοκιμάσαμε αυτή την κίνηση και την πήραμε πίσω: {does}.",
    "lesson.would_sep": " · ",
    "lesson.would_draw": {"one": "θα τραβούσες {n} κάρτα", "other": "θα τραβούσες {n} κάρτες"},
    "lesson.progress": "Μάθημα {title} · βήμα {n} από {total}",
    "lesson.practice": "Σειρά σου τώρα: παίξε μια παρτίδα εξάσκησης μαζί μου στο επίπεδο "
                       "**{level}**.",
    "lesson.sample_name": "Άλεξ",
    "lesson.opponent": "Δάσκαλος",
    "lesson.opponent.told": "ο Δάσκαλος",
    "lesson.new_table": "Νέο τραπέζι: {words}",
    "lesson.mandala.field": "Δύο παίκτες, 108 κάρτες: 18 σε καθένα από έξι χρώματα. Κάθε παίκτης "
                            "παίρνει 6 κάρτες στη χούφτα και 2 κρυφές σε ένα **κύπελλο** που "
                            "μετράει πόντους στο τέλος· κάθε **βουνό** παίρνει 2 φανερές· οι "
                            "άλλες 88 είναι η τράπουλα· ποιος ξεκινά ορίζεται τυχαία. Ένα "
                            "**μάνταλα** είναι ένα βουνό με ένα **χωράφι** σε κάθε πλευρά. Στο "
                            "χωράφι σου παίζεις όσες κάρτες θέλεις από ένα χρώμα, αλλά κρατάς "
                            "τουλάχιστον 1 στη χούφτα: παίξε τις πράσινες στο χωράφι σου στο "
                            "μάνταλα 1.",
    "lesson.mandala.field.retry": "Στο χωράφι βάζεις κάρτες ενός χρώματος στη δική σου πλευρά "
                                  "ενός μάνταλα, χωρίς να τραβήξεις: δοκίμασε τις πράσινες (1 ή "
                                  "2) στο χωράφι σου στο μάνταλα 1.",
    "lesson.mandala.field.label": "το χωράφι σου",
    "lesson.mandala.colour": "Ο κανόνας χρώματος: σε ένα μάνταλα, κάθε χρώμα μπορεί να βρίσκεται "
                             "σε ένα μόνο από τα τρία μέρη (το βουνό, το χωράφι σου, το άλλο "
                             "χωράφι). Το πορτοκαλί και το κόκκινο είναι στο βουνό 1 και το μωβ "
                             "στο άλλο χωράφι, οπότε κανένα δεν μπαίνει στο χωράφι σου εκεί. Κάθε "
                             "σειρά είναι ακριβώς μία ενέργεια, ποτέ πάσο: παίξε τη μαύρη κάρτα "
                             "σου στο χωράφι σου στο μάνταλα 1.",
    "lesson.mandala.colour.retry": "Το μαύρο δεν υπάρχει ακόμη σε κανένα μέρος του μάνταλα 1, "
                                   "άρα μπαίνει στο χωράφι σου εκεί.",
    "lesson.mandala.colour.label": "ένα χρώμα, ένα μέρος",
    "lesson.mandala.mountain": "Στο **βουνό** παίζεις 1 κάρτα στη μέση ενός μάνταλα· μπαίνει "
                               "κάθε χρώμα που δεν είναι σε κανένα χωράφι εκεί, ακόμη κι αν το "
                               "βουνό το έχει ήδη. Μετά τραβάς έως 3 κάρτες, χωρίς να ξεπεράσεις "
                               "τις 8 στη χούφτα. Παίξε μια μωβ κάρτα στο βουνό 2.",
    "lesson.mandala.mountain.retry": "Δοκίμασε μωβ στο βουνό 2: κανείς δεν έχει μωβ σε χωράφι "
                                     "στο μάνταλα 2, και θα τραβήξεις 3.",
    "lesson.mandala.mountain.label": "βουνό 2",
    "lesson.mandala.discard": "Η τρίτη ενέργεια: **απόρριψε** όσες κάρτες θέλεις ενός χρώματος, "
                              "με την όψη πάνω, στη στοίβα απόρριψης δίπλα στην τράπουλα, και "
                              "τράβα άλλες τόσες, μία μία από την κορυφή. Στα μάνταλα δεν "
                              "αλλάζει τίποτα. Απόρριψε τις 3 κόκκινες κάρτες σου.",
    "lesson.mandala.discard.retry": "Το κόκκινο δεν σου χρησιμεύει τώρα: απόρριψε και τις 3 και "
                                    "τράβα 3 καινούργιες.",
    "lesson.mandala.discard.count": "Απόρριψε και τις 3 κόκκινες, όπως ζητάμε: με λιγότερες "
                                    "κρατάς κόκκινες που δεν σου χρησιμεύουν τώρα, και τραβάς "
                                    "ακριβώς όσες απορρίπτεις, άρα 3 κόκκινες έξω φέρνουν 3 "
                                    "καινούργιες κάρτες.",
    "lesson.mandala.discard.label": "στοίβα απόρριψης",
    "lesson.mandala.complete": "Στο μάνταλα 1 λείπει μόνο το κίτρινο. Όταν ένα μάνταλα έχει και "
                               "τα έξι χρώματα **ολοκληρώνεται**, και το βουνό του μοιράζεται: "
                               "πρώτος διαλέγει όποιος έχει περισσότερες κάρτες στο χωράφι εκεί "
                               "(σε ισοπαλία, όποιος δεν το ολοκλήρωσε). Παίξε κίτρινο στο βουνό "
                               "1: έχεις 3 κάρτες στο χωράφι σου εκεί, το άλλο χωράφι 1.",
    "lesson.mandala.complete.retry": "Το κίτρινο είναι το έκτο χρώμα του μάνταλα 1: βάλε το στο "
                                     "βουνό εκεί.",
    "lesson.mandala.complete.label": "εδώ το έκτο χρώμα",
    "lesson.mandala.pick": "Τώρα διαλέγεις: ένα χρώμα του βουνού, και παίρνεις όλες τις κάρτες "
                           "του. Η πρώτη σου κάρτα ενός χρώματος μπαίνει στην πρώτη κενή θέση από "
                           "αριστερά στο **ποτάμι** σου (6 θέσεις, αξίας 1 έως 6), οι υπόλοιπες "
                           "στο κύπελλό σου. Διαλέγετε εναλλάξ, ο καθένας με ένα κουμπί· το "
                           "τελευταίο χρώμα πάει μόνο του. Πάρε το πορτοκαλί.",
    "lesson.mandala.pick.retry": "Το πορτοκαλί έχει 2 κάρτες: η 1 ανοίγει το ποτάμι σου, η άλλη "
                                 "πάει στο κύπελλο. Πάρε το πορτοκαλί.",
    "lesson.mandala.pick.label": "το ποτάμι σου",
    "lesson.mandala.after": "Εσύ ολοκλήρωσες το μάνταλα 1, οπότε μετά τις επιλογές τα δύο χωράφια "
                            "του απορρίφθηκαν, το βουνό του πήρε 2 νέες κάρτες και η σειρά πέρασε "
                            "στον αντίπαλό σου, που δεν το ολοκλήρωσε: ο Δάσκαλος μόλις έπαιξε "
                            "κόκκινο στο βουνό 1. Σειρά σου: παίξε όσες πράσινες θέλεις στο "
                            "χωράφι σου στο μάνταλα 2.",
    "lesson.mandala.after.retry": "Ένα χωράφι σού δίνει αργότερα την πρώτη επιλογή: βάλε πράσινο "
                                  "στο χωράφι σου στο μάνταλα 2.",
    "lesson.mandala.after.label": "2 νέες κάρτες",
    "lesson.mandala.tie": "Και τα δύο χωράφια στο μάνταλα 1 έχουν 2 κάρτες, και λείπει μόνο το "
                          "κίτρινο. Σε ισοπαλία πρώτος διαλέγει όποιος **δεν** το ολοκλήρωσε. "
                          "Ολοκλήρωσέ το πάντως: παίξε κίτρινο στο βουνό 1.",
    "lesson.mandala.tie.retry": "Βάλε κίτρινο στο βουνό 1 και δες ποιος διαλέγει πρώτος.",
    "lesson.mandala.tie.label": "ισοπαλία: 2 και 2",
    "lesson.mandala.cup": "Το πορτοκαλί είναι ήδη στο ποτάμι σου, οπότε όσα πορτοκαλί παίρνεις "
                          "τώρα πάνε στο κύπελλο. **Πόντοι**: κάθε κάρτα στο κύπελλο αξίζει τη "
                          "θέση του χρώματός της στο ποτάμι (0 αν λείπει): το πορτοκαλί είναι στη "
                          "θέση 1, άρα 1 η καθεμία. Τις κάρτες από βουνό τις είδαν και οι δύο· "
                          "κρυφές μένουν οι χούφτες, η σειρά της τράπουλας και οι 2 κάρτες που "
                          "μπήκαν σε κάθε κύπελλο, γι' αυτό το σκορ του άλλου γράφει **≥**. "
                          "Πάρε το πορτοκαλί.",
    "lesson.mandala.cup.retry": "Πάρε το πορτοκαλί: και οι δύο κάρτες πάνε στο κύπελλό σου.",
    "lesson.mandala.cup.label": "το κύπελλό σου",
    "lesson.mandala.nofield": "Το χωράφι σου στο μάνταλα 2 είναι άδειο. Αν το ολοκληρώσεις, "
                              "διαλέγεις κανονικά όταν έρθει η σειρά σου, αλλά ό,τι διαλέγεις "
                              "απορρίπτεται (αν δεν είχε κάρτες κανένα από τα δύο χωράφια, θα "
                              "απορριπτόταν όλο το βουνό). Δες το: παίξε πορτοκαλί στο βουνό 2.",
    "lesson.mandala.nofield.retry": "Το πορτοκαλί ολοκληρώνει το μάνταλα 2: βάλε το στο βουνό "
                                    "εκεί.",
    "lesson.mandala.nofield.label": "άδειο χωράφι",
    "lesson.mandala.discarded": "Η σειρά σου να διαλέξεις: ό,τι πάρεις απορρίπτεται, γιατί το "
                                "χωράφι σου εκεί είναι άδειο. Διάλεξε όποιο χρώμα θέλεις.",
    "lesson.mandala.discarded.retry": "Διάλεξε όποιο χρώμα θέλεις από το βουνό 2.",
    "lesson.mandala.discarded.label": "εδώ πάνε",
    "lesson.mandala.reshuffle": "Αργά σε μια παρτίδα: η τράπουλα έχει 1 κάρτα. Μια τράπουλα που "
                                "απλώς αδειάζει δεν αλλάζει τίποτα· όταν όμως πρέπει να τραβηχτεί "
                                "κάρτα από άδεια τράπουλα, η στοίβα απόρριψης ανακατεύεται σε νέα "
                                "τράπουλα, και το επόμενο μάνταλα που ολοκληρώνεται είναι το "
                                "τελευταίο. Αν είναι άδεια και η στοίβα απόρριψης, τραβάς "
                                "λιγότερες. Παίξε κίτρινο στο βουνό 1: τραβάς 3, άρα η στοίβα "
                                "ανακατεύεται.",
    "lesson.mandala.reshuffle.retry": "Στο βουνό τραβάς, και αυτό αδειάζει την τράπουλα: παίξε "
                                      "κίτρινο ή πράσινο στο βουνό 1.",
    "lesson.mandala.reshuffle.label": "μένει 1 κάρτα",
    "lesson.mandala.last": "Έτσι το μάνταλα 2, που του λείπει μόνο το κόκκινο, θα είναι το "
                           "τελευταίο. Αν η ίδια η κίνησή σου στο βουνό είχε ολοκληρώσει ένα "
                           "μάνταλα, το ανακάτεμα στο τράβηγμά της θα έκανε εκείνο το τελευταίο· "
                           "ένα ανακάτεμα όταν ξαναγεμίζει ένα βουνό μετά από ολοκλήρωση κάνει "
                           "τελευταίο το επόμενο. (Αν όποιος παίζει δεν έχει ούτε κάρτα ούτε "
                           "κίνηση, το παιχνίδι επίσης τελειώνει.) Ολοκλήρωσέ το: παίξε κόκκινο "
                           "στο βουνό 2 ή στο χωράφι σου εκεί.",
    "lesson.mandala.last.retry": "Το κόκκινο ολοκληρώνει το μάνταλα 2: παίξε το εκεί.",
    "lesson.mandala.last.label": "το τελευταίο μάνταλα",
    "lesson.mandala.sixth": "Το ποτάμι σου έχει πέντε χρώματα. Ένα έκτο χρώμα σε ποτάμι τελειώνει "
                            "το παιχνίδι μόλις μοιραστεί αυτό το βουνό. Κερδίζει όποιος έχει τους "
                            "περισσότερους πόντους· σε ισοπαλία, λιγότερες κάρτες στο κύπελλο· "
                            "αν πάλι ισοπαλία, η νίκη είναι κοινή. Πάρε το μαύρο.",
    "lesson.mandala.sixth.retry": "Το μαύρο είναι το χρώμα που λείπει από το ποτάμι σου: πάρε το.",
    "lesson.mandala.sixth.label": "θέση 6",
    "lesson.mandala.worth": "**Για να παίζεις καλά, 1 από 3: η αξία μιας θέσης στο ποτάμι.** Κάθε "
                            "κάρτα στο κύπελλο μετράει τη θέση του χρώματός της, άρα ένα χρώμα σε "
                            "πιο δεξιά θέση αξίζει περισσότερο. Το πράσινο είναι στη θέση 3 του "
                            "ποταμιού σου: οι 3 πράσινες του βουνού 1 πάνε στο κύπελλό σου για 9 "
                            "πόντους, ενώ το κόκκινο θα άνοιγε μόνο τη θέση 4 χωρίς πόντους τώρα. "
                            "Διαλέγεις πρώτος: πάρε το πράσινο.",
    "lesson.mandala.worth.retry": "Με το πράσινο στη θέση 3, οι 3 πράσινες αξίζουν 9 στο κύπελλό "
                                  "σου· το κόκκινο δεν θα έφερνε πόντους τώρα. Πάρε το πράσινο.",
    "lesson.mandala.worth.label": "πράσινο: θέση 3",
    "lesson.mandala.first": "**Για να παίζεις καλά, 2 από 3: η πρώτη επιλογή.** Το μεγαλύτερο "
                            "χωράφι διαλέγει πρώτο και παίρνει το καλύτερο χρώμα. Στο μάνταλα 1 "
                            "λείπει μόνο το μαύρο, αλλά το χωράφι σου εκεί έχει 1 κάρτα και του "
                            "Δασκάλου 2: αν το ολοκληρώσεις τώρα, ο Δάσκαλος θα πάρει πρώτος τις "
                            "3 κόκκινες. Μεγάλωσε πρώτα το χωράφι σου: παίξε και τις 2 πράσινες "
                            "εκεί (με 1 θα είχατε μόνο ισοπαλία).",
    "lesson.mandala.first.retry": "Αν ολοκληρώσεις τώρα το μάνταλα 1, ο Δάσκαλος διαλέγει πρώτος: "
                                  "παίξε πρώτα και τις 2 πράσινες στο χωράφι σου εκεί (3 κάρτες "
                                  "απέναντι σε 2).",
    "lesson.mandala.first.count": "Και τις 2 πράσινες, όχι 1: με 1 το χωράφι σου έχει 2 κάρτες "
                                  "απέναντι σε 2, και σε ισοπαλία πρώτος διαλέγει όποιος δεν το "
                                  "ολοκλήρωσε, άρα αν το ολοκληρώσεις μετά, πάλι ο Δάσκαλος θα "
                                  "διαλέξει πρώτος.",
    "lesson.mandala.first.label": "1 κάρτα απέναντι σε 2",
    "lesson.mandala.feed": "**Για να παίζεις καλά, 3 από 3: το ποτάμι του άλλου.** Κάθε κάρτα του "
                           "βουνού καταλήγει σε κάποιον που διαλέγει. Το κόκκινο είναι στη θέση 5 "
                           "του ποταμιού του Δασκάλου, άρα κάθε κόκκινη που βάζεις σε βουνό "
                           "μπορεί να του δώσει 5· το κίτρινο είναι στη θέση 4 του δικού σου. "
                           "Παίξε το κίτρινο, όχι κόκκινη, σε ένα βουνό.",
    "lesson.mandala.feed.retry": "Μια κόκκινη σε βουνό μπορεί να δώσει 5 στον Δάσκαλο, μια "
                                 "κίτρινη 4 σε σένα: παίξε κίτρινο σε ένα βουνό.",
    "lesson.mandala.feed.label": "ποτάμι του Δασκάλου: κόκκινο στη θέση 5",
    "lesson.mandala.recap": "Σύνοψη: σε κάθε σειρά παίζεις σε βουνό (και τραβάς), στο χωράφι "
                            "σου, ή απορρίπτεις και τραβάς. Ένα χρώμα μένει σε ένα μέρος του "
                            "μάνταλα. Έξι χρώματα το ολοκληρώνουν: όποιος έχει περισσότερες "
                            "κάρτες στο χωράφι διαλέγει πρώτος, ένα νέο χρώμα ανοίγει θέση στο "
                            "ποτάμι, τα υπόλοιπα γεμίζουν το κύπελλο. Κάθε κάρτα του κυπέλλου "
                            "αξίζει τη θέση του χρώματός της στο ποτάμι.",
    "lesson.flowers.faceup": "Το Flowers έχει 90 κάρτες, 15 σε καθένα από έξι χρώματα. Τρία "
                             "**μάνταλα** δείχνουν από 2 μισά **πλακίδια** λουλουδιών (ένα με "
                             "σκούρα πλάτη, ένα με ανοιχτή) και μια **μάρκα διεκδίκησης**. Ο "
                             "πρώτος παίκτης ορίζεται τυχαία και παίρνει 5 κάρτες, ο επόμενος 6 "
                             "(με 3 ή 4 παίκτες, 7 και 8). Παίζεις 1 ή περισσότερες κάρτες ενός "
                             "χρώματος σε ένα μάνταλα: το κόκκινο δεν φαίνεται ακόμη στο μάνταλα "
                             "1, άρα μπαίνει **με την όψη πάνω**. Παίξε 1 κόκκινη εκεί.",
    "lesson.flowers.faceup.retry": "Δοκίμασε 1 κόκκινη κάρτα στο μάνταλα 1: κανένα πλακίδιο ή "
                                   "φανερή κάρτα εκεί δεν είναι κόκκινη.",
    "lesson.flowers.faceup.label": "μάνταλα 1",
    "lesson.flowers.draw": "Όταν παίζεις ακριβώς 1 κάρτα τραβάς 2 (κάποια τραπέζια έχουν άλλο "
                           "κανόνα: τραβάς έως 4 χωρίς να ξεπεράσεις τις 8)· με 2 ή περισσότερες "
                           "δεν τραβάς. Όλοι βλέπουν τα πλακίδια, τις φανερές κάρτες, πόσες "
                           "κάρτες έχει κάθε παίκτης σε κάθε μάνταλα και πόσες κρατά στη "
                           "χούφτα. Παίξε 1 κίτρινη στο μάνταλα 2.",
    "lesson.flowers.draw.retry": "Παίξε ακριβώς 1 κάρτα, κίτρινη, στο μάνταλα 2, και τράβα 2.",
    "lesson.flowers.draw.count": "Ακριβώς 1 κάρτα, όπως ζητάμε: μόνο όταν παίζεις ακριβώς 1 κάρτα "
                                 "τραβάς 2· με 2 ή περισσότερες δεν τραβάς τίποτα.",
    "lesson.flowers.draw.label": "η χούφτα σου",
    "lesson.flowers.facedown": "Ένα χρώμα που ήδη φαίνεται σε ένα μάνταλα (σε πλακίδιο ή φανερή "
                               "κάρτα) μπαίνει **με την όψη κάτω**: το χρώμα το ξέρεις μόνο εσύ, "
                               "αλλά μετράει κανονικά ως κάρτα σου εκεί. Το γκρι είναι πλακίδιο "
                               "στο μάνταλα 1: παίξε 1 γκρι εκεί.",
    "lesson.flowers.facedown.retry": "Βάλε 1 γκρι κάρτα στο μάνταλα 1 και δες την να μπαίνει "
                                     "κρυφή.",
    "lesson.flowers.facedown.label": "το γκρι φαίνεται",
    "lesson.flowers.several": "Παίξε 2 πορτοκαλί στο μάνταλα 1: πολλές κάρτες μαζί δεν τραβούν "
                              "τίποτα, και πρέπει να κρατήσεις τουλάχιστον 1 κάρτα. Χωρίς "
                              "κάρτες στην αρχή της σειράς σου τραβάς 2 και η σειρά σου "
                              "τελειώνει· μια άδεια τράπουλα ξαναγεμίζει με τη στοίβα απόρριψης "
                              "ανακατεμένη.",
    "lesson.flowers.several.retry": "Παίξε 2 πορτοκαλί κάρτες στο μάνταλα 1.",
    "lesson.flowers.several.label": "μάνταλα 1",
    "lesson.flowers.claim": "Η **διεκδίκηση**: αφού παίξεις, αν έχεις φανερή κάρτα σε εκείνο το "
                            "μάνταλα και περισσότερες κάρτες εκεί από κάθε άλλον με φανερή κάρτα "
                            "εκεί, παίρνεις τη μάρκα του· με ισοπαλία δεν την παίρνεις. Τη μάρκα "
                            "στο μάνταλα 2 την κρατά η άλλη πλευρά με 3 κάρτες: παίξε 3 κίτρινες "
                            "εκεί.",
    "lesson.flowers.claim.retry": "Με 3 κίτρινες έχεις 4 κάρτες στο μάνταλα 2, περισσότερες από "
                                  "3: παίξε τις εκεί.",
    "lesson.flowers.claim.count": "3 κίτρινες, όπως ζητάμε: με 1 ή 2 έχεις 2 ή 3 κάρτες, και 3 "
                                  "απέναντι σε 3 είναι ισοπαλία, που δεν παίρνει τη μάρκα· με 4 "
                                  "θα την έπαιρνες κι έτσι, αλλά την τέταρτη κίτρινη καλύτερα να "
                                  "την κρατήσεις.",
    "lesson.flowers.claim.label": "μάρκα διεκδίκησης",
    "lesson.flowers.complete": "Κάθε χρώμα έχει 6 μισά πλακίδια: δύο με 1 άνθος, δύο με 2 άνθη, "
                               "ένα με 3 άνθη και ένα **×3** (πολλαπλασιαστής). Όταν τα πλακίδια "
                               "και οι φανερές κάρτες ενός μάνταλα δείχνουν και τα έξι χρώματα, "
                               "**ολοκληρώνεται**. Στο μάνταλα 1 λείπει μόνο το κίτρινο: παίξε 1 "
                               "κίτρινη εκεί.",
    "lesson.flowers.complete.retry": "Το κίτρινο είναι το έκτο χρώμα του μάνταλα 1: παίξε το "
                                     "εκεί.",
    "lesson.flowers.complete.label": "αυτά τα πλακίδια",
    "lesson.flowers.choose": "Έχεις τη μάρκα, άρα διαλέγεις πλακίδιο. Το άλλο πάει στη δεύτερη "
                             "θέση: στον άλλο παίκτη με φανερή κάρτα εκεί και τις περισσότερες "
                             "κάρτες (σε ισοπαλία, τις περισσότερες φανερές· αν πάλι ισοπαλία ή "
                             "αν δεν υπάρχει κανείς, παίρνεις και τα δύο). Όσοι παίρνουν πλακίδιο "
                             "απορρίπτουν τις κάρτες τους εκεί, οι άλλοι τις παίρνουν πίσω, και "
                             "έρχονται 2 νέα πλακίδια· αν μια στοίβα πλακιδίων έχει αδειάσει, το "
                             "μάνταλα κλείνει. Πάρε το πράσινο.",
    "lesson.flowers.choose.retry": "Εδώ κάνει όποιο πλακίδιο θέλεις: διάλεξε ένα.",
    "lesson.flowers.choose.label": "διάλεξε ένα",
    "lesson.flowers.pair": "Έχεις ένα μοναχικό πράσινο μισό, και το μάνταλα 3 δείχνει πράσινο "
                           "πλακίδιο και του λείπει μόνο το κίτρινο. Ολοκλήρωσέ το: παίξε 1 "
                           "κίτρινη εκεί.",
    "lesson.flowers.pair.retry": "Παίξε κίτρινο στο μάνταλα 3 για να το ολοκληρώσεις.",
    "lesson.flowers.pair.count": "1 κίτρινη, όπως ζητάμε: ολοκληρώνει το μάνταλα 3 όπως και οι 2, "
                                 "και όταν παίζεις ακριβώς 1 κάρτα τραβάς και 2.",
    "lesson.flowers.pair.label": "ένα πράσινο πλακίδιο",
    "lesson.flowers.flower": "Δύο μισά του ίδιου χρώματος κάνουν **λουλούδι**, ενωμένο για πάντα· "
                             "ένα τρίτο μισό του ίδιου χρώματος ξεκινά νέο μοναχικό μισό. Ένα "
                             "λουλούδι μετράει το μεγαλύτερο μισό συν το διπλάσιο του μικρότερου "
                             "(3 με 2 κάνει 7)· με μισό ×3, τρεις φορές το άλλο. Ένα μοναχικό "
                             "μισό μετράει τα λουλούδια του, και ένα μοναχικό ×3 μετράει 0. Πάρε "
                             "το πράσινο.",
    "lesson.flowers.flower.retry": "Το πράσινο πλακίδιο ταιριάζει με το πράσινο μισό σου: πάρε "
                                   "το.",
    "lesson.flowers.flower.label": "τα λουλούδια σου",
    "lesson.flowers.unclaimed": "Κανείς δεν έχει τη μάρκα στο μάνταλα 2. Αν ολοκληρωθεί έτσι, "
                                "όποιος έχει τις περισσότερες κάρτες εκεί (μετά, τις περισσότερες "
                                "φανερές) διαλέγει σαν να την είχε· αν στην κορυφή υπάρχει "
                                "ισοπαλία, και τα δύο πλακίδια πετιούνται. Ολοκλήρωσέ το: παίξε "
                                "κόκκινο εκεί.",
    "lesson.flowers.unclaimed.retry": "Το κόκκινο είναι το χρώμα που λείπει από το μάνταλα 2: "
                                      "παίξε το εκεί.",
    "lesson.flowers.unclaimed.label": "χωρίς μάρκα",
    "lesson.flowers.closing": "Αργά σε μια παρτίδα οι στοίβες πλακιδίων έχουν αδειάσει (δες τα "
                              "Πλακίδια κάτω). Έχεις τη μάρκα στο μάνταλα 3 και κανείς άλλος δεν "
                              "έχει φανερή κάρτα εκεί, οπότε αν το ολοκληρώσεις παίρνεις και τα "
                              "δύο πλακίδια· χωρίς πλακίδια να μοιραστούν, το μάνταλα 3 μετά "
                              "κλείνει για πάντα, και όταν κλείσουν και τα τρία, το παιχνίδι "
                              "τελειώνει. Ολοκλήρωσέ το: παίξε μωβ εκεί.",
    "lesson.flowers.closing.retry": "Το μωβ είναι το χρώμα που λείπει από το μάνταλα 3: παίξε το "
                                    "εκεί και δες το μάνταλα να κλείνει.",
    "lesson.flowers.closing.label": "δεν μένουν πλακίδια",
    "lesson.flowers.third": "Έχεις δύο λουλούδια. Ένα τρίτο λουλούδι τελειώνει το παιχνίδι μόλις "
                            "μοιραστεί αυτή η ολοκλήρωση. Το παιχνίδι τελειώνει επίσης αμέσως "
                            "όταν καμία χούφτα, ούτε η τράπουλα ούτε η στοίβα απόρριψης, δεν έχει "
                            "κάρτα: όλες οι κάρτες είναι στα μάνταλα. Ολοκλήρωσε το μάνταλα 1: "
                            "παίξε μωβ.",
    "lesson.flowers.third.retry": "Το μωβ ολοκληρώνει το μάνταλα 1: παίξε το εκεί.",
    "lesson.flowers.third.label": "μάνταλα 1",
    "lesson.flowers.score": "Πάρε το πορτοκαλί ×3: με το πορτοκαλί 3 σου μετράει 9. Μετά "
                            "μετρώνται όλα τα λουλούδια και τα μισά· κερδίζουν οι περισσότεροι "
                            "πόντοι· σε ισοπαλία, τα περισσότερα λουλούδια· αν πάλι ισοπαλία, η "
                            "νίκη είναι κοινή.",
    "lesson.flowers.score.retry": "Το πορτοκαλί ×3 ταιριάζει με το πορτοκαλί 3 σου: πάρε το.",
    "lesson.flowers.score.label": "πόντοι",
    "lesson.flowers.claimfirst": "**Για να παίζεις καλά, 1 από 3: η μάρκα.** Όποιος κι αν "
                                 "ολοκληρώσει ένα μάνταλα, πλακίδιο διαλέγει όποιος έχει τη μάρκα "
                                 "του. Στο μάνταλα 2 λείπει μόνο το κόκκινο, και τη μάρκα την "
                                 "έχει ο Δάσκαλος με 2 κάρτες απέναντι στη 1 δική σου. Πάρ' την "
                                 "πρώτος: παίξε τις 2 γκρι σου εκεί. Μπαίνουν κρυφές αλλά "
                                 "μετράνε: 3 απέναντι σε 2 (με 1 γκρι θα ήταν μόνο ισοπαλία, και "
                                 "η ισοπαλία δεν παίρνει τη μάρκα).",
    "lesson.flowers.claimfirst.retry": "Το μάνταλα 2 πάει να ολοκληρωθεί: με 2 γκρι εκεί έχεις 3 "
                                       "κάρτες απέναντι σε 2 και τη μάρκα του, άρα διαλέγεις εσύ "
                                       "πλακίδιο, όποιος κι αν το ολοκληρώσει.",
    "lesson.flowers.claimfirst.count": "Και τις 2 γκρι, όχι 1: με 1 γκρι έχεις 2 κάρτες απέναντι "
                                       "σε 2, ισοπαλία, και η ισοπαλία δεν παίρνει τη μάρκα.",
    "lesson.flowers.claimfirst.label": "η μάρκα του Δασκάλου",
    "lesson.flowers.theirs": "**Για να παίζεις καλά, 2 από 3: ζευγάρωσε τα μισά.** Ο Δάσκαλος "
                             "ολοκλήρωσε το μάνταλα 2, αλλά τη μάρκα την έχεις εσύ, οπότε "
                             "διαλέγεις εσύ, και ο Δάσκαλος, δεύτερος, παίρνει το άλλο πλακίδιο. "
                             "Το μωβ 3 ταιριάζει με το μοναχικό μωβ 2 σου: ένα λουλούδι που "
                             "αξίζει 7. Το πράσινο 3 θα ήταν τρίτο πράσινο μισό, που απλώς ξεκινά "
                             "νέο μοναχικό μισό αξίας 3. Πάρε το μωβ.",
    "lesson.flowers.theirs.retry": "Το μωβ 3 κάνει το μωβ 2 σου λουλούδι αξίας 7· το πράσινο 3 θα "
                                   "ήταν μοναχικό μισό αξίας 3. Πάρε το μωβ.",
    "lesson.flowers.theirs.label": "μωβ 3 ή πράσινο 3",
    "lesson.flowers.short": "**Για να παίζεις καλά, 3 από 3: λίγες κάρτες στη χούφτα.** Είναι "
                            "πάλι η σειρά σου: μετά από μια ολοκλήρωση το παιχνίδι συνεχίζει με "
                            "τον παίκτη μετά από αυτόν που έπαιξε, και έπαιξε ο Δάσκαλος. Σου "
                            "έμειναν 3 κάρτες· όταν παίζεις ακριβώς 1 κάρτα τραβάς 2, ενώ με 2 ή "
                            "περισσότερες δεν τραβάς τίποτα. Γέμισε τη χούφτα: παίξε 1 κίτρινη "
                            "στο μάνταλα 1.",
    "lesson.flowers.short.retry": "Με 3 κάρτες, παίξε 1 κίτρινη στο μάνταλα 1 και τράβα 2: "
                                  "περισσότερες κάρτες, περισσότερες επιλογές στην επόμενη σειρά "
                                  "σου.",
    "lesson.flowers.short.count": "1 κίτρινη, όχι 2: με 2 κάρτες δεν τραβάς τίποτα και σου μένει "
                                  "1· με 1 κάρτα τραβάς 2 και σου μένουν 4.",
    "lesson.flowers.short.label": "έμειναν 3 κάρτες",
    "lesson.flowers.recap": "Σύνοψη: παίζεις ένα χρώμα σε ένα μάνταλα· ένα νέο χρώμα μπαίνει "
                            "φανερό, ένα που ήδη φαίνεται κρυφό. Τη μάρκα την έχει όποιος έχει "
                            "τις περισσότερες κάρτες και μια φανερή. Έξι χρώματα ολοκληρώνουν "
                            "ένα μάνταλα: ο κάτοχος της μάρκας διαλέγει πλακίδιο, ο δεύτερος "
                            "παίρνει το άλλο. Ένωσε μισά σε λουλούδια· το τρίτο λουλούδι "
                            "τελειώνει το παιχνίδι.",
    "rules.m.table.h": "Πώς διαβάζεται η εικόνα του τραπεζιού",
    "rules.m.table": "Η δική σου θέση είναι κάτω, η άλλη πάνω· ένα κίτρινο πλαίσιο δείχνει ποιος "
                     "παίζει, ένα γαλάζιο την τελευταία κίνηση. **Ποτάμι 1 … 6** είναι οι θέσεις "
                     "ενός ποταμιού: μια κάρτα εκεί δεν μετράει η ίδια, αλλά κάνει κάθε κάρτα του "
                     "κυπέλλου στο χρώμα της να αξίζει αυτόν τον αριθμό. **Σκορ ≥ 5 (+2 "
                     "κρυφές)**: οι κάρτες του κυπέλλου που βλέπουν όλοι αξίζουν 5, και 2 κάρτες "
                     "που μπήκαν κρυφές στο κύπελλο στην αρχή δεν μετρήθηκαν ακόμη, οπότε το "
                     "πραγματικό σκορ μπορεί να είναι μεγαλύτερο. Κάθε χρώμα έχει το δικό σχήμα: "
                     "● κόκκινο, ▲ πορτοκαλί, ★ κίτρινο, ■ πράσινο, ◆ μωβ, ⬢ μαύρο. **Τράπουλα** "
                     "είναι πόσες κάρτες μένουν για τράβηγμα· **Απόρριψη** είναι η στοίβα "
                     "απόρριψης, με την όψη πάνω.",
    "rules.f.table.h": "Πώς διαβάζεται η εικόνα του τραπεζιού",
    "rules.f.table": "Κάθε μάνταλα δείχνει ποιος έχει τη μάρκα, το **σκούρο** και το **ανοιχτό** "
                     "πλακίδιο (αριθμός ανθών ✿, ή ×3) και μια γραμμή για κάθε παίκτη: φανερές "
                     "κάρτες ανά χρώμα, και ◇ με το πλήθος των κρυφών. Η δική σου γραμμή δείχνει "
                     "και τα χρώματα των δικών σου κρυφών καρτών, που τα βλέπεις μόνο εσύ. Από "
                     "κάτω, για κάθε παίκτη: χούφτα, σκορ, λουλούδια και μοναχικά μισά. Ένα "
                     "κίτρινο πλαίσιο δείχνει ποιος παίζει, ένα γαλάζιο την τελευταία κίνηση· η "
                     "τελευταία γραμμή δίνει την τράπουλα, τη στοίβα απόρριψης και τα πλακίδια "
                     "που μένουν σε κάθε στοίβα.",
    "guide.m.turn": "Ποιος παίζει: το κίτρινο πλαίσιο και η ετικέτα. Το γαλάζιο δείχνει την "
                    "τελευταία κίνηση.",
    "guide.m.last": "Η τελευταία κίνηση: ένα γαλάζιο πλαίσιο εκεί όπου παίχτηκε. Όταν έγιναν "
                     "πολλές κινήσεις από την προηγούμενη σειρά σου, μικρές γαλάζιες ετικέτες "
                     "τις αριθμούν με τη σειρά (1 η παλαιότερη· 1·3: δύο κινήσεις εκεί).",
    "guide.m.score": "Σκορ ≥ 0 (+2 κρυφές): οι 2 κάρτες που μπήκαν κρυφές σε εκείνο το "
                     "κύπελλο στην αρχή είναι μυστικές, οπότε το πραγματικό σκορ μπορεί να είναι "
                     "μεγαλύτερο.",
    "guide.m.mandala": "Ένα μάνταλα: το βουνό στη μέση και ένα χωράφι για κάθε παίκτη· ένα "
                       "χρώμα μπορεί να βρίσκεται σε ένα μόνο από τα τρία.",
    "guide.m.river": "Το ποτάμι σου, θέσεις 1 έως 6: κάθε κάρτα του κυπέλλου μετράει τον "
                     "αριθμό της θέσης που έχει το χρώμα της.",
    "guide.m.cup": "Το κύπελλό σου: οι κάρτες που μετράνε στο τέλος. Εσύ τις βλέπεις όλες· η "
                   "άλλη πλευρά βλέπει μόνο όσες ήρθαν από βουνό.",
    "guide.m.river.seat": "Το ποτάμι ενός παίκτη, θέσεις 1 έως 6: κάθε κάρτα στο κύπελλό του "
                          "μετράει τον αριθμό της θέσης που έχει το χρώμα της.",
    "guide.m.cup.seat": "Το κύπελλο ενός παίκτη: οι κάρτες που μετράνε στο τέλος. Ο κάτοχός του "
                        "τις βλέπει όλες· οι άλλοι μόνο όσες ήρθαν από βουνό.",
    "guide.m.hand": "Η χούφτα σου: τη βλέπεις μόνο εσύ. Κάθε χρώμα έχει το δικό σχήμα: ● κόκκινο, "
                    "▲ πορτοκαλί, ★ κίτρινο, ■ πράσινο, ◆ μωβ, ⬢ μαύρο.",
    "guide.m.deck": "Τράπουλα: οι κάρτες που μένουν για τράβηγμα. Όταν τελειώσει, η στοίβα "
                    "απόρριψης ανακατεύεται μέσα και το επόμενο μάνταλα που ολοκληρώνεται είναι "
                    "το τελευταίο.",
    "guide.m.discard": "Στοίβα απόρριψης, με την όψη πάνω: πόσες κάρτες και ποιων χρωμάτων.",
    "guide.f.turn": "Ποιος παίζει: το κίτρινο πλαίσιο και η ετικέτα. Το γαλάζιο δείχνει την "
                    "τελευταία κίνηση.",
    "guide.f.last": "Η τελευταία κίνηση: ένα γαλάζιο πλαίσιο εκεί όπου παίχτηκε. Όταν έγιναν "
                     "πολλές κινήσεις από την προηγούμενη σειρά σου, μικρές γαλάζιες ετικέτες "
                     "τις αριθμούν με τη σειρά (1 η παλαιότερη· 1·3: δύο κινήσεις εκεί).",
    "guide.f.claim": "Διεκδίκηση: ποιος έχει τη μάρκα αυτού του μάνταλα, άρα διαλέγει πλακίδιο "
                     "όταν ολοκληρωθεί.",
    "guide.f.tiles": "Τα δύο πλακίδια που κερδίζονται, σκούρο και ανοιχτό: άνθη ✿, ή ×3, που "
                     "τριπλασιάζει το άλλο μισό του λουλουδιού.",
    "guide.f.row": "Κάρτες σε ένα μάνταλα: οι φανερές ανά χρώμα· ◇ και ένας αριθμός για τις "
                   "κρυφές, που το χρώμα τους το ξέρει μόνο όποιος τις έπαιξε.",
    "guide.f.score": "Χούφτα και σκορ μέχρι τώρα.",
    "guide.f.flowers": "Ολοκληρωμένα λουλούδια και μοναχικά μισά, με όσα μετράει το καθένα· "
                       "+2: άλλα δύο μισά που δεν χωρούν στη γραμμή.",
    "guide.f.hand": "Η χούφτα σου: τη βλέπεις μόνο εσύ.",
    "guide.f.deck": "Τράπουλα, στοίβα απόρριψης, και τα πλακίδια που μένουν στη σκούρα και "
                    "στην ανοιχτή στοίβα.",
    "button.accept": "Αποδοχή",
    "button.decline": "Άρνηση",
    "button.join": "Κάτσε",
    "button.leave": "Σήκω",
    "button.start": "Έναρξη",
    "button.back": "Πίσω",
    "button.forfeit": "Ναι, παραιτούμαι",
    "button.keep_playing": "Συνεχίζω",
    "button.analyse": "Ανάλυσε τις κινήσεις μου",
    "forfeit.kept": "Καλή επιτυχία! Η παρτίδα συνεχίζεται.",
    "menu.group": "{name}…",
    "replay.public": "Δημόσια όψη",
    "replay.mine": "Η πλευρά μου",
    "replay.deal": "Το μοίρασμα",
    "replay.move": "Κίνηση {n}",
    "replay.moves": "Κινήσεις {low}–{high}",
    "replay.go_to_move": "Πήγαινε σε κίνηση… (κινήσεις {low}–{high})",
    "replay.go_to_page": "Πήγαινε σε σελίδα…",
    "table.next": "{who}, {what}",
    "table.m.seat": "**{name}** · σκορ {score} · χούφτα {hand} · ποτάμι {river}",
    "table.f.seat": "**{name}** · {points} · χούφτα {hand}",
    "end.forfeit": "{loser} παραιτήθηκε",
    "end.timeout": "{loser} ξέμεινε από χρόνο",
    "end.cancelled": "ένας συντονιστής ακύρωσε την παρτίδα",
    "end.a_player": "ένας παίκτης",
    "why.a_permission": "μου λείπει μια άδεια σε αυτό το κανάλι",
    "why.permission": "δεν έχω {perms} στο {where}",
    "why.gone": "το κανάλι ή το μήνυμα δεν υπάρχει πια",
    "why.discord_down": "το Discord είχε πρόβλημα· δοκίμασε ξανά σε λίγο",
    "why.refused": "το Discord το αρνήθηκε: {detail}",
    "why.mine": "κάτι πήγε στραβά από τη μεριά μου",
    "why.db_away": "η βάση δεδομένων μου δεν απάντησε· το τραπέζι θα ενημερωθεί μόνο του μόλις "
                   "απαντήσει",
    "why.busy": "η βάση δεδομένων μου ήταν απασχολημένη· δοκίμασε ξανά σε λίγο",
    "flow.gone_closed": "{who} δεν είναι πια σε αυτόν τον διακομιστή, άρα αυτή η πρόκληση "
                        "έκλεισε.",
    "flow.accepted": "✅ {who} δέχτηκε την πρόκληση που έστειλε {by}. ",
    "flow.table_closed": "↩️ {who} έκλεισε το τραπέζι που είχε ανοίξει.",
    "flow.sat_down": "✅ Κάθισαν: {who}. ",
    "flow.no_thread": "Η παρτίδα #{id} παίζεται σε αυτό το κανάλι: {why}.",
    "flow.new_game": "Νέο παιχνίδι.",
    "flow.new_game_first": "Νέο παιχνίδι· ξεκινά, όπως έδειξε η κλήρωση: {name}.",
    "flow.not_posted": "Η παρτίδα #{id} ξεκίνησε, αλλά δεν μπόρεσα να δημοσιεύσω το τραπέζι της "
                       "εδώ ({why}). Μόλις διορθωθεί, οποιοσδήποτε το δείχνει με `/{kind} table`· "
                       "ένας συντονιστής μπορεί να τη λήξει με `/{kind} cancel`.",
    "flow.declined": "❌ {who} αρνήθηκε την πρόκληση.",
    "flow.withdrew": "↩️ {who} απέσυρε την πρόκληση.",
    "flow.how_many": "**{move}** · {does}\nΠόσες; Πάτα τον αριθμό για να την παίξεις.",
    "flow.move_counted": "Η κίνησή σου μέτρησε, αλλά δεν μπόρεσα να ενημερώσω το τραπέζι ({why}). "
                         "Το `/{kind} table` το δείχνει ξανά.",
    "flow.notice_failed": "Η κίνησή σου μέτρησε, αλλά δεν μπόρεσα να στείλω την ειδοποίηση 🔔 "
                          "σειράς για {who} ({why}), οπότε δεν ειδοποιήθηκε.",
    "flow.forfeited": "Παραιτήθηκες από την παρτίδα.",
    "flow.forfeit_counted": "Η παραίτησή σου μέτρησε, αλλά δεν μπόρεσα να ενημερώσω το τραπέζι "
                            "({why}).",
    "rules.title": "{title}: οι κανόνες με λίγα λόγια",
    "record": "{wins} · {losses} · {draws}",
    "record.wins": {"one": "{n} νίκη", "other": "{n} νίκες"},
    "record.losses": {"one": "{n} ήττα", "other": "{n} ήττες"},
    "record.draws": {"one": "{n} ισοπαλία", "other": "{n} ισοπαλίες"},
    "day": "{d} {month} {y}",
    "month.1": "Ιαν", "month.2": "Φεβ", "month.3": "Μαρ", "month.4": "Απρ", "month.5": "Μαΐ",
    "month.6": "Ιουν", "month.7": "Ιουλ", "month.8": "Αυγ", "month.9": "Σεπ", "month.10": "Οκτ",
    "month.11": "Νοε", "month.12": "Δεκ",
    "rules.m.tagline": "Ένα παιχνίδι με κάρτες για δύο, των Trevor Benjamin και Brett J. Gilbert.",
    "rules.m.goal.h": "Στόχος",
    "rules.m.goal": "Μάζεψε κάρτες στο **κύπελλό** σου (μια στοίβα με την όψη κάτω μπροστά σου) "
                    "και κάν' τες πολύτιμες με το **ποτάμι** σου, μια σειρά 6 θέσεων με αριθμούς "
                    "1 έως 6. Στο τέλος κάθε κάρτα του κυπέλλου μετράει τον αριθμό της θέσης του "
                    "ποταμιού που έχει το χρώμα της, ή 0 αν το χρώμα της δεν είναι στο ποτάμι "
                    "σου. Κερδίζει όποιος έχει τους περισσότερους πόντους.",
    "rules.m.turn.h": "Η σειρά σου: μία από τρεις ενέργειες",
    "rules.m.turn": "Σε κάθε σειρά κάνεις ακριβώς ένα από αυτά (πάσο δεν επιτρέπεται):\n"
                    "• **Βουνό**: βάλε 1 κάρτα από τη χούφτα σου στο βουνό (τη μεσαία σειρά) ενός "
                    "από τα δύο μάνταλα, μετά τράβα 3 κάρτες, ή λιγότερες ώστε να μην έχεις ποτέ "
                    "πάνω από 8.\n"
                    "• **Χωράφι**: βάλε 1 ή περισσότερες κάρτες ενός χρώματος στο δικό σου χωράφι "
                    "(τη δική σου πλευρά) ενός μάνταλα. Κράτα τουλάχιστον 1 κάρτα στη χούφτα· δεν "
                    "τραβάς.\n"
                    "• **Απόρριψη**: βάλε όσες κάρτες θέλεις ενός χρώματος με την όψη πάνω στη "
                    "στοίβα απόρριψης, μετά τράβα άλλες τόσες.",
    "rules.m.colour.h": "Κανόνας χρώματος",
    "rules.m.colour": "Στο τραπέζι υπάρχουν δύο **μάνταλα**, το καθένα με τρία μέρη: ένα "
                      "**βουνό** στη μέση και ένα **χωράφι** για κάθε παίκτη. Σε ένα μάνταλα ένα "
                      "χρώμα μπορεί να βρίσκεται σε ένα μόνο μέρος: μια κάρτα μπαίνει στο βουνό "
                      "μόνο αν κανένα χωράφι εκεί δεν έχει το χρώμα της (το ίδιο το βουνό μπορεί "
                      "να το έχει), και στο χωράφι σου μόνο αν ούτε το βουνό ούτε το άλλο χωράφι "
                      "εκεί το έχουν. Τα δύο μάνταλα δεν επηρεάζουν το ένα το άλλο.",
    "rules.m.complete.h": "Ολοκλήρωση μάνταλα",
    "rules.m.complete": "Ένα μάνταλα **ολοκληρώνεται** όταν έχει και τα έξι χρώματα (βουνό και τα "
                        "δύο χωράφια μαζί). Τότε το βουνό του μοιράζεται: όποιος έχει "
                        "περισσότερες κάρτες (όχι χρώματα) στο χωράφι εκεί **διαλέγει** πρώτος· "
                        "σε ισοπαλία, όποιος δεν το ολοκλήρωσε. Διαλέγετε εναλλάξ ένα χρώμα του "
                        "βουνού και παίρνετε όλες τις κάρτες του· το τελευταίο χρώμα πάει μόνο "
                        "του. Η πρώτη σου κάρτα ενός νέου χρώματος μπαίνει στην πρώτη κενή θέση "
                        "από αριστερά στο ποτάμι σου· οι υπόλοιπες, και κάθε κάρτα χρώματος που "
                        "ήδη υπάρχει στο ποτάμι σου, πάνε στο κύπελλό σου. Αν το χωράφι σου εκεί "
                        "είναι άδειο, διαλέγεις κανονικά όταν έρθει η σειρά σου, αλλά ό,τι "
                        "διαλέγεις απορρίπτεται. Μετά και τα δύο χωράφια απορρίπτονται, το βουνό "
                        "παίρνει 2 νέες κάρτες και η σειρά περνά στην άλλη πλευρά.",
    "rules.m.end.h": "Το τέλος",
    "rules.m.end": "Όταν πρέπει να τραβηχτεί κάρτα και η τράπουλα είναι άδεια, η στοίβα απόρριψης "
                   "ανακατεύεται σε νέα τράπουλα· από εκεί και πέρα το επόμενο μάνταλα που "
                   "ολοκληρώνεται είναι το τελευταίο. Το παιχνίδι τελειώνει επίσης μόλις ένα "
                   "ποτάμι έχει και τα έξι χρώματα (οι επιλογές εκείνου του μάνταλα "
                   "ολοκληρώνονται). Κερδίζει όποιος έχει τους περισσότερους πόντους· σε "
                   "ισοπαλία, όποιος έχει λιγότερες κάρτες στο κύπελλο· αν πάλι ισοφαρίζουν, η "
                   "νίκη μοιράζεται.",
    "rules.m.here.h": "Πώς παίζεται εδώ",
    "rules.m.here": "Πάτα **Δείξε τη χούφτα μου** στο τραπέζι (ή `/mandala hand`) για να δεις τις "
                    "κάρτες σου ιδιωτικά και να παίξεις. Τα χρώματα διαλέγονται με κουμπιά στο "
                    "τραπέζι. Μετά από λίγο σου γίνεται υπενθύμιση· αν δεν παίξεις, χάνεις με "
                    "παραίτηση. Το `/mandala forfeit` είναι παραίτηση.",
    "rules.f.tagline": "Flowers: A Mandala Game, για 2 έως 4, των Trevor Benjamin και Brett J. "
                       "Gilbert.",
    "rules.f.draw.seed": "αφού παίξεις ακριβώς 1 κάρτα, τραβάς 2",
    "rules.f.draw.published": "αφού παίξεις ακριβώς 1 κάρτα, τραβάς έως 4 χωρίς να ξεπεράσεις "
                              "τις 8",
    "rules.f.draw.match": "Αυτή η παρτίδα τραβά με τον κανόνα **{rule}**: {words}.",
    "rules.f.draw.default": "Τράβηγμα: από προεπιλογή (ο κανόνας **seed**, του ίδιου του μποτ) "
                            "{seed}· σε παρτίδα που ξεκίνησε με `draw:published` (ο κανόνας του "
                            "τυπωμένου παιχνιδιού) {published}.",
    "rules.f.goal.h": "Στόχος",
    "rules.f.goal": "Κέρδισε **μισά πλακίδια λουλουδιών** (καθένα δείχνει 1 έως 3 άνθη, ή **×3**, "
                    "πολλαπλασιαστή) από τρία **μάνταλα**, και ένωσε δύο μισά του ίδιου χρώματος "
                    "σε **λουλούδι**. Το παιχνίδι τελειώνει όταν κάποιος ολοκληρώσει τρίτο "
                    "λουλούδι· τότε κερδίζει όποιος έχει τους περισσότερους πόντους.",
    "rules.f.turn.h": "Η σειρά σου",
    "rules.f.turn": "Παίξε 1 ή περισσότερες κάρτες **ενός χρώματος** σε ένα μάνταλα (κράτα "
                    "τουλάχιστον 1 κάρτα όταν παίζεις 2 ή περισσότερες). {drawing} Με 2 ή "
                    "περισσότερες δεν τραβάς. Χωρίς κάρτες στην αρχή της σειράς σου: τραβάς 2 "
                    "και η σειρά σου τελειώνει.",
    "rules.f.faces.h": "Με την όψη πάνω ή κάτω",
    "rules.f.faces": "Ένα χρώμα **φαίνεται** σε ένα μάνταλα όταν το έχει ένα από τα δύο πλακίδιά "
                     "του ή φανερή κάρτα οποιουδήποτε εκεί. Κάρτες χρώματος που δεν φαίνεται εκεί "
                     "μπαίνουν **με την όψη πάνω**· αλλιώς μπαίνουν **με την όψη κάτω**: όλοι "
                     "βλέπουν πόσες είναι, μόνο εσύ ξέρεις το χρώμα. Οι κρυφές κάρτες μετράνε "
                     "κανονικά ως κάρτες σου εκεί.",
    "rules.f.claim.h": "Η διεκδίκηση",
    "rules.f.claim": "Κάθε μάνταλα έχει μια **μάρκα διεκδίκησης**. Αφού παίξεις, αν έχεις "
                     "τουλάχιστον μία φανερή κάρτα εκεί και περισσότερες κάρτες εκεί (φανερές και "
                     "κρυφές) από κάθε άλλον παίκτη με φανερή κάρτα εκεί, παίρνεις τη μάρκα. Με "
                     "ισοπαλία δεν την παίρνεις· η μάρκα μένει όπου είναι μέχρι να την πάρει "
                     "κάποιος με αυτόν τον τρόπο.",
    "rules.f.complete.h": "Ολοκλήρωση μάνταλα",
    "rules.f.complete": "Ένα μάνταλα **ολοκληρώνεται** όταν τα 2 πλακίδια και οι φανερές κάρτες "
                        "του δείχνουν και τα έξι χρώματα. Όποιος έχει τη **μάρκα** διαλέγει ένα "
                        "από τα πλακίδια (κουμπιά στο τραπέζι). Το άλλο πάει στη **δεύτερη "
                        "θέση**: από τους άλλους παίκτες με φανερή κάρτα εκεί, σε όποιον έχει τις "
                        "περισσότερες κάρτες (σε ισοπαλία, τις περισσότερες φανερές)· αν δεν "
                        "υπάρχει κανείς, ή η ισοπαλία μένει, ο κάτοχος της μάρκας παίρνει και τα "
                        "δύο. Αν κανείς δεν έχει τη μάρκα, όποιος έχει τις περισσότερες κάρτες "
                        "εκεί διαλέγει σαν να την είχε (ισοπαλία στην κορυφή: και τα δύο πλακίδια "
                        "πετιούνται). Όποιος πήρε πλακίδιο απορρίπτει τις κάρτες εκεί· οι άλλοι "
                        "τις παίρνουν πίσω στη χούφτα. Μετά μοιράζονται 2 νέα πλακίδια· όταν "
                        "τελειώσει μια στοίβα πλακιδίων, το μάνταλα κλείνει.",
    "rules.f.scoring.h": "Μέτρημα πόντων",
    "rules.f.scoring": "Ένα **μοναχικό μισό** (χωρίς ζευγάρι) μετράει τα άνθη του· ένα μοναχικό "
                       "**×3** μετράει 0, αφού μόνο πολλαπλασιάζει. Ένα **λουλούδι** (δύο μισά "
                       "ενός χρώματος) μετράει το μεγαλύτερο μισό συν το διπλάσιο του μικρότερου "
                       "(3 και 1 → 5· 2 και 2 → 6)· με μισό ×3, 3 φορές το άλλο μισό (×3 και 3 → "
                       "9· δύο ×3 → 0). Κερδίζει όποιος έχει τους περισσότερους πόντους· σε "
                       "ισοπαλία, όποιος έχει τα περισσότερα λουλούδια· αν πάλι ισοφαρίζουν, η "
                       "νίκη μοιράζεται.",
    "rules.f.here.h": "Πώς παίζεται εδώ",
    "rules.f.here": "Πάτα **Δείξε τη χούφτα μου** στο τραπέζι (ή `/flowers hand`). Το "
                    "`/flowers forfeit` σε βγάζει από την παρτίδα· αν μείνουν δύο ή περισσότεροι "
                    "παίκτες, η παρτίδα συνεχίζεται.",
    "f.next.choose": "το μάνταλα {m} ολοκληρώθηκε: διάλεξε το πλακίδιό σου με τα κουμπιά από "
                     "κάτω.",
    "f.panel_summary": "**Η χούφτα σου** · {cards} · {points}",
    "f.choice.dark": "Σκούρο: {tile}",
    "f.choice.light": "Ανοιχτό: {tile}",
    "f.move.up": "με την όψη πάνω",
    "f.move.down": "με την όψη κάτω",
    "f.move.claims": "παίρνει τη διεκδίκηση",
    "f.move.claims_with": "παίρνει τη διεκδίκηση με {n}+",
    "f.move.completes": "το ολοκληρώνει",
    "f.move.one_draws": " (με 1 τραβάς {n})",
    "f.move.one_then": "1 κάρτα, μετά τραβάς {n}",
    "f.move.one_only": "1 κάρτα, χωρίς τράβηγμα",
    "f.move.label": "{color} → μάνταλα {m}",
    "f.move.group": "Μάνταλα {m}",
    "panel.outdated": "Αυτό το μήνυμα είναι παλιό: χρησιμοποίησε το πιο πρόσφατο από κάτω.",
    "player_n": "Παίκτης {n}",
    # ---- /games settings ---------------------------------------------------------------------
    # ---- wpace: paces, clocks, /games mine and notices in Discord ----
    "ch.pace": "\nΡυθμός: **{pace}**",
    "mine.head": "Οι παρτίδες σου σε εξέλιξη εδώ, πρώτα οι πιο επείγουσες:\n",
    "mine.open": "#{id} {title}",
    "mine.more": {"one": "\n…και άλλη μία.", "other": "\n…και άλλες {n}."},
    # ---- play40: the playground's client language switch ----
    "playground.client_language": "Η εφαρμογή Discord σου μιλά τώρα **{name}**: ό,τι σου λέω "
                                  "ιδιωτικά έρχεται σε αυτή τη γλώσσα, όπως στο Discord όταν "
                                  "αλλάζεις τη γλώσσα της εφαρμογής. Τα τραπέζια και τα "
                                  "αποτελέσματα ακολουθούν τη γλώσσα του διακομιστή "
                                  "(`/games settings`).",
    # ---- pace41: paces, clocks, /games mine, turn notices ----
    "pace.fixed": "κανονικός ρυθμός",
    "pace.live": "ζωντανά: {min} λεπτά + {inc} δευτ. ανά κίνηση",
    "pace.daily": {"one": "ημερήσια: {n} ημέρα ανά κίνηση",
                   "other": "ημερήσια: {n} ημέρες ανά κίνηση"},
    "clock.ms": "{m}:{s:02d}",
    "clock.hm": "{h} ώρ. {m:02d} λεπ.",
    "clock.dh": "{d} ημ. {h} ώρ.",
    "pic.clocks": "Χρόνος που μένει: ",
    "err.bad_pace": "Αυτός ο ρυθμός δεν είναι μία από τις επιλογές· τίποτα δεν άλλαξε.",
    "err.bad_level": "Αυτό το επίπεδο δεν είναι μία από τις επιλογές· τίποτα δεν άλλαξε.",
    "err.clock_out": "Ο χρόνος σου τελείωσε: χάνεις αυτή την παρτίδα στον χρόνο.",
    "err.bad_notices": "Οι ειδοποιήσεις σειράς πηγαίνουν στο κανάλι (**channel**), με "
                       "προσωπικό μήνυμα (**dm**) ή και στα δύο (**both**)· τίποτα δεν άλλαξε.",
    "settings.pace": "\nΡυθμός για νέες παρτίδες: **{pace}**.",
    "notices.channel": "Ειδοποιήσεις σειράς: στο κανάλι όπου παίζεται η παρτίδα.",
    "notices.dm": "Ειδοποιήσεις σειράς: με προσωπικό μήνυμα, μαζί με σύνδεσμο προς το "
                  "τραπέζι.",
    "notices.both": "Ειδοποιήσεις σειράς: στο κανάλι όπου παίζεται η παρτίδα και με "
                    "προσωπικό μήνυμα.",
    "notices.dm_closed": "Τα προσωπικά σου μηνύματα είναι κλειστά για μένα, οπότε οι "
                         "ειδοποιήσεις σειράς πήγαν στο κανάλι όπου παίζεται η παρτίδα.",
    "mine.none": "Δεν έχεις καμία παρτίδα σε εξέλιξη σε αυτόν τον διακομιστή.",
    "mine.your_turn": "σειρά σου",
    "mine.their_turn": "παίζει: {name}",
    "mine.line": "**{title}** #{id} με αντιπάλους {opponents} · {turn}{left} · {link}",
    "mine.left": " · μένουν {left}",
    "mine.button": "Οι παρτίδες μου",
    "notice.dm_turn": "🔔 Σειρά σου στην παρτίδα {title} #{id} στον διακομιστή **{server}**: "
                      "{link}",
    "notice.dm_remind": "⏰ Η κίνηση είναι ακόμη δική σου στην παρτίδα {title} #{id} στον "
                        "διακομιστή **{server}**· λήγει {by}: {link}",
    "settings.manage_server": "Μόνο μέλη με το δικαίωμα **Διαχείριση διακομιστή** μπορούν να "
                              "αλλάξουν αυτές τις ρυθμίσεις.",
    "settings.saved": "Αποθηκεύτηκε. ",
    "settings.threads_on": "Νήματα **ενεργά**: κάθε παρτίδα παίζεται στο δικό της νήμα του "
                           "καναλιού όπου έγινε η πρόκληση (χρειάζομαι εκεί τα δικαιώματα "
                           "**Δημιουργία δημόσιων νημάτων** και **Αποστολή μηνυμάτων σε νήματα**).",
    "settings.threads_off": "Νήματα **ανενεργά**: κάθε κανάλι φιλοξενεί μία παρτίδα τη φορά, που "
                            "παίζεται στο ίδιο το κανάλι.",
    "settings.language": "\nΓλώσσα των τραπεζιών και των αποτελεσμάτων: **{name}**.",
    # ---- challenges, lobbies, replay, history, reminders, threads, refusals --------------
    # ---- review: the session's review ----
    "err.show_cannot_write": "Δεν μπορείς να γράψεις στο {where}, οπότε δεν θα δημοσιεύσω "
                             "εκεί για λογαριασμό σου.",
    # ---- wreplay: replay narration, "Show the channel", the analysis' reasons ----
    "replay.reason": "• κίνηση {n} {mark}: {why}",
    "replay.show": "Δείξε το στο κανάλι",
    "replay.shown": "🎞️ {who} δείχνει: **{title}**, παρτίδα #{id}, κίνηση {n} / {total}: {what}",
    "replay.shown_ok": "Δημοσίευσα την κίνηση {n} από την παρτίδα #{id} στο {where}.",
    "err.show_wait": "Μόλις έδειξες μια κίνηση: μπορείς να δείξεις άλλη σε {s} δευτ.",
    "err.show_refused": "Δεν μπόρεσα να το δείξω στο κανάλι όπου παίχτηκε η παρτίδα: {why}.",
    "err.show_gone": "Το κανάλι όπου παίχτηκε η παρτίδα #{id} δεν υπάρχει πια: δεν έχω πού "
                     "να τη δείξω.",
    "replay.head": "**{title}** · επανάληψη της παρτίδας #{id} · {players}",
    "replay.at": "**Κίνηση {n} / {total}**",
    "replay.told": " · {what}",
    "replay.at_deal": " · το μοίρασμα: κανείς δεν έχει παίξει ακόμη",
    "replay.your_side": "Η πλευρά σου: η χούφτα σου όπως ήταν.",
    "replay.public_side": "Το δημόσιο τραπέζι: ό,τι έβλεπαν όλοι.",
    "replay.jump": "Κίνηση {n} {mark}",
    "replay.no_mistake": "🔍 Η ανάλυσή μου: καμία κίνησή σου δεν κόστισε πολύ· μπράβο.",
    "replay.mistakes": "🔍 Τα μεγαλύτερα λάθη σου: {moves}",
    "replay.mistake": "κίνηση {n} {mark}",
    "replay.preferred": "Αυτή η κίνηση: η πιθανότητα νίκης σου μετά από αυτήν: {chance}· εγώ θα "
                        "προτιμούσα **{best}** ({value}).",
    "replay.agreed": "Αυτή η κίνηση: η πιθανότητα νίκης σου μετά από αυτήν: {chance}· θα την "
                     "έπαιζα κι εγώ.",
    "replay.animation": {"one": "Παρτίδα #{id}, {n} κίνηση, όπως την έδειξε το τραπέζι.",
                         "other": "Παρτίδα #{id}, {n} κινήσεις, όπως τις έδειξε το τραπέζι."},
    "replay.analysing": "🔍 Αναλύω τις κινήσεις σου στην παρτίδα #{id}…",
    "replay.analysing_n": "🔍 Αναλύω τις κινήσεις σου στην παρτίδα #{id}… {done} / {total}",
    "replay.nothing": "τίποτα δεν άλλαξε",
    "games.orphan.deleted": "🏁 **{title}** παρτίδα #{id}: τέλος χωρίς αξιολόγηση· το νήμα της "
                            "διαγράφηκε.",
    "games.orphan.archived": "🏁 **{title}** παρτίδα #{id}: τέλος χωρίς αξιολόγηση· το νήμα της "
                             "αρχειοθετήθηκε.",
    "games.board": "{title}: κατάταξη",
    "games.board_empty": "Καμία αξιολογημένη παρτίδα ακόμη. Ξεκίνα μία με `/{kind} challenge`!",
    "games.board_empty_established": "Καμία σταθερή αξιολόγηση ακόμη: μια αξιολόγηση είναι "
                                     "προσωρινή (\"1630?\") στις πρώτες δώδεκα περίπου "
                                     "παρτίδες. Όλοι: `/{kind} leaderboard` με `everyone:True`.",
    "games.games": {"one": "{n} παρτίδα", "other": "{n} παρτίδες"},
    "games.board_footer": "Μόνο σταθερές αξιολογήσεις (Glicko-2, όπως στο lichess· όλοι "
                          "ξεκινούν από 1500). Και οι προσωρινές: `/{kind} leaderboard` με "
                          "`everyone:True`",
    "games.board_footer_all": "Όλοι όσοι έπαιξαν· το \"?\" σημαίνει προσωρινή αξιολόγηση "
                              "(οι πρώτες δώδεκα περίπου παρτίδες).",
    "games.bot_stats": "{title}: στατιστικά του μποτ (εμένα)",
    "games.bot_stats_about": "Η κατά προσέγγιση δύναμη κάθε επιπέδου στην κλίμακα αξιολόγησης "
                             "των μελών, μετρημένη με παρτίδες μεταξύ των επιπέδων (το κανονικό "
                             "ορίζεται στο 1500, από όπου ξεκινά κάθε μέλος). Οι παρτίδες "
                             "εναντίον μου (`/{kind} practice`) είναι εξάσκηση: χωρίς "
                             "αξιολόγηση.",
    "games.level_strength": "≈ {rating}",
    "games.not_measured": "δεν έχει μετρηθεί ακόμη",
    "games.stats": "{title}: στατιστικά · {name}",
    "games.vs_bot": "Εναντίον του μποτ",
    "games.vs_bot_value": "{rating} · {record} (σύγκρινε με τα `stats` του μποτ)",
    "games.no_rated": "{who} δεν έχει ακόμη αξιολογημένη παρτίδα {title} σε αυτόν τον διακομιστή.",
    "games.rating": "Αξιολόγηση",
    "games.rank": "Θέση",
    "games.games_h": "Παρτίδες",
    "games.record": "Ρεκόρ",
    "games.win_rate": "Ποσοστό νικών",
    "games.rating_value": "{rating} (αβεβαιότητα ±{rd})",
    "games.rating_provisional": "{rating} (προσωρινή: αβεβαιότητα ±{rd}, σταθεροποιείται "
                                "στις πρώτες δώδεκα περίπου παρτίδες)",
    "chart.title": "{title}, αξιολόγηση: {name}",
    "chart.now": "Τώρα {rating} · {games}",
    "chart.provisional": "προσωρινή",
    "chart.games": "παρτίδες",
    "hist.log": "{title} παρτίδα #{id}: οι κινήσεις",
    "hist.log_live": "{title} παρτίδα #{id}: οι κινήσεις ως τώρα",
    "hist.too_old": "Αυτή η παρτίδα ξεκίνησε πριν κρατιούνται οι κινήσεις για επαναλήψεις.",
    "hist.no_move": "Καμία κίνηση ακόμη.",
    "hist.finished": "{title}: τελειωμένες παρτίδες",
    "hist.finished_of": "{title}: τελειωμένες παρτίδες · {name}",
    "hist.someone": "κάποιος",
    "hist.none": "Καμία τελειωμένη παρτίδα ακόμη.",
    "remind.text": "⏰ <@{uid}>, η κίνηση είναι ακόμη δική σου στην παρτίδα {title} #{id}.{link}\n"
                   "Αν δεν παίξεις ως τις {by}, χάνεις με παραίτηση.",
    "cmd.not_reposted": "Δεν μπόρεσα να δημοσιεύσω το τραπέζι: {why}.",
    "cmd.reposted": "Το τραπέζι δημοσιεύτηκε ξανά παρακάτω.",
    "cmd.posted_below": "Δημοσιεύτηκε παρακάτω.",
    "cmd.forfeit_ask": "Να παραιτηθείς από αυτή την παρτίδα; Μετράει ως ήττα για σένα.",
    "cmd.cancelled_by": "{who} ακύρωσε αυτή την παρτίδα.",
    "cmd.cancelled": "Η παρτίδα #{id} ακυρώθηκε· καμία αξιολόγηση δεν άλλαξε.",
    "ch.options": "\nΕπιλογές: {options}",
    "ch.lobby": "{host} άνοιξε ένα τραπέζι **{title}** για {low}–{high} παίκτες! Πάτα «Κάτσε» "
                "για να πάρεις θέση· ο οικοδεσπότης πατά «Έναρξη» μόλις καθίσουν {low}–{high}.\n"
                "Κάθονται ({n}/{high}): {seated}. Το τραπέζι λήγει {expires} αν δεν ξεκινήσει.",
    "ch.challenge": "{by} προκαλεί {who} σε μια παρτίδα **{title}**! Η πρόκληση λήγει {expires}.",
    "ch.so_far": "\nΔέχτηκαν ως τώρα: {accepted} · περιμένουμε: {waiting}.",
    "ch.practice": "{who} παίζει **{title}** εναντίον: {bots}. {where}",
    "ch.begins_below": "Η παρτίδα ξεκινά παρακάτω.",
    "ch.expired": "⌛ Η πρόκληση από {who} προς {invited} έληξε.",
    "ch.lobby_expired": "⌛ Το ανοιχτό τραπέζι που έστησε {who} έληξε.",
    "thread.kind": "οι παρτίδες σε τέτοιο κανάλι δεν μπορούν να έχουν δικό τους νήμα",
    "thread.needs": "χρειάζομαι {perms} εδώ για να δίνω σε κάθε παρτίδα το δικό της νήμα",
    "thread.fallback": "\n-# Μία παρτίδα τη φορά σε αυτό το κανάλι: {why}.",
    "thread.failed": "δεν μπόρεσα να ανοίξω νήμα γι' αυτήν",
    "thread.begins_below": "Η παρτίδα #{id} ξεκινά παρακάτω.",
    "thread.begins_in": "Η παρτίδα #{id} παίζεται στο νήμα της {thread}: {link}",
    "thread.head": "🏁 **{title}** παρτίδα #{id} στο {thread}",
    "thread.void": "{head}: {why}· δεν μετράει.",
    "thread.cancelled": "ακυρώθηκε",
}

# a slash command's English name, description, option or choice -> Greek (see cogs/translator)
COMMANDS: dict[str, str] = {
    "mandala": "μάνταλα",
    "Play Mandala, the card game": "Παίξτε Mandala, το παιχνίδι με κάρτες",
    "flowers": "λουλούδια",
    "Play Flowers: A Mandala Game, for 2 to 4": "Παίξτε Flowers: A Mandala Game, για 2 έως 4",
    "games": "παιχνίδια",
    # ---- wpace: paces, /games mine, /games me ----
    "pace": "ρυθμός",
    "How fast to play (default: the server's pace)": "Πόσο γρήγορα παίζεται (προεπιλογή: ο "
                                                     "ρυθμός του διακομιστή)",
    "The pace of a new match unless its challenge chooses one": "Ο ρυθμός μιας νέας παρτίδας, "
                                                                "αν η πρόκληση δεν ορίσει άλλον",
    "standard pace": "κανονικός ρυθμός",
    "live: 3 min + 10 s a move": "ζωντανά: 3 λεπτά + 10 δευτ. ανά κίνηση",
    "live: 5 min + 20 s a move": "ζωντανά: 5 λεπτά + 20 δευτ. ανά κίνηση",
    "live: 10 min + 30 s a move": "ζωντανά: 10 λεπτά + 30 δευτ. ανά κίνηση",
    "daily: 1 day a move": "ημερήσια: 1 ημέρα ανά κίνηση",
    "daily: 2 days a move": "ημερήσια: 2 ημέρες ανά κίνηση",
    "daily: 3 days a move": "ημερήσια: 3 ημέρες ανά κίνηση",
    "mine": "οι_παρτίδες_μου",
    "Your live matches in this server, most urgent first (privately)":
        "Οι παρτίδες σας σε εξέλιξη εδώ, πρώτα οι πιο επείγουσες (ιδιωτικά)",
    "me": "εγώ",
    "Your own settings: where your turn notices go": "Οι δικές σας ρυθμίσεις: πού έρχονται οι "
                                                     "ειδοποιήσεις σειράς",
    "notices": "ειδοποιήσεις",
    "channel: in the match's channel (the default); dm: by direct message; both":
        "channel: στο κανάλι της παρτίδας (προεπιλογή) · dm: με προσωπικό μήνυμα · both: και "
        "τα δύο",
    "channel": "στο κανάλι (channel)",
    "dm": "προσωπικό μήνυμα (dm)",
    "both": "και τα δύο (both)",
    "Settings of the games in this server": "Ρυθμίσεις των παιχνιδιών σε αυτόν τον διακομιστή",
    "challenge": "πρόκληση",
    "Challenge members to a game of Mandala": "Προκαλέστε μέλη σε μια παρτίδα Mandala",
    "Challenge members to a game of Flowers": "Προκαλέστε μέλη σε μια παρτίδα Flowers",
    "opponent": "αντίπαλος",
    "opponent2": "αντίπαλος2",
    "opponent3": "αντίπαλος3",
    "A member to play (or me, the bot)": "Ένα μέλος για να παίξετε (ή εμένα, το μποτ)",
    "Another member, or me (optional)": "Άλλο ένα μέλος, ή εμένα (προαιρετικό)",
    "level": "επίπεδο",
    "level2": "επίπεδο2",
    "level3": "επίπεδο3",
    "My level if opponent is me, the bot (default normal)":
        "Το επίπεδό μου αν αντίπαλος είμαι εγώ, το μποτ (προεπιλογή: κανονικό)",
    "My level if opponent2 is me, the bot (default normal)":
        "Το επίπεδό μου αν αντίπαλος2 είμαι εγώ, το μποτ (προεπιλογή: κανονικό)",
    "My level if opponent3 is me, the bot (default normal)":
        "Το επίπεδό μου αν αντίπαλος3 είμαι εγώ, το μποτ (προεπιλογή: κανονικό)",
    "easy": "εύκολο",
    "normal": "κανονικό",
    "hard": "δύσκολο",
    "expert": "έμπειρο",
    "everyone": "όλοι",
    "Also list provisional ratings (marked ?), not only established ones":
        "Δείξε και τις προσωρινές αξιολογήσεις (με ?), όχι μόνο τις σταθερές",
    "practice": "εξάσκηση",
    "Play Mandala against me, the bot": "Παίξτε Mandala εναντίον μου, του μποτ",
    "Play Flowers against me, the bot": "Παίξτε Flowers εναντίον μου, του μποτ",
    "How strong I play (default normal)": "Πόσο δυνατά παίζω (προεπιλογή: κανονικό)",
    "How strong I play (default: easy at first, then your last level)":
        "Πόσο δυνατά παίζω (προεπιλογή: εύκολο την πρώτη φορά, μετά το τελευταίο σας επίπεδο)",
    "bots": "μποτ",
    "How many of me sit down, 1-3 (default 1)": "Με πόσα μποτ παίζετε, 1-3 (προεπιλογή 1)",
    "open": "ανοιχτό",
    "Open a table of Flowers anyone can join": "Ανοίξτε ένα τραπέζι Flowers όπου μπαίνει "
                                               "όποιος θέλει",
    "Seat some of me, the bot, from the start": "Πόσα μποτ κάθονται από την αρχή",
    "draw": "μοίρασμα",
    "Default: seed": "Προεπιλογή: seed",
    "seed": "τυχαίο (seed)",
    "published": "δημοσιευμένο",
    "hand": "χούφτα",
    "See your hand privately and play your turn": "Δείτε ιδιωτικά τη χούφτα σας και παίξτε "
                                                  "τη σειρά σας",
    "table": "τραπέζι",
    "Post the table of this channel's match again": "Δημοσιεύστε ξανά το τραπέζι της παρτίδας "
                                                    "αυτού του καναλιού",
    "forfeit": "παραίτηση",
    "Resign from your match in this channel": "Παραιτηθείτε από την παρτίδα σας σε αυτό το κανάλι",
    "log": "κινήσεις",
    "The moves of this channel's match, or of a finished one by its number":
        "Οι κινήσεις της παρτίδας του καναλιού, ή μιας τελειωμένης με τον αριθμό της",
    "number": "αριθμός",
    "A match number from /history (default: the match of this channel, or the last one that "
    "ended here)": "Αριθμός παρτίδας από το /history (προεπιλογή: η παρτίδα του καναλιού ή η "
                   "τελευταία που τελείωσε εδώ)",
    "replay": "επανάληψη",
    "Watch a finished match again, move by move (privately)":
        "Δείτε ξανά μια τελειωμένη παρτίδα, κίνηση προς κίνηση (ιδιωτικά)",
    "A match number from /history (default: the last one that ended in this channel)":
        "Αριθμός παρτίδας από το /history (προεπιλογή: η τελευταία που τελείωσε εδώ)",
    "format": "μορφή",
    "A viewer with buttons (default), or an animation": "Προβολή με κουμπιά (προεπιλογή) ή "
                                                        "κινούμενη εικόνα",
    "viewer": "προβολή",
    "animation": "κινούμενη εικόνα",
    "history": "ιστορικό",
    "Finished Mandala matches in this server": "Τελειωμένες παρτίδες Mandala σε αυτόν τον "
                                               "διακομιστή",
    "Finished Flowers matches in this server": "Τελειωμένες παρτίδες Flowers σε αυτόν τον "
                                               "διακομιστή",
    "member": "μέλος",
    "Only the matches of this member": "Μόνο οι παρτίδες αυτού του μέλους",
    "rules": "κανόνες",
    "The rules of Mandala in short": "Οι κανόνες του Mandala εν συντομία",
    "The rules of Flowers in short": "Οι κανόνες του Flowers εν συντομία",
    # ---- wlesson: /<game> learn ----
    "learn": "μάθημα",
    "Learn to play Mandala step by step, in a private lesson":
        "Μάθετε να παίζετε Mandala βήμα βήμα, σε ιδιωτικό μάθημα",
    "Learn to play Flowers step by step, in a private lesson":
        "Μάθετε να παίζετε Flowers βήμα βήμα, σε ιδιωτικό μάθημα",
    "cancel": "ακύρωση",
    "Moderators: end this channel's match unrated": "Συντονιστές: τερματίστε την παρτίδα του "
                                                    "καναλιού χωρίς αξιολόγηση",
    "leaderboard": "κατάταξη",
    "This server's Mandala ranking": "Η κατάταξη Mandala του διακομιστή",
    "This server's Flowers ranking": "Η κατάταξη Flowers του διακομιστή",
    "stats": "στατιστικά",
    "Rating and record of a member (you by default)": "Αξιολόγηση και ρεκόρ ενός μέλους (εσάς από "
                                                      "προεπιλογή)",
    "Whose stats to show": "Τίνος τα στατιστικά να εμφανιστούν",
    "settings": "ρυθμίσεις",
    "How matches are hosted in this server": "Πώς φιλοξενούνται οι παρτίδες σε αυτόν τον "
                                             "διακομιστή",
    "threads": "νήματα",
    "on: each match in its own thread (the default); off: one match per channel":
        "on: κάθε παρτίδα στο δικό της νήμα (προεπιλογή) · off: μία παρτίδα ανά κανάλι",
    "on": "ενεργά (on)",
    "off": "ανενεργά (off)",
    "language": "γλώσσα",
    "The language of the tables, turns and results (default: the server's)":
        "Η γλώσσα των τραπεζιών, των σειρών και των αποτελεσμάτων (προεπιλογή: του διακομιστή)",
    "playground": "δοκιμαστικό",
    "Only in the playground": "Μόνο στο δοκιμαστικό περιβάλλον",
    "The language of your Discord client (what the bot tells you privately)":
        "Η γλώσσα της εφαρμογής Discord σας (ό,τι σας λέει ιδιωτικά το μποτ)",
    "The language your Discord client speaks": "Η γλώσσα που μιλά η εφαρμογή Discord σας",
}
