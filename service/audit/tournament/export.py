"""The header of a tournament's export: what the tournament is, its seed once revealed, the
head of its own events, every game exported after them and the standings, signed as a game's
export is (``export.signature``: ``events_sha256`` covers the tournament's own event lines, and
each game's header, signed on its own, covers that game's lines)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any
from uuid import UUID

from service.domain.tournament import Standing
from service.store.chain import HASH_ALGORITHM

TOURNAMENT_HEADER_KEYS = frozenset(
    {
        "tournament_id",
        "name",
        "seed_commitment",
        "pairing_rule",
        "hash_algorithm",
        "event_count",
        "head_hash",
        "service_version",
        "games",
        "standings",
    }
)
"""Besides these, ``seed`` (once the tournament has ended), ``events_sha256`` and ``signature``."""


def is_tournament_header(obj: Any) -> bool:
    return isinstance(obj, dict) and "tournament_id" in obj and "version" not in obj


def standing_record(row: Standing) -> dict[str, Any]:
    return {
        "rank": row.rank,
        "player": row.player,
        "faction": row.faction,
        "tournament_points": row.tournament_points,
        "objective_points": row.objective_points,
        "victory_points": row.victory_points,
        "opponents_tournament_points": row.opponents_tournament_points,
        "opponents_objective_points": row.opponents_objective_points,
        "played": row.played,
        "byes": row.byes,
        "dropped": row.dropped,
    }


def tournament_header(
    *,
    tournament_id: UUID,
    name: str,
    seed_commitment: str,
    pairing_rule: int,
    event_count: int,
    head_hash: str,
    service_version: str,
    games: Sequence[dict[str, Any]],
    standings: Sequence[Standing],
    seed: bytes | None = None,
) -> dict[str, Any]:
    """``games``: each exported game as ``{"game_id", "round", "attempt", "table",
    "event_count", "head_hash"}``, in the order their exports follow."""
    header: dict[str, Any] = {
        "tournament_id": str(tournament_id),
        "name": name,
        "seed_commitment": seed_commitment,
        "pairing_rule": pairing_rule,
        "hash_algorithm": HASH_ALGORITHM,
        "event_count": event_count,
        "head_hash": head_hash,
        "service_version": service_version,
        "games": [dict(game) for game in games],
        "standings": [standing_record(row) for row in standings],
    }
    if seed is not None:
        header["seed"] = seed.hex()
    return header
