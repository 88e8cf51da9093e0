from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem_details import ProblemDetails
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    tournament_id: UUID,
    *,
    if_none_match: None | str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match



    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/tournaments/{tournament_id}/standings.csv".format(tournament_id=quote(str(tournament_id), safe=""),),
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ProblemDetails | str | None:
    if response.status_code == 200:
        response_200 = response.text
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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ProblemDetails | str]:
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
    if_none_match: None | str | Unset = UNSET,

) -> Response[ProblemDetails | str]:
    """ The standings as CSV (a header row, then one row per player by rank)

     The standings of GET .../standings as CSV (RFC 4180, CRLF line ends, quoted where needed): a header
    row of `rank`, `player`, `faction`, `tournament_points`, `objective_points`, `victory_points`,
    `opponents_tournament_points`, `opponents_objective_points`, `played`, `byes`, `dropped` (`true` or
    `false`), then one row a player, by rank.

    **Who may call it:** any token of the tournament, the organiser's or a player's.

    **Appends:** nothing (a read).

    **Refusals:**

    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 429
    `rate-limited`, 503 `service-unavailable`

    Args:
        tournament_id (UUID):
        if_none_match (None | str | Unset): An ETag this client holds: unchanged, the answer is
            304 with no body

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDetails | str]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
if_none_match=if_none_match,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    tournament_id: UUID,
    *,
    client: AuthenticatedClient,
    if_none_match: None | str | Unset = UNSET,

) -> ProblemDetails | str | None:
    """ The standings as CSV (a header row, then one row per player by rank)

     The standings of GET .../standings as CSV (RFC 4180, CRLF line ends, quoted where needed): a header
    row of `rank`, `player`, `faction`, `tournament_points`, `objective_points`, `victory_points`,
    `opponents_tournament_points`, `opponents_objective_points`, `played`, `byes`, `dropped` (`true` or
    `false`), then one row a player, by rank.

    **Who may call it:** any token of the tournament, the organiser's or a player's.

    **Appends:** nothing (a read).

    **Refusals:**

    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 429
    `rate-limited`, 503 `service-unavailable`

    Args:
        tournament_id (UUID):
        if_none_match (None | str | Unset): An ETag this client holds: unchanged, the answer is
            304 with no body

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDetails | str
     """


    return sync_detailed(
        tournament_id=tournament_id,
client=client,
if_none_match=if_none_match,

    ).parsed

async def asyncio_detailed(
    tournament_id: UUID,
    *,
    client: AuthenticatedClient,
    if_none_match: None | str | Unset = UNSET,

) -> Response[ProblemDetails | str]:
    """ The standings as CSV (a header row, then one row per player by rank)

     The standings of GET .../standings as CSV (RFC 4180, CRLF line ends, quoted where needed): a header
    row of `rank`, `player`, `faction`, `tournament_points`, `objective_points`, `victory_points`,
    `opponents_tournament_points`, `opponents_objective_points`, `played`, `byes`, `dropped` (`true` or
    `false`), then one row a player, by rank.

    **Who may call it:** any token of the tournament, the organiser's or a player's.

    **Appends:** nothing (a read).

    **Refusals:**

    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 429
    `rate-limited`, 503 `service-unavailable`

    Args:
        tournament_id (UUID):
        if_none_match (None | str | Unset): An ETag this client holds: unchanged, the answer is
            304 with no body

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDetails | str]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
if_none_match=if_none_match,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    tournament_id: UUID,
    *,
    client: AuthenticatedClient,
    if_none_match: None | str | Unset = UNSET,

) -> ProblemDetails | str | None:
    """ The standings as CSV (a header row, then one row per player by rank)

     The standings of GET .../standings as CSV (RFC 4180, CRLF line ends, quoted where needed): a header
    row of `rank`, `player`, `faction`, `tournament_points`, `objective_points`, `victory_points`,
    `opponents_tournament_points`, `opponents_objective_points`, `played`, `byes`, `dropped` (`true` or
    `false`), then one row a player, by rank.

    **Who may call it:** any token of the tournament, the organiser's or a player's.

    **Appends:** nothing (a read).

    **Refusals:**

    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 429
    `rate-limited`, 503 `service-unavailable`

    Args:
        tournament_id (UUID):
        if_none_match (None | str | Unset): An ETag this client holds: unchanged, the answer is
            304 with no body

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDetails | str
     """


    return (await asyncio_detailed(
        tournament_id=tournament_id,
client=client,
if_none_match=if_none_match,

    )).parsed
