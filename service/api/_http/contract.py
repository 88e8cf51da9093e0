"""What each kind of route can answer besides success, for the OpenAPI document.

Handlers name their kind (`responses=READ` ...) rather than listing statuses one by one, so a
new route cannot forget a status its kind answers; the problems themselves are made in
`problems.py`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any

import msgspec
from litestar.datastructures import ResponseHeader
from litestar.openapi import ResponseSpec
from litestar.openapi.spec import (
    OpenAPIMediaType,
    OpenAPIResponse,
    OpenAPIType,
    Operation,
    Schema,
    SecurityRequirement,
)
from litestar.params import HeaderParameter

from service.api._http.problems import PROBLEM_CODES, PROBLEM_JSON, PROBLEM_TYPE_BASE
from service.domain.described import about

BEARER: list[SecurityRequirement] = [{"bearer": []}]
"""The game token (organiser or player) in `Authorization: Bearer <token>`."""


class ProblemDetails(msgspec.Struct, frozen=True, omit_defaults=True):
    """An RFC 9457 problem document: every error the service answers is one."""

    type: Annotated[
        str, about("A stable URI per kind of problem: the base URI followed by `code`.")
    ]
    code: Annotated[
        str, about("Machine-readable kind of problem; see the list in the API description.")
    ]
    title: Annotated[str, about("A short, human-readable summary of the kind of problem")]
    status: Annotated[int, about("The HTTP status, as the response's")]
    detail: Annotated[
        str,
        about(
            "What went wrong with this request, in plain words: the rule broken, the field "
            "refused, the phase and whose turn it is...; it never holds a secret"
        ),
    ]
    instance: Annotated[str, about("The path of the request that was refused")]
    current_version: (
        Annotated[int, about("On 409 `version-conflict` and 412: the game's version now")] | None
    ) = None
    errors: (
        Annotated[
            list[dict[str, Any]],
            about("On 400 and 422 from validation: each field that failed and why."),
        ]
        | None
    ) = None
    missing: (
        Annotated[
            list[str],
            about("On 409 `entropy-missing`: the players whose seed the game's dice wait for"),
        ]
        | None
    ) = None


_WHEN: dict[int, str] = {
    400: "Malformed request: not JSON, or a bad query parameter or header",
    401: "No valid token for this game (or tournament) (WWW-Authenticate: Bearer)",
    403: "The token's role may not do this",
    404: "No such game, tournament or resource",
    409: "The game's (or tournament's) state does not allow this now, or another command came"
    " first",
    412: "If-Match names a version that is no longer current",
    413: "The body is over the size limit",
    415: "The body is not application/json",
    422: "The body does not fit its schema, or the command breaks a rule",
    429: "Too many requests (Retry-After)",
    503: "The database is unavailable (Retry-After)",
}


def _problems(*statuses: int) -> dict[int, ResponseSpec]:
    return {
        status: ResponseSpec(
            data_container=ProblemDetails,
            media_type=PROBLEM_JSON,
            description=_WHEN[status],
            generate_examples=False,
        )
        for status in statuses
    }


NOT_MODIFIED = ResponseSpec(
    data_container=None,
    description="Not modified: If-None-Match named the current ETag",
    generate_examples=False,
)

IfNoneMatch = Annotated[
    str | None,
    HeaderParameter(
        name="If-None-Match",
        required=False,
        description="An ETag this client holds: unchanged, the answer is 304 with no body",
    ),
]
"""Declared by every read that answers 304; the conditional-GET middleware does the work."""

ETAG = [
    ResponseHeader(
        name="ETag",
        value='"1"',  # documentation only: gives the header its string schema
        documentation_only=True,
        description="The answer's entity tag: the game's version, or a digest of the body",
    )
]

PUBLIC_READ = _problems(429)
CATALOGUE_READ = {304: NOT_MODIFIED, **_problems(400, 429)}
"""The catalogue is public and the same for every caller: an ETag, and 304 on If-None-Match.
400 is named so the spec shows it as the problem it is, not as Litestar's plain JSON."""
CREATE_GAME = _problems(400, 401, 413, 415, 422, 429, 503)
"""401: an Authorization header whose token organises no game (a new game joins its games)."""
PUBLIC_COMMAND = _problems(400, 413, 415, 422, 429, 503)
GAME_READ = {304: NOT_MODIFIED, **_problems(400, 401, 403, 404, 429, 503)}
CONCEALING_READ = {304: NOT_MODIFIED, **_problems(400, 401, 403, 404, 409, 429, 503)}
"""A read of one order, roll, replay or report: 409 while it names a trooper still hidden from
the caller (hidden-troopers)."""
GAME_EXPORT_STREAM = _problems(400, 401, 403, 404, 409, 429, 503)
"""A streamed read: no ETag, so never a 304."""
ORGANISER_READ = _problems(400, 401, 403, 429, 503)
ORGANISER_EXPORT = _problems(400, 401, 403, 409, 429, 503)
"""The organiser's export: 409 while a game's log names a trooper still hidden."""
EVENT_STREAM = "text/event-stream"
NDJSON = "application/x-ndjson"


