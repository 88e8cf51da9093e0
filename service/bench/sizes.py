"""How much work each benchmark does: full, --quick, or tiny (for the tests of the command)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Sizes:
    appends: int
    """Appends per case (split among the writers)."""
    batches: int
    """Resolutions appended (and raw multi-row inserts) per case."""
    exchange_seconds: float
    """How long the 16 clients play exchanges, per server."""
    reads_seconds: float
    """How long the 16 clients read their games, per server."""
    rebuild_events: int
    sse_games: int
    sse_events: int
    """Events appended per game while the streams are open."""
    fanout_streams: int | None
    """Streams opened on the `sse_games` games in one process for the fan-out rows; None: as
    many as one process serves (`INFINITY_LEDGER_SSE_MAX_STREAMS`)."""
    open_streams_rolls: int
    """Another client's rolls with an address's most streams open (as many with none)."""
    odds_repeats: int
    verify_events: int
    """Events of the game verified four times at once while `/health/live` is probed."""
    long_game_orders: int
    """Orders of the one game whose late commands are timed against its early ones."""
    odds_under_verify_seconds: float
    """How long a bystander asks for odds while four clients loop verify (as long again with
    none); the game is `verify_events` long."""
    pairing_repeats: int
    """Times a round of 256 players is paired (and as many plain sorts of them)."""


FULL = Sizes(
    appends=4000,
    batches=1000,
    exchange_seconds=15.0,
    reads_seconds=5.0,
    rebuild_events=1_000_000,
    sse_games=50,
    sse_events=10,
    fanout_streams=None,
    open_streams_rolls=1000,
    odds_repeats=100,
    verify_events=2000,
    long_game_orders=300,
    odds_under_verify_seconds=10.0,
    pairing_repeats=20,
)
QUICK = Sizes(
    appends=2000,
    batches=300,
    exchange_seconds=3.0,
    reads_seconds=2.0,
    rebuild_events=100_000,
    sse_games=50,
    sse_events=2,
    fanout_streams=None,
    open_streams_rolls=300,
    odds_repeats=20,
    verify_events=500,
    long_game_orders=300,
    odds_under_verify_seconds=4.0,
    pairing_repeats=10,
)
TINY = Sizes(
    appends=32,
    batches=8,
    exchange_seconds=0.5,
    reads_seconds=0.3,
    rebuild_events=300,
    sse_games=3,
    sse_events=2,
    fanout_streams=12,
    open_streams_rolls=10,
    odds_repeats=2,
    verify_events=20,
    long_game_orders=10,
    odds_under_verify_seconds=0.5,
    pairing_repeats=2,
)
SIZES = {"full": FULL, "quick": QUICK, "tiny": TINY}
