from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.classified_draw_body import ClassifiedDrawBody
from ...models.command_result import CommandResult
from ...models.problem_details import ProblemDetails
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    game_id: UUID,
    *,
    body: ClassifiedDrawBody,
    idempotency_key: None | str | Unset = UNSET,
    if_match: None | str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/secrets/classified".format(game_id=quote(str(game_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CommandResult | ProblemDetails | None:
    if response.status_code == 200:
        response_200 = CommandResult.from_dict(response.json())



        return response_200

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

    if response.status_code == 412:
        response_412 = ProblemDetails.from_dict(response.json())



        return response_412

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CommandResult | ProblemDetails]:
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
    body: ClassifiedDrawBody,
    idempotency_key: None | str | Unset = UNSET,
    if_match: None | str | Unset = UNSET,

) -> Response[CommandResult | ProblemDetails]:
    """ Draw Classified Objectives from the mission's deck

     A player draws Classified Objectives: the cards follow from the game's server dice at the version of
    the `classified_drawn` event (docs/guide/secrets.md, "Classified Objectives: the draw"), and each
    becomes a server-held `classified_objective` secret of the drawer (`secret_committed`, in the order
    drawn), shown only to the drawer until revealed.

    **Who may call it:** a player's token, for their own army.

    **Appends:** `classified_drawn`, `secret_committed`.

    **Refusals:**

    - 403 `forbidden`: the organiser's token
    - 409 `classified-already-drawn`: a second draw, in a game under the scenario's rules
    - 409 `entropy-missing`: before every player's seed is in (the draw takes server dice)
    - 422 `classified-deck-too-small`: a deck of fewer than 10 distinct cards, in a game under the
    scenario's rules
    - 422 `invalid-command`: a `count` other than the game's `scenario.classified_objectives`, or above
    the deck
    - and, as every route of its kind: 400 `malformed-request`, 400 `weak-idempotency-key`, 401
    `unauthorized`, 404 `not-found`, 409 `state-conflict`, 409 `version-conflict`, 409 `too-many-
    events`, 412 `precondition-failed`, 413 `body-too-large`, 415 `unsupported-media-type`, 422
    `invalid-body`, 422 `invalid-name`, 422 `idempotency-key-reused`, 429 `rate-limited`, 503 `service-
    unavailable`

    Args:
        game_id (UUID):
        idempotency_key (None | str | Unset): A retried request with the same key (same route,
            same caller, same body) within 24 hours returns the first answer, unchanged; the same key
            with another body is refused (422). The key is never stored or shown: keep it secret like
            a token. At least 16 characters; a creation without a token takes an Idempotency-Key that
            can hold 128 bits: at least 32 hex digits (a UUID's hyphens not counted) or at least 22
            base64url or base64 characters (trailing '=' not counted), no one character making up half
            of it; draw it at random, e.g. secrets.token_urlsafe(16) (400 `weak-idempotency-key`
            otherwise).
        if_match (None | str | Unset): The game version the client last saw (its ETag, e.g. "12",
            or `*` for any): the command is taken only at that version, else 412 `precondition-
            failed`. A value that is no version's ETag is 422 `invalid-command`.
        body (ClassifiedDrawBody): The mission's Classified deck, each card named once, and how
            many cards to draw.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommandResult | ProblemDetails]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
body=body,
idempotency_key=idempotency_key,
if_match=if_match,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: UUID,
    *,
    client: AuthenticatedClient,
    body: ClassifiedDrawBody,
    idempotency_key: None | str | Unset = UNSET,
    if_match: None | str | Unset = UNSET,

) -> CommandResult | ProblemDetails | None:
    """ Draw Classified Objectives from the mission's deck

     A player draws Classified Objectives: the cards follow from the game's server dice at the version of
    the `classified_drawn` event (docs/guide/secrets.md, "Classified Objectives: the draw"), and each
    becomes a server-held `classified_objective` secret of the drawer (`secret_committed`, in the order
    drawn), shown only to the drawer until revealed.

    **Who may call it:** a player's token, for their own army.

    **Appends:** `classified_drawn`, `secret_committed`.

    **Refusals:**

    - 403 `forbidden`: the organiser's token
    - 409 `classified-already-drawn`: a second draw, in a game under the scenario's rules
    - 409 `entropy-missing`: before every player's seed is in (the draw takes server dice)
    - 422 `classified-deck-too-small`: a deck of fewer than 10 distinct cards, in a game under the
    scenario's rules
    - 422 `invalid-command`: a `count` other than the game's `scenario.classified_objectives`, or above
    the deck
    - and, as every route of its kind: 400 `malformed-request`, 400 `weak-idempotency-key`, 401
    `unauthorized`, 404 `not-found`, 409 `state-conflict`, 409 `version-conflict`, 409 `too-many-
    events`, 412 `precondition-failed`, 413 `body-too-large`, 415 `unsupported-media-type`, 422
    `invalid-body`, 422 `invalid-name`, 422 `idempotency-key-reused`, 429 `rate-limited`, 503 `service-
    unavailable`

    Args:
        game_id (UUID):
        idempotency_key (None | str | Unset): A retried request with the same key (same route,
            same caller, same body) within 24 hours returns the first answer, unchanged; the same key
            with another body is refused (422). The key is never stored or shown: keep it secret like
            a token. At least 16 characters; a creation without a token takes an Idempotency-Key that
            can hold 128 bits: at least 32 hex digits (a UUID's hyphens not counted) or at least 22
            base64url or base64 characters (trailing '=' not counted), no one character making up half
            of it; draw it at random, e.g. secrets.token_urlsafe(16) (400 `weak-idempotency-key`
            otherwise).
        if_match (None | str | Unset): The game version the client last saw (its ETag, e.g. "12",
            or `*` for any): the command is taken only at that version, else 412 `precondition-
            failed`. A value that is no version's ETag is 422 `invalid-command`.
        body (ClassifiedDrawBody): The mission's Classified deck, each card named once, and how
            many cards to draw.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommandResult | ProblemDetails
     """


    return sync_detailed(
        game_id=game_id,
client=client,
body=body,
idempotency_key=idempotency_key,
if_match=if_match,

    ).parsed

async def asyncio_detailed(
    game_id: UUID,
    *,
    client: AuthenticatedClient,
    body: ClassifiedDrawBody,
    idempotency_key: None | str | Unset = UNSET,
    if_match: None | str | Unset = UNSET,

) -> Response[CommandResult | ProblemDetails]:
    """ Draw Classified Objectives from the mission's deck

     A player draws Classified Objectives: the cards follow from the game's server dice at the version of
    the `classified_drawn` event (docs/guide/secrets.md, "Classified Objectives: the draw"), and each
    becomes a server-held `classified_objective` secret of the drawer (`secret_committed`, in the order
    drawn), shown only to the drawer until revealed.

    **Who may call it:** a player's token, for their own army.

    **Appends:** `classified_drawn`, `secret_committed`.

    **Refusals:**

    - 403 `forbidden`: the organiser's token
    - 409 `classified-already-drawn`: a second draw, in a game under the scenario's rules
    - 409 `entropy-missing`: before every player's seed is in (the draw takes server dice)
    - 422 `classified-deck-too-small`: a deck of fewer than 10 distinct cards, in a game under the
    scenario's rules
    - 422 `invalid-command`: a `count` other than the game's `scenario.classified_objectives`, or above
    the deck
    - and, as every route of its kind: 400 `malformed-request`, 400 `weak-idempotency-key`, 401
    `unauthorized`, 404 `not-found`, 409 `state-conflict`, 409 `version-conflict`, 409 `too-many-
    events`, 412 `precondition-failed`, 413 `body-too-large`, 415 `unsupported-media-type`, 422
    `invalid-body`, 422 `invalid-name`, 422 `idempotency-key-reused`, 429 `rate-limited`, 503 `service-
    unavailable`

    Args:
        game_id (UUID):
        idempotency_key (None | str | Unset): A retried request with the same key (same route,
            same caller, same body) within 24 hours returns the first answer, unchanged; the same key
            with another body is refused (422). The key is never stored or shown: keep it secret like
            a token. At least 16 characters; a creation without a token takes an Idempotency-Key that
            can hold 128 bits: at least 32 hex digits (a UUID's hyphens not counted) or at least 22
            base64url or base64 characters (trailing '=' not counted), no one character making up half
            of it; draw it at random, e.g. secrets.token_urlsafe(16) (400 `weak-idempotency-key`
            otherwise).
        if_match (None | str | Unset): The game version the client last saw (its ETag, e.g. "12",
            or `*` for any): the command is taken only at that version, else 412 `precondition-
            failed`. A value that is no version's ETag is 422 `invalid-command`.
        body (ClassifiedDrawBody): The mission's Classified deck, each card named once, and how
            many cards to draw.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommandResult | ProblemDetails]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
body=body,
idempotency_key=idempotency_key,
if_match=if_match,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: UUID,
    *,
    client: AuthenticatedClient,
    body: ClassifiedDrawBody,
    idempotency_key: None | str | Unset = UNSET,
    if_match: None | str | Unset = UNSET,

) -> CommandResult | ProblemDetails | None:
    """ Draw Classified Objectives from the mission's deck

     A player draws Classified Objectives: the cards follow from the game's server dice at the version of
    the `classified_drawn` event (docs/guide/secrets.md, "Classified Objectives: the draw"), and each
    becomes a server-held `classified_objective` secret of the drawer (`secret_committed`, in the order
    drawn), shown only to the drawer until revealed.

    **Who may call it:** a player's token, for their own army.

    **Appends:** `classified_drawn`, `secret_committed`.

    **Refusals:**

    - 403 `forbidden`: the organiser's token
    - 409 `classified-already-drawn`: a second draw, in a game under the scenario's rules
    - 409 `entropy-missing`: before every player's seed is in (the draw takes server dice)
    - 422 `classified-deck-too-small`: a deck of fewer than 10 distinct cards, in a game under the
    scenario's rules
    - 422 `invalid-command`: a `count` other than the game's `scenario.classified_objectives`, or above
    the deck
    - and, as every route of its kind: 400 `malformed-request`, 400 `weak-idempotency-key`, 401
    `unauthorized`, 404 `not-found`, 409 `state-conflict`, 409 `version-conflict`, 409 `too-many-
    events`, 412 `precondition-failed`, 413 `body-too-large`, 415 `unsupported-media-type`, 422
    `invalid-body`, 422 `invalid-name`, 422 `idempotency-key-reused`, 429 `rate-limited`, 503 `service-
    unavailable`

    Args:
        game_id (UUID):
        idempotency_key (None | str | Unset): A retried request with the same key (same route,
            same caller, same body) within 24 hours returns the first answer, unchanged; the same key
            with another body is refused (422). The key is never stored or shown: keep it secret like
            a token. At least 16 characters; a creation without a token takes an Idempotency-Key that
            can hold 128 bits: at least 32 hex digits (a UUID's hyphens not counted) or at least 22
            base64url or base64 characters (trailing '=' not counted), no one character making up half
            of it; draw it at random, e.g. secrets.token_urlsafe(16) (400 `weak-idempotency-key`
            otherwise).
        if_match (None | str | Unset): The game version the client last saw (its ETag, e.g. "12",
            or `*` for any): the command is taken only at that version, else 412 `precondition-
            failed`. A value that is no version's ETag is 422 `invalid-command`.
        body (ClassifiedDrawBody): The mission's Classified deck, each card named once, and how
            many cards to draw.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommandResult | ProblemDetails
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
body=body,
idempotency_key=idempotency_key,
if_match=if_match,

    )).parsed
