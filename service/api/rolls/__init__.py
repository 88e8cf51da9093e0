"""Rolls: free-standing rolls, each roll as it ended, and the odds a recorded roll had."""
