"""A tournament's audit export and its verification: the tournament's header and its own
events, then the export of every game of its tables; ``verify`` checks the tournament's chain,
seed and signature, decides every one of its commands again (every pairing derived again from
the revealed seed), holds every counted result to its game's final score and every standing to
the events, and verifies every game as ``infinity-ledger verify`` verifies one."""

from service.audit.tournament.export import (
    TOURNAMENT_HEADER_KEYS,
    is_tournament_header,
    standing_record,
    tournament_header,
)
from service.audit.tournament.verify import (
    TournamentCheck,
    TournamentReport,
    verify_log,
    verify_tournament,
)

__all__ = [
    "TOURNAMENT_HEADER_KEYS",
    "TournamentCheck",
    "TournamentReport",
    "is_tournament_header",
    "standing_record",
    "tournament_header",
    "verify_log",
    "verify_tournament",
]
