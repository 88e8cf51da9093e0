"""Importing a finished game's audit export from another instance.

The file is checked by the same offline verifier as `infinity-ledger verify` before anything is
written: a single changed byte breaks the hash chain, the seed commitment or a die, and the
whole import is refused. Only a finished game (its seed revealed in the file) can move: a
running game's seed never leaves the server that drew it.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from uuid import UUID

from service.application.games import uncounted
from service.application.provenance import import_source
from service.application.workers import Workers
from service.audit.export import parse_json_line, read_event, read_header
from service.audit.verify import VerificationReport, verify_lines
from service.domain.errors import InvalidCommand, StateConflict
from service.domain.events import Event, decode_event
from service.domain.game import evolve, initial_state
from service.domain.state import GameState
from service.keyring import Keyring
from service.projections.writer import project
from service.store.chain import format_recorded_at
from service.store.database import Pool
from service.store.imported import ImportedEvent, game_exists, insert_imported_events
from service.store.provenance import save_provenance
from service.store.secrets import TokenGrant, hash_token, mark_revealed, save_secrets


@dataclass(frozen=True, slots=True)
class ImportedGame:
    game_id: UUID
    event_count: int
    organiser_token: str
    """The token that organises the game here (the one given, or a new one)."""


def check_export(text: str) -> VerificationReport:
    """The offline verifier's report (run in a worker: it re-derives every die)."""
    return verify_lines(text.splitlines(keepends=True))


def parse_export(text: str) -> tuple[UUID, str, bytes, list[ImportedEvent]]:
    """The game id, client seed, seed and events of an export that has verified."""
    lines = [line for line in text.splitlines() if line.strip()]
    header = read_header(parse_json_line(lines[0]))
    if header.seed is None:
        raise InvalidCommand("only a finished game, whose export reveals its seed, can be imported")
    events = []
    for ordinal, line in enumerate(lines[1:], start=1):
        record = read_event(parse_json_line(line), ordinal=ordinal, line=ordinal + 1)
        recorded_at = datetime.fromisoformat(record.recorded_at_str.replace("Z", "+00:00"))
        if format_recorded_at(recorded_at) != record.recorded_at_str:
            raise InvalidCommand(f"line {ordinal + 1}: recorded_at is not in its canonical form")
        events.append(
            ImportedEvent(
                game_id=record.game_id,
                version=record.version,
                type=record.type,
                data=record.data,
                metadata=record.metadata,
                recorded_at=recorded_at,
                prev_hash=record.prev_hash,
                hash=record.hash,
            )
        )
    return header.game_id, header.client_seed, bytes.fromhex(header.seed), events


@dataclass(frozen=True, slots=True)
class _Checked:
    report: VerificationReport
    parsed: tuple[UUID, str, bytes, list[ImportedEvent]] | None
    state: GameState | None
    replayed: list[tuple[int, Event]]


def check_and_fold(text: str) -> _Checked:
    """Verify, parse and fold the export in one go, in a worker: each is CPU work on up to the
    largest body the service takes, which must not hold up the event loop."""
    report = check_export(text)
    if not report.ok:
        return _Checked(report, None, None, [])
    parsed = parse_export(text)
    state = initial_state()
    replayed: list[tuple[int, Event]] = []
    for event in parsed[3]:
        decoded = decode_event(event.type, event.data)
        state = evolve(state, decoded)
        replayed.append((event.version, decoded))
    return _Checked(report, parsed, state, replayed)


class Imports:
    def __init__(
        self,
        pool: Pool,
        keyring: Keyring,
        workers: Workers,
        *,
        count_appended: Callable[[int], None] = uncounted,
    ) -> None:
        """count_appended(n) is told of the n events of each game imported."""
        self._pool = pool
        self._count_appended = count_appended
        self._keyring = keyring
        self._workers = workers

    async def import_export(self, text: str, organiser_token: str | None = None) -> ImportedGame:
        checked = await self._workers.run(check_and_fold, text)
        if checked.parsed is None or checked.state is None:
            problem = checked.report.problem
            why = problem.message if problem else "it does not verify"
            raise InvalidCommand(f"the export is refused, nothing was imported: {why}")
        game_id, client_seed, seed, events = checked.parsed
        token = organiser_token or secrets.token_urlsafe(32)
        async with self._pool.connection() as conn, conn.transaction():
            if await game_exists(conn, game_id):
                raise StateConflict(f"game {game_id} is already here")
            await insert_imported_events(conn, events)
            grant = TokenGrant(hash_token(token), "organiser", None)
            await save_secrets(conn, self._keyring, game_id, seed, client_seed, [grant])
            await mark_revealed(conn, game_id)
            await save_provenance(conn, game_id, import_source(checked.report, organiser_token))
            await project(conn, game_id, checked.state, checked.replayed)
        self._count_appended(len(events))
        return ImportedGame(game_id, len(events), token)
