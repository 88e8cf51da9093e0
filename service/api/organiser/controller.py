"""`POST /v1/organiser/imports`: a finished game's audit export from another instance."""

from __future__ import annotations

from typing import Annotated, Any

import msgspec
from litestar import Controller, Request, Response, post
from litestar.datastructures import State
from litestar.params import JSONBody

from service.api._http.contract import BEARER, IMPORT_GAME
from service.api._http.manners import organiser_bearer
from service.api._http.schemas import RequestBody
from service.api.audit.controller import audit
from service.application.imports import Imports

MAX_EXPORT_CHARS = 16 * 1024 * 1024
"""Far above any game; the request body limit (INFINITY_LEDGER_MAX_BODY_BYTES) comes first."""


class ImportBody(RequestBody, frozen=True):
    export: Annotated[str, msgspec.Meta(min_length=1, max_length=MAX_EXPORT_CHARS)]
    """The NDJSON text of `GET /v1/games/{id}/audit`, every byte as it was exported."""


class ImportedGameView(msgspec.Struct, frozen=True):
    id: str
    event_count: int


def imports(state: State) -> Imports:
    service: Imports = state.imports
    return service


class ImportsController(Controller):
    path = "/v1/organiser/imports"
    tags = ("organiser",)

    @post(
        "/",
        operation_id="import_game",
        responses=IMPORT_GAME,
        security=BEARER,
        summary="Import a finished game's audit export; refused unless every check passes",
        status_code=201,
    )
    async def create(
        self, request: Request[Any, Any, Any], state: State, data: JSONBody[ImportBody]
    ) -> Response[ImportedGameView]:
        token = organiser_bearer(request)
        # The caller's own organiser token comes to organise the imported game too.
        await audit(state).organised_game_ids(token)
        imported = await imports(state).import_export(data.export, token)
        return Response(
            ImportedGameView(str(imported.game_id), imported.event_count),
            status_code=201,
            headers={"Location": f"/v1/games/{imported.game_id}"},
        )
