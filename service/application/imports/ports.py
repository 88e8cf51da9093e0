"""What an import needs of storage, as protocols: PostgreSQL (`postgres.py`) and the
tests' in-memory fakes both provide them.

An import's writes go through one `ImportWrite`: the events, the secrets, the provenance and
the projections commit together or not at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager
from typing import Protocol
from uuid import UUID

from service.application.ports import GameRecords, ImportedEvent, ImportSource


class ImportWrite(GameRecords, Protocol):
    """One open transaction importing one game."""

    async def game_exists(self) -> bool:
        """Whether the game is here; holds the import's claim on its id until the end."""
        ...

    async def organises(self, token_hash: str) -> bool:
        """Whether the token (by its hash) organises the game."""
        ...

    async def insert_events(self, events: Sequence[ImportedEvent]) -> None:
        """The events as recorded elsewhere; StateConflict when the game is already here."""
        ...

    async def mark_revealed(self) -> None: ...

    async def save_provenance(self, source: ImportSource) -> None: ...


class ImportStorage(Protocol):
    def importing(self, game_id: UUID) -> AbstractAsyncContextManager[ImportWrite]:
        """A transaction on the game, committed when the block ends without an error."""
        ...
