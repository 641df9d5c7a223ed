"""The presentation layer: every word, menu choice and picture argument a message needs, per
game and for the table, computed without discord so it is tested directly (cogs/ sends it)."""
