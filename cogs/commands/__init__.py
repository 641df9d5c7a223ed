"""The slash commands and the extensions (cogs) that hold them, and the command translator."""
