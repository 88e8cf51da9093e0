from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.create_tournament_body import CreateTournamentBody
from ...models.created_tournament_view import CreatedTournamentView
from ...models.problem_details import ProblemDetails
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: CreateTournamentBody,
    idempotency_key: None | str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/tournaments",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CreatedTournamentView | ProblemDetails | None:
    if response.status_code == 201:
        response_201 = CreatedTournamentView.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CreatedTournamentView | ProblemDetails]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateTournamentBody,
    idempotency_key: None | str | Unset = UNSET,

) -> Response[CreatedTournamentView | ProblemDetails]:
    """ Create a tournament (its seed committed, its organiser token shown once)

     Creates a tournament: its rounds, one mission a round (`scenarios`), the tie-breakers its standings
    and Swiss pairings rank by (ITS Season 10's when left out), how round 1 is drawn (`seeding`) and how
    its tables' games are played. The server draws the tournament's seed and publishes its SHA-256 first
    (`seed_commitment`): round 1's draw and every tie the ranking cannot break follow from it, and it is
    revealed when the tournament ends. The organiser token is shown this once; sent with an organiser
    token of a game or tournament here as bearer, that organiser runs this one too. Then: register the
    players (POST .../players) and pair the first round (POST .../rounds).

    **Who may call it:** anyone (no token), or an organiser token of a game or tournament here: the
    creator is the organiser.

    **Appends:** `tournament_created`.

    **Refusals:**

    - 400 `weak-idempotency-key`: an Idempotency-Key too short, or without a token one that cannot hold
    128 bits
    - 401 `unauthorized`: an Authorization header whose token organises no game and no tournament
    - 413 `body-too-large`: a body over the size limit
    - 415 `unsupported-media-type`: a body that is not application/json
    - 422 `idempotency-key-reused`: an Idempotency-Key reused with another body
    - 422 `invalid-body`: a body that does not fit the schema
    - 422 `invalid-command`: not one scenario per round, a tie-breaker named twice,
    `manual_dice_confirmation` without `manual_dice`
    - 422 `invalid-name`: the tournament's or a mission's name against the rule for names
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
        body (CreateTournamentBody): A new tournament: its rounds and each round's mission, how it
            ranks its players (the
            tie-breakers) and draws round 1, and how its tables' games are played.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedTournamentView | ProblemDetails]
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
    body: CreateTournamentBody,
    idempotency_key: None | str | Unset = UNSET,

) -> CreatedTournamentView | ProblemDetails | None:
    """ Create a tournament (its seed committed, its organiser token shown once)

     Creates a tournament: its rounds, one mission a round (`scenarios`), the tie-breakers its standings
    and Swiss pairings rank by (ITS Season 10's when left out), how round 1 is drawn (`seeding`) and how
    its tables' games are played. The server draws the tournament's seed and publishes its SHA-256 first
    (`seed_commitment`): round 1's draw and every tie the ranking cannot break follow from it, and it is
    revealed when the tournament ends. The organiser token is shown this once; sent with an organiser
    token of a game or tournament here as bearer, that organiser runs this one too. Then: register the
    players (POST .../players) and pair the first round (POST .../rounds).

    **Who may call it:** anyone (no token), or an organiser token of a game or tournament here: the
    creator is the organiser.

    **Appends:** `tournament_created`.

    **Refusals:**

    - 400 `weak-idempotency-key`: an Idempotency-Key too short, or without a token one that cannot hold
    128 bits
    - 401 `unauthorized`: an Authorization header whose token organises no game and no tournament
    - 413 `body-too-large`: a body over the size limit
    - 415 `unsupported-media-type`: a body that is not application/json
    - 422 `idempotency-key-reused`: an Idempotency-Key reused with another body
    - 422 `invalid-body`: a body that does not fit the schema
    - 422 `invalid-command`: not one scenario per round, a tie-breaker named twice,
    `manual_dice_confirmation` without `manual_dice`
    - 422 `invalid-name`: the tournament's or a mission's name against the rule for names
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
        body (CreateTournamentBody): A new tournament: its rounds and each round's mission, how it
            ranks its players (the
            tie-breakers) and draws round 1, and how its tables' games are played.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedTournamentView | ProblemDetails
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateTournamentBody,
    idempotency_key: None | str | Unset = UNSET,

) -> Response[CreatedTournamentView | ProblemDetails]:
    """ Create a tournament (its seed committed, its organiser token shown once)

     Creates a tournament: its rounds, one mission a round (`scenarios`), the tie-breakers its standings
    and Swiss pairings rank by (ITS Season 10's when left out), how round 1 is drawn (`seeding`) and how
    its tables' games are played. The server draws the tournament's seed and publishes its SHA-256 first
    (`seed_commitment`): round 1's draw and every tie the ranking cannot break follow from it, and it is
    revealed when the tournament ends. The organiser token is shown this once; sent with an organiser
    token of a game or tournament here as bearer, that organiser runs this one too. Then: register the
    players (POST .../players) and pair the first round (POST .../rounds).

    **Who may call it:** anyone (no token), or an organiser token of a game or tournament here: the
    creator is the organiser.

    **Appends:** `tournament_created`.

    **Refusals:**

    - 400 `weak-idempotency-key`: an Idempotency-Key too short, or without a token one that cannot hold
    128 bits
    - 401 `unauthorized`: an Authorization header whose token organises no game and no tournament
    - 413 `body-too-large`: a body over the size limit
    - 415 `unsupported-media-type`: a body that is not application/json
    - 422 `idempotency-key-reused`: an Idempotency-Key reused with another body
    - 422 `invalid-body`: a body that does not fit the schema
    - 422 `invalid-command`: not one scenario per round, a tie-breaker named twice,
    `manual_dice_confirmation` without `manual_dice`
    - 422 `invalid-name`: the tournament's or a mission's name against the rule for names
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
        body (CreateTournamentBody): A new tournament: its rounds and each round's mission, how it
            ranks its players (the
            tie-breakers) and draws round 1, and how its tables' games are played.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedTournamentView | ProblemDetails]
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
    body: CreateTournamentBody,
    idempotency_key: None | str | Unset = UNSET,

) -> CreatedTournamentView | ProblemDetails | None:
    """ Create a tournament (its seed committed, its organiser token shown once)

     Creates a tournament: its rounds, one mission a round (`scenarios`), the tie-breakers its standings
    and Swiss pairings rank by (ITS Season 10's when left out), how round 1 is drawn (`seeding`) and how
    its tables' games are played. The server draws the tournament's seed and publishes its SHA-256 first
    (`seed_commitment`): round 1's draw and every tie the ranking cannot break follow from it, and it is
    revealed when the tournament ends. The organiser token is shown this once; sent with an organiser
    token of a game or tournament here as bearer, that organiser runs this one too. Then: register the
    players (POST .../players) and pair the first round (POST .../rounds).

    **Who may call it:** anyone (no token), or an organiser token of a game or tournament here: the
    creator is the organiser.

    **Appends:** `tournament_created`.

    **Refusals:**

    - 400 `weak-idempotency-key`: an Idempotency-Key too short, or without a token one that cannot hold
    128 bits
    - 401 `unauthorized`: an Authorization header whose token organises no game and no tournament
    - 413 `body-too-large`: a body over the size limit
    - 415 `unsupported-media-type`: a body that is not application/json
    - 422 `idempotency-key-reused`: an Idempotency-Key reused with another body
    - 422 `invalid-body`: a body that does not fit the schema
    - 422 `invalid-command`: not one scenario per round, a tie-breaker named twice,
    `manual_dice_confirmation` without `manual_dice`
    - 422 `invalid-name`: the tournament's or a mission's name against the rule for names
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
        body (CreateTournamentBody): A new tournament: its rounds and each round's mission, how it
            ranks its players (the
            tie-breakers) and draws round 1, and how its tables' games are played.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedTournamentView | ProblemDetails
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
