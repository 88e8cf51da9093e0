"""What the audit use cases need of storage, as protocols: PostgreSQL (`postgres.py`) and
the tests' in-memory fakes both provide them."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any, Protocol
from uuid import UUID

from service.application.ports import (
    EventRow,
    Grants,
    OrganisedKey,
    Provenance,
    ReadModels,
    Seeds,
    StoredVerification,
)


@dataclass(frozen=True, slots=True)
class LogHead:
    """A game's log as it is now: its head, and a digest of every stored row up to it."""

    version: int
    head_hash: str
    digest: str
    """Changes with any stored row (a row changed behind the log's back included), where the
    head's version and hash would not."""


class AuditStorage(Grants, ReadModels, Seeds, Protocol):
    async def head(self, game_id: UUID) -> tuple[int, str]:
        """The game's last version and hash: (0, 64 zeros) for a game with no events."""
        ...

    async def log_head(self, game_id: UUID) -> LogHead:
        """The head, with the digest of the rows up to it, read together."""
        ...

    def event_rows(
        self, game_id: UUID, to_version: int | None, batch: int
    ) -> AsyncIterator[list[EventRow]]:
        """The game's events in version order (up to to_version), batch rows at a time, their
        JSON left as text for a worker to decode."""
        ...

    async def mark_revealed(self, game_id: UUID) -> None: ...

    async def provenance(self, game_id: UUID) -> Provenance | None:
        """Where an imported game came from; None for a game played here."""
        ...

    async def organised_games_page(
        self, token: str, after: OrganisedKey | None, limit: int
    ) -> list[OrganisedKey]:
        """Up to limit games this organiser token runs, in grant order, after after."""
        ...

    async def load_verification(self, game_id: UUID) -> StoredVerification | None: ...

    async def save_verification(
        self, game_id: UUID, version: int, head_hash: str, report: dict[str, Any]
    ) -> None:
        """Keep the result; a concurrent save of an older version never replaces a newer one."""
        ...
