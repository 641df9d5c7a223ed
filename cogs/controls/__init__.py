"""Every button and menu with the view that holds it; they reach the handlers through the
bot's hub (cogs.kit.hub), where each handler registers for the control types it answers."""
