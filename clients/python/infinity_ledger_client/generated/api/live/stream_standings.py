from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem_details import ProblemDetails
from ...models.streamed_event import StreamedEvent
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    tournament_id: UUID,
    *,
    after: int | None | Unset = UNSET,
    last_event_id: int | None | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id



    

    params: dict[str, Any] = {}

    json_after: int | None | Unset
    if isinstance(after, Unset):
        json_after = UNSET
    else:
        json_after = after
    params["after"] = json_after


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/tournaments/{tournament_id}/standings/stream".format(tournament_id=quote(str(tournament_id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ProblemDetails | StreamedEvent | None:
    if response.status_code == 200:
        response_200 = StreamedEvent.from_dict(response.text)



        return response_200

    if response.status_code == 400:
        response_400 = ProblemDetails.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = ProblemDetails.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = ProblemDetails.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = ProblemDetails.from_dict(response.json())



        return response_404

    if response.status_code == 429:
        response_429 = ProblemDetails.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = ProblemDetails.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ProblemDetails | StreamedEvent]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    tournament_id: UUID,
    *,
    client: AuthenticatedClient,
    after: int | None | Unset = UNSET,
    last_event_id: int | None | Unset = UNSET,

) -> Response[ProblemDetails | StreamedEvent]:
    """ The standings now and each time they change (Server-Sent Events)

     `event: standings`, `id:` the tournament's version, `data:` the same JSON as `GET
    /v1/tournaments/{tournament_id}/standings`: the standings at once (unless `Last-Event-ID` or `after`
    already has that version), then each newer one as a result is counted or ruled, a round paired, a
    player registered or dropped. Heartbeat comments at least every 15 s. Ends, after a last comment (`:
    closed: the token was revoked; ...`), once its token is no longer the tournament's. At most
    `INFINITY_LEDGER_SSE_MAX_PER_TOKEN` streams per token and `INFINITY_LEDGER_SSE_MAX_PER_ADDRESS` per
    client address are open at once (more: 429 `too-many-streams`), and
    `INFINITY_LEDGER_SSE_MAX_STREAMS` per server (more: 503 `streams-full`). When the database cannot be
    read the stream ends after a last comment (`: closed: the database is unavailable; ...`): reconnect
    with `Last-Event-ID`.

    **Who may call it:** any token of the tournament, the organiser's or a player's.

    **Appends:** nothing (a read).

    **Refusals:**

    - 429 `too-many-streams`: this token or client address has its most live streams open
    - 503 `streams-full`: this server has its most live streams open: retry, another may have room
    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 429
    `rate-limited`, 503 `service-unavailable`

    Args:
        tournament_id (UUID):
        after (int | None | Unset): Resume after this `id:` (0: from the start)
        last_event_id (int | None | Unset): The last `id:` received: the stream resumes after it
            (browsers send it on reconnecting). Wins over `after`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDetails | StreamedEvent]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
after=after,
last_event_id=last_event_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    tournament_id: UUID,
    *,
    client: AuthenticatedClient,
    after: int | None | Unset = UNSET,
    last_event_id: int | None | Unset = UNSET,

) -> ProblemDetails | StreamedEvent | None:
    """ The standings now and each time they change (Server-Sent Events)

     `event: standings`, `id:` the tournament's version, `data:` the same JSON as `GET
    /v1/tournaments/{tournament_id}/standings`: the standings at once (unless `Last-Event-ID` or `after`
    already has that version), then each newer one as a result is counted or ruled, a round paired, a
    player registered or dropped. Heartbeat comments at least every 15 s. Ends, after a last comment (`:
    closed: the token was revoked; ...`), once its token is no longer the tournament's. At most
    `INFINITY_LEDGER_SSE_MAX_PER_TOKEN` streams per token and `INFINITY_LEDGER_SSE_MAX_PER_ADDRESS` per
    client address are open at once (more: 429 `too-many-streams`), and
    `INFINITY_LEDGER_SSE_MAX_STREAMS` per server (more: 503 `streams-full`). When the database cannot be
    read the stream ends after a last comment (`: closed: the database is unavailable; ...`): reconnect
    with `Last-Event-ID`.

    **Who may call it:** any token of the tournament, the organiser's or a player's.

    **Appends:** nothing (a read).

    **Refusals:**

    - 429 `too-many-streams`: this token or client address has its most live streams open
    - 503 `streams-full`: this server has its most live streams open: retry, another may have room
    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 429
    `rate-limited`, 503 `service-unavailable`

    Args:
        tournament_id (UUID):
        after (int | None | Unset): Resume after this `id:` (0: from the start)
        last_event_id (int | None | Unset): The last `id:` received: the stream resumes after it
            (browsers send it on reconnecting). Wins over `after`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDetails | StreamedEvent
     """


    return sync_detailed(
        tournament_id=tournament_id,
client=client,
after=after,
last_event_id=last_event_id,

    ).parsed

async def asyncio_detailed(
    tournament_id: UUID,
    *,
    client: AuthenticatedClient,
    after: int | None | Unset = UNSET,
    last_event_id: int | None | Unset = UNSET,

) -> Response[ProblemDetails | StreamedEvent]:
    """ The standings now and each time they change (Server-Sent Events)

     `event: standings`, `id:` the tournament's version, `data:` the same JSON as `GET
    /v1/tournaments/{tournament_id}/standings`: the standings at once (unless `Last-Event-ID` or `after`
    already has that version), then each newer one as a result is counted or ruled, a round paired, a
    player registered or dropped. Heartbeat comments at least every 15 s. Ends, after a last comment (`:
    closed: the token was revoked; ...`), once its token is no longer the tournament's. At most
    `INFINITY_LEDGER_SSE_MAX_PER_TOKEN` streams per token and `INFINITY_LEDGER_SSE_MAX_PER_ADDRESS` per
    client address are open at once (more: 429 `too-many-streams`), and
    `INFINITY_LEDGER_SSE_MAX_STREAMS` per server (more: 503 `streams-full`). When the database cannot be
    read the stream ends after a last comment (`: closed: the database is unavailable; ...`): reconnect
    with `Last-Event-ID`.

    **Who may call it:** any token of the tournament, the organiser's or a player's.

    **Appends:** nothing (a read).

    **Refusals:**

    - 429 `too-many-streams`: this token or client address has its most live streams open
    - 503 `streams-full`: this server has its most live streams open: retry, another may have room
    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 429
    `rate-limited`, 503 `service-unavailable`

    Args:
        tournament_id (UUID):
        after (int | None | Unset): Resume after this `id:` (0: from the start)
        last_event_id (int | None | Unset): The last `id:` received: the stream resumes after it
            (browsers send it on reconnecting). Wins over `after`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDetails | StreamedEvent]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
after=after,
last_event_id=last_event_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    tournament_id: UUID,
    *,
    client: AuthenticatedClient,
    after: int | None | Unset = UNSET,
    last_event_id: int | None | Unset = UNSET,

) -> ProblemDetails | StreamedEvent | None:
    """ The standings now and each time they change (Server-Sent Events)

     `event: standings`, `id:` the tournament's version, `data:` the same JSON as `GET
    /v1/tournaments/{tournament_id}/standings`: the standings at once (unless `Last-Event-ID` or `after`
    already has that version), then each newer one as a result is counted or ruled, a round paired, a
    player registered or dropped. Heartbeat comments at least every 15 s. Ends, after a last comment (`:
    closed: the token was revoked; ...`), once its token is no longer the tournament's. At most
    `INFINITY_LEDGER_SSE_MAX_PER_TOKEN` streams per token and `INFINITY_LEDGER_SSE_MAX_PER_ADDRESS` per
    client address are open at once (more: 429 `too-many-streams`), and
    `INFINITY_LEDGER_SSE_MAX_STREAMS` per server (more: 503 `streams-full`). When the database cannot be
    read the stream ends after a last comment (`: closed: the database is unavailable; ...`): reconnect
    with `Last-Event-ID`.

    **Who may call it:** any token of the tournament, the organiser's or a player's.

    **Appends:** nothing (a read).

    **Refusals:**

    - 429 `too-many-streams`: this token or client address has its most live streams open
    - 503 `streams-full`: this server has its most live streams open: retry, another may have room
    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 429
    `rate-limited`, 503 `service-unavailable`

    Args:
        tournament_id (UUID):
        after (int | None | Unset): Resume after this `id:` (0: from the start)
        last_event_id (int | None | Unset): The last `id:` received: the stream resumes after it
            (browsers send it on reconnecting). Wins over `after`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDetails | StreamedEvent
     """


    return (await asyncio_detailed(
        tournament_id=tournament_id,
client=client,
after=after,
last_event_id=last_event_id,

    )).parsed
