"""Players' entropy: each player's own seed for a dice-v2 game's dice, or none, recorded empty."""
