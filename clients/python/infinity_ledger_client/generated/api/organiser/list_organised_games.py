from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.organised_games_page import OrganisedGamesPage
from ...models.problem_details import ProblemDetails
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    cursor: None | str | Unset = UNSET,
    limit: int | Unset = 50,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_cursor: None | str | Unset
    if isinstance(cursor, Unset):
        json_cursor = UNSET
    else:
        json_cursor = cursor
    params["cursor"] = json_cursor

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/organiser/games",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> OrganisedGamesPage | ProblemDetails | None:
    if response.status_code == 200:
        response_200 = OrganisedGamesPage.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[OrganisedGamesPage | ProblemDetails]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    cursor: None | str | Unset = UNSET,
    limit: int | Unset = 50,

) -> Response[OrganisedGamesPage | ProblemDetails]:
    """ Games this token organises, a page at a time, each with its verification

     The games this organiser token runs, in the order it was given them, a page at a time (`limit`; send
    `next_cursor` back as `cursor` for the next page), each with its status, event count, head hash and
    its verification, kept with the head it was made at and made again only once the game has changed. A
    costly read.

    **Who may call it:** an organiser token: the answer covers every game it organises.

    **Appends:** nothing (a read).

    **Refusals:**

    - 400 `malformed-request`: a `cursor` this listing never issued (it is opaque: send back only
    `next_cursor`), or a `limit` outside 1..100
    - 401 `unauthorized`: no token, or one that organises no game
    - 429 `rate-limited`: over the rate limit or the token's budget of costly reads
    - and, as every route of its kind: 403 `forbidden`, 503 `service-unavailable`

    Args:
        cursor (None | str | Unset): `next_cursor` of the previous page, as it was given (opaque);
            leave out for the first page. Any other value is 400 `malformed-request`
        limit (int | Unset): Games per page Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[OrganisedGamesPage | ProblemDetails]
     """


    kwargs = _get_kwargs(
        cursor=cursor,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    cursor: None | str | Unset = UNSET,
    limit: int | Unset = 50,

) -> OrganisedGamesPage | ProblemDetails | None:
    """ Games this token organises, a page at a time, each with its verification

     The games this organiser token runs, in the order it was given them, a page at a time (`limit`; send
    `next_cursor` back as `cursor` for the next page), each with its status, event count, head hash and
    its verification, kept with the head it was made at and made again only once the game has changed. A
    costly read.

    **Who may call it:** an organiser token: the answer covers every game it organises.

    **Appends:** nothing (a read).

    **Refusals:**

    - 400 `malformed-request`: a `cursor` this listing never issued (it is opaque: send back only
    `next_cursor`), or a `limit` outside 1..100
    - 401 `unauthorized`: no token, or one that organises no game
    - 429 `rate-limited`: over the rate limit or the token's budget of costly reads
    - and, as every route of its kind: 403 `forbidden`, 503 `service-unavailable`

    Args:
        cursor (None | str | Unset): `next_cursor` of the previous page, as it was given (opaque);
            leave out for the first page. Any other value is 400 `malformed-request`
        limit (int | Unset): Games per page Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        OrganisedGamesPage | ProblemDetails
     """


    return sync_detailed(
        client=client,
cursor=cursor,
limit=limit,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    cursor: None | str | Unset = UNSET,
    limit: int | Unset = 50,

) -> Response[OrganisedGamesPage | ProblemDetails]:
    """ Games this token organises, a page at a time, each with its verification

     The games this organiser token runs, in the order it was given them, a page at a time (`limit`; send
    `next_cursor` back as `cursor` for the next page), each with its status, event count, head hash and
    its verification, kept with the head it was made at and made again only once the game has changed. A
    costly read.

    **Who may call it:** an organiser token: the answer covers every game it organises.

    **Appends:** nothing (a read).

    **Refusals:**

    - 400 `malformed-request`: a `cursor` this listing never issued (it is opaque: send back only
    `next_cursor`), or a `limit` outside 1..100
    - 401 `unauthorized`: no token, or one that organises no game
    - 429 `rate-limited`: over the rate limit or the token's budget of costly reads
    - and, as every route of its kind: 403 `forbidden`, 503 `service-unavailable`

    Args:
        cursor (None | str | Unset): `next_cursor` of the previous page, as it was given (opaque);
            leave out for the first page. Any other value is 400 `malformed-request`
        limit (int | Unset): Games per page Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[OrganisedGamesPage | ProblemDetails]
     """


    kwargs = _get_kwargs(
        cursor=cursor,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    cursor: None | str | Unset = UNSET,
    limit: int | Unset = 50,

) -> OrganisedGamesPage | ProblemDetails | None:
    """ Games this token organises, a page at a time, each with its verification

     The games this organiser token runs, in the order it was given them, a page at a time (`limit`; send
    `next_cursor` back as `cursor` for the next page), each with its status, event count, head hash and
    its verification, kept with the head it was made at and made again only once the game has changed. A
    costly read.

    **Who may call it:** an organiser token: the answer covers every game it organises.

    **Appends:** nothing (a read).

    **Refusals:**

    - 400 `malformed-request`: a `cursor` this listing never issued (it is opaque: send back only
    `next_cursor`), or a `limit` outside 1..100
    - 401 `unauthorized`: no token, or one that organises no game
    - 429 `rate-limited`: over the rate limit or the token's budget of costly reads
    - and, as every route of its kind: 403 `forbidden`, 503 `service-unavailable`

    Args:
        cursor (None | str | Unset): `next_cursor` of the previous page, as it was given (opaque);
            leave out for the first page. Any other value is 400 `malformed-request`
        limit (int | Unset): Games per page Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        OrganisedGamesPage | ProblemDetails
     """


    return (await asyncio_detailed(
        client=client,
cursor=cursor,
limit=limit,

    )).parsed
