"""A game's Fireteams: forming one and breaking it (Fireteams: Basic Rules, N5)."""
