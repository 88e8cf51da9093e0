from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem_details import ProblemDetails
from ...models.trooper import Trooper
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    game_id: UUID,
    *,
    if_none_match: None | str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match



    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/troopers".format(game_id=quote(str(game_id), safe=""),),
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | ProblemDetails | list[Trooper] | None:
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in (_response_200):
            response_200_item = Trooper.from_dict(response_200_item_data)



            response_200.append(response_200_item)

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | ProblemDetails | list[Trooper]]:
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
    if_none_match: None | str | Unset = UNSET,

) -> Response[Any | ProblemDetails | list[Trooper]]:
    """ Troopers with Wounds and states

     Every trooper this reader may see, as added, with its Wounds and state: an opponent's trooper in
    Hidden Deployment is not there, one behind a marker is shown as the marker lets it be seen, and
    another army's Costs are left out until the end in a game under the privacy rule.

    **Who may call it:** any token of the game, the organiser's or a player's; each reader is answered
    as the visibility rule lets them see the game.

    **Appends:** nothing (a read).

    **Refusals:**

    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 429
    `rate-limited`, 503 `service-unavailable`

    Args:
        game_id (UUID):
        if_none_match (None | str | Unset): An ETag this client holds: unchanged, the answer is
            304 with no body

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ProblemDetails | list[Trooper]]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
if_none_match=if_none_match,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: UUID,
    *,
    client: AuthenticatedClient,
    if_none_match: None | str | Unset = UNSET,

) -> Any | ProblemDetails | list[Trooper] | None:
    """ Troopers with Wounds and states

     Every trooper this reader may see, as added, with its Wounds and state: an opponent's trooper in
    Hidden Deployment is not there, one behind a marker is shown as the marker lets it be seen, and
    another army's Costs are left out until the end in a game under the privacy rule.

    **Who may call it:** any token of the game, the organiser's or a player's; each reader is answered
    as the visibility rule lets them see the game.

    **Appends:** nothing (a read).

    **Refusals:**

    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 429
    `rate-limited`, 503 `service-unavailable`

    Args:
        game_id (UUID):
        if_none_match (None | str | Unset): An ETag this client holds: unchanged, the answer is
            304 with no body

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ProblemDetails | list[Trooper]
     """


    return sync_detailed(
        game_id=game_id,
client=client,
if_none_match=if_none_match,

    ).parsed

async def asyncio_detailed(
    game_id: UUID,
    *,
    client: AuthenticatedClient,
    if_none_match: None | str | Unset = UNSET,

) -> Response[Any | ProblemDetails | list[Trooper]]:
    """ Troopers with Wounds and states

     Every trooper this reader may see, as added, with its Wounds and state: an opponent's trooper in
    Hidden Deployment is not there, one behind a marker is shown as the marker lets it be seen, and
    another army's Costs are left out until the end in a game under the privacy rule.

    **Who may call it:** any token of the game, the organiser's or a player's; each reader is answered
    as the visibility rule lets them see the game.

    **Appends:** nothing (a read).

    **Refusals:**

    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 429
    `rate-limited`, 503 `service-unavailable`

    Args:
        game_id (UUID):
        if_none_match (None | str | Unset): An ETag this client holds: unchanged, the answer is
            304 with no body

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ProblemDetails | list[Trooper]]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
if_none_match=if_none_match,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: UUID,
    *,
    client: AuthenticatedClient,
    if_none_match: None | str | Unset = UNSET,

) -> Any | ProblemDetails | list[Trooper] | None:
    """ Troopers with Wounds and states

     Every trooper this reader may see, as added, with its Wounds and state: an opponent's trooper in
    Hidden Deployment is not there, one behind a marker is shown as the marker lets it be seen, and
    another army's Costs are left out until the end in a game under the privacy rule.

    **Who may call it:** any token of the game, the organiser's or a player's; each reader is answered
    as the visibility rule lets them see the game.

    **Appends:** nothing (a read).

    **Refusals:**

    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 429
    `rate-limited`, 503 `service-unavailable`

    Args:
        game_id (UUID):
        if_none_match (None | str | Unset): An ETag this client holds: unchanged, the answer is
            304 with no body

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ProblemDetails | list[Trooper]
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
if_none_match=if_none_match,

    )).parsed
