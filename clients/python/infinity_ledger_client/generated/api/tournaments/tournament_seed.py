from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem_details import ProblemDetails
from ...models.tournament_seed_view import TournamentSeedView
from typing import cast
from uuid import UUID



def _get_kwargs(
    tournament_id: UUID,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/tournaments/{tournament_id}/seed".format(tournament_id=quote(str(tournament_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ProblemDetails | TournamentSeedView | None:
    if response.status_code == 200:
        response_200 = TournamentSeedView.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ProblemDetails | TournamentSeedView]:
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

) -> Response[ProblemDetails | TournamentSeedView]:
    """ The tournament's seed, once it has ended (409 before)

     The tournament's seed (64 hex digits), once it has ended: its SHA-256 is the `seed_commitment`
    published at creation, and every pairing can be derived from it again (docs/guide/organiser.md, "How
    a round is paired").

    **Who may call it:** any token of the tournament, the organiser's or a player's.

    **Appends:** nothing (a read).

    **Refusals:**

    - 409 `tournament-running`: the tournament has not ended
    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 429
    `rate-limited`, 503 `service-unavailable`

    Args:
        tournament_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDetails | TournamentSeedView]
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

) -> ProblemDetails | TournamentSeedView | None:
    """ The tournament's seed, once it has ended (409 before)

     The tournament's seed (64 hex digits), once it has ended: its SHA-256 is the `seed_commitment`
    published at creation, and every pairing can be derived from it again (docs/guide/organiser.md, "How
    a round is paired").

    **Who may call it:** any token of the tournament, the organiser's or a player's.

    **Appends:** nothing (a read).

    **Refusals:**

    - 409 `tournament-running`: the tournament has not ended
    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 429
    `rate-limited`, 503 `service-unavailable`

    Args:
        tournament_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDetails | TournamentSeedView
     """


    return sync_detailed(
        tournament_id=tournament_id,
client=client,

    ).parsed

async def asyncio_detailed(
    tournament_id: UUID,
    *,
    client: AuthenticatedClient,

) -> Response[ProblemDetails | TournamentSeedView]:
    """ The tournament's seed, once it has ended (409 before)

     The tournament's seed (64 hex digits), once it has ended: its SHA-256 is the `seed_commitment`
    published at creation, and every pairing can be derived from it again (docs/guide/organiser.md, "How
    a round is paired").

    **Who may call it:** any token of the tournament, the organiser's or a player's.

    **Appends:** nothing (a read).

    **Refusals:**

    - 409 `tournament-running`: the tournament has not ended
    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 429
    `rate-limited`, 503 `service-unavailable`

    Args:
        tournament_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDetails | TournamentSeedView]
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

) -> ProblemDetails | TournamentSeedView | None:
    """ The tournament's seed, once it has ended (409 before)

     The tournament's seed (64 hex digits), once it has ended: its SHA-256 is the `seed_commitment`
    published at creation, and every pairing can be derived from it again (docs/guide/organiser.md, "How
    a round is paired").

    **Who may call it:** any token of the tournament, the organiser's or a player's.

    **Appends:** nothing (a read).

    **Refusals:**

    - 409 `tournament-running`: the tournament has not ended
    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 429
    `rate-limited`, 503 `service-unavailable`

    Args:
        tournament_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDetails | TournamentSeedView
     """


    return (await asyncio_detailed(
        tournament_id=tournament_id,
client=client,

    )).parsed
