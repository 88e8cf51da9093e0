"""What an organiser's token does across its games: list, export, import, stream."""
