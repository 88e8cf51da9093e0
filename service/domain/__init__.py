"""The game as a decider: commands in, past-tense events out. No I/O, no framework imports."""
