"""The decorators of a game's routes: what every route of a kind declares, declared once.

A game command always needs the game's token, answers `GAME_COMMAND`'s problems and, unless it
makes something, 200; a game read needs the token, answers `GAME_READ`'s problems and 304, and
documents its ETag. A handler names its kind and only what is its own.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from litestar import get, post
from litestar.handlers import HTTPRouteHandler
from litestar.openapi import ResponseSpec

from service.api._http.contract import BEARER, ETAG, GAME_COMMAND, GAME_READ, ORGANISER_READ


def game_command(
    path: str,
    *,
    verb: Callable[..., HTTPRouteHandler] = post,
    status_code: int = 200,
    **options: Any,
) -> HTTPRouteHandler:
    return verb(path, responses=GAME_COMMAND, security=BEARER, status_code=status_code, **options)


def game_read(
    path: str, *, responses: Mapping[int, ResponseSpec] = GAME_READ, **options: Any
) -> HTTPRouteHandler:
    return get(path, responses=responses, response_headers=ETAG, security=BEARER, **options)


def organiser_read(path: str, **options: Any) -> HTTPRouteHandler:
    """A read across the games an organiser's token runs: the token, and ORGANISER_READ's
    problems."""
    return get(path, responses=ORGANISER_READ, security=BEARER, **options)
