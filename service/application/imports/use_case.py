"""Importing a finished game's audit export from another instance.

The file is checked by the same offline verifier as `infinity-ledger verify` before anything is
written: a single changed byte breaks the hash chain, the seed commitment or a die, and the
whole import is refused. Only a finished game can move (one game_ended, only its results
and its secrets' reveals after it, its seed revealed): a running game's seed never leaves the
server that drew it, and a game imported unfinished would be played on with dice its importer
knows. Nothing is ever
appended to an imported game: it is ended, and an imported game's record is closed (the
application refuses even the results an ended game takes).
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import dataclass, fields
from datetime import UTC, datetime, timedelta
from uuid import UUID

from service.application.games.use_case import uncounted
from service.application.imports.ports import ImportStorage, ImportWrite
from service.application.imports.provenance import import_source
from service.application.ports import (
    ImportedEvent,
    TokenGrant,
    format_recorded_at,
    hash_token,
)
from service.application.workers import Workers
from service.audit.export import (
    LEGACY_METADATA_KEYS,
    parse_json_line,
    read_event,
    read_header,
)
from service.audit.verify import (
    CheckName,
    CheckStatus,
    Verdict,
    VerificationReport,
    verify_lines,
)
from service.config import DEFAULT_MAX_EVENTS
from service.domain.errors import DomainError, InvalidCommand, StateConflict, TooManyEvents
from service.domain.events import RESULT_EVENTS, Event, SecretRevealed, decode_event
from service.domain.game import evolve, initial_state
from service.domain.state import GameState

REFUSED = "the export is refused, nothing was imported"
IMPORTABLE = frozenset({Verdict.OK, Verdict.UNSIGNED_ORIGIN})
"""An unsigned origin is imported, as an unsigned export is: it passed every check, and the
label says where it starts everywhere the game is shown."""
MAX_CLOCK_SKEW = timedelta(minutes=5)
"""How far past this server's clock an imported event may have been recorded: honest clocks
differ by seconds, a game dated 2099 by decades."""

_CARRIED_AS_WRITTEN = tuple(
    field.name for field in fields(ImportedEvent) if field.name != "recorded_at"
)
"""What an imported event keeps of its export record as written; its time is parsed."""


class UnreadableExport(InvalidCommand):
    """Text that is not an export at all (no header can be read): the command line's exit 2."""


@dataclass(frozen=True, slots=True)
class ImportedGame:
    game_id: UUID
    event_count: int
    organiser_token: str
    """The token that organises the game here (the one given, or a new one)."""


def export_lines(text: str) -> list[str]:
    """The NDJSON lines: each ends at "\n" alone. (str.splitlines also breaks at U+2028 and
    other characters a JSON string holds as they are, such as a player's name.)"""
    return text.split("\n")


def check_export(text: str) -> VerificationReport:
    """The offline verifier's report (run in a worker: it re-derives every die)."""
    return verify_lines(export_lines(text))


def parse_export(text: str, now: datetime) -> tuple[UUID, str, bytes, list[ImportedEvent]]:
    """The game id, client seed, seed and events of an export that has verified; InvalidCommand
    unless it is a finished game whose events were all recorded by ``now`` (give or take
    MAX_CLOCK_SKEW) and carry no legacy metadata."""
    lines = [line for line in export_lines(text) if line.strip()]
    header = read_header(parse_json_line(lines[0]))
    if header.seed is None:
        raise InvalidCommand("only a finished game, whose export reveals its seed, can be imported")
    events = []
    for ordinal, line in enumerate(lines[1:], start=1):
        record = read_event(parse_json_line(line), ordinal=ordinal, line=ordinal + 1)
        recorded_at = datetime.fromisoformat(record.recorded_at_str.replace("Z", "+00:00"))
        if format_recorded_at(recorded_at) != record.recorded_at_str:
            raise InvalidCommand(f"line {ordinal + 1}: recorded_at is not in its canonical form")
        if recorded_at > now + MAX_CLOCK_SKEW:
            raise InvalidCommand(f"line {ordinal + 1}: recorded_at lies in the future")
        if record.metadata.keys() & LEGACY_METADATA_KEYS:
            # Written by logs older than sealed idempotency records: the key is its client's
            # secret, which an import must not spread.
            raise InvalidCommand(f"line {ordinal + 1}: its metadata holds an idempotency_key")
        carried = {name: getattr(record, name) for name in _CARRIED_AS_WRITTEN}
        events.append(ImportedEvent(**carried, recorded_at=recorded_at))
    return header.game_id, header.client_seed, bytes.fromhex(header.seed), events


