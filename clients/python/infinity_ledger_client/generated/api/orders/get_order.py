from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.open_order_answer import OpenOrderAnswer
from ...models.problem_details import ProblemDetails
from ...models.resolved_order_answer import ResolvedOrderAnswer
from ...models.voided_order_answer import VoidedOrderAnswer
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    game_id: UUID,
    order: int,
    *,
    if_none_match: None | str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match



    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/orders/{order}".format(game_id=quote(str(game_id), safe=""),order=quote(str(order), safe=""),),
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | OpenOrderAnswer | ResolvedOrderAnswer | VoidedOrderAnswer | ProblemDetails | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> OpenOrderAnswer | ResolvedOrderAnswer | VoidedOrderAnswer:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = OpenOrderAnswer.from_dict(data)



                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_1 = ResolvedOrderAnswer.from_dict(data)



                return response_200_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_2 = VoidedOrderAnswer.from_dict(data)



            return response_200_type_2

        response_200 = _parse_response_200(response.json())

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | OpenOrderAnswer | ResolvedOrderAnswer | VoidedOrderAnswer | ProblemDetails]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: UUID,
    order: int,
    *,
    client: AuthenticatedClient,
    if_none_match: None | str | Unset = UNSET,

) -> Response[Any | OpenOrderAnswer | ResolvedOrderAnswer | VoidedOrderAnswer | ProblemDetails]:
    """ One order, open or resolved

     One order by its number: the open one (`status` `open`, with its step and what it waits for) or a
    concluded one (`resolved` or `voided`), with every declaration, roll, save and change it made.

    **Who may call it:** any token of the game, the organiser's or a player's; each reader is answered
    as the visibility rule lets them see the game.

    **Appends:** nothing (a read).

    **Refusals:**

    - 404 `not-found`: no such order (a withdrawn activation's number has none)
    - 409 `hidden-troopers`: it names an opponent's trooper still hidden from the caller
    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 429 `rate-limited`,
    503 `service-unavailable`

    Args:
        game_id (UUID):
        order (int):
        if_none_match (None | str | Unset): An ETag this client holds: unchanged, the answer is
            304 with no body

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | OpenOrderAnswer | ResolvedOrderAnswer | VoidedOrderAnswer | ProblemDetails]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
order=order,
if_none_match=if_none_match,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: UUID,
    order: int,
    *,
    client: AuthenticatedClient,
    if_none_match: None | str | Unset = UNSET,

) -> Any | OpenOrderAnswer | ResolvedOrderAnswer | VoidedOrderAnswer | ProblemDetails | None:
    """ One order, open or resolved

     One order by its number: the open one (`status` `open`, with its step and what it waits for) or a
    concluded one (`resolved` or `voided`), with every declaration, roll, save and change it made.

    **Who may call it:** any token of the game, the organiser's or a player's; each reader is answered
    as the visibility rule lets them see the game.

    **Appends:** nothing (a read).

    **Refusals:**

    - 404 `not-found`: no such order (a withdrawn activation's number has none)
    - 409 `hidden-troopers`: it names an opponent's trooper still hidden from the caller
    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 429 `rate-limited`,
    503 `service-unavailable`

    Args:
        game_id (UUID):
        order (int):
        if_none_match (None | str | Unset): An ETag this client holds: unchanged, the answer is
            304 with no body

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | OpenOrderAnswer | ResolvedOrderAnswer | VoidedOrderAnswer | ProblemDetails
     """


    return sync_detailed(
        game_id=game_id,
order=order,
client=client,
if_none_match=if_none_match,

    ).parsed

async def asyncio_detailed(
    game_id: UUID,
    order: int,
    *,
    client: AuthenticatedClient,
    if_none_match: None | str | Unset = UNSET,

) -> Response[Any | OpenOrderAnswer | ResolvedOrderAnswer | VoidedOrderAnswer | ProblemDetails]:
    """ One order, open or resolved

     One order by its number: the open one (`status` `open`, with its step and what it waits for) or a
    concluded one (`resolved` or `voided`), with every declaration, roll, save and change it made.

    **Who may call it:** any token of the game, the organiser's or a player's; each reader is answered
    as the visibility rule lets them see the game.

    **Appends:** nothing (a read).

    **Refusals:**

    - 404 `not-found`: no such order (a withdrawn activation's number has none)
    - 409 `hidden-troopers`: it names an opponent's trooper still hidden from the caller
    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 429 `rate-limited`,
    503 `service-unavailable`

    Args:
        game_id (UUID):
        order (int):
        if_none_match (None | str | Unset): An ETag this client holds: unchanged, the answer is
            304 with no body

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | OpenOrderAnswer | ResolvedOrderAnswer | VoidedOrderAnswer | ProblemDetails]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
order=order,
if_none_match=if_none_match,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: UUID,
    order: int,
    *,
    client: AuthenticatedClient,
    if_none_match: None | str | Unset = UNSET,

) -> Any | OpenOrderAnswer | ResolvedOrderAnswer | VoidedOrderAnswer | ProblemDetails | None:
    """ One order, open or resolved

     One order by its number: the open one (`status` `open`, with its step and what it waits for) or a
    concluded one (`resolved` or `voided`), with every declaration, roll, save and change it made.

    **Who may call it:** any token of the game, the organiser's or a player's; each reader is answered
    as the visibility rule lets them see the game.

    **Appends:** nothing (a read).

    **Refusals:**

    - 404 `not-found`: no such order (a withdrawn activation's number has none)
    - 409 `hidden-troopers`: it names an opponent's trooper still hidden from the caller
    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 429 `rate-limited`,
    503 `service-unavailable`

    Args:
        game_id (UUID):
        order (int):
        if_none_match (None | str | Unset): An ETag this client holds: unchanged, the answer is
            304 with no body

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | OpenOrderAnswer | ResolvedOrderAnswer | VoidedOrderAnswer | ProblemDetails
     """


    return (await asyncio_detailed(
        game_id=game_id,
order=order,
client=client,
if_none_match=if_none_match,

    )).parsed
