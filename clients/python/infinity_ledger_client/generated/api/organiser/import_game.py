from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.import_body import ImportBody
from ...models.imported_game_view import ImportedGameView
from ...models.problem_details import ProblemDetails
from typing import cast



def _get_kwargs(
    *,
    body: ImportBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/organiser/imports",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ImportedGameView | ProblemDetails | None:
    if response.status_code == 201:
        response_201 = ImportedGameView.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = ProblemDetails.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = ProblemDetails.from_dict(response.json())



        return response_401

    if response.status_code == 409:
        response_409 = ProblemDetails.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = ProblemDetails.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = ProblemDetails.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = ProblemDetails.from_dict(response.json())



        return response_422

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ImportedGameView | ProblemDetails]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ImportBody,

) -> Response[ImportedGameView | ProblemDetails]:
    """ Import a finished game's audit export; refused unless every check passes

     Imports a finished game's audit export from another instance (`export`, the NDJSON text): it must
    pass every check of `infinity-ledger verify` byte for byte (an `unverifiable` one too; one of
    `unsigned_origin` is imported, labelled so), be a finished game (one `game_ended`, followed only by
    its results and its secrets' reveals; its seed revealed and matching), hold no event recorded more
    than 5 minutes past this server's clock and no `metadata.idempotency_key`. The game is imported
    ended and closed: it refuses every command; the caller's organiser token comes to organise it and
    reads it (`imported` in its views says where it came from).

    **Who may call it:** an organiser token of a game here.

    **Appends:** nothing (a read).

    **Refusals:**

    - 401 `unauthorized`: no token, or one that organises no game
    - 409 `state-conflict`: the game is already here (told only to a caller whose token organises it;
    anyone else gets the 422 of an export that does not verify)
    - 409 `too-many-events`: a game longer than a game here may be
    - 413 `body-too-large`: a body over the size limit
    - 415 `unsupported-media-type`: a body that is not application/json
    - 422 `invalid-body`: a body that does not fit the schema
    - 422 `invalid-command`: an export that does not verify or is not a finished game (the detail names
    the check)
    - 429 `rate-limited`: over the rate limit
    - and, as every route of its kind: 400 `malformed-request`, 503 `service-unavailable`

    Args:
        body (ImportBody): A finished game's audit export, to import here.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ImportedGameView | ProblemDetails]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: ImportBody,

) -> ImportedGameView | ProblemDetails | None:
    """ Import a finished game's audit export; refused unless every check passes

     Imports a finished game's audit export from another instance (`export`, the NDJSON text): it must
    pass every check of `infinity-ledger verify` byte for byte (an `unverifiable` one too; one of
    `unsigned_origin` is imported, labelled so), be a finished game (one `game_ended`, followed only by
    its results and its secrets' reveals; its seed revealed and matching), hold no event recorded more
    than 5 minutes past this server's clock and no `metadata.idempotency_key`. The game is imported
    ended and closed: it refuses every command; the caller's organiser token comes to organise it and
    reads it (`imported` in its views says where it came from).

    **Who may call it:** an organiser token of a game here.

    **Appends:** nothing (a read).

    **Refusals:**

    - 401 `unauthorized`: no token, or one that organises no game
    - 409 `state-conflict`: the game is already here (told only to a caller whose token organises it;
    anyone else gets the 422 of an export that does not verify)
    - 409 `too-many-events`: a game longer than a game here may be
    - 413 `body-too-large`: a body over the size limit
    - 415 `unsupported-media-type`: a body that is not application/json
    - 422 `invalid-body`: a body that does not fit the schema
    - 422 `invalid-command`: an export that does not verify or is not a finished game (the detail names
    the check)
    - 429 `rate-limited`: over the rate limit
    - and, as every route of its kind: 400 `malformed-request`, 503 `service-unavailable`

    Args:
        body (ImportBody): A finished game's audit export, to import here.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ImportedGameView | ProblemDetails
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ImportBody,

) -> Response[ImportedGameView | ProblemDetails]:
    """ Import a finished game's audit export; refused unless every check passes

     Imports a finished game's audit export from another instance (`export`, the NDJSON text): it must
    pass every check of `infinity-ledger verify` byte for byte (an `unverifiable` one too; one of
    `unsigned_origin` is imported, labelled so), be a finished game (one `game_ended`, followed only by
    its results and its secrets' reveals; its seed revealed and matching), hold no event recorded more
    than 5 minutes past this server's clock and no `metadata.idempotency_key`. The game is imported
    ended and closed: it refuses every command; the caller's organiser token comes to organise it and
    reads it (`imported` in its views says where it came from).

    **Who may call it:** an organiser token of a game here.

    **Appends:** nothing (a read).

    **Refusals:**

    - 401 `unauthorized`: no token, or one that organises no game
    - 409 `state-conflict`: the game is already here (told only to a caller whose token organises it;
    anyone else gets the 422 of an export that does not verify)
    - 409 `too-many-events`: a game longer than a game here may be
    - 413 `body-too-large`: a body over the size limit
    - 415 `unsupported-media-type`: a body that is not application/json
    - 422 `invalid-body`: a body that does not fit the schema
    - 422 `invalid-command`: an export that does not verify or is not a finished game (the detail names
    the check)
    - 429 `rate-limited`: over the rate limit
    - and, as every route of its kind: 400 `malformed-request`, 503 `service-unavailable`

    Args:
        body (ImportBody): A finished game's audit export, to import here.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ImportedGameView | ProblemDetails]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: ImportBody,

) -> ImportedGameView | ProblemDetails | None:
    """ Import a finished game's audit export; refused unless every check passes

     Imports a finished game's audit export from another instance (`export`, the NDJSON text): it must
    pass every check of `infinity-ledger verify` byte for byte (an `unverifiable` one too; one of
    `unsigned_origin` is imported, labelled so), be a finished game (one `game_ended`, followed only by
    its results and its secrets' reveals; its seed revealed and matching), hold no event recorded more
    than 5 minutes past this server's clock and no `metadata.idempotency_key`. The game is imported
    ended and closed: it refuses every command; the caller's organiser token comes to organise it and
    reads it (`imported` in its views says where it came from).

    **Who may call it:** an organiser token of a game here.

    **Appends:** nothing (a read).

    **Refusals:**

    - 401 `unauthorized`: no token, or one that organises no game
    - 409 `state-conflict`: the game is already here (told only to a caller whose token organises it;
    anyone else gets the 422 of an export that does not verify)
    - 409 `too-many-events`: a game longer than a game here may be
    - 413 `body-too-large`: a body over the size limit
    - 415 `unsupported-media-type`: a body that is not application/json
    - 422 `invalid-body`: a body that does not fit the schema
    - 422 `invalid-command`: an export that does not verify or is not a finished game (the detail names
    the check)
    - 429 `rate-limited`: over the rate limit
    - and, as every route of its kind: 400 `malformed-request`, 503 `service-unavailable`

    Args:
        body (ImportBody): A finished game's audit export, to import here.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ImportedGameView | ProblemDetails
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
