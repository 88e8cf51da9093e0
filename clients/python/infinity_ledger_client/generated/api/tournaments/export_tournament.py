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
    tournament_id: UUID,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/tournaments/{tournament_id}/audit".format(tournament_id=quote(str(tournament_id), safe=""),),
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
    tournament_id: UUID,
    *,
    client: AuthenticatedClient,

) -> Response[ProblemDetails]:
    """ The tournament's signed audit export (NDJSON), then every game's, once ended

     Once the tournament has ended, one NDJSON stream: the tournament's signed header (its seed, its
    games in the order paired, the final standings), its own events, then every table's game's export,
    header and events, in that order (docs/guide/organiser.md, "A tournament's export"). `infinity-
    ledger verify` checks it whole: every game, the tournament's chain, seed and signature, every
    command and pairing again, every counted result against its game, the standings. A costly read.

    **Who may call it:** any token of the tournament, the organiser's or a player's.

    **Appends:** nothing (a read).

    **Refusals:**

    - 409 `private-information`: a table's game has not ended (the game is named: the organiser ends it,
    POST /v1/games/{game_id}/end)
    - 409 `tournament-running`: the tournament has not ended
    - 429 `rate-limited`: over the rate limit or the token's budget of costly reads
    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 503
    `service-unavailable`

    Args:
        tournament_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDetails]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    tournament_id: UUID,
    *,
    client: AuthenticatedClient,

) -> ProblemDetails | None:
    """ The tournament's signed audit export (NDJSON), then every game's, once ended

     Once the tournament has ended, one NDJSON stream: the tournament's signed header (its seed, its
    games in the order paired, the final standings), its own events, then every table's game's export,
    header and events, in that order (docs/guide/organiser.md, "A tournament's export"). `infinity-
    ledger verify` checks it whole: every game, the tournament's chain, seed and signature, every
    command and pairing again, every counted result against its game, the standings. A costly read.

    **Who may call it:** any token of the tournament, the organiser's or a player's.

    **Appends:** nothing (a read).

    **Refusals:**

    - 409 `private-information`: a table's game has not ended (the game is named: the organiser ends it,
    POST /v1/games/{game_id}/end)
    - 409 `tournament-running`: the tournament has not ended
    - 429 `rate-limited`: over the rate limit or the token's budget of costly reads
    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 503
    `service-unavailable`

    Args:
        tournament_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDetails
     """


    return sync_detailed(
        tournament_id=tournament_id,
client=client,

    ).parsed

async def asyncio_detailed(
    tournament_id: UUID,
    *,
    client: AuthenticatedClient,

) -> Response[ProblemDetails]:
    """ The tournament's signed audit export (NDJSON), then every game's, once ended

     Once the tournament has ended, one NDJSON stream: the tournament's signed header (its seed, its
    games in the order paired, the final standings), its own events, then every table's game's export,
    header and events, in that order (docs/guide/organiser.md, "A tournament's export"). `infinity-
    ledger verify` checks it whole: every game, the tournament's chain, seed and signature, every
    command and pairing again, every counted result against its game, the standings. A costly read.

    **Who may call it:** any token of the tournament, the organiser's or a player's.

    **Appends:** nothing (a read).

    **Refusals:**

    - 409 `private-information`: a table's game has not ended (the game is named: the organiser ends it,
    POST /v1/games/{game_id}/end)
    - 409 `tournament-running`: the tournament has not ended
    - 429 `rate-limited`: over the rate limit or the token's budget of costly reads
    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 503
    `service-unavailable`

    Args:
        tournament_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDetails]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    tournament_id: UUID,
    *,
    client: AuthenticatedClient,

) -> ProblemDetails | None:
    """ The tournament's signed audit export (NDJSON), then every game's, once ended

     Once the tournament has ended, one NDJSON stream: the tournament's signed header (its seed, its
    games in the order paired, the final standings), its own events, then every table's game's export,
    header and events, in that order (docs/guide/organiser.md, "A tournament's export"). `infinity-
    ledger verify` checks it whole: every game, the tournament's chain, seed and signature, every
    command and pairing again, every counted result against its game, the standings. A costly read.

    **Who may call it:** any token of the tournament, the organiser's or a player's.

    **Appends:** nothing (a read).

    **Refusals:**

    - 409 `private-information`: a table's game has not ended (the game is named: the organiser ends it,
    POST /v1/games/{game_id}/end)
    - 409 `tournament-running`: the tournament has not ended
    - 429 `rate-limited`: over the rate limit or the token's budget of costly reads
    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 503
    `service-unavailable`

    Args:
        tournament_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDetails
     """


    return (await asyncio_detailed(
        tournament_id=tournament_id,
client=client,

    )).parsed
