"""Pure Infinity rules: no I/O, no framework imports.

Everything here is deterministic arithmetic over dice faces, so the same functions serve the
live API, the exact-odds calculator and the offline verifier of recorded games.
"""
