from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem_details import ProblemDetails
from ...models.tournament_standings_view import TournamentStandingsView
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
        "url": "/v1/tournaments/{tournament_id}/standings".format(tournament_id=quote(str(tournament_id), safe=""),),
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ProblemDetails | TournamentStandingsView | None:
    if response.status_code == 200:
        response_200 = TournamentStandingsView.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ProblemDetails | TournamentStandingsView]:
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

) -> Response[ProblemDetails | TournamentStandingsView]:
    """ The standings by the tournament's tie-breakers, byes scored as ITS does

     Every player's totals over the rounds that stand (Tournament, Objective and Victory Points, the
    opponents' Tournament and Objective Points, tables played, byes, dropped), ranked by the
    tournament's tie-breakers, higher first; players equal on all of them share a rank. A bye counts as
    ITS counts it: with B byes over P tables played, a total T counts T + ceil(T x B / P). `final` once
    the tournament has ended. Sources: docs/rules.md, Tournaments.

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
        Response[ProblemDetails | TournamentStandingsView]
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

) -> ProblemDetails | TournamentStandingsView | None:
    """ The standings by the tournament's tie-breakers, byes scored as ITS does

     Every player's totals over the rounds that stand (Tournament, Objective and Victory Points, the
    opponents' Tournament and Objective Points, tables played, byes, dropped), ranked by the
    tournament's tie-breakers, higher first; players equal on all of them share a rank. A bye counts as
    ITS counts it: with B byes over P tables played, a total T counts T + ceil(T x B / P). `final` once
    the tournament has ended. Sources: docs/rules.md, Tournaments.

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
        ProblemDetails | TournamentStandingsView
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

) -> Response[ProblemDetails | TournamentStandingsView]:
    """ The standings by the tournament's tie-breakers, byes scored as ITS does

     Every player's totals over the rounds that stand (Tournament, Objective and Victory Points, the
    opponents' Tournament and Objective Points, tables played, byes, dropped), ranked by the
    tournament's tie-breakers, higher first; players equal on all of them share a rank. A bye counts as
    ITS counts it: with B byes over P tables played, a total T counts T + ceil(T x B / P). `final` once
    the tournament has ended. Sources: docs/rules.md, Tournaments.

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
        Response[ProblemDetails | TournamentStandingsView]
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

) -> ProblemDetails | TournamentStandingsView | None:
    """ The standings by the tournament's tie-breakers, byes scored as ITS does

     Every player's totals over the rounds that stand (Tournament, Objective and Victory Points, the
    opponents' Tournament and Objective Points, tables played, byes, dropped), ranked by the
    tournament's tie-breakers, higher first; players equal on all of them share a rank. A bye counts as
    ITS counts it: with B byes over P tables played, a total T counts T + ceil(T x B / P). `final` once
    the tournament has ended. Sources: docs/rules.md, Tournaments.

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
        ProblemDetails | TournamentStandingsView
     """


    return (await asyncio_detailed(
        tournament_id=tournament_id,
client=client,
if_none_match=if_none_match,

    )).parsed