@dataclass(frozen=True, slots=True)
class _Checked:
    report: VerificationReport
    parsed: tuple[UUID, str, bytes, list[ImportedEvent]] | None
    state: GameState | None
    replayed: list[tuple[int, Event]]


def check_and_fold(text: str, now: datetime) -> _Checked:
    """Verify, parse and fold the export in one go, in a worker: each is CPU work on up to the
    largest body the service takes, which must not hold up the event loop."""
    report = check_export(text)
    if report.verdict not in IMPORTABLE:
        return _Checked(report, None, None, [])
    parsed = parse_export(text, now)
    _check_finished(report, parsed[3])
    state = initial_state()
    replayed: list[tuple[int, Event]] = []
    for event in parsed[3]:
        decoded = decode_event(event.type, event.data)
        state = evolve(state, decoded)
        replayed.append((event.version, decoded))
    if not state.ended:
        raise InvalidCommand(_UNFINISHED)
    return _Checked(report, parsed, state, replayed)


AFTER_THE_END = RESULT_EVENTS | {str(SecretRevealed.__struct_config__.tag)}
"""Results, and the reveals of Private Information, which becomes Open when the game ends."""

_UNFINISHED = (
    "only a finished game can be imported: one event ends it, and only its results (and its"
    " secrets' reveals) come after"
)


def _check_finished(report: VerificationReport, events: list[ImportedEvent]) -> None:
    ended = [event.version for event in events if event.type == "game_ended"]
    if len(ended) != 1 or any(e.type not in AFTER_THE_END for e in events[ended[0] :]):
        raise InvalidCommand(_UNFINISHED)
    if report.check(CheckName.SEED).status is not CheckStatus.PASSED:
        raise InvalidCommand("only a finished game whose seed matches its commitment is imported")


def _why_not(report: VerificationReport) -> str:
    if report.problem is not None:
        return report.problem.message
    if report.unverifiable_secrets:
        # Its players cannot reveal them on this service: an imported game takes no command.
        return (
            f"it cannot be verified whole: it ended on its players' word for client-held "
            f"secrets never revealed ({', '.join(report.unverifiable_secrets)})"
        )
    return "it does not verify"


class Imports:
    def __init__(
        self,
        storage: ImportStorage,
        workers: Workers,
        *,
        count_appended: Callable[[int], None] = uncounted,
        max_events: int = DEFAULT_MAX_EVENTS,
    ) -> None:
        """count_appended(n) is told of the n events of each game imported; max_events: the
        most a game may hold here (INFINITY_LEDGER_MAX_EVENTS): a longer one is not imported."""
        self._storage = storage
        self._count_appended = count_appended
        self._workers = workers
        self._max_events = max_events

    async def import_export(self, text: str, organiser_token: str | None = None) -> ImportedGame:
        """organiser_token: the HTTP caller's, which comes to organise the game; None for the
        operator on the command line, who gets a new one."""
        checked = await self._workers.run(check_and_fold, text, datetime.now(UTC))
        if checked.parsed is None or checked.state is None:
            refused = InvalidCommand if checked.report.readable else UnreadableExport
            raise refused(f"{REFUSED}: {_why_not(checked.report)}")
        game_id, client_seed, seed, events = checked.parsed
        if len(events) > self._max_events:
            raise TooManyEvents(
                f"{REFUSED}: a game holds at most {self._max_events} events on this service"
                f" and this one has {len(events)}"
            )
        token = organiser_token or secrets.token_urlsafe(32)
        async with self._storage.importing(game_id) as write:
            if await write.game_exists():
                raise await _already_here(write, game_id, organiser_token)
            await write.insert_events(events)
            grant = TokenGrant(hash_token(token), "organiser", None)
            await write.save_secrets(seed, client_seed, [grant])
            await write.mark_revealed()
            await write.save_provenance(import_source(checked.report, organiser_token))
            await write.project(checked.state, checked.replayed)
        self._count_appended(len(events))
        return ImportedGame(game_id, len(events), token)


async def _already_here(write: ImportWrite, game_id: UUID, caller_token: str | None) -> DomainError:
    """409 to whoever may know the game is here: the operator (no caller token) or an organiser
    of that game. Anyone else gets the refusal of an export that does not verify, word for
    word, so the route tells nobody which game ids exist."""
    if caller_token is None or await write.organises(hash_token(caller_token)):
        return StateConflict(f"game {game_id} is already here")
    return InvalidCommand(f"{REFUSED}: it does not verify")
