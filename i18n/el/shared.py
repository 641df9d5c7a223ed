"""Ελληνικά (Greek): the texts every game shares; each game's own texts are in `<game>.py`
beside this file.

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
    # ---- pictures --------------------------------------------------------------------
    # ---- render2: picture follow-ups ----
    "pic.over.none": "Τέλος παιχνιδιού: κανένα αποτέλεσμα",
    "pic.over.shared": "Τέλος παιχνιδιού: κοινή νίκη",
    "pic.over.you_share": "Τέλος παιχνιδιού: μοιράζεσαι τη νίκη",
    "pic.over.you": "Τέλος παιχνιδιού: κερδίζεις",
    "pic.over.they": "Τέλος παιχνιδιού · νίκη: {name}",
    "pic.key": "Υπόμνημα",
    "pic.your_hand": "Η χούφτα σου",
    "pic.no_cards": "καμία κάρτα",
    "pic.no_move_yet": "Νέο παιχνίδι: καμία κίνηση ακόμα",
    "pic.last_move": "Τελευταία: ",
    "pic.race.title": "Σκορ μετά από κάθε γύρο",
    "pic.race.round": "← γύρος",
    "pic.mandala": "Μάνταλα {m}",
    "pic.deck": "Τράπουλα",
    "pic.ended": "Αιτία: {reason}.",
    "pic.turn": "κίνηση {n}",
    "pic.your_turn": "Σειρά σου",
    "pic.to_move": "Σειρά: {name}",
    "pic.you_tag": " (εσύ)",
    "pic.badge.to_move": "ΣΕΙΡΑ",
    "pic.hand": "Χούφτα ",
    "pic.f.points": {"one": "{n} πόντος", "other": "{n} πόντοι"},
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
    "result.ratings": "Αξιολόγηση: {lines}",
    "result.unrated_practice": "Παρτίδα εξάσκησης: χωρίς αξιολόγηση. Οι παρτίδες εναντίον μου, "
                               "του μποτ, δεν αλλάζουν ποτέ αξιολόγηση.",
    "ch.expires_in": {"one": "σε {n} λεπτό (στις {at})", "other": "σε {n} λεπτά (στις {at})"},
    "err.rematch_too_soon": "Το παιχνίδι μόλις τελείωσε, οπότε το πάτημα μετρήθηκε ως δεύτερο "
                            "κλικ στην τελευταία κίνηση και δεν στάλθηκε τίποτα. Πάτησε ξανά "
                            "**Ρεβάνς** σε λίγο αν θέλεις ρεβάνς.",
    # ---- picker40: the button move picker, replay entries, rating changes ----
    "pick.color": "Διάλεξε χρώμα για να παίξεις:",
    "pick.color_n": "{color} ×{n}",
    "pick.where": "{color}: πού, και πόσες;",
    "pick.count": "{color} → {place}: πόσες;",
    "pick.place_count": "{place} ×{n}",
    "pick.gone": "Αυτή η επιλογή δεν υπάρχει πια· το πάνελ δείχνει τι μπορείς να παίξεις τώρα.",
    "replay.entry": "{n}. {what}",
    "replay.showing": "Εδώ: κίνηση {n} από {total}",
    "rating.change": "{name} {before} → {after}, {delta}",
    "member.gone": "πρώην μέλος",
    # ---- explain39: reasons in words (the explainer, hints, the analysis' marks) -----------
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
    "explain.last_round": "Η τράπουλα τελειώνει και ξαναφτιάχνεται από τη στοίβα απόρριψης: το "
                          "επόμενο μάνταλα που θα ολοκληρωθεί είναι το τελευταίο.",
    "explain.ends": "Τελειώνει το παιχνίδι.",
    "explain.leaves": "Στο μάνταλα {m} θα λείπει μόνο το {color} · μπορεί να το ολοκληρώσει: "
                      "{name}.",
    "explain.leaves.first": "Στο μάνταλα {m} θα λείπει μόνο το {color} · μπορεί να το ολοκληρώσει "
                            "και να διαλέξει πρώτα: {name}.",
    "explain.leaves.prize": "Στο μάνταλα {m} θα λείπει μόνο το {color} · μπορεί να το ολοκληρώσει "
                            "και να διαλέξει πρώτα από το βουνό ({prize}): {name}.",
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
    "move.up_to": "έως {n} κάρτες",
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
    "How strong I play (default normal)": "Πόσο δυνατά παίζω (προεπιλογή: κανονικό)",
    "How strong I play (default: easy at first, then your last level)":
        "Πόσο δυνατά παίζω (προεπιλογή: εύκολο την πρώτη φορά, μετά το τελευταίο σας επίπεδο)",
    "bots": "μποτ",
    "How many of me sit down, 1-3 (default 1)": "Με πόσα μποτ παίζετε, 1-3 (προεπιλογή 1)",
    "open": "ανοιχτό",
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
    "member": "μέλος",
    "Only the matches of this member": "Μόνο οι παρτίδες αυτού του μέλους",
    "rules": "κανόνες",
    # ---- wlesson: /<game> learn ----
    "learn": "μάθημα",
    "cancel": "ακύρωση",
    "Moderators: end this channel's match unrated": "Συντονιστές: τερματίστε την παρτίδα του "
                                                    "καναλιού χωρίς αξιολόγηση",
    "leaderboard": "κατάταξη",
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
