from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem_details import ProblemDetails
from ...models.signing_key_view import SigningKeyView
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/signing-key",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ProblemDetails | SigningKeyView | None:
    if response.status_code == 200:
        response_200 = SigningKeyView.from_dict(response.json())



        return response_200

    if response.status_code == 429:
        response_429 = ProblemDetails.from_dict(response.json())



        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ProblemDetails | SigningKeyView]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[ProblemDetails | SigningKeyView]:
    """ The public key every audit export of this service is signed with (no token)

     The key an export's `signature` names (`key_id`) and is checked with: the same for as long as the
    service keeps its key (`INFINITY_LEDGER_SIGNING_KEY` or the key file), so a cache may keep the
    answer for 5 minutes. Give `public_key` to `infinity-ledger verify --public-key` to check that an
    export came from here.

    **Who may call it:** anyone: no token.

    **Appends:** nothing (a read).

    **Refusals:**

    - and, as every route of its kind: 400 `malformed-request`, 429 `rate-limited`, 503 `service-
    unavailable`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDetails | SigningKeyView]
     """


    kwargs = _get_kwargs(
        
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,

) -> ProblemDetails | SigningKeyView | None:
    """ The public key every audit export of this service is signed with (no token)

     The key an export's `signature` names (`key_id`) and is checked with: the same for as long as the
    service keeps its key (`INFINITY_LEDGER_SIGNING_KEY` or the key file), so a cache may keep the
    answer for 5 minutes. Give `public_key` to `infinity-ledger verify --public-key` to check that an
    export came from here.

    **Who may call it:** anyone: no token.

    **Appends:** nothing (a read).

    **Refusals:**

    - and, as every route of its kind: 400 `malformed-request`, 429 `rate-limited`, 503 `service-
    unavailable`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDetails | SigningKeyView
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[ProblemDetails | SigningKeyView]:
    """ The public key every audit export of this service is signed with (no token)

     The key an export's `signature` names (`key_id`) and is checked with: the same for as long as the
    service keeps its key (`INFINITY_LEDGER_SIGNING_KEY` or the key file), so a cache may keep the
    answer for 5 minutes. Give `public_key` to `infinity-ledger verify --public-key` to check that an
    export came from here.

    **Who may call it:** anyone: no token.

    **Appends:** nothing (a read).

    **Refusals:**

    - and, as every route of its kind: 400 `malformed-request`, 429 `rate-limited`, 503 `service-
    unavailable`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDetails | SigningKeyView]
     """


    kwargs = _get_kwargs(
        
    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,

) -> ProblemDetails | SigningKeyView | None:
    """ The public key every audit export of this service is signed with (no token)

     The key an export's `signature` names (`key_id`) and is checked with: the same for as long as the
    service keeps its key (`INFINITY_LEDGER_SIGNING_KEY` or the key file), so a cache may keep the
    answer for 5 minutes. Give `public_key` to `infinity-ledger verify --public-key` to check that an
    export came from here.

    **Who may call it:** anyone: no token.

    **Appends:** nothing (a read).

    **Refusals:**

    - and, as every route of its kind: 400 `malformed-request`, 429 `rate-limited`, 503 `service-
    unavailable`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDetails | SigningKeyView
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
