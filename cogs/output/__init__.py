"""The Discord output of a step: the table, the turn notice, panels, threads, the owed
publications and the history embeds."""
