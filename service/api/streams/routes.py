"""The decorator of a live stream's route: what every stream declares, declared once.

A stream is a GET a token calls, answered as Server-Sent Events, whose description ends with the
limits on open streams and whose refusals hold the two that come of them; a route names only
its own path, summary, description and kind (its problems and the codes every route of that kind
answers).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence

from litestar import get
from litestar.handlers import HTTPRouteHandler
from litestar.openapi import ResponseSpec

from service.api._http.contract import BEARER, EVENT_STREAM
from service.api._http.described import Doc
from service.api.streams.sse import LIMITS

STREAM_REFUSALS = {
    "too-many-streams": "this token or client address has its most live streams open",
    "streams-full": "this server has its most live streams open: retry, another may have room",
}


def live_stream(
    path: str,
    *,
    operation_id: str,
    summary: str,
    doc: Doc,
    responses: Mapping[int, ResponseSpec],
    codes: Sequence[str],
) -> HTTPRouteHandler:
    described = dataclasses.replace(
        doc, does=doc.does + LIMITS, refusals={**doc.refusals, **STREAM_REFUSALS}
    )
    return get(
        path,
        operation_id=operation_id,
        responses=responses,
        security=BEARER,
        media_type=EVENT_STREAM,
        summary=summary,
        description=described.render(codes),
    )
