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
    *,
    game: list[UUID],

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_game = []
    for game_item_data in game:
        game_item = str(game_item_data)
        json_game.append(game_item)


    params["game"] = json_game


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/organiser/audit",
        "params": params,
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
    *,
    client: AuthenticatedClient,
    game: list[UUID],

) -> Response[ProblemDetails]:
    """ Several games' audit exports in one NDJSON stream, one after the other

     The audit export of each game named (`game`, repeated, 1 to 100, each once), one after the other in
    one NDJSON stream, each game's header signed on its own: `infinity-ledger verify` checks each game
    in such a file. A costly read.

    **Who may call it:** an organiser token: the answer covers every game it organises, and only of
    games it organises.

    **Appends:** nothing (a read).

    **Refusals:**

    - 401 `unauthorized`: no token, or one that organises no game
    - 403 `forbidden`: a game this token does not organise (named)
    - 409 `hidden-troopers`: a game recorded before those rules, not yet ended, with a trooper in Hidden
    Deployment
    - 409 `private-information`: a game under the privacy or hidden rule not yet ended
    - 429 `rate-limited`: over the rate limit or the token's budget of costly reads
    - and, as every route of its kind: 400 `malformed-request`, 503 `service-unavailable`

    Args:
        game (list[UUID]): Games to export

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDetails]
     """


    kwargs = _get_kwargs(
        game=game,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    game: list[UUID],

) -> ProblemDetails | None:
    """ Several games' audit exports in one NDJSON stream, one after the other

     The audit export of each game named (`game`, repeated, 1 to 100, each once), one after the other in
    one NDJSON stream, each game's header signed on its own: `infinity-ledger verify` checks each game
    in such a file. A costly read.

    **Who may call it:** an organiser token: the answer covers every game it organises, and only of
    games it organises.

    **Appends:** nothing (a read).

    **Refusals:**

    - 401 `unauthorized`: no token, or one that organises no game
    - 403 `forbidden`: a game this token does not organise (named)
    - 409 `hidden-troopers`: a game recorded before those rules, not yet ended, with a trooper in Hidden
    Deployment
    - 409 `private-information`: a game under the privacy or hidden rule not yet ended
    - 429 `rate-limited`: over the rate limit or the token's budget of costly reads
    - and, as every route of its kind: 400 `malformed-request`, 503 `service-unavailable`

    Args:
        game (list[UUID]): Games to export

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDetails
     """


    return sync_detailed(
        client=client,
game=game,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    game: list[UUID],

) -> Response[ProblemDetails]:
    """ Several games' audit exports in one NDJSON stream, one after the other

     The audit export of each game named (`game`, repeated, 1 to 100, each once), one after the other in
    one NDJSON stream, each game's header signed on its own: `infinity-ledger verify` checks each game
    in such a file. A costly read.

    **Who may call it:** an organiser token: the answer covers every game it organises, and only of
    games it organises.

    **Appends:** nothing (a read).

    **Refusals:**

    - 401 `unauthorized`: no token, or one that organises no game
    - 403 `forbidden`: a game this token does not organise (named)
    - 409 `hidden-troopers`: a game recorded before those rules, not yet ended, with a trooper in Hidden
    Deployment
    - 409 `private-information`: a game under the privacy or hidden rule not yet ended
    - 429 `rate-limited`: over the rate limit or the token's budget of costly reads
    - and, as every route of its kind: 400 `malformed-request`, 503 `service-unavailable`

    Args:
        game (list[UUID]): Games to export

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDetails]
     """


    kwargs = _get_kwargs(
        game=game,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    game: list[UUID],

) -> ProblemDetails | None:
    """ Several games' audit exports in one NDJSON stream, one after the other

     The audit export of each game named (`game`, repeated, 1 to 100, each once), one after the other in
    one NDJSON stream, each game's header signed on its own: `infinity-ledger verify` checks each game
    in such a file. A costly read.

    **Who may call it:** an organiser token: the answer covers every game it organises, and only of
    games it organises.

    **Appends:** nothing (a read).

    **Refusals:**

    - 401 `unauthorized`: no token, or one that organises no game
    - 403 `forbidden`: a game this token does not organise (named)
    - 409 `hidden-troopers`: a game recorded before those rules, not yet ended, with a trooper in Hidden
    Deployment
    - 409 `private-information`: a game under the privacy or hidden rule not yet ended
    - 429 `rate-limited`: over the rate limit or the token's budget of costly reads
    - and, as every route of its kind: 400 `malformed-request`, 503 `service-unavailable`

    Args:
        game (list[UUID]): Games to export

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDetails
     """


    return (await asyncio_detailed(
        client=client,
game=game,

    )).parsed
