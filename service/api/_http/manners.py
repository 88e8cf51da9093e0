"""HTTP manners shared by the game endpoints: bearer tokens, Idempotency-Key, If-Match, ETag,
and the application services a handler calls, as the app's lifespan set them up."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any, TypedDict, TypeVar
from uuid import UUID

import msgspec
from litestar import Request, Response
from litestar.datastructures import CacheControlHeader, State
from litestar.di import NamedDependency
from litestar.params import FromPath, HeaderParameter, QueryParameter

from service.api._http.observability import record_replay
from service.application.audit.use_case import Audit
from service.application.games.idempotency_keys import ANONYMOUS_RULE, MIN_KEY_LENGTH
from service.application.games.use_case import Answer, Games, Idempotency, Principal
from service.application.imports.use_case import Imports
from service.application.reads.use_case import GameReads
from service.application.secrets.use_case import PlayerSecrets
from service.application.visibility.concealment import Concealer
from service.domain.errors import InvalidCommand, Unauthorized
from service.domain.state import GameState

IdempotencyKey = Annotated[
    str | None,
    HeaderParameter(
        name="Idempotency-Key",
        max_length=200,
        # Checked by the application, so a short key gets the problem that names the rule.
        schema_extra={"minLength": MIN_KEY_LENGTH},
        required=False,
        description=(
            "A retried request with the same key (same route, same caller, same body) within"
            " 24 hours returns the first answer, unchanged; the same key with another body is"
            " refused (422). The key is never stored or shown: keep it secret like a token."
            f" At least {MIN_KEY_LENGTH} characters; {ANONYMOUS_RULE} (400"
            " `weak-idempotency-key` otherwise)."
        ),
    ),
]
IfMatch = Annotated[
    str | None,
    HeaderParameter(
        name="If-Match",
        required=False,
        description=(
            'The game version the client last saw (its ETag, e.g. "12", or `*` for any): the'
            " command is taken only at that version, else 412 `precondition-failed`. A value"
            " that is no version's ETag is 422 `invalid-command`."
        ),
    ),
]
Limit = Annotated[int, QueryParameter(ge=1, le=1000, description="At most this many items")]
After = Annotated[int, QueryParameter(ge=0, description="Only items with a version above this")]


@dataclass(frozen=True, slots=True)
class Page:
    """A page of a game's list: the items after ``after``, at most ``limit`` of them."""

    after: int
    limit: int


def page_of(after: After = 0, limit: Limit = 100) -> Page:
    return Page(after, limit)


NOT_STORED = CacheControlHeader(no_store=True)
"""On answers that carry a token: no cache, shared or the browser's, may keep one."""
Service = TypeVar("Service")
_ETAG = re.compile(r'^\s*(?:W/)?"?(\d{1,9})"?\s*$')


def _kept_service(name: str, kind: type[Service]) -> Callable[[State], Service]:
    """How a handler reaches an application service the app keeps in its State, typed as
    ``kind`` (State's attributes are untyped)."""

    def service(state: State) -> Service:
        kept: Service = getattr(state, name)
        return kept

    return service


games = _kept_service("games", Games)
reads = _kept_service("reads", GameReads)
audit = _kept_service("audit", Audit)
imports = _kept_service("imports", Imports)
player_secrets = _kept_service("player_secrets", PlayerSecrets)
concealer = _kept_service("concealer", Concealer)


def bearer_token(request: Request[Any, Any, Any]) -> str | None:
    """The token of `Authorization: Bearer <token>`; None without one."""
    scheme, _, token = request.headers.get("authorization", "").partition(" ")
    token = token.strip()
    return token if scheme.lower() == "bearer" and token else None


def organiser_bearer(request: Request[Any, Any, Any]) -> str:
    """The bearer token of a route only organisers use; Unauthorized without one."""
    token = bearer_token(request)
    if token is None:
        raise Unauthorized("send `Authorization: Bearer <organiser token>`")
    return token


async def principal(
    request: Request[Any, Any, Any], game_id: FromPath[UUID], state: State
) -> Principal:
    """The caller, from `Authorization: Bearer <token>` (a token issued for this game)."""
    return await games(state).authenticate(game_id, bearer_token(request))


async def game_state(state: State, principal: NamedDependency[Principal]) -> GameState:
    """The state now of the game the caller's token is for: what most game reads answer from."""
    return await games(state).state(principal.game_id)


def idempotency(
    key: str | None, request: Request[Any, Any, Any], body: object | None
) -> Idempotency | None:
    if key is None:
        return None
    route = f"{request.method} {request.url.path}"
    digest = hashlib.sha256()
    digest.update(f"{route}\n".encode())
    digest.update(msgspec.json.encode(body))
    return Idempotency(key=key, route=route, fingerprint=digest.hexdigest())


class CommandManners(TypedDict):
    """A command's If-Match and Idempotency-Key, as every use case that appends takes them."""

    if_match: int | None
    idempotency: Idempotency | None


def if_match_version(header: str | None) -> int | None:
    if header is None or header.strip() == "*":
        return None
    match = _ETAG.match(header)
    if match is None:
        raise InvalidCommand(
            f'If-Match takes the ETag of a game version, like "12"; not {header!r}'
        )
    return int(match.group(1))


def seen_version(if_none_match: str | None) -> int | None:
    """The newest game version among If-None-Match's ETags (None: it names none). A client
    holding a version's ETag has seen that version, so its answer must not be older."""
    if not if_none_match:
        return None
    versions = [_ETAG_IN_LIST.fullmatch(tag.strip()) for tag in if_none_match.split(",")]
    return max((int(m.group(1)) for m in versions if m), default=None)


_ETAG_IN_LIST = re.compile(r'(?:W/)?"(\d{1,9})"')


def etag(version: int) -> str:
    return f'"{version}"'


def respond(answer: Answer, version: int | None = None) -> Response[Any]:
    """The HTTP response to an application answer: a resource made is a 201 at its Location."""
    headers: dict[str, str] = {}
    if answer.resource:
        headers["Location"] = answer.resource
    if version is not None:
        headers["ETag"] = etag(version)
    if answer.replayed:
        headers["Idempotent-Replayed"] = "true"
        record_replay()
    return Response(answer.body, status_code=201 if answer.created else 200, headers=headers)
