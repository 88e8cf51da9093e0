"""The audit use cases: the seed reveal, the NDJSON export, verification and order replay.

Reading the log happens here, on the event loop; the CPU-heavy part of each use case (checking
the chain, dice and rules, encoding export lines, explaining an order) runs in the audit's own
worker pool, apart from the odds'. A verification and an export are worked out once for the
log as it is (`answers.py`) and one at a time per game.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any
from uuid import UUID

import msgspec

import service
from service.application.audit import jobs
from service.application.audit.answers import AuditAnswers
from service.application.audit.ports import AuditStorage, LogHead
from service.application.imports.provenance import imported_label
from service.application.organisers import organised_game_ids
from service.application.ports import EventRow, OrganisedKey
from service.application.workers import Workers
from service.audit.export import (
    LISTED_EVENT_TYPES,
    ListedSecret,
    PlayerSeed,
    SecretsListing,
    export_header,
    export_line,
    header_player_seeds,
    signed_header,
)
from service.audit.verify import Imported, VerificationReport
from service.domain.dice import DICE_V1
from service.domain.errors import NotFound, StateConflict
from service.signing import SigningKey

EXPORT_BATCH = 500
"""Events encoded per job: enough that handing a batch over costs little beside encoding it."""


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
    imported: Imported | None


@dataclass(frozen=True, slots=True)
class OrganisedPage:
    games: list[GameAudit]
    next_key: OrganisedKey | None
    """Where the next page starts; None on the last page."""


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
    dice_algorithm: str = DICE_V1
    player_seeds: tuple[PlayerSeed, ...] = ()
    """dice-v2: each player's seed, in the game's player order."""


@dataclass(frozen=True, slots=True)
class MadeExport:
    """An export of a game at one head: its signed header line and, when they fit in what the
    answers keep, its event lines in batches (None: they are encoded again as they are sent)."""

    header: str
    batches: tuple[str, ...] | None

    @property
    def size(self) -> int:
        return len(self.header) + sum(len(text) for text in self.batches or ())


class Audit:
    def __init__(
        self,
        storage: AuditStorage,
        workers: Workers,
        signer: SigningKey,
        answers: AuditAnswers | None = None,
    ) -> None:
        """signer: this service's export signing key (service/signing.py); workers: the pool
        the audit's work runs in; answers: what is kept of it (None: a default budget)."""
        self._storage = storage
        self._workers = workers
        self._signer = signer
        self._answers = answers or AuditAnswers()

    @property
    def signer(self) -> SigningKey:
        return self._signer

    async def provenance(self, game_id: UUID) -> Imported | None:
        """Where an imported game came from; None for a game played here."""
        found = await self._storage.provenance(game_id)
        return imported_label(found) if found is not None else None

    async def facts(self, game_id: UUID) -> GameFacts:
        found = await self._storage.order_state(game_id)
        if found is None:
            raise NotFound(f"no game {game_id}")
        return GameFacts(
            game_id=game_id,
            edition=found.edition.value,
            players=found.players,
            seed_commitment=found.seed_commitment,
            client_seed=found.client_seed,
            ended=found.ended,
            dice_algorithm=found.dice_algorithm,
            player_seeds=header_player_seeds(found.players, found.entropy),
        )

    async def reveal_seed(self, game: GameFacts) -> RevealedSeed:
        """The seed, once the game has ended; before that it never leaves the server."""
        if not game.ended:
            raise StateConflict("the seed is revealed when the game ends")
        found = await self._storage.load_seed(game.game_id)
        if found is None:
            raise NotFound(f"no seed for game {game.game_id}")
        if found.revealed_at is None:
            await self._storage.mark_revealed(game.game_id)
        return RevealedSeed(
            found.seed.hex(), found.client_seed, game.seed_commitment, game.dice_algorithm
        )

    async def export(self, game: GameFacts) -> AsyncIterator[str]:
        """The game's audit export, a batch of lines at a time.

        The header is fixed first; events appended while the export streams are left out, so
        the header's count and head hash always describe exactly the lines that follow. It is
        signed over every event line, so the lines are made before it is sent: kept with it
        when they fit in what the answers keep (then an export at the same head is sent from
        there), else made again as they are sent, never whole in memory (stored events never
        change, so both passes give the same bytes).
        """
        head = await self._storage.log_head(game.game_id)
        made = await self._answers.once(
            "export", game.game_id, head, game, lambda: self._make_export(game, head), _size
        )
        yield made.header
        if made.batches is not None:
            for text in made.batches:
                yield text
            return
        async for rows in self._storage.event_rows(game.game_id, head.version, EXPORT_BATCH):
            yield await self._workers.run(jobs.export_lines, rows)

    async def _make_export(self, game: GameFacts, head: LogHead) -> MadeExport:
        game_id = game.game_id
        seed = await self._revealed_seed(game)
        imported = await self.provenance(game_id)
        lines = hashlib.sha256()
        listing = SecretsListing()
        kept: list[str] | None = []
        size = 0
        async for rows in self._storage.event_rows(game_id, head.version, EXPORT_BATCH):
            text = await self._workers.run(jobs.export_lines, rows)
            await asyncio.to_thread(_hash_into, lines, text)
            _list_secrets(listing, rows)
            size += len(text)
            if kept is not None and size <= self._answers.most_kept:
                kept.append(text)
            else:
                kept = None  # too large to keep: sent from the log again each time
        header = self._header(game, head.version, head.head_hash, seed, imported, listing.secrets)
        signed = export_line(signed_header(header, lines.hexdigest(), self._signer))
        return MadeExport(signed, tuple(kept) if kept is not None else None)

    async def verify(self, game: GameFacts) -> VerificationReport:
        """The offline verifier's checks, run on the stored events from the first one.

        From the log, never from the stored result the organiser listing shows: this is the
        check a dispute relies on. It is worked out once for the log as it is (its head and
        the digest of its rows) and given again until that changes; what it finds is kept for
        the organiser listing.
        """
        head = await self._storage.log_head(game.game_id)
        report = await self._verification(game, head)
        await self._store_if_stale(game.game_id, head, report)
        return report

    async def replay_json(self, game_id: UUID, order: int) -> dict[str, Any]:
        """One order explained step by step, as JSON types."""
        rows = await self._rows(game_id, None)
        return await self._workers.run(jobs.replay_json, rows, order)

    async def replay_text(self, game_id: UUID, order: int) -> str:
        """The same replay in plain English."""
        rows = await self._rows(game_id, None)
        return await self._workers.run(jobs.replay_text, rows, order)

    async def organised_game_ids(self, token: str) -> list[UUID]:
        """Every game the token organises; Unauthorized unless it organises one."""
        return await organised_game_ids(self._storage, token)

    async def organised_games(
        self, token: str, after: OrganisedKey | None, limit: int
    ) -> OrganisedPage:
        """A page of the games this organiser token runs, each with its verification.

        A game's verification is the stored one while its head is where it was verified, so a
        listing of unchanged games verifies nothing; the games that moved on are verified
        again, side by side in the worker pool.
        """
        keys = await self._storage.organised_games_page(token, after, limit + 1)
        if not keys:
            await organised_game_ids(self._storage, token)  # no games: an organiser's, or none
        shown = keys[:limit]
        # gather, not a TaskGroup: a domain error (a game gone missing) must reach the API's
        # error mapping as itself, not wrapped in an ExceptionGroup.
        games = await asyncio.gather(*(self._summary_of(k.game_id) for k in shown))
        return OrganisedPage(list(games), next_key=shown[-1] if len(keys) > limit else None)

    async def _summary_of(self, game_id: UUID) -> GameAudit:
        return await self.summary(await self.facts(game_id))

    async def summary(self, game: GameFacts) -> GameAudit:
        """The game's status and head, with the verification stored for that head."""
        version, head_hash = await self._storage.head(game.game_id)
        imported = await self.provenance(game.game_id)
        stored = await self._storage.load_verification(game.game_id)
        if (
            stored is not None
            and (stored.version, stored.head_hash) == (version, head_hash)
            and _current(stored.report)
        ):
            report = msgspec.convert(stored.report, VerificationReport)
        else:
            head = await self._storage.log_head(game.game_id)
            version, head_hash = head.version, head.head_hash
            report = await self._verification(game, head)
            await self._store_if_stale(game.game_id, head, report)
        return GameAudit(
            game_id=game.game_id,
            edition=game.edition,
            players=game.players,
            status="ended" if game.ended else "running",
            event_count=version,
            head_hash=head_hash,
            verification=report,
            imported=imported,
        )

    async def _verification(self, game: GameFacts, head: LogHead) -> VerificationReport:
        """The report for the log at `head`: the one kept or in flight, else worked out."""
        return await self._answers.once(
            "verify",
            game.game_id,
            head,
            game,
            lambda: self._verify_and_store(game, head),
            lambda report: len(msgspec.json.encode(report)),
        )

    async def _store_if_stale(
        self, game_id: UUID, head: LogHead, report: VerificationReport
    ) -> None:
        """What the listing keeps is this report, even when it came from memory: a stored one
        of another head, or changed since, is replaced (one read when it is not)."""
        stored = await self._storage.load_verification(game_id)
        builtins = msgspec.to_builtins(report)
        if (
            stored is None
            or (stored.version, stored.head_hash) != (head.version, head.head_hash)
            or stored.report != builtins
        ):
            await self._storage.save_verification(game_id, head.version, head.head_hash, builtins)

    async def _verify_and_store(self, game: GameFacts, head: LogHead) -> VerificationReport:
        # The seed is used even while the game runs: the report says whether the dice follow
        # from it, never what it is, so it is safe to show and to store.
        version, head_hash = head.version, head.head_hash
        imported = await self.provenance(game.game_id)
        found = await self._storage.load_seed(game.game_id)
        rows = await self._rows(game.game_id, version)
        listing = SecretsListing()
        _list_secrets(listing, rows)
        header = self._header(
            game, version, head_hash, found.seed if found else None, imported, listing.secrets
        )
        report = await self._workers.run(jobs.verify, header, rows)
        await self._storage.save_verification(
            game.game_id, version, head_hash, msgspec.to_builtins(report)
        )
        return report

    async def _revealed_seed(self, game: GameFacts) -> bytes | None:
        if not game.ended:
            return None
        found = await self._storage.load_seed(game.game_id)
        return found.seed if found else None

    async def _rows(self, game_id: UUID, to_version: int | None) -> list[EventRow]:
        """Every row up to to_version, for a job that needs them all at once."""
        batches = self._storage.event_rows(game_id, to_version, EXPORT_BATCH)
        return [row async for rows in batches for row in rows]

    @staticmethod
    def _header(
        game: GameFacts,
        version: int,
        head_hash: str,
        seed: bytes | None,
        imported: Imported | None,
        secrets: tuple[ListedSecret, ...],
    ) -> dict[str, object]:
        header = export_header(
            game_id=game.game_id,
            edition=game.edition,
            seed_commitment=game.seed_commitment,
            client_seed=game.client_seed,
            event_count=version,
            head_hash=head_hash,
            service_version=service.__version__,
            seed=seed,
            dice_algorithm=game.dice_algorithm,
            player_seeds=game.player_seeds,
            secrets=secrets,
        )
        if imported is not None:
            header["imported"] = msgspec.to_builtins(imported.header())
        return header


def _size(made: MadeExport) -> int:
    return made.size


def _current(report: dict[str, Any]) -> bool:
    """Whether a kept report says all a verification now does: one kept from before verdicts
    could say ok of a game now unverifiable, and one kept from before the chain of custody ok
    of an imported game of unsigned origin."""
    imported = report.get("imported")
    return "verdict" in report and (imported is None or "origin" in imported)


def _list_secrets(listing: SecretsListing, rows: list[EventRow]) -> None:
    # Only the few secret events are decoded, so this stays cheap on the event loop.
    for row in rows:
        version, event_type, data = row[2], row[4], row[5]
        if event_type in LISTED_EVENT_TYPES:
            listing.feed(version, event_type, json.loads(data))


def _hash_into(digest: hashlib._Hash, text: str) -> None:
    # In a thread: hashlib lets go of the GIL on large inputs, so the event loop runs on.
    digest.update(text.encode("utf-8"))
