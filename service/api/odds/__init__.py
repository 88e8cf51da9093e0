"""POST /v1/odds: exact odds of a roll, stateless; the answer's parts in their own modules."""
