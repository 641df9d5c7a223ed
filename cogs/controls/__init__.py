"""Every button and menu with the view that holds it; they reach the handlers through the
bot's typed `hub` (a Protocol in bot.py), never a cog looked up by name."""
