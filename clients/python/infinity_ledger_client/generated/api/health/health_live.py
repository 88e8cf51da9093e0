from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.health_status import HealthStatus
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/health/live",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> HealthStatus | None:
    if response.status_code == 200:
        response_200 = HealthStatus.from_dict(response.json())



        return response_200

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[HealthStatus]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[HealthStatus]:
    """ The process is up

     Liveness: 200 while the process answers HTTP at all, whatever its database does (an orchestrator
    restarts the process when this stops answering). Never rate limited, as the readiness probe is not.

    **Who may call it:** anyone: no token.

    **Appends:** nothing (a read).

    **Refusals:**

    none

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[HealthStatus]
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

) -> HealthStatus | None:
    """ The process is up

     Liveness: 200 while the process answers HTTP at all, whatever its database does (an orchestrator
    restarts the process when this stops answering). Never rate limited, as the readiness probe is not.

    **Who may call it:** anyone: no token.

    **Appends:** nothing (a read).

    **Refusals:**

    none

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        HealthStatus
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[HealthStatus]:
    """ The process is up

     Liveness: 200 while the process answers HTTP at all, whatever its database does (an orchestrator
    restarts the process when this stops answering). Never rate limited, as the readiness probe is not.

    **Who may call it:** anyone: no token.

    **Appends:** nothing (a read).

    **Refusals:**

    none

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[HealthStatus]
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

) -> HealthStatus | None:
    """ The process is up

     Liveness: 200 while the process answers HTTP at all, whatever its database does (an orchestrator
    restarts the process when this stops answering). Never rate limited, as the readiness probe is not.

    **Who may call it:** anyone: no token.

    **Appends:** nothing (a read).

    **Refusals:**

    none

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        HealthStatus
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
