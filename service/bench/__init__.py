"""`infinity-ledger bench`: every figure next to a baseline measured in the same run."""
