"""The gate every JSON request body passes before a handler, or any token check, sees it.

Litestar parses any body as JSON whatever its Content-Type, and lets a decoding crash (invalid
UTF-8, nesting deep enough to exhaust the recursion limit) escape as a 500. Here a body must say
it is JSON, be no larger than the configured limit (413), be valid UTF-8 JSON and nest no deeper
than `MAX_DEPTH`; all of that is a malformed request (400). What is left for the handler is
well-formed JSON, whose fit to the schema is a separate question (422, see `problems.py`).

The body is decoded once, by a typed `msgspec.json.Decoder` built once per body type
(`decoder_for`), straight into the route's request struct. Litestar on its own would parse
the body untyped (`Request.json`) and convert the result to the struct afterwards; here
`JSONRequest.json` hands it the struct already decoded, which msgspec's conversion passes
through as it is.
"""

from __future__ import annotations

import functools
from typing import Any

import msgspec
from litestar import Request
from litestar.exceptions import ClientException, HTTPException, ValidationException

from service.api._http.manners import bearer_token
from service.domain.errors import Unauthorized

MAX_DEPTH = 32
"""Far deeper than any body of this API (a trooper is 4 levels), far shallower than a stack."""
HTTP_415_UNSUPPORTED_MEDIA_TYPE = 415


class MalformedBody(ClientException):
    """A body that is not JSON at all: a syntax error, invalid UTF-8 or absurd nesting."""


class UnsupportedMediaType(HTTPException):
    status_code = HTTP_415_UNSUPPORTED_MEDIA_TYPE


def is_json_media_type(media_type: str) -> bool:
    media_type = media_type.strip().lower()
    return media_type == "application/json" or (
        media_type.startswith("application/") and media_type.endswith("+json")
    )


def body_type(request: Request[Any, Any, Any]) -> Any | None:
    """The type of the route's `data` parameter (its request body), or None if it takes none."""
    data = request.route_handler.parsed_fn_signature.parameters.get("data")
    return None if data is None else data.annotation


def takes_json_body(request: Request[Any, Any, Any]) -> bool:
    return body_type(request) is not None


@functools.cache
def decoder_for(type_: Any) -> msgspec.json.Decoder[Any]:
    """The one decoder of a body type; strict, as the schema says: `"3"` is not 3, nor 0 false."""
    return msgspec.json.Decoder(type_, strict=True)


class JSONRequest(Request[Any, Any, Any]):
    """A request whose JSON body is decoded once, typed, into its route's body struct."""

    _typed_body: Any = None

    async def json(self) -> Any:
        wanted = body_type(self)
        if wanted is None:
            return await super().json()
        if self._typed_body is None:
            self._typed_body = decode_body(await self.body(), wanted)
        return self._typed_body


async def check_json_body(request: Request[Any, Any, Any]) -> None:
    """`before_request` hook: refuse a body that is not the JSON its route expects."""
    if not takes_json_body(request):
        return
    if request.route_handler.resolve_security() and bearer_token(request) is None:
        # A request with no token at all is a 401 whatever its body: the client's first
        # problem is who it is. Whether the token is valid is checked later, with the game.
        raise Unauthorized("send `Authorization: Bearer <token>`")
    body = await request.body()  # Litestar enforces request_max_body_size here, chunked too
    if not body:
        raise MalformedBody("this endpoint takes a JSON body; the request has none")
    media_type, options = request.content_type
    if not media_type:
        raise UnsupportedMediaType(
            detail="send the body with `Content-Type: application/json`; it has no Content-Type"
        )
    if not is_json_media_type(media_type):
        raise UnsupportedMediaType(
            detail=f"the body must be application/json (or a +json type), not {media_type!r}"
        )
    charset = options.get("charset", "utf-8").strip().lower()
    if charset not in {"utf-8", "utf8"}:
        raise UnsupportedMediaType(detail=f"JSON bodies are UTF-8, not {charset!r}")
    await request.json()


def decode_body(body: bytes, type_: Any) -> Any:
    """The body as `type_`; a misfit is refused here (422), naming the field and why.

    Malformed JSON is a 400 even when the part read first already misfits the schema, so a
    misfit is parsed again, untyped, to tell the two apart: only on this error path is a body
    parsed twice. A body that fits is no deeper than its type, which `test_json_body` holds
    within `MAX_DEPTH` for every route.
    """
    try:
        return decoder_for(type_).decode(body)
    except msgspec.ValidationError as misfit:
        check_depth(decode(body))
        raise body_misfit(misfit) from None
    except (UnicodeDecodeError, RecursionError, msgspec.DecodeError):
        decode(body)  # raises MalformedBody, with the reason
        raise


def body_misfit(misfit: msgspec.ValidationError) -> ValidationException:
    """Litestar's own shape for a body that does not fit (see `problems.validation_problem`)."""
    message, _, where = str(misfit).partition(" - at ")
    key = where.strip("`").removeprefix("$").removeprefix(".") or None
    return ValidationException(
        detail="the body does not fit its schema",
        extra=[{"message": message, "key": key, "source": "body"}],
    )


def decode(body: bytes) -> Any:
    try:
        return msgspec.json.decode(body)
    except UnicodeDecodeError as exc:
        raise MalformedBody(f"the body is not valid UTF-8 (byte {exc.start})") from None
    except RecursionError:
        raise MalformedBody(f"the body nests deeper than {MAX_DEPTH} levels") from None
    except msgspec.DecodeError as exc:
        raise MalformedBody(f"the body is not valid JSON: {exc}") from None


def check_depth(value: Any) -> None:
    """Iterative, so checking a deep document cannot itself run out of stack."""
    pending: list[tuple[Any, int]] = [(value, 1)]
    while pending:
        item, depth = pending.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        if depth > MAX_DEPTH:
            raise MalformedBody(f"the body nests deeper than {MAX_DEPTH} levels")
        pending.extend((child, depth + 1) for child in children)
