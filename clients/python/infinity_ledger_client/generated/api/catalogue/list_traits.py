from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem_details import ProblemDetails
from ...models.traits_view import TraitsView
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    if_none_match: None | str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match



    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/catalogue/traits",
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | ProblemDetails | TraitsView | None:
    if response.status_code == 200:
        response_200 = TraitsView.from_dict(response.json())



        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = ProblemDetails.from_dict(response.json())



        return response_400

    if response.status_code == 429:
        response_429 = ProblemDetails.from_dict(response.json())



        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | ProblemDetails | TraitsView]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    if_none_match: None | str | Unset = UNSET,

) -> Response[Any | ProblemDetails | TraitsView]:
    """ Weapon traits the engine knows

     Every Weapon Trait the engine knows (Continuous Damage, Disposable, Non-Lethal...): a weapon's
    `traits` name them; one not here is 422 `not-in-catalogue`. The same for every caller and every game
    of this release: send its ETag back as If-None-Match and an unchanged answer is a 304 with no body.

    **Who may call it:** anyone: no token.

    **Appends:** nothing (a read).

    **Refusals:**

    - and, as every route of its kind: 400 `malformed-request`, 429 `rate-limited`, 503 `service-
    unavailable`

    Args:
        if_none_match (None | str | Unset): An ETag this client holds: unchanged, the answer is
            304 with no body

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ProblemDetails | TraitsView]
     """


    kwargs = _get_kwargs(
        if_none_match=if_none_match,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    if_none_match: None | str | Unset = UNSET,

) -> Any | ProblemDetails | TraitsView | None:
    """ Weapon traits the engine knows

     Every Weapon Trait the engine knows (Continuous Damage, Disposable, Non-Lethal...): a weapon's
    `traits` name them; one not here is 422 `not-in-catalogue`. The same for every caller and every game
    of this release: send its ETag back as If-None-Match and an unchanged answer is a 304 with no body.

    **Who may call it:** anyone: no token.

    **Appends:** nothing (a read).

    **Refusals:**

    - and, as every route of its kind: 400 `malformed-request`, 429 `rate-limited`, 503 `service-
    unavailable`

    Args:
        if_none_match (None | str | Unset): An ETag this client holds: unchanged, the answer is
            304 with no body

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ProblemDetails | TraitsView
     """


    return sync_detailed(
        client=client,
if_none_match=if_none_match,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    if_none_match: None | str | Unset = UNSET,

) -> Response[Any | ProblemDetails | TraitsView]:
    """ Weapon traits the engine knows

     Every Weapon Trait the engine knows (Continuous Damage, Disposable, Non-Lethal...): a weapon's
    `traits` name them; one not here is 422 `not-in-catalogue`. The same for every caller and every game
    of this release: send its ETag back as If-None-Match and an unchanged answer is a 304 with no body.

    **Who may call it:** anyone: no token.

    **Appends:** nothing (a read).

    **Refusals:**

    - and, as every route of its kind: 400 `malformed-request`, 429 `rate-limited`, 503 `service-
    unavailable`

    Args:
        if_none_match (None | str | Unset): An ETag this client holds: unchanged, the answer is
            304 with no body

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ProblemDetails | TraitsView]
     """


    kwargs = _get_kwargs(
        if_none_match=if_none_match,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    if_none_match: None | str | Unset = UNSET,

) -> Any | ProblemDetails | TraitsView | None:
    """ Weapon traits the engine knows

     Every Weapon Trait the engine knows (Continuous Damage, Disposable, Non-Lethal...): a weapon's
    `traits` name them; one not here is 422 `not-in-catalogue`. The same for every caller and every game
    of this release: send its ETag back as If-None-Match and an unchanged answer is a 304 with no body.

    **Who may call it:** anyone: no token.

    **Appends:** nothing (a read).

    **Refusals:**

    - and, as every route of its kind: 400 `malformed-request`, 429 `rate-limited`, 503 `service-
    unavailable`

    Args:
        if_none_match (None | str | Unset): An ETag this client holds: unchanged, the answer is
            304 with no body

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ProblemDetails | TraitsView
     """


    return (await asyncio_detailed(
        client=client,
if_none_match=if_none_match,

    )).parsed
