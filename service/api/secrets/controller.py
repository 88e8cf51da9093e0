"""/v1/games/{id}/secrets: Private Information committed, revealed, and read by its owner."""

from __future__ import annotations

from litestar import Controller, Response
from litestar.datastructures import State
from litestar.di import NamedDependency
from litestar.params import FromPath, JSONBody

from service.api._http.commanding import Commanding, CommandResult, answered, command_result
from service.api._http.contract import IfNoneMatch
from service.api._http.manners import (
    NOT_STORED,
    player_secrets,
)
from service.api._http.routes import game_command, game_read
from service.api.secrets.schemas import (
    ClassifiedDrawBody,
    RevealBody,
    SecretBody,
    SecretsView,
    secrets_view,
)
from service.application.games.use_case import Principal


class SecretsController(Controller):
    path = "/v1/games/{game_id:uuid}/secrets"
    tags = ("secrets",)

    @game_command("", operation_id="commit_secret", summary="Commit to a secret")
    async def commit(
        self, cmd: NamedDependency[Commanding], data: JSONBody[SecretBody]
    ) -> Response[CommandResult]:
        answer = await player_secrets(cmd.state).commit(
            cmd.principal,
            kind=data.kind,
            subject=data.subject,
            given_commitment=data.commitment,
            marker=data.marker,
            respond=command_result,
            **cmd.manners(data),
        )
        return answered(answer)

    @game_command(
        "/classified",
        operation_id="draw_classified",
        summary="Draw Classified Objectives from the mission's deck",
    )
    async def draw_classified(
        self, cmd: NamedDependency[Commanding], data: JSONBody[ClassifiedDrawBody]
    ) -> Response[CommandResult]:
        answer = await player_secrets(cmd.state).draw_classified(
            cmd.principal,
            deck=tuple(data.deck),
            count=data.count,
            respond=command_result,
            **cmd.manners(data),
        )
        return answered(answer)

    @game_command(
        "/{secret_id:str}/reveal", operation_id="reveal_secret", summary="Reveal a secret"
    )
    async def reveal(
        self,
        cmd: NamedDependency[Commanding],
        secret_id: FromPath[str],
        data: JSONBody[RevealBody | None] = None,
    ) -> Response[CommandResult]:
        answer = await player_secrets(cmd.state).reveal(
            cmd.principal,
            secret_id,
            secret=data.secret if data else None,
            salt=data.salt if data else None,
            respond=command_result,
            **cmd.manners(data),
        )
        return answered(answer)

    @game_read(
        "",
        operation_id="list_secrets",
        summary="Your secrets, and everyone's commitments",
        # The owner's secrets and salts: never kept by a browser or a shared cache.
        cache_control=NOT_STORED,
    )
    async def list_secrets(
        self, state: State, principal: NamedDependency[Principal], if_none_match: IfNoneMatch = None
    ) -> Response[SecretsView]:
        version, seen = await player_secrets(state).seen_by(principal)
        # No version ETag: each caller sees other content at one version, so the ETag is the
        # digest of this caller's answer (the conditional middleware's).
        return Response(secrets_view(version, seen))
