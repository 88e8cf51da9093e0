"""The games use case: create a game, authenticate a caller, run a command (`use_case`), over
its ports (`ports`) and their PostgreSQL adapter (`postgres`); one writer per game in this
process (`locks`) and the Idempotency-Key's strength (`idempotency_keys`)."""
