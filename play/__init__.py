"""The application layer without Discord: start matches, apply an action for a seat, resign,
cancel. Button clicks, timeouts and (later) AI moves all go through `MatchService.act`."""
