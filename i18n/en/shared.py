"""English, the reference catalogue (every other language holds exactly these keys): the texts
every game shares; each game's own texts are in `<game>.py` beside this file."""

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
    # ---- pictures --------------------------------------------------------------------
    # ---- render2: picture follow-ups ----
    "pic.over.none": "Game over: no result",
    "pic.over.shared": "Game over: a shared win",
    "pic.over.you_share": "Game over: you share the win",
    "pic.over.you": "Game over: you win",
    "pic.over.they": "Game over: {name} wins",
    "pic.key": "Key",
    "pic.your_hand": "Your hand",
    "pic.no_cards": "no cards",
    "pic.no_move_yet": "New game: no move yet",
    "pic.last_move": "Last move: ",
    "pic.race.title": "Score race: points after each round",
    "pic.race.round": "← round",
    "pic.mandala": "Mandala {m}",
    "pic.deck": "Deck",
    "pic.ended": "The game ended: {reason}.",
    "pic.turn": "move {n}",  # the replay's "Move n / total" counts the same moves
    "pic.your_turn": "Your turn",
    "pic.to_move": "{name} to move",
    "pic.you_tag": " (you)",
    "pic.badge.to_move": "TO MOVE",
    "pic.hand": "Hand ",
    "pic.f.points": {"one": "{n} point", "other": "{n} points"},
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
    "err.rematch_too_soon": "The match has only just ended, so this press was taken for a "
                            "second click on your last move and nothing was sent. Press "
                            "**Rematch** again in a moment if you want one.",
    # ---- picker40: the button move picker, replay entries, rating changes ----
    "pick.color": "Choose a colour to play:",
    "pick.color_n": "{color} ×{n}",
    "pick.where": "{color}: where, and how many?",
    "pick.count": "{color} → {place}: how many?",
    "pick.place_count": "{place} ×{n}",
    "pick.gone": "That choice is no longer there; your panel shows what you can play now.",
    "replay.entry": "{n}. {what}",
    "replay.showing": "Showing move {n} of {total}",
    "rating.change": "{name} {before} → {after}, {delta}",
    "member.gone": "a former member",
    # ---- explain39: reasons in words (the explainer, hints, the analysis' marks) -----------
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
    "explain.last_round": "The deck runs out and is rebuilt from the discard pile: the next "
                          "mandala completed is the last.",
    "explain.ends": "It ends the game.",
    "explain.leaves": "It leaves mandala {m} lacking only {color}: {name} can complete it.",
    "explain.leaves.first": "It leaves mandala {m} lacking only {color}: {name} can complete "
                            "it and pick first.",
    "explain.leaves.prize": "It leaves mandala {m} lacking only {color}: {name} can complete "
                            "it and pick first from its mountain ({prize}).",
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
    "move.up_to": "up to {n} cards",
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
