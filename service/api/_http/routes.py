"""The decorators of a game's and a tournament's routes: what every route of a kind declares,
declared once.

A game command always needs the game's token, answers `GAME_COMMAND`'s problems and, unless it
makes something, 200 (a 201 documents its Location); a game read needs the token, answers
`GAME_READ`'s problems and 304, and documents its ETag. A tournament's commands and reads need a
token of the tournament and answer `TOURNAMENT_COMMAND`'s or `TOURNAMENT_READ`'s problems. A
handler names its kind and only what is its own, its description (`doc`) included: the refusals
every route of its kind shares are added to it here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import msgspec
from litestar import Response, get, post
from litestar.di import NamedDependency
from litestar.handlers import HTTPRouteHandler
from litestar.openapi import ResponseSpec
from litestar.params import FromPath, JSONBody

from service.api._http.commanding import BodyCommand, Commanding, CommandResult
from service.api._http.contract import (
    BEARER,
    ETAG,
    GAME_COMMAND,
    GAME_READ,
    ORGANISER_READ,
    TOURNAMENT_COMMAND,
    TOURNAMENT_READ,
)
from service.api._http.described import (
    COMMAND_CODES,
    LOCATION,
    ORGANISER_READ_CODES,
    READ_CODES,
    TOURNAMENT_COMMAND_CODES,
    TOURNAMENT_READ_CODES,
    Doc,
    DocumentedOperation,
)
from service.domain.commands import Command


def _bearer(
    verb: Callable[..., HTTPRouteHandler],
    path: str,
    doc: Doc,
    codes: tuple[str, ...],
    responses: Mapping[int, ResponseSpec],
    **options: Any,
) -> HTTPRouteHandler:
    """A route a token calls: its kind's problems (`responses`) and the refusals its kind
    shares (`codes`) added to its own description."""
    return verb(
        path, responses=responses, security=BEARER, description=doc.render(codes), **options
    )


def _command(
    verb: Callable[..., HTTPRouteHandler],
    path: str,
    doc: Doc,
    codes: tuple[str, ...],
    responses: Mapping[int, ResponseSpec],
    status_code: int,
    **options: Any,
) -> HTTPRouteHandler:
    return _bearer(
        verb,
        path,
        doc,
        codes,
        responses,
        status_code=status_code,
        operation_class=DocumentedOperation,
        **options,
    )


def game_command(
    path: str,
    *,
    doc: Doc,
    verb: Callable[..., HTTPRouteHandler] = post,
    status_code: int = 200,
    **options: Any,
) -> HTTPRouteHandler:
    # A route's own answers (another success, say) beside every game command's problems.
    responses = {**GAME_COMMAND, **options.pop("responses", {})}
    if status_code == 201:
        options["response_headers"] = [LOCATION]
    return _command(verb, path, doc, COMMAND_CODES, responses, status_code, **options)


def game_read(
    path: str,
    *,
    doc: Doc,
    responses: Mapping[int, ResponseSpec] = GAME_READ,
    **options: Any,
) -> HTTPRouteHandler:
    return _bearer(get, path, doc, READ_CODES, responses, response_headers=ETAG, **options)


def organiser_read(path: str, *, doc: Doc, **options: Any) -> HTTPRouteHandler:
    """A read across the games an organiser's token runs: the token, and ORGANISER_READ's
    problems."""
    responses = options.pop("responses", ORGANISER_READ)
    return _bearer(get, path, doc, ORGANISER_READ_CODES, responses, **options)


def tournament_command(
    path: str, *, doc: Doc, status_code: int = 200, **options: Any
) -> HTTPRouteHandler:
    """A command of one tournament (a 201 names its own Location in `response_headers`)."""
    codes = TOURNAMENT_COMMAND_CODES
    return _command(post, path, doc, codes, TOURNAMENT_COMMAND, status_code, **options)


def tournament_read(path: str, *, doc: Doc, **options: Any) -> HTTPRouteHandler:
    return _bearer(get, path, doc, TOURNAMENT_READ_CODES, TOURNAMENT_READ, **options)


def _made(
    path: str, handler: Callable[..., Any], params: dict[str, Any], options: dict[str, Any]
) -> HTTPRouteHandler:
    """A game command's handler made here, its parameters' types (`params`, beside the caller's
    Commanding) given as objects: the types Litestar reads to inject the Commanding, take the
    path's fields and decode and document the body, only known here."""
    handler.__annotations__ = {
        "cmd": NamedDependency[Commanding],
        **params,
        "return": Response[CommandResult],
    }
    handler.__name__ = handler.__qualname__ = options["operation_id"]
    return game_command(path, **options)(handler)


def body_command(
    path: str, kind: BodyCommand, body: type[msgspec.Struct], **options: Any
) -> HTTPRouteHandler:
    """A game command made of its body (`Commanding.run_body`: a command type the body says
    field for field, or a function of it): the whole handler, declared by what is its own (its
    path, command and body)."""

    async def handler(
        self: object, cmd: Commanding, data: msgspec.Struct
    ) -> Response[CommandResult]:
        return await cmd.run_body(kind, data)

    return _made(path, handler, {"data": JSONBody[body]}, options)  # type: ignore[misc,valid-type]


def order_command(
    path: str,
    kind: BodyCommand,
    body: type[msgspec.Struct] | None = None,
    **options: Any,
) -> HTTPRouteHandler:
    """A game command on one order (`/orders/{order:int}/...`), the whole handler: the order is
    all the command says besides its sender, or with `body` the body says the rest of it (as
    `body_command`'s does)."""
    if body is None:
        of_order: Callable[..., Command] = kind

        async def handler(self: object, cmd: Commanding, order: int) -> Response[CommandResult]:
            return await cmd.run(of_order(actor=cmd.actor, order=order), {"order": order})

        return _made(path, handler, {"order": FromPath[int]}, options)

    async def with_body(
        self: object, cmd: Commanding, order: int, data: msgspec.Struct
    ) -> Response[CommandResult]:
        return await cmd.run_body(kind, data, order=order)

    params = {"order": FromPath[int], "data": JSONBody[body]}  # type: ignore[misc,valid-type]
    return _made(path, with_body, params, options)