class StreamedEvent(msgspec.Struct, frozen=True):
    """One message of a live stream (heartbeat comments aside)."""

    id: Annotated[
        str,
        about("The version (a game's streams) or the position (the organiser's): resume after it."),
    ]
    event: Annotated[str, about("The event's type, or `order_state`.")]
    data: Annotated[
        str, about("One line of JSON: the event as in `GET .../events`, or the order state.")
    ]


_STREAM_OPENED = ResponseSpec(
    data_container=StreamedEvent,
    media_type=EVENT_STREAM,
    description=(
        "The stream: messages of `id:`, `event:` and one `data:` line of JSON, separated by"
        " blank lines, with `: heartbeat` comment lines in between, and a last `: closed: ...`"
        " comment when the stream ends because its token was revoked"
    ),
    generate_examples=False,
)
_STREAM_REFUSED = {
    status: ResponseSpec(
        data_container=ProblemDetails,
        media_type=PROBLEM_JSON,
        description=description,
        generate_examples=False,
    )
    for status, description in (
        (
            429,
            "Too many requests (`rate-limited`), or this token or client address has its most"
            " live streams open (`too-many-streams`: close one); Retry-After",
        ),
        (
            503,
            "The database is unavailable (`service-unavailable`), or this server has its most"
            " live streams open (`streams-full`: retry, another server may have room);"
            " Retry-After",
        ),
    )
}
GAME_STREAM = {200: _STREAM_OPENED, **_problems(400, 401, 403, 404), **_STREAM_REFUSED}
"""A live stream has no ETag: what it sends is never the same twice."""
ORGANISER_STREAM = {200: _STREAM_OPENED, **ORGANISER_READ, **_STREAM_REFUSED}
IMPORT_GAME = _problems(400, 401, 409, 413, 415, 422, 429, 503)
"""409: the game is already here, told only to a caller whose token organises it; anyone else
gets the 422 of an export that does not verify (application/imports/use_case.py)."""
SEED_READ = {**GAME_READ, **_problems(409)}
"""409: the seed stays secret until the game has ended."""
GAME_COMMAND = _problems(400, 401, 403, 404, 409, 412, 413, 415, 422, 429, 503)
CREATE_TOURNAMENT = _problems(400, 401, 413, 415, 422, 429, 503)
"""401: an Authorization header whose token organises no game and no tournament."""
TOURNAMENT_COMMAND = _problems(400, 401, 403, 404, 409, 413, 415, 422, 429, 503)
TOURNAMENT_READ = _problems(400, 401, 403, 404, 409, 429, 503)
"""409: what waits for the end (the seed, the whole export), or `me` asked by the organiser."""
TOURNAMENT_STREAM = {200: _STREAM_OPENED, **_problems(400, 401, 403, 404), **_STREAM_REFUSED}


def problem_types_description() -> str:
    """The list of problem codes for the API description (Markdown)."""
    lines = [
        f"Every error is `{PROBLEM_JSON}` with a `type` of `{PROBLEM_TYPE_BASE}<code>` and"
        " a machine-readable `code`:",
        "",
    ]
    lines += [f"- `{code}`: {when}" for code, when in PROBLEM_CODES.items()]
    return "\n".join(lines)


PLAIN_TEXT = "text/plain"


@dataclass
class AlsoPlainText(Operation):
    """An operation whose success also comes as plain text, to a client that asks for it with
    `Accept: text/plain` (and not for JSON): Litestar documents one media type per answer."""

    def __post_init__(self) -> None:
        ok = (self.responses or {}).get("200")
        if not isinstance(ok, OpenAPIResponse) or ok.content is None:
            raise TypeError(f"{self.operation_id} documents no 200 answer to add text to")
        ok.content[PLAIN_TEXT] = OpenAPIMediaType(
            schema=Schema(
                type=OpenAPIType.STRING,
                description="The same answer in plain English, for `Accept: text/plain`",
            )
        )
