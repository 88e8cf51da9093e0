from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.create_game_body import CreateGameBody
from ...models.created_game_view import CreatedGameView
from ...models.problem_details import ProblemDetails
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: CreateGameBody,
    idempotency_key: None | str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CreatedGameView | ProblemDetails | None:
    if response.status_code == 201:
        response_201 = CreatedGameView.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = ProblemDetails.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = ProblemDetails.from_dict(response.json())



        return response_401

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CreatedGameView | ProblemDetails]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateGameBody,
    idempotency_key: None | str | Unset = UNSET,

) -> Response[CreatedGameView | ProblemDetails]:
    """ Create a game

     Creates a game and its tokens, shown this once (the service keeps only their SHA-256): the
    organiser's and one a player. The server commits to its dice seed first (`seed_commitment`); in a
    dice-v2 game each player then sends their own seed (POST .../entropy) before the first server die. A
    sequenced game starts with the Initiative Roll (POST .../initiative); a free one with troopers and
    turns. Sent with an organiser token of other games as bearer, the same organiser runs this one too
    (a tournament, GET /v1/organiser/games); with no token, a new organiser.

    **Who may call it:** anyone (no token), or an organiser token: the creator is the organiser.

    **Appends:** `game_created`.

    **Refusals:**

    - 400 `weak-idempotency-key`: without a token, an Idempotency-Key that cannot hold 128 bits
    - 401 `unauthorized`: an Authorization header whose token organises no game
    - 413 `body-too-large`: a body over the size limit
    - 415 `unsupported-media-type`: a body that is not application/json
    - 422 `idempotency-key-reused`: an Idempotency-Key reused with another body
    - 422 `invalid-body`: a body that does not fit the schema
    - 422 `invalid-command`: a `sequence` with other than two players, `manual_dice_confirmation`
    without `manual_dice`
    - 422 `invalid-name`: a player's name against the rule for names, or two names equal once case
    folded (or one equal to `organiser`)
    - and, as every route of its kind: 400 `malformed-request`, 429 `rate-limited`, 503 `service-
    unavailable`

    Args:
        idempotency_key (None | str | Unset): A retried request with the same key (same route,
            same caller, same body) within 24 hours returns the first answer, unchanged; the same key
            with another body is refused (422). The key is never stored or shown: keep it secret like
            a token. At least 16 characters; a creation without a token takes an Idempotency-Key that
            can hold 128 bits: at least 32 hex digits (a UUID's hyphens not counted) or at least 22
            base64url or base64 characters (trailing '=' not counted), no one character making up half
            of it; draw it at random, e.g. secrets.token_urlsafe(16) (400 `weak-idempotency-key`
            otherwise).
        body (CreateGameBody): A new game: its players, its edition, how its dice are made, and
            whether it follows the N5
            Game Sequence and a mission's rules.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedGameView | ProblemDetails]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: CreateGameBody,
    idempotency_key: None | str | Unset = UNSET,

) -> CreatedGameView | ProblemDetails | None:
    """ Create a game

     Creates a game and its tokens, shown this once (the service keeps only their SHA-256): the
    organiser's and one a player. The server commits to its dice seed first (`seed_commitment`); in a
    dice-v2 game each player then sends their own seed (POST .../entropy) before the first server die. A
    sequenced game starts with the Initiative Roll (POST .../initiative); a free one with troopers and
    turns. Sent with an organiser token of other games as bearer, the same organiser runs this one too
    (a tournament, GET /v1/organiser/games); with no token, a new organiser.

    **Who may call it:** anyone (no token), or an organiser token: the creator is the organiser.

    **Appends:** `game_created`.

    **Refusals:**

    - 400 `weak-idempotency-key`: without a token, an Idempotency-Key that cannot hold 128 bits
    - 401 `unauthorized`: an Authorization header whose token organises no game
    - 413 `body-too-large`: a body over the size limit
    - 415 `unsupported-media-type`: a body that is not application/json
    - 422 `idempotency-key-reused`: an Idempotency-Key reused with another body
    - 422 `invalid-body`: a body that does not fit the schema
    - 422 `invalid-command`: a `sequence` with other than two players, `manual_dice_confirmation`
    without `manual_dice`
    - 422 `invalid-name`: a player's name against the rule for names, or two names equal once case
    folded (or one equal to `organiser`)
    - and, as every route of its kind: 400 `malformed-request`, 429 `rate-limited`, 503 `service-
    unavailable`

    Args:
        idempotency_key (None | str | Unset): A retried request with the same key (same route,
            same caller, same body) within 24 hours returns the first answer, unchanged; the same key
            with another body is refused (422). The key is never stored or shown: keep it secret like
            a token. At least 16 characters; a creation without a token takes an Idempotency-Key that
            can hold 128 bits: at least 32 hex digits (a UUID's hyphens not counted) or at least 22
            base64url or base64 characters (trailing '=' not counted), no one character making up half
            of it; draw it at random, e.g. secrets.token_urlsafe(16) (400 `weak-idempotency-key`
            otherwise).
        body (CreateGameBody): A new game: its players, its edition, how its dice are made, and
            whether it follows the N5
            Game Sequence and a mission's rules.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedGameView | ProblemDetails
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateGameBody,
    idempotency_key: None | str | Unset = UNSET,

) -> Response[CreatedGameView | ProblemDetails]:
    """ Create a game

     Creates a game and its tokens, shown this once (the service keeps only their SHA-256): the
    organiser's and one a player. The server commits to its dice seed first (`seed_commitment`); in a
    dice-v2 game each player then sends their own seed (POST .../entropy) before the first server die. A
    sequenced game starts with the Initiative Roll (POST .../initiative); a free one with troopers and
    turns. Sent with an organiser token of other games as bearer, the same organiser runs this one too
    (a tournament, GET /v1/organiser/games); with no token, a new organiser.

    **Who may call it:** anyone (no token), or an organiser token: the creator is the organiser.

    **Appends:** `game_created`.

    **Refusals:**

    - 400 `weak-idempotency-key`: without a token, an Idempotency-Key that cannot hold 128 bits
    - 401 `unauthorized`: an Authorization header whose token organises no game
    - 413 `body-too-large`: a body over the size limit
    - 415 `unsupported-media-type`: a body that is not application/json
    - 422 `idempotency-key-reused`: an Idempotency-Key reused with another body
    - 422 `invalid-body`: a body that does not fit the schema
    - 422 `invalid-command`: a `sequence` with other than two players, `manual_dice_confirmation`
    without `manual_dice`
    - 422 `invalid-name`: a player's name against the rule for names, or two names equal once case
    folded (or one equal to `organiser`)
    - and, as every route of its kind: 400 `malformed-request`, 429 `rate-limited`, 503 `service-
    unavailable`

    Args:
        idempotency_key (None | str | Unset): A retried request with the same key (same route,
            same caller, same body) within 24 hours returns the first answer, unchanged; the same key
            with another body is refused (422). The key is never stored or shown: keep it secret like
            a token. At least 16 characters; a creation without a token takes an Idempotency-Key that
            can hold 128 bits: at least 32 hex digits (a UUID's hyphens not counted) or at least 22
            base64url or base64 characters (trailing '=' not counted), no one character making up half
            of it; draw it at random, e.g. secrets.token_urlsafe(16) (400 `weak-idempotency-key`
            otherwise).
        body (CreateGameBody): A new game: its players, its edition, how its dice are made, and
            whether it follows the N5
            Game Sequence and a mission's rules.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedGameView | ProblemDetails]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CreateGameBody,
    idempotency_key: None | str | Unset = UNSET,

) -> CreatedGameView | ProblemDetails | None:
    """ Create a game

     Creates a game and its tokens, shown this once (the service keeps only their SHA-256): the
    organiser's and one a player. The server commits to its dice seed first (`seed_commitment`); in a
    dice-v2 game each player then sends their own seed (POST .../entropy) before the first server die. A
    sequenced game starts with the Initiative Roll (POST .../initiative); a free one with troopers and
    turns. Sent with an organiser token of other games as bearer, the same organiser runs this one too
    (a tournament, GET /v1/organiser/games); with no token, a new organiser.

    **Who may call it:** anyone (no token), or an organiser token: the creator is the organiser.

    **Appends:** `game_created`.

    **Refusals:**

    - 400 `weak-idempotency-key`: without a token, an Idempotency-Key that cannot hold 128 bits
    - 401 `unauthorized`: an Authorization header whose token organises no game
    - 413 `body-too-large`: a body over the size limit
    - 415 `unsupported-media-type`: a body that is not application/json
    - 422 `idempotency-key-reused`: an Idempotency-Key reused with another body
    - 422 `invalid-body`: a body that does not fit the schema
    - 422 `invalid-command`: a `sequence` with other than two players, `manual_dice_confirmation`
    without `manual_dice`
    - 422 `invalid-name`: a player's name against the rule for names, or two names equal once case
    folded (or one equal to `organiser`)
    - and, as every route of its kind: 400 `malformed-request`, 429 `rate-limited`, 503 `service-
    unavailable`

    Args:
        idempotency_key (None | str | Unset): A retried request with the same key (same route,
            same caller, same body) within 24 hours returns the first answer, unchanged; the same key
            with another body is refused (422). The key is never stored or shown: keep it secret like
            a token. At least 16 characters; a creation without a token takes an Idempotency-Key that
            can hold 128 bits: at least 32 hex digits (a UUID's hyphens not counted) or at least 22
            base64url or base64 characters (trailing '=' not counted), no one character making up half
            of it; draw it at random, e.g. secrets.token_urlsafe(16) (400 `weak-idempotency-key`
            otherwise).
        body (CreateGameBody): A new game: its players, its edition, how its dice are made, and
            whether it follows the N5
            Game Sequence and a mission's rules.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedGameView | ProblemDetails
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
