"""The live feeds (`use_case`): a game's events, its order state, an organiser's games, as they
commit, over their ports (`ports`) and PostgreSQL adapter (`postgres`); how many streams may be
open (`stream_limits`)."""
