"""Building an audit export: a header line, then one line per event, as compact JSON.

The builders are pure, so the HTTP endpoint (reading from the database) and the tests
(building a game in memory) write exactly the same bytes, and the verifier reads them back.
Each event line carries recorded_at as the canonical text the hash covers, so the whole hash
chain can be checked from the file alone.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol
from uuid import UUID

from service.audit.export.secrets import ListedSecret
from service.domain import dice
from service.domain.state import PlayerEntropy
from service.store.chain import HASH_ALGORITHM, ChainLink, canonical_json

SeedStatus = Literal["contributed", "waived", "missing"]


@dataclass(frozen=True, slots=True)
class PlayerSeed:
    """One player's part of a dice-v2 game's dice, as the header lists it: the seed sent
    ("contributed"), recorded empty by the organiser ("waived"), or not sent yet ("missing",
    seed "")."""

    player: str
    seed: str
    status: SeedStatus


def header_player_seeds(
    players: Sequence[str], entropy: Sequence[PlayerEntropy]
) -> tuple[PlayerSeed, ...]:
    """Each player's seed in the game's player order, as a dice-v2 header lists it."""
    given = {entry.player: entry for entry in entropy}
    seeds: list[PlayerSeed] = []
    for player in players:
        entry = given.get(player)
        if entry is None:
            seeds.append(PlayerSeed(player, "", "missing"))
        else:
            seeds.append(
                PlayerSeed(player, entry.seed, "waived" if entry.waived else "contributed")
            )
    return tuple(seeds)


class ExportableEvent(ChainLink, Protocol):
    """A stored event with what an event line adds to its chain link (the store's
    RecordedEvent fits)."""

    @property
    def position(self) -> int: ...
    @property
    def metadata(self) -> Mapping[str, Any]: ...


def export_header(
    *,
    game_id: UUID,
    edition: str,
    seed_commitment: str | None,
    client_seed: str,
    event_count: int,
    head_hash: str,
    service_version: str,
    seed: bytes | None = None,
    dice_algorithm: str = dice.DICE_V1,
    player_seeds: Sequence[PlayerSeed] = (),
    secrets: Sequence[ListedSecret] = (),
) -> dict[str, Any]:
    """The first line. ``seed`` only once the game has revealed it: the key is left out before.
    A dice-v2 game lists each player's seed (``player_seeds``); a dice-v1 game's header is
    written exactly as before dice-v2. ``secrets`` (``export.secrets``) only when the game
    committed any, so a header of a game without them keeps its bytes."""
    header: dict[str, Any] = {
        "game_id": str(game_id),
        "edition": str(edition),
        "seed_commitment": seed_commitment,
        "client_seed": client_seed,
        "dice_algorithm": dice_algorithm,
        "hash_algorithm": HASH_ALGORITHM,
        "event_count": event_count,
        "head_hash": head_hash,
        "service_version": service_version,
    }
    if seed is not None:
        header["seed"] = seed.hex()
    if dice_algorithm == dice.DICE_V2:
        header["player_seeds"] = [
            {"player": entry.player, "seed": entry.seed, "status": entry.status}
            for entry in player_seeds
        ]
    if secrets:
        header["secrets"] = [listed.to_builtins() for listed in secrets]
    return header


def event_record(
    position: int,
    game_id: UUID,
    version: int,
    type: str,
    data: Mapping[str, Any],
    metadata: Mapping[str, Any],
    recorded_at_str: str,
    prev_hash: str,
    hash: str,
    blind: str | None = None,
) -> dict[str, Any]:
    """One event line's object; ``recorded_at_str`` is chain.format_recorded_at's text. An
    event recorded before blinds has no ``blind`` key, so its line reads as it always did."""
    record = {
        "position": position,
        "game_id": str(game_id),
        "version": version,
        "type": type,
        "data": dict(data),
        "metadata": dict(metadata),
        "recorded_at": recorded_at_str,
        "prev_hash": prev_hash,
        "hash": hash,
    }
    if blind is not None:
        record["blind"] = blind
    return record


def record_of(event: ExportableEvent) -> dict[str, Any]:
    return event_record(
        event.position,
        event.game_id,
        event.version,
        event.type,
        event.data,
        event.metadata,
        event.recorded_at_str,
        event.prev_hash,
        event.hash,
        event.blind,
    )


def export_line(obj: Mapping[str, Any]) -> str:
    """Compact JSON with sorted keys, non-ASCII kept as UTF-8, and a final newline."""
    return canonical_json(obj) + "\n"
