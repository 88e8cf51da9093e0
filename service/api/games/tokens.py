"""Rotating a game's bearer tokens: a new token is issued and the old one revoked at once."""

from __future__ import annotations

from typing import Literal

import msgspec
from litestar import Controller, Response, post
from litestar.di import NamedDependency, Provide
from litestar.params import JSONBody

from service.api._http.commanding import Commanding, builtins, commanding
from service.api._http.contract import BEARER, GAME_COMMAND
from service.api._http.manners import NOT_STORED, games, idempotency, if_match_version, respond
from service.api._http.manners import principal as resolve_principal
from service.api._http.schemas import Name, RequestBody
from service.application.games import Answer, Decided
from service.domain.commands import RotateToken
from service.domain.events import TokenRotated


class RotateTokenBody(RequestBody, frozen=True, kw_only=True):
    role: Literal["organiser", "player"]
    player: Name | None = None
    """The player whose token to rotate (role "player" only)."""


class RotatedTokenView(msgspec.Struct, frozen=True, kw_only=True):
    version: int
    role: Literal["organiser", "player"]
    player: str | None
    token: str
    """The new bearer token, shown this once: the service keeps only its hash."""


def _rotated(decided: Decided, token: str) -> Answer:
    event = next(e for _, e in decided.events if isinstance(e, TokenRotated))
    view = RotatedTokenView(
        version=decided.after.version, role=event.role, player=event.player, token=token
    )
    return Answer(200, builtins(view))


class TokensController(Controller):
    path = "/v1/games/{game_id:uuid}/tokens"
    tags = ("games",)
    dependencies = {  # noqa: RUF012
        "principal": Provide(resolve_principal),
        "cmd": Provide(commanding),
    }

    @post(
        "/rotate",
        operation_id="rotate_token",
        responses=GAME_COMMAND,
        security=BEARER,
        summary="Issue a new token and revoke the old one (organiser: any; a player: its own)",
        cache_control=NOT_STORED,
        status_code=200,
    )
    async def rotate(
        self, cmd: NamedDependency[Commanding], data: JSONBody[RotateTokenBody]
    ) -> Response[RotatedTokenView]:
        # The token is issued and revoked in the same transaction as the TokenRotated event,
        # so a refused rotation (403, 422) leaves the old token working.
        answer = await games(cmd.state).rotate_token(
            cmd.principal,
            RotateToken(actor=cmd.actor, role=data.role, player=data.player),
            if_match=if_match_version(cmd.if_match),
            idempotency=idempotency(cmd.idempotency_key, cmd.request, data),
            respond=_rotated,
        )
        return respond(answer, answer.body["version"])
