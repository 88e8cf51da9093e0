from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.organiser_standings_scheme import OrganiserStandingsScheme
from ...models.problem_details import ProblemDetails
from ...models.standings_view import StandingsView
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    scheme: OrganiserStandingsScheme | Unset = OrganiserStandingsScheme.ITS_SEASON_10,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_scheme: str | Unset = UNSET
    if not isinstance(scheme, Unset):
        json_scheme = scheme.value

    params["scheme"] = json_scheme


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/organiser/standings",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ProblemDetails | StandingsView | None:
    if response.status_code == 200:
        response_200 = StandingsView.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ProblemDetails | StandingsView]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    scheme: OrganiserStandingsScheme | Unset = OrganiserStandingsScheme.ITS_SEASON_10,

) -> Response[ProblemDetails | StandingsView]:
    """ Every player of every game this token organises, ranked as ITS ranks them

     Counts each game whose score is final (every result confirmed or decided, every Victory Point
    known); the others are `pending_games`. A player is the same player in every game under the same
    name. `its-season-10` (the default) awards Tournament Points per game of two players as ITS Season
    10 does (3 for winning by 5 Objective Points or more, 2 for a smaller win, 1 for a tie, 0 for a
    defeat) and ranks by Tournament Points, total Objective Points, then total Victory Points; `its-
    objective-points` is the earlier ITS ranking without Tournament Points. Players equal on every key
    share a rank. Sources: docs/rules.md. Worked out in the worker pool; a costly read.

    **Who may call it:** an organiser token: the answer covers every game it organises.

    **Appends:** nothing (a read).

    **Refusals:**

    - 400 `malformed-request`: a `scheme` that is not one of the two
    - 401 `unauthorized`: no token, or one that organises no game
    - 429 `rate-limited`: over the rate limit or the token's budget of costly reads
    - and, as every route of its kind: 403 `forbidden`, 503 `service-unavailable`

    Args:
        scheme (OrganiserStandingsScheme | Unset): The published ranking: `its-season-10`
            (Tournament Points, then Objective Points, then Victory Points) or `its-objective-points`
            (Objective Points, then Victory Points, then the opponents' Objective Points) Default:
            OrganiserStandingsScheme.ITS_SEASON_10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDetails | StandingsView]
     """


    kwargs = _get_kwargs(
        scheme=scheme,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    scheme: OrganiserStandingsScheme | Unset = OrganiserStandingsScheme.ITS_SEASON_10,

) -> ProblemDetails | StandingsView | None:
    """ Every player of every game this token organises, ranked as ITS ranks them

     Counts each game whose score is final (every result confirmed or decided, every Victory Point
    known); the others are `pending_games`. A player is the same player in every game under the same
    name. `its-season-10` (the default) awards Tournament Points per game of two players as ITS Season
    10 does (3 for winning by 5 Objective Points or more, 2 for a smaller win, 1 for a tie, 0 for a
    defeat) and ranks by Tournament Points, total Objective Points, then total Victory Points; `its-
    objective-points` is the earlier ITS ranking without Tournament Points. Players equal on every key
    share a rank. Sources: docs/rules.md. Worked out in the worker pool; a costly read.

    **Who may call it:** an organiser token: the answer covers every game it organises.

    **Appends:** nothing (a read).

    **Refusals:**

    - 400 `malformed-request`: a `scheme` that is not one of the two
    - 401 `unauthorized`: no token, or one that organises no game
    - 429 `rate-limited`: over the rate limit or the token's budget of costly reads
    - and, as every route of its kind: 403 `forbidden`, 503 `service-unavailable`

    Args:
        scheme (OrganiserStandingsScheme | Unset): The published ranking: `its-season-10`
            (Tournament Points, then Objective Points, then Victory Points) or `its-objective-points`
            (Objective Points, then Victory Points, then the opponents' Objective Points) Default:
            OrganiserStandingsScheme.ITS_SEASON_10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDetails | StandingsView
     """


    return sync_detailed(
        client=client,
scheme=scheme,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    scheme: OrganiserStandingsScheme | Unset = OrganiserStandingsScheme.ITS_SEASON_10,

) -> Response[ProblemDetails | StandingsView]:
    """ Every player of every game this token organises, ranked as ITS ranks them

     Counts each game whose score is final (every result confirmed or decided, every Victory Point
    known); the others are `pending_games`. A player is the same player in every game under the same
    name. `its-season-10` (the default) awards Tournament Points per game of two players as ITS Season
    10 does (3 for winning by 5 Objective Points or more, 2 for a smaller win, 1 for a tie, 0 for a
    defeat) and ranks by Tournament Points, total Objective Points, then total Victory Points; `its-
    objective-points` is the earlier ITS ranking without Tournament Points. Players equal on every key
    share a rank. Sources: docs/rules.md. Worked out in the worker pool; a costly read.

    **Who may call it:** an organiser token: the answer covers every game it organises.

    **Appends:** nothing (a read).

    **Refusals:**

    - 400 `malformed-request`: a `scheme` that is not one of the two
    - 401 `unauthorized`: no token, or one that organises no game
    - 429 `rate-limited`: over the rate limit or the token's budget of costly reads
    - and, as every route of its kind: 403 `forbidden`, 503 `service-unavailable`

    Args:
        scheme (OrganiserStandingsScheme | Unset): The published ranking: `its-season-10`
            (Tournament Points, then Objective Points, then Victory Points) or `its-objective-points`
            (Objective Points, then Victory Points, then the opponents' Objective Points) Default:
            OrganiserStandingsScheme.ITS_SEASON_10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDetails | StandingsView]
     """


    kwargs = _get_kwargs(
        scheme=scheme,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    scheme: OrganiserStandingsScheme | Unset = OrganiserStandingsScheme.ITS_SEASON_10,

) -> ProblemDetails | StandingsView | None:
    """ Every player of every game this token organises, ranked as ITS ranks them

     Counts each game whose score is final (every result confirmed or decided, every Victory Point
    known); the others are `pending_games`. A player is the same player in every game under the same
    name. `its-season-10` (the default) awards Tournament Points per game of two players as ITS Season
    10 does (3 for winning by 5 Objective Points or more, 2 for a smaller win, 1 for a tie, 0 for a
    defeat) and ranks by Tournament Points, total Objective Points, then total Victory Points; `its-
    objective-points` is the earlier ITS ranking without Tournament Points. Players equal on every key
    share a rank. Sources: docs/rules.md. Worked out in the worker pool; a costly read.

    **Who may call it:** an organiser token: the answer covers every game it organises.

    **Appends:** nothing (a read).

    **Refusals:**

    - 400 `malformed-request`: a `scheme` that is not one of the two
    - 401 `unauthorized`: no token, or one that organises no game
    - 429 `rate-limited`: over the rate limit or the token's budget of costly reads
    - and, as every route of its kind: 403 `forbidden`, 503 `service-unavailable`

    Args:
        scheme (OrganiserStandingsScheme | Unset): The published ranking: `its-season-10`
            (Tournament Points, then Objective Points, then Victory Points) or `its-objective-points`
            (Objective Points, then Victory Points, then the opponents' Objective Points) Default:
            OrganiserStandingsScheme.ITS_SEASON_10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDetails | StandingsView
     """


    return (await asyncio_detailed(
        client=client,
scheme=scheme,

    )).parsed
