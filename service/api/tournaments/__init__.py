"""A tournament: players, rounds paired from its seed, each table's game, standings."""
