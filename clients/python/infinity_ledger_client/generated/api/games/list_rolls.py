from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.free_roll_outcome import FreeRollOutcome
from ...models.guts_roll_outcome import GutsRollOutcome
from ...models.order_roll_outcome import OrderRollOutcome
from ...models.problem_details import ProblemDetails
from ...models.reroll_outcome import RerollOutcome
from ...models.saving_rolls_outcome import SavingRollsOutcome
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
        "url": "/v1/games/{game_id}/rolls".format(game_id=quote(str(game_id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | ProblemDetails | list[FreeRollOutcome | GutsRollOutcome | OrderRollOutcome | RerollOutcome | SavingRollsOutcome] | None:
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in (_response_200):
            def _parse_response_200_item(data: object) -> FreeRollOutcome | GutsRollOutcome | OrderRollOutcome | RerollOutcome | SavingRollsOutcome:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    response_200_item_type_0 = FreeRollOutcome.from_dict(data)



                    return response_200_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    response_200_item_type_1 = OrderRollOutcome.from_dict(data)



                    return response_200_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    response_200_item_type_2 = RerollOutcome.from_dict(data)



                    return response_200_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    response_200_item_type_3 = SavingRollsOutcome.from_dict(data)



                    return response_200_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_item_type_4 = GutsRollOutcome.from_dict(data)



                return response_200_item_type_4

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | ProblemDetails | list[FreeRollOutcome | GutsRollOutcome | OrderRollOutcome | RerollOutcome | SavingRollsOutcome]]:
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

) -> Response[Any | ProblemDetails | list[FreeRollOutcome | GutsRollOutcome | OrderRollOutcome | RerollOutcome | SavingRollsOutcome]]:
    """ Every roll outcome

     Every roll of the game as it ended, a page at a time (`after`: the last version seen, `limit`), told
    apart by `type`: a free roll, an order's roll (its `roll` the dice after +1 SD discards,
    `recorded_roll` as first rolled), a ReRoll, Saving Rolls, a Guts Roll. `status` is `final`,
    `superseded` (a ReRoll replaced it) or `voided` (its order was voided); `events` links the events
    that made and changed it. A roll naming a trooper hidden from the caller is left out.

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
        Response[Any | ProblemDetails | list[FreeRollOutcome | GutsRollOutcome | OrderRollOutcome | RerollOutcome | SavingRollsOutcome]]
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

) -> Any | ProblemDetails | list[FreeRollOutcome | GutsRollOutcome | OrderRollOutcome | RerollOutcome | SavingRollsOutcome] | None:
    """ Every roll outcome

     Every roll of the game as it ended, a page at a time (`after`: the last version seen, `limit`), told
    apart by `type`: a free roll, an order's roll (its `roll` the dice after +1 SD discards,
    `recorded_roll` as first rolled), a ReRoll, Saving Rolls, a Guts Roll. `status` is `final`,
    `superseded` (a ReRoll replaced it) or `voided` (its order was voided); `events` links the events
    that made and changed it. A roll naming a trooper hidden from the caller is left out.

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
        Any | ProblemDetails | list[FreeRollOutcome | GutsRollOutcome | OrderRollOutcome | RerollOutcome | SavingRollsOutcome]
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

) -> Response[Any | ProblemDetails | list[FreeRollOutcome | GutsRollOutcome | OrderRollOutcome | RerollOutcome | SavingRollsOutcome]]:
    """ Every roll outcome

     Every roll of the game as it ended, a page at a time (`after`: the last version seen, `limit`), told
    apart by `type`: a free roll, an order's roll (its `roll` the dice after +1 SD discards,
    `recorded_roll` as first rolled), a ReRoll, Saving Rolls, a Guts Roll. `status` is `final`,
    `superseded` (a ReRoll replaced it) or `voided` (its order was voided); `events` links the events
    that made and changed it. A roll naming a trooper hidden from the caller is left out.

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
        Response[Any | ProblemDetails | list[FreeRollOutcome | GutsRollOutcome | OrderRollOutcome | RerollOutcome | SavingRollsOutcome]]
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

) -> Any | ProblemDetails | list[FreeRollOutcome | GutsRollOutcome | OrderRollOutcome | RerollOutcome | SavingRollsOutcome] | None:
    """ Every roll outcome

     Every roll of the game as it ended, a page at a time (`after`: the last version seen, `limit`), told
    apart by `type`: a free roll, an order's roll (its `roll` the dice after +1 SD discards,
    `recorded_roll` as first rolled), a ReRoll, Saving Rolls, a Guts Roll. `status` is `final`,
    `superseded` (a ReRoll replaced it) or `voided` (its order was voided); `events` links the events
    that made and changed it. A roll naming a trooper hidden from the caller is left out.

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
        Any | ProblemDetails | list[FreeRollOutcome | GutsRollOutcome | OrderRollOutcome | RerollOutcome | SavingRollsOutcome]
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
after=after,
limit=limit,
if_none_match=if_none_match,

    )).parsed
