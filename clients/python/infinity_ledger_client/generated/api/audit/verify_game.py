from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem_details import ProblemDetails
from ...models.verification_report import VerificationReport
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
        "url": "/v1/games/{game_id}/verify".format(game_id=quote(str(game_id), safe=""),),
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | ProblemDetails | VerificationReport | None:
    if response.status_code == 200:
        response_200 = VerificationReport.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | ProblemDetails | VerificationReport]:
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

) -> Response[Any | ProblemDetails | VerificationReport]:
    """ Check the hash chain, the dice and every outcome against the rules

     The checks of `infinity-ledger verify`, run on the stored log: the hash chain, the seed against its
    commitment, the players' seeds, every die derived again (once the seed is revealed), every command
    decided again through the same rules, and the secrets against their commitments. `verdict` sums it
    up; a check that cannot be made yet (the seed while the game runs) is no failure. Worked out once
    per head of the log and kept; a costly read.

    **Who may call it:** any token of the game, the organiser's or a player's; each reader is answered
    as the visibility rule lets them see the game.

    **Appends:** nothing (a read).

    **Refusals:**

    - 409 `hidden-troopers`: the report names an opponent's trooper still hidden from the caller
    - 429 `rate-limited`: over the rate limit or the token's budget of costly reads
    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 503
    `service-unavailable`

    Args:
        game_id (UUID):
        if_none_match (None | str | Unset): An ETag this client holds: unchanged, the answer is
            304 with no body

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ProblemDetails | VerificationReport]
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

) -> Any | ProblemDetails | VerificationReport | None:
    """ Check the hash chain, the dice and every outcome against the rules

     The checks of `infinity-ledger verify`, run on the stored log: the hash chain, the seed against its
    commitment, the players' seeds, every die derived again (once the seed is revealed), every command
    decided again through the same rules, and the secrets against their commitments. `verdict` sums it
    up; a check that cannot be made yet (the seed while the game runs) is no failure. Worked out once
    per head of the log and kept; a costly read.

    **Who may call it:** any token of the game, the organiser's or a player's; each reader is answered
    as the visibility rule lets them see the game.

    **Appends:** nothing (a read).

    **Refusals:**

    - 409 `hidden-troopers`: the report names an opponent's trooper still hidden from the caller
    - 429 `rate-limited`: over the rate limit or the token's budget of costly reads
    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 503
    `service-unavailable`

    Args:
        game_id (UUID):
        if_none_match (None | str | Unset): An ETag this client holds: unchanged, the answer is
            304 with no body

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ProblemDetails | VerificationReport
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

) -> Response[Any | ProblemDetails | VerificationReport]:
    """ Check the hash chain, the dice and every outcome against the rules

     The checks of `infinity-ledger verify`, run on the stored log: the hash chain, the seed against its
    commitment, the players' seeds, every die derived again (once the seed is revealed), every command
    decided again through the same rules, and the secrets against their commitments. `verdict` sums it
    up; a check that cannot be made yet (the seed while the game runs) is no failure. Worked out once
    per head of the log and kept; a costly read.

    **Who may call it:** any token of the game, the organiser's or a player's; each reader is answered
    as the visibility rule lets them see the game.

    **Appends:** nothing (a read).

    **Refusals:**

    - 409 `hidden-troopers`: the report names an opponent's trooper still hidden from the caller
    - 429 `rate-limited`: over the rate limit or the token's budget of costly reads
    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 503
    `service-unavailable`

    Args:
        game_id (UUID):
        if_none_match (None | str | Unset): An ETag this client holds: unchanged, the answer is
            304 with no body

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ProblemDetails | VerificationReport]
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

) -> Any | ProblemDetails | VerificationReport | None:
    """ Check the hash chain, the dice and every outcome against the rules

     The checks of `infinity-ledger verify`, run on the stored log: the hash chain, the seed against its
    commitment, the players' seeds, every die derived again (once the seed is revealed), every command
    decided again through the same rules, and the secrets against their commitments. `verdict` sums it
    up; a check that cannot be made yet (the seed while the game runs) is no failure. Worked out once
    per head of the log and kept; a costly read.

    **Who may call it:** any token of the game, the organiser's or a player's; each reader is answered
    as the visibility rule lets them see the game.

    **Appends:** nothing (a read).

    **Refusals:**

    - 409 `hidden-troopers`: the report names an opponent's trooper still hidden from the caller
    - 429 `rate-limited`: over the rate limit or the token's budget of costly reads
    - and, as every route of its kind: 400 `malformed-request`, 401 `unauthorized`, 404 `not-found`, 503
    `service-unavailable`

    Args:
        game_id (UUID):
        if_none_match (None | str | Unset): An ETag this client holds: unchanged, the answer is
            304 with no body

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ProblemDetails | VerificationReport
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
if_none_match=if_none_match,

    )).parsed
