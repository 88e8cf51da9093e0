"""The tournaments use case (`use_case`): create, register, drop, pair a round and make its
tables' games through the games use case, count their results, rule, void, end, read; over its
ports (`ports`) and their PostgreSQL adapter (`postgres`); a tournament's audit export over the
games' audit (`exports`)."""
