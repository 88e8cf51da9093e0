"""Games: create, read, the event log, the end of a game and its tokens (/v1/games/{id})."""
