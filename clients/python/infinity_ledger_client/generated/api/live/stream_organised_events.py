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



def _get_kwargs(
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
        "url": "/v1/organiser/events/stream",
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
    *,
    client: AuthenticatedClient,
    after: int | None | Unset = UNSET,
    last_event_id: int | None | Unset = UNSET,

) -> Response[ProblemDetails | StreamedEvent]:
    """ Events of every game this token organises, as they commit (Server-Sent Events)

     Each event as `id:` its position (strictly increasing across all these games), `event:` its type,
    `data:` the same JSON as in `GET .../events`. Resume with `Last-Event-ID` (or `after`): an event is
    only sent once no event with a smaller position can still commit, so nothing is ever skipped. Games
    this token starts later join the stream. Heartbeat comments at least every 15 s. Ends, after a last
    comment (`: closed: the token was revoked; ...`), once the token organises no game (rotated in all
    of them). At most `INFINITY_LEDGER_SSE_MAX_PER_TOKEN` streams per token and
    `INFINITY_LEDGER_SSE_MAX_PER_ADDRESS` per client address are open at once (more: 429 `too-many-
    streams`), and `INFINITY_LEDGER_SSE_MAX_STREAMS` per server (more: 503 `streams-full`). When the
    database cannot be read the stream ends after a last comment (`: closed: the database is
    unavailable; ...`): reconnect with `Last-Event-ID`.

    **Who may call it:** an organiser token: the answer covers every game it organises.

    **Appends:** nothing (a read).

    **Refusals:**

    - 401 `unauthorized`: no token, or one that organises no game
    - 429 `too-many-streams`: this token or client address has its most live streams open
    - 503 `streams-full`: this server has its most live streams open: retry, another may have room
    - and, as every route of its kind: 400 `malformed-request`, 403 `forbidden`, 429 `rate-limited`, 503
    `service-unavailable`

    Args:
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
        after=after,
last_event_id=last_event_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    after: int | None | Unset = UNSET,
    last_event_id: int | None | Unset = UNSET,

) -> ProblemDetails | StreamedEvent | None:
    """ Events of every game this token organises, as they commit (Server-Sent Events)

     Each event as `id:` its position (strictly increasing across all these games), `event:` its type,
    `data:` the same JSON as in `GET .../events`. Resume with `Last-Event-ID` (or `after`): an event is
    only sent once no event with a smaller position can still commit, so nothing is ever skipped. Games
    this token starts later join the stream. Heartbeat comments at least every 15 s. Ends, after a last
    comment (`: closed: the token was revoked; ...`), once the token organises no game (rotated in all
    of them). At most `INFINITY_LEDGER_SSE_MAX_PER_TOKEN` streams per token and
    `INFINITY_LEDGER_SSE_MAX_PER_ADDRESS` per client address are open at once (more: 429 `too-many-
    streams`), and `INFINITY_LEDGER_SSE_MAX_STREAMS` per server (more: 503 `streams-full`). When the
    database cannot be read the stream ends after a last comment (`: closed: the database is
    unavailable; ...`): reconnect with `Last-Event-ID`.

    **Who may call it:** an organiser token: the answer covers every game it organises.

    **Appends:** nothing (a read).

    **Refusals:**

    - 401 `unauthorized`: no token, or one that organises no game
    - 429 `too-many-streams`: this token or client address has its most live streams open
    - 503 `streams-full`: this server has its most live streams open: retry, another may have room
    - and, as every route of its kind: 400 `malformed-request`, 403 `forbidden`, 429 `rate-limited`, 503
    `service-unavailable`

    Args:
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
        client=client,
after=after,
last_event_id=last_event_id,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    after: int | None | Unset = UNSET,
    last_event_id: int | None | Unset = UNSET,

) -> Response[ProblemDetails | StreamedEvent]:
    """ Events of every game this token organises, as they commit (Server-Sent Events)

     Each event as `id:` its position (strictly increasing across all these games), `event:` its type,
    `data:` the same JSON as in `GET .../events`. Resume with `Last-Event-ID` (or `after`): an event is
    only sent once no event with a smaller position can still commit, so nothing is ever skipped. Games
    this token starts later join the stream. Heartbeat comments at least every 15 s. Ends, after a last
    comment (`: closed: the token was revoked; ...`), once the token organises no game (rotated in all
    of them). At most `INFINITY_LEDGER_SSE_MAX_PER_TOKEN` streams per token and
    `INFINITY_LEDGER_SSE_MAX_PER_ADDRESS` per client address are open at once (more: 429 `too-many-
    streams`), and `INFINITY_LEDGER_SSE_MAX_STREAMS` per server (more: 503 `streams-full`). When the
    database cannot be read the stream ends after a last comment (`: closed: the database is
    unavailable; ...`): reconnect with `Last-Event-ID`.

    **Who may call it:** an organiser token: the answer covers every game it organises.

    **Appends:** nothing (a read).

    **Refusals:**

    - 401 `unauthorized`: no token, or one that organises no game
    - 429 `too-many-streams`: this token or client address has its most live streams open
    - 503 `streams-full`: this server has its most live streams open: retry, another may have room
    - and, as every route of its kind: 400 `malformed-request`, 403 `forbidden`, 429 `rate-limited`, 503
    `service-unavailable`

    Args:
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
        after=after,
last_event_id=last_event_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    after: int | None | Unset = UNSET,
    last_event_id: int | None | Unset = UNSET,

) -> ProblemDetails | StreamedEvent | None:
    """ Events of every game this token organises, as they commit (Server-Sent Events)

     Each event as `id:` its position (strictly increasing across all these games), `event:` its type,
    `data:` the same JSON as in `GET .../events`. Resume with `Last-Event-ID` (or `after`): an event is
    only sent once no event with a smaller position can still commit, so nothing is ever skipped. Games
    this token starts later join the stream. Heartbeat comments at least every 15 s. Ends, after a last
    comment (`: closed: the token was revoked; ...`), once the token organises no game (rotated in all
    of them). At most `INFINITY_LEDGER_SSE_MAX_PER_TOKEN` streams per token and
    `INFINITY_LEDGER_SSE_MAX_PER_ADDRESS` per client address are open at once (more: 429 `too-many-
    streams`), and `INFINITY_LEDGER_SSE_MAX_STREAMS` per server (more: 503 `streams-full`). When the
    database cannot be read the stream ends after a last comment (`: closed: the database is
    unavailable; ...`): reconnect with `Last-Event-ID`.

    **Who may call it:** an organiser token: the answer covers every game it organises.

    **Appends:** nothing (a read).

    **Refusals:**

    - 401 `unauthorized`: no token, or one that organises no game
    - 429 `too-many-streams`: this token or client address has its most live streams open
    - 503 `streams-full`: this server has its most live streams open: retry, another may have room
    - and, as every route of its kind: 400 `malformed-request`, 403 `forbidden`, 429 `rate-limited`, 503
    `service-unavailable`

    Args:
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
        client=client,
after=after,
last_event_id=last_event_id,

    )).parsed
