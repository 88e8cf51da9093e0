"""The N5 Game Sequence of one game: the Initiative Roll, its choices, the Deployment Phase."""
