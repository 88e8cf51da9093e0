from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.my_tournament_view import MyTournamentView
from ...models.problem_details import ProblemDetails
from typing import cast
from uuid import UUID



def _get_kwargs(
    tournament_id: UUID,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/tournaments/{tournament_id}/me".format(tournament_id=quote(str(tournament_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> MyTournamentView | ProblemDetails | None:
    if response.status_code == 200:
        response_200 = MyTournamentView.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[MyTournamentView | ProblemDetails]:
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

) -> Response[MyTournamentView | ProblemDetails]:
    """ Your tables (a player's token): each round's opponent, game and game token

     The caller's own tables, every round's (voided ones too): the round, the table, the opponent, the
    game and the caller's token in it, with which they play, read and follow it (`GET
    /v1/games/{game_id}`...); `current`, the table of the round in play; the rounds of their byes. Not
    stored by caches (`Cache-Control: no-store`). A table's game that a stopped process left unmade is
    made first, with the id and tokens its pairing recorded: nothing else is appended.

    **Who may call it:** a player's tournament token, for their own tables.

    **Appends:** `game_created`.

    **Refusals:**

    - 409 `state-conflict`: the organiser's token: the organiser plays no table
    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 429
    `rate-limited`, 503 `service-unavailable`

    Args:
        tournament_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MyTournamentView | ProblemDetails]
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

) -> MyTournamentView | ProblemDetails | None:
    """ Your tables (a player's token): each round's opponent, game and game token

     The caller's own tables, every round's (voided ones too): the round, the table, the opponent, the
    game and the caller's token in it, with which they play, read and follow it (`GET
    /v1/games/{game_id}`...); `current`, the table of the round in play; the rounds of their byes. Not
    stored by caches (`Cache-Control: no-store`). A table's game that a stopped process left unmade is
    made first, with the id and tokens its pairing recorded: nothing else is appended.

    **Who may call it:** a player's tournament token, for their own tables.

    **Appends:** `game_created`.

    **Refusals:**

    - 409 `state-conflict`: the organiser's token: the organiser plays no table
    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 429
    `rate-limited`, 503 `service-unavailable`

    Args:
        tournament_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MyTournamentView | ProblemDetails
     """


    return sync_detailed(
        tournament_id=tournament_id,
client=client,

    ).parsed

async def asyncio_detailed(
    tournament_id: UUID,
    *,
    client: AuthenticatedClient,

) -> Response[MyTournamentView | ProblemDetails]:
    """ Your tables (a player's token): each round's opponent, game and game token

     The caller's own tables, every round's (voided ones too): the round, the table, the opponent, the
    game and the caller's token in it, with which they play, read and follow it (`GET
    /v1/games/{game_id}`...); `current`, the table of the round in play; the rounds of their byes. Not
    stored by caches (`Cache-Control: no-store`). A table's game that a stopped process left unmade is
    made first, with the id and tokens its pairing recorded: nothing else is appended.

    **Who may call it:** a player's tournament token, for their own tables.

    **Appends:** `game_created`.

    **Refusals:**

    - 409 `state-conflict`: the organiser's token: the organiser plays no table
    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 429
    `rate-limited`, 503 `service-unavailable`

    Args:
        tournament_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MyTournamentView | ProblemDetails]
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

) -> MyTournamentView | ProblemDetails | None:
    """ Your tables (a player's token): each round's opponent, game and game token

     The caller's own tables, every round's (voided ones too): the round, the table, the opponent, the
    game and the caller's token in it, with which they play, read and follow it (`GET
    /v1/games/{game_id}`...); `current`, the table of the round in play; the rounds of their byes. Not
    stored by caches (`Cache-Control: no-store`). A table's game that a stopped process left unmade is
    made first, with the id and tokens its pairing recorded: nothing else is appended.

    **Who may call it:** a player's tournament token, for their own tables.

    **Appends:** `game_created`.

    **Refusals:**

    - 409 `state-conflict`: the organiser's token: the organiser plays no table
    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 429
    `rate-limited`, 503 `service-unavailable`

    Args:
        tournament_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MyTournamentView | ProblemDetails
     """


    return (await asyncio_detailed(
        tournament_id=tournament_id,
client=client,

    )).parsed
