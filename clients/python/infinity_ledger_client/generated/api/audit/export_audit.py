from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem_details import ProblemDetails
from typing import cast
from uuid import UUID



def _get_kwargs(
    game_id: UUID,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/audit".format(game_id=quote(str(game_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ProblemDetails | None:
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

    if response.status_code == 409:
        response_409 = ProblemDetails.from_dict(response.json())



        return response_409

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ProblemDetails]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: UUID,
    *,
    client: AuthenticatedClient,

) -> Response[ProblemDetails]:
    """ The game as NDJSON: a header line, then every event with its hash

     The game's audit export, streamed as NDJSON: a signed header line, then one line per event with its
    hash (docs/guide/dice-and-audit.md, "Audit and replay"). `infinity-ledger verify` checks it offline;
    POST /v1/organiser/imports imports it into another service. A costly read: it counts against the
    token's budget of costly reads.

    **Who may call it:** any token of the game, the organiser's or a player's; each reader is answered
    as the visibility rule lets them see the game.

    **Appends:** nothing (a read).

    **Refusals:**

    - 409 `hidden-troopers`: before the end, in a game recorded before those rules, to a reader an
    opponent's trooper in Hidden Deployment is hidden from
    - 409 `private-information`: before the end, in a game created under the privacy or hidden rule: its
    log holds Private Information, so every reader waits
    - 429 `rate-limited`: over the rate limit or the token's budget of costly reads
    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 503
    `service-unavailable`

    Args:
        game_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDetails]
     """


    kwargs = _get_kwargs(
        game_id=game_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: UUID,
    *,
    client: AuthenticatedClient,

) -> ProblemDetails | None:
    """ The game as NDJSON: a header line, then every event with its hash

     The game's audit export, streamed as NDJSON: a signed header line, then one line per event with its
    hash (docs/guide/dice-and-audit.md, "Audit and replay"). `infinity-ledger verify` checks it offline;
    POST /v1/organiser/imports imports it into another service. A costly read: it counts against the
    token's budget of costly reads.

    **Who may call it:** any token of the game, the organiser's or a player's; each reader is answered
    as the visibility rule lets them see the game.

    **Appends:** nothing (a read).

    **Refusals:**

    - 409 `hidden-troopers`: before the end, in a game recorded before those rules, to a reader an
    opponent's trooper in Hidden Deployment is hidden from
    - 409 `private-information`: before the end, in a game created under the privacy or hidden rule: its
    log holds Private Information, so every reader waits
    - 429 `rate-limited`: over the rate limit or the token's budget of costly reads
    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 503
    `service-unavailable`

    Args:
        game_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDetails
     """


    return sync_detailed(
        game_id=game_id,
client=client,

    ).parsed

async def asyncio_detailed(
    game_id: UUID,
    *,
    client: AuthenticatedClient,

) -> Response[ProblemDetails]:
    """ The game as NDJSON: a header line, then every event with its hash

     The game's audit export, streamed as NDJSON: a signed header line, then one line per event with its
    hash (docs/guide/dice-and-audit.md, "Audit and replay"). `infinity-ledger verify` checks it offline;
    POST /v1/organiser/imports imports it into another service. A costly read: it counts against the
    token's budget of costly reads.

    **Who may call it:** any token of the game, the organiser's or a player's; each reader is answered
    as the visibility rule lets them see the game.

    **Appends:** nothing (a read).

    **Refusals:**

    - 409 `hidden-troopers`: before the end, in a game recorded before those rules, to a reader an
    opponent's trooper in Hidden Deployment is hidden from
    - 409 `private-information`: before the end, in a game created under the privacy or hidden rule: its
    log holds Private Information, so every reader waits
    - 429 `rate-limited`: over the rate limit or the token's budget of costly reads
    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 503
    `service-unavailable`

    Args:
        game_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDetails]
     """


    kwargs = _get_kwargs(
        game_id=game_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: UUID,
    *,
    client: AuthenticatedClient,

) -> ProblemDetails | None:
    """ The game as NDJSON: a header line, then every event with its hash

     The game's audit export, streamed as NDJSON: a signed header line, then one line per event with its
    hash (docs/guide/dice-and-audit.md, "Audit and replay"). `infinity-ledger verify` checks it offline;
    POST /v1/organiser/imports imports it into another service. A costly read: it counts against the
    token's budget of costly reads.

    **Who may call it:** any token of the game, the organiser's or a player's; each reader is answered
    as the visibility rule lets them see the game.

    **Appends:** nothing (a read).

    **Refusals:**

    - 409 `hidden-troopers`: before the end, in a game recorded before those rules, to a reader an
    opponent's trooper in Hidden Deployment is hidden from
    - 409 `private-information`: before the end, in a game created under the privacy or hidden rule: its
    log holds Private Information, so every reader waits
    - 429 `rate-limited`: over the rate limit or the token's budget of costly reads
    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 503
    `service-unavailable`

    Args:
        game_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDetails
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,

    )).parsed
