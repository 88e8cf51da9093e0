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
    *,
    after: int | Unset = 0,
    limit: int | Unset = 100,
    if_none_match: None | str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match



    

    params: dict[str, Any] = {}

    params["after"] = after

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/orders".format(game_id=quote(str(game_id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | ProblemDetails | list[OpenOrderAnswer | ResolvedOrderAnswer | VoidedOrderAnswer] | None:
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in (_response_200):
            def _parse_response_200_item(data: object) -> OpenOrderAnswer | ResolvedOrderAnswer | VoidedOrderAnswer:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    response_200_item_type_0 = OpenOrderAnswer.from_dict(data)



                    return response_200_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    response_200_item_type_1 = ResolvedOrderAnswer.from_dict(data)



                    return response_200_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_item_type_2 = VoidedOrderAnswer.from_dict(data)



                return response_200_item_type_2

            response_200_item = _parse_response_200_item(response_200_item_data)

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | ProblemDetails | list[OpenOrderAnswer | ResolvedOrderAnswer | VoidedOrderAnswer]]:
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
    after: int | Unset = 0,
    limit: int | Unset = 100,
    if_none_match: None | str | Unset = UNSET,

) -> Response[Any | ProblemDetails | list[OpenOrderAnswer | ResolvedOrderAnswer | VoidedOrderAnswer]]:
    """ The concluded orders, by number

     The concluded orders by number, a page at a time (`after`: the last number seen, `limit`), each as
    GET .../orders/{order} answers it (`status` `resolved` or `voided`). An order naming a trooper
    hidden from the caller is left out.

    **Who may call it:** any token of the game, the organiser's or a player's; each reader is answered
    as the visibility rule lets them see the game.

    **Appends:** nothing (a read).

    **Refusals:**

    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 429
    `rate-limited`, 503 `service-unavailable`

    Args:
        game_id (UUID):
        after (int | Unset): Only items with a version above this Default: 0.
        limit (int | Unset): At most this many items Default: 100.
        if_none_match (None | str | Unset): An ETag this client holds: unchanged, the answer is
            304 with no body

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ProblemDetails | list[OpenOrderAnswer | ResolvedOrderAnswer | VoidedOrderAnswer]]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
after=after,
limit=limit,
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
    after: int | Unset = 0,
    limit: int | Unset = 100,
    if_none_match: None | str | Unset = UNSET,

) -> Any | ProblemDetails | list[OpenOrderAnswer | ResolvedOrderAnswer | VoidedOrderAnswer] | None:
    """ The concluded orders, by number

     The concluded orders by number, a page at a time (`after`: the last number seen, `limit`), each as
    GET .../orders/{order} answers it (`status` `resolved` or `voided`). An order naming a trooper
    hidden from the caller is left out.

    **Who may call it:** any token of the game, the organiser's or a player's; each reader is answered
    as the visibility rule lets them see the game.

    **Appends:** nothing (a read).

    **Refusals:**

    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 429
    `rate-limited`, 503 `service-unavailable`

    Args:
        game_id (UUID):
        after (int | Unset): Only items with a version above this Default: 0.
        limit (int | Unset): At most this many items Default: 100.
        if_none_match (None | str | Unset): An ETag this client holds: unchanged, the answer is
            304 with no body

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ProblemDetails | list[OpenOrderAnswer | ResolvedOrderAnswer | VoidedOrderAnswer]
     """


    return sync_detailed(
        game_id=game_id,
client=client,
after=after,
limit=limit,
if_none_match=if_none_match,

    ).parsed

async def asyncio_detailed(
    game_id: UUID,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    limit: int | Unset = 100,
    if_none_match: None | str | Unset = UNSET,

) -> Response[Any | ProblemDetails | list[OpenOrderAnswer | ResolvedOrderAnswer | VoidedOrderAnswer]]:
    """ The concluded orders, by number

     The concluded orders by number, a page at a time (`after`: the last number seen, `limit`), each as
    GET .../orders/{order} answers it (`status` `resolved` or `voided`). An order naming a trooper
    hidden from the caller is left out.

    **Who may call it:** any token of the game, the organiser's or a player's; each reader is answered
    as the visibility rule lets them see the game.

    **Appends:** nothing (a read).

    **Refusals:**

    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 429
    `rate-limited`, 503 `service-unavailable`

    Args:
        game_id (UUID):
        after (int | Unset): Only items with a version above this Default: 0.
        limit (int | Unset): At most this many items Default: 100.
        if_none_match (None | str | Unset): An ETag this client holds: unchanged, the answer is
            304 with no body

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ProblemDetails | list[OpenOrderAnswer | ResolvedOrderAnswer | VoidedOrderAnswer]]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
after=after,
limit=limit,
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
    after: int | Unset = 0,
    limit: int | Unset = 100,
    if_none_match: None | str | Unset = UNSET,

) -> Any | ProblemDetails | list[OpenOrderAnswer | ResolvedOrderAnswer | VoidedOrderAnswer] | None:
    """ The concluded orders, by number

     The concluded orders by number, a page at a time (`after`: the last number seen, `limit`), each as
    GET .../orders/{order} answers it (`status` `resolved` or `voided`). An order naming a trooper
    hidden from the caller is left out.

    **Who may call it:** any token of the game, the organiser's or a player's; each reader is answered
    as the visibility rule lets them see the game.

    **Appends:** nothing (a read).

    **Refusals:**

    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 429
    `rate-limited`, 503 `service-unavailable`

    Args:
        game_id (UUID):
        after (int | Unset): Only items with a version above this Default: 0.
        limit (int | Unset): At most this many items Default: 100.
        if_none_match (None | str | Unset): An ETag this client holds: unchanged, the answer is
            304 with no body

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ProblemDetails | list[OpenOrderAnswer | ResolvedOrderAnswer | VoidedOrderAnswer]
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
after=after,
limit=limit,
if_none_match=if_none_match,

    )).parsed
