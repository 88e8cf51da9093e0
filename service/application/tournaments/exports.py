"""A tournament's audit export: its signed header, its own events, then every game of its
tables exported as the games' audit exports are (each header signed on its own). Whole once
the tournament has ended: the seed is then in the header, every game over, and anyone derives
every pairing again (docs/guide/organiser.md, "How a round is paired").

Each game's whole log is asked of the visibility rule's one door first, as the game's own export
is (``Concealer.require_whole``): every table's game is recorded under the privacy and hidden
rules, so its whole log waits for its end for every reader alike. By the tournament's end every
table's game has ended (a result is counted from an ended game; a ruling and a void end their
tables' games), but for one whose ruling or void committed while the process stopped before
its game was ended: the export is then refused, naming it, until the organiser ends it.

The lines are encoded in the audit's worker processes, as a game's are."""

from __future__ import annotations

import hashlib
import json
from collections.abc import AsyncIterator, Sequence
from typing import Any
from uuid import UUID

import service
from service.application.audit.use_case import Audit
from service.application.games.use_case import Principal
from service.application.ports import RecordedEvent
from service.application.tournaments.ports import TournamentStorage
from service.application.tournaments.use_case import Tournaments
from service.application.visibility.concealment import Concealer
from service.application.workers import Workers
from service.audit.export import export_line, record_of, signed_header
from service.audit.tournament import tournament_header
from service.domain.commands import ORGANISER
from service.domain.errors import PrivateInformation
from service.domain.tournament import standings
from service.domain.tournament.errors import TournamentRunning


def event_lines(events: Sequence[RecordedEvent]) -> str:
    """The tournament's event lines, as a game's export writes its own."""
    return "".join(export_line(record_of(event)) for event in events)


class TournamentAudit:
    def __init__(
        self,
        tournaments: Tournaments,
        audit: Audit,
        concealer: Concealer,
        storage: TournamentStorage,
        workers: Workers,
    ) -> None:
        self._tournaments = tournaments
        self._audit = audit
        self._concealer = concealer
        self._storage = storage
        self._workers = workers

    async def export(self, tournament_id: UUID) -> AsyncIterator[str]:
        """TournamentRunning before the end, PrivateInformation while a table's game runs; the
        header is made, and signed, before a byte is sent, so a refusal is a problem document
        rather than a broken stream."""
        state = await self._tournaments.state(tournament_id)
        if state.ended is None:
            raise TournamentRunning(
                "a tournament's export is whole once it has ended (its seed revealed, every "
                "game over); its standings are read live meanwhile"
            )
        seed = await self._tournaments.seed(tournament_id)
        events = [
            e for e in await self._storage.read_stream(tournament_id) if e.version <= state.version
        ]
        lines = await self._workers.run(event_lines, events)
        games: list[dict[str, Any]] = []
        exports: list[str] = []
        for round_state in state.paired:
            for table in round_state.tables:
                await self._whole(round_state.round, table.table, table.game_id)
                facts = await self._audit.facts(table.game_id)
                text = "".join([chunk async for chunk in self._audit.export(facts)])
                first = json.loads(text.split("\n", 1)[0])
                games.append(
                    {
                        "game_id": str(table.game_id),
                        "round": round_state.round,
                        "attempt": round_state.attempt,
                        "table": table.table,
                        "event_count": first["event_count"],
                        "head_hash": first["head_hash"],
                    }
                )
                exports.append(text)
        header = tournament_header(
            tournament_id=tournament_id,
            name=state.name,
            seed_commitment=state.seed_commitment,
            pairing_rule=state.pairing_rule,
            event_count=len(events),
            head_hash=events[-1].hash,
            service_version=service.__version__,
            games=games,
            standings=standings(state),
            seed=seed,
        )
        signed = signed_header(
            header, hashlib.sha256(lines.encode()).hexdigest(), self._audit.signer
        )
        yield export_line(signed)
        yield lines
        for text in exports:
            yield text

    async def _whole(self, round_number: int, table: int, game_id: UUID) -> None:
        """The game's whole log through the door, asked as its organiser (the tournament's,
        who runs every table's game): under the rules every table's game is recorded with, the
        answer is the same for every reader."""
        try:
            await self._concealer.require_whole(Principal(game_id, ORGANISER))
        except PrivateInformation as held:
            raise PrivateInformation(
                f"the game of round {round_number}, table {table} ({game_id}) has not ended, "
                "so its whole log, which holds its players' Private Information, is not "
                f"exported yet; the organiser ends it (POST /v1/games/{game_id}/end) and the "
                "tournament's export is whole"
            ) from held
