"""The audit use cases: the seed reveal, the NDJSON export, verification and order replay."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from uuid import UUID

import service
from service.audit.export import export_header, export_line, record_of
from service.audit.replay import OrderReplay, ReplayInput, replay_order
from service.audit.report import VerificationReport
from service.audit.verify import verify_records
from service.domain.dice import ALGORITHM
from service.domain.errors import NotFound, StateConflict
from service.keyring import Keyring
from service.projections.writer import read_order_state
from service.store.database import Pool
from service.store.event_store import EventStore
from service.store.secrets import load_seed, mark_revealed, organiser_game_ids


@dataclass(frozen=True, slots=True)
class RevealedSeed:
    seed: str
    client_seed: str
    seed_commitment: str | None
    algorithm: str


@dataclass(frozen=True, slots=True)
class GameAudit:
    game_id: UUID
    edition: str
    players: tuple[str, ...]
    status: str
    event_count: int
    head_hash: str
    verification: VerificationReport


@dataclass(frozen=True, slots=True)
class GameFacts:
    """What an audit header says of a game, read from the order-state projection.

    Not from folding the log: the audit must still answer when a stored event was tampered
    with so badly that the log no longer folds.
    """

    game_id: UUID
    edition: str
    players: tuple[str, ...]
    seed_commitment: str | None
    client_seed: str
    ended: bool


class Audit:
    def __init__(self, pool: Pool, keyring: Keyring) -> None:
        self._pool = pool
        self._store = EventStore(pool)
        self._keyring = keyring

    async def facts(self, game_id: UUID) -> GameFacts:
        found = await read_order_state(self._pool, game_id)
        if found is None:
            raise NotFound(f"no game {game_id}")
        state = found[1]
        return GameFacts(
            game_id=game_id,
            edition=str(state["edition"]),
            players=tuple(state["players"]),
            seed_commitment=state.get("seed_commitment"),
            client_seed=str(state.get("client_seed", "")),
            ended=bool(state["ended"]),
        )

    async def reveal_seed(self, game: GameFacts) -> RevealedSeed:
        """The seed, once the game has ended; before that it never leaves the server."""
        if not game.ended:
            raise StateConflict("the seed is revealed when the game ends")
        found = await load_seed(self._pool, self._keyring, game.game_id)
        if found is None:
            raise NotFound(f"no seed for game {game.game_id}")
        if found.revealed_at is None:
            async with self._pool.connection() as conn, conn.transaction():
                await mark_revealed(conn, game.game_id)
        return RevealedSeed(found.seed.hex(), found.client_seed, game.seed_commitment, ALGORITHM)

    async def export(self, game: GameFacts) -> AsyncIterator[str]:
        """The game's audit export, line by line, fetched in batches (never whole in memory).

        The header is fixed first; events appended while the export streams are left out, so
        the header's count and head hash always describe exactly the lines that follow.
        """
        game_id = game.game_id
        version, head_hash = await self._store.head(game_id)
        seed = await self._revealed_seed(game)
        yield export_line(self._header(game, version, head_hash, seed))
        async for event in self._store.iter_stream(game_id, to_version=version):
            yield export_line(record_of(event))

    async def verify(self, game: GameFacts) -> VerificationReport:
        """The offline verifier's checks, run on the stored events.

        The seed is used even while the game runs: the report says whether the dice follow
        from it, never what it is.
        """
        game_id = game.game_id
        version, head_hash = await self._store.head(game_id)
        found = await load_seed(self._pool, self._keyring, game_id)
        header = self._header(game, version, head_hash, found.seed if found else None)
        events = [record_of(e) async for e in self._store.iter_stream(game_id, to_version=version)]
        return verify_records(header, events)

    async def replay(self, game_id: UUID, order: int) -> OrderReplay:
        inputs = [
            ReplayInput(e.version, e.type, e.data, e.metadata)
            async for e in self._store.iter_stream(game_id)
        ]
        return replay_order(inputs, order)

    async def organiser_game_ids(self, token: str) -> list[UUID]:
        return await organiser_game_ids(self._pool, token)

    async def summary(self, game: GameFacts) -> GameAudit:
        version, head_hash = await self._store.head(game.game_id)
        return GameAudit(
            game_id=game.game_id,
            edition=game.edition,
            players=game.players,
            status="ended" if game.ended else "running",
            event_count=version,
            head_hash=head_hash,
            verification=await self.verify(game),
        )

    async def _revealed_seed(self, game: GameFacts) -> bytes | None:
        if not game.ended:
            return None
        found = await load_seed(self._pool, self._keyring, game.game_id)
        return found.seed if found else None

    @staticmethod
    def _header(
        game: GameFacts, version: int, head_hash: str, seed: bytes | None
    ) -> dict[str, object]:
        return export_header(
            game_id=game.game_id,
            edition=game.edition,
            seed_commitment=game.seed_commitment,
            client_seed=game.client_seed,
            event_count=version,
            head_hash=head_hash,
            service_version=service.__version__,
            seed=seed,
        )
