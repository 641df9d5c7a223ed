"""Player-facing texts: the rules summary shown by /mandala rules and the Rules button."""

from __future__ import annotations

import discord

MANDALA_RULES = [
    ("Goal", "Fill your **cup** with cards that your **river** makes valuable. The first colour "
             "in your river scores 1 point per cup card of that colour, the sixth scores 6."),
    ("Your turn: one of three actions",
     "• **Mountain**: play 1 card to either mountain, then draw up to 3 (never above 8 in "
     "hand).\n• **Field**: play any number of one colour to your own field of a mandala "
     "(keep at least 1 card in hand). No draw.\n• **Discard**: discard any number of one "
     "colour, then draw as many."),
    ("Colour rule", "In one mandala, each colour may be in only one of its three parts: the "
                    "mountain, your field, or your opponent's field."),
    ("Completing a mandala",
     "When all six colours are in a mandala, players take turns picking a colour from its "
     "mountain, taking every card of it. The player with more field cards picks first (on a "
     "tie, the one who did not complete it). A new colour puts 1 card in your river and the "
     "rest in your cup; a colour already in your river goes all to the cup. No field cards "
     "there? You still pick, but discard what you take."),
    ("The end", "When the deck runs out, the discard pile is shuffled into a new deck: the "
                "next completed mandala is the last. The game also ends when a river holds all "
                "six colours. Most points wins; on a tie, fewer cup cards wins."),
    ("Playing here", "Press **Show my hand** on the table (or `/mandala hand`) to see your "
                     "cards privately and play. Picks are buttons on the table. You are "
                     "reminded after a while, then forfeit if you don't move. "
                     "`/mandala forfeit` resigns."),
]


def rules_embed(kind: str = "mandala") -> discord.Embed:
    embed = discord.Embed(
        title="Mandala: the rules in short",
        colour=discord.Colour.dark_teal(),
        description="A card game for two by Trevor Benjamin and Brett J. Gilbert.",
    )
    for name, value in MANDALA_RULES:
        embed.add_field(name=name, value=value, inline=False)
    return embed
