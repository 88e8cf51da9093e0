"""Running a tournament's command from an HTTP request: the caller, its Idempotency-Key, the
answer, so each of the tournament's command handlers stays one decode and one call."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any
from uuid import UUID

from litestar import Request, Response
from litestar.datastructures import State
from litestar.di import NamedDependency
from litestar.params import FromPath

from service.api._http.commanding import builtins
from service.api._http.manners import IdempotencyKey, bearer_token, idempotency, respond
from service.api.tournaments.schemas import change_view
from service.application.games.use_case import Answer, Idempotency
from service.application.tournaments.use_case import Changed, TournamentPrincipal, Tournaments


def tournaments(state: State) -> Tournaments:
    service: Tournaments = state.tournaments
    return service


async def tournament_principal(
    request: Request[Any, Any, Any], tournament_id: FromPath[UUID], state: State
) -> TournamentPrincipal:
    """The caller, from `Authorization: Bearer <token>` (a token issued for this tournament)."""
    return await tournaments(state).authenticate(tournament_id, bearer_token(request))


def changed_answer(changed: Changed) -> Answer:
    """The default answer: what the command appended and the tournament's version after it."""
    return Answer(builtins(change_view(changed)))


@dataclass(frozen=True, slots=True)
class TournamentCommanding:
    # Litestar provides it straight from these fields, which it reads as a handler's parameters.
    request: Request[Any, Any, Any]
    state: State
    caller: NamedDependency[TournamentPrincipal]
    idempotency_key: IdempotencyKey = None

    @property
    def actor(self) -> str:
        return self.caller.actor

    @property
    def tournaments(self) -> Tournaments:
        return tournaments(self.state)

    def idempotency(self, body: object) -> Idempotency | None:
        """The caller's Idempotency-Key, held to the request's `body`."""
        return idempotency(self.idempotency_key, self.request, body)

    async def run(
        self,
        use: Callable[..., Awaitable[Answer]],
        command: object,
        body: object,
        render: Callable[[Any], Answer] = changed_answer,
    ) -> Response[Any]:
        """`use`, one of `Tournaments`' commands, run with the caller, the command and the
        Idempotency-Key held to `body`; answered by `render`."""
        answer = await use(self.caller, command, idempotency=self.idempotency(body), respond=render)
        return respond(answer)
