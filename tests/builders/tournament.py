"""A tournament driven through the use cases (`Tournaments` and `Games`), on whatever storage
they were built on: the in-memory fakes (tests/unit/application) or PostgreSQL (tests/
integration). Each table's game is played as a script: the organiser ends it, each player
records their Objective Points with their own game token's name, the opponent confirms."""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field
from typing import Any

from service.application.games.use_case import Answer, Games, Principal
from service.application.tournaments.use_case import (
    CreatedTournament,
    RegisteredPlayer,
    TournamentPrincipal,
    Tournaments,
)
from service.domain.commands import ORGANISER, AnswerResult, EndGame, RecordResult
from service.domain.tournament import (
    DropPlayer,
    RegisterPlayer,
    Scenario,
    TableState,
    TournamentState,
)


def nothing(_: Any) -> Answer:
    return Answer({})


@dataclass
class TournamentRun:
    tournaments: Tournaments
    games: Games
    tournament_id: uuid.UUID = field(default_factory=lambda: uuid.UUID(int=0))
    organiser_token: str = ""
    tokens: dict[str, str] = field(default_factory=dict)

    @property
    def organiser(self) -> TournamentPrincipal:
        return TournamentPrincipal(self.tournament_id, ORGANISER)

    async def create(self, rounds: int = 3, **options: Any) -> None:
        def created(made: CreatedTournament) -> Answer:
            assert made.state.tournament_id is not None
            self.tournament_id = made.state.tournament_id
            self.organiser_token = made.organiser_token
            return Answer({})

        await self.tournaments.create(
            name=options.pop("name", "Open"),
            rounds=rounds,
            scenarios=options.pop(
                "scenarios", [Scenario(name=f"Mission {n}") for n in range(1, rounds + 1)]
            ),
            tie_breakers=options.pop(
                "tie_breakers", ["tournament_points", "objective_points", "victory_points"]
            ),
            seeding=options.pop("seeding", "random"),
            game_rounds=options.pop("game_rounds", 3),
            manual_dice=False,
            manual_dice_confirmation=False,
            organiser_token=options.pop("organiser_token", None),
            idempotency=options.pop("idempotency", None),
            respond=created,
        )

    async def register(self, *names: str) -> None:
        for name in names:

            def registered(made: RegisteredPlayer, name: str = name) -> Answer:
                self.tokens[name] = made.token
                return Answer({})

            await self.tournaments.register(
                self.organiser,
                RegisterPlayer(actor=ORGANISER, player=name, faction="Haqqislam"),
                idempotency=None,
                respond=registered,
            )

    async def drop(self, player: str, reason: str = "") -> None:
        await self.tournaments.drop(
            TournamentPrincipal(self.tournament_id, player),
            DropPlayer(actor=player, player=player, reason=reason),
            idempotency=None,
            respond=nothing,
        )

    async def pair(self) -> TournamentState:
        await self.tournaments.pair(self.organiser, idempotency=None, respond=nothing)
        return await self.state()

    async def state(self) -> TournamentState:
        return await self.tournaments.state(self.tournament_id)

    async def tables(self) -> tuple[TableState, ...]:
        current = (await self.state()).current()
        assert current is not None
        return current.tables

    async def token_at(self, player: str, game_id: uuid.UUID) -> str:
        mine = await self.tournaments.me(TournamentPrincipal(self.tournament_id, player))
        return next(s.game_token for s in mine.seats if s.game_id == game_id)

    async def end_and_record(self, table: TableState, points: tuple[int, int]) -> None:
        game = table.game_id
        await self.games.execute(
            Principal(game, ORGANISER),
            EndGame(actor=ORGANISER, reason="time"),
            if_match=None,
            idempotency=None,
            respond=nothing,
        )
        for player, op in zip(table.players, points, strict=True):
            principal = await self.games.authenticate(game, await self.token_at(player, game))
            assert principal.actor == player
            await self.games.execute(
                principal,
                RecordResult(actor=player, player=player, objective_points=op),
                if_match=None,
                idempotency=None,
                respond=nothing,
            )

    async def confirm(self, table: TableState, *, accept: bool = True) -> None:
        first, second = table.players
        for player, other in ((second, first), (first, second)):
            await self.games.execute(
                Principal(table.game_id, player),
                AnswerResult(
                    actor=player, player=other, accept=accept, reason="" if accept else "no"
                ),
                if_match=None,
                idempotency=None,
                respond=nothing,
            )

    async def play(self, table: TableState, points: tuple[int, int]) -> None:
        await self.end_and_record(table, points)
        await self.confirm(table)
