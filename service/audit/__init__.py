"""Audit of a game's event log, by purpose.

- ``export``: the NDJSON export, written from the log and read back into typed records.
- ``verify``: checking an export offline (chain, seed commitment, dice-v1, re-deciding every
  command through the rules).
- ``replay``: one order's exchanges step by step, as JSON and as plain English (the
  ``.../orders/{n}/replay`` route).
- ``sides``: reading a roll side's name and its skill's attribute, for all of them.
- ``cli``: ``infinity-ledger verify FILE``.
"""
