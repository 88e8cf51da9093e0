"""A tournament's audit export: its signed header, its own events, then every game of its
tables exported as the games' audit exports are (each header signed on its own). Whole once
the tournament has ended: the seed is then in the header, every game over, and anyone derives
every pairing again (README, "Tournaments: how a round is paired").

The lines are encoded in the audit's worker processes, as a game's are."""

from __future__ import annotations

import hashlib
import json
from collections.abc import AsyncIterator, Sequence
from typing import Any
from uuid import UUID

import service
from service.application.audit.use_case import Audit
from service.application.ports import RecordedEvent
from service.application.tournaments.ports import TournamentStorage
from service.application.tournaments.use_case import Tournaments
from service.application.workers import Workers
from service.audit.export import export_line, record_of, signed_header
from service.audit.tournament import tournament_header
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
        storage: TournamentStorage,
        workers: Workers,
    ) -> None:
        self._tournaments = tournaments
        self._audit = audit
        self._storage = storage
        self._workers = workers

    async def export(self, tournament_id: UUID) -> AsyncIterator[str]:
        """TournamentRunning before the end; the header is made, and signed, before a byte is
        sent, so a refusal is a problem document rather than a broken stream."""
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
