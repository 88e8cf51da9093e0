from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.command_result import CommandResult
from ...models.problem_details import ProblemDetails
from ...models.secret_body import SecretBody
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    game_id: UUID,
    *,
    body: SecretBody,
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
        "url": "/v1/games/{game_id}/secrets".format(game_id=quote(str(game_id), safe=""),),
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
    body: SecretBody,
    idempotency_key: None | str | Unset = UNSET,
    if_match: None | str | Unset = UNSET,

) -> Response[CommandResult | ProblemDetails]:
    """ Commit to a secret

     Records Private Information as a commitment (docs/guide/secrets.md, "Secrets: the commitment
    scheme"): with `subject` (a trooper id of the caller's, or the objective) the server seals the
    secret and a salt it makes, and opens it when the rules reveal it; with only `commitment` the client
    keeps both and reveals them itself (POST .../secrets/{secret_id}/reveal). The log gets
    `secret_committed` (its id, owner, kind, marker, commitment, `held_by`), never the secret. At most
    64 secrets a player.

    **Who may call it:** a player's token, for their own army.

    **Appends:** `secret_committed`.

    **Refusals:**

    - 403 `forbidden`: a trooper not the caller's, or the organiser's token
    - 422 `classified-not-drawn`: a `classified_objective` in a game under the scenario's rules, whose
    objectives are drawn
    - 422 `hidden-deployment-refused`: a `hidden_deployment` in a game created under the hidden rule
    (add the trooper in it: POST .../troopers with `hidden_deployment`)
    - 422 `invalid-command`: neither or both of `subject` and `commitment`, a `marker` for a kind
    without one (or none for one with), more than 64 secrets
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
        body (SecretBody): Private Information to commit to (docs/guide/secrets.md, "Secrets: the
            commitment scheme"):
            either the
            server seals it (`subject`) or the client keeps it (`commitment`).

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
    body: SecretBody,
    idempotency_key: None | str | Unset = UNSET,
    if_match: None | str | Unset = UNSET,

) -> CommandResult | ProblemDetails | None:
    """ Commit to a secret

     Records Private Information as a commitment (docs/guide/secrets.md, "Secrets: the commitment
    scheme"): with `subject` (a trooper id of the caller's, or the objective) the server seals the
    secret and a salt it makes, and opens it when the rules reveal it; with only `commitment` the client
    keeps both and reveals them itself (POST .../secrets/{secret_id}/reveal). The log gets
    `secret_committed` (its id, owner, kind, marker, commitment, `held_by`), never the secret. At most
    64 secrets a player.

    **Who may call it:** a player's token, for their own army.

    **Appends:** `secret_committed`.

    **Refusals:**

    - 403 `forbidden`: a trooper not the caller's, or the organiser's token
    - 422 `classified-not-drawn`: a `classified_objective` in a game under the scenario's rules, whose
    objectives are drawn
    - 422 `hidden-deployment-refused`: a `hidden_deployment` in a game created under the hidden rule
    (add the trooper in it: POST .../troopers with `hidden_deployment`)
    - 422 `invalid-command`: neither or both of `subject` and `commitment`, a `marker` for a kind
    without one (or none for one with), more than 64 secrets
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
        body (SecretBody): Private Information to commit to (docs/guide/secrets.md, "Secrets: the
            commitment scheme"):
            either the
            server seals it (`subject`) or the client keeps it (`commitment`).

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
    body: SecretBody,
    idempotency_key: None | str | Unset = UNSET,
    if_match: None | str | Unset = UNSET,

) -> Response[CommandResult | ProblemDetails]:
    """ Commit to a secret

     Records Private Information as a commitment (docs/guide/secrets.md, "Secrets: the commitment
    scheme"): with `subject` (a trooper id of the caller's, or the objective) the server seals the
    secret and a salt it makes, and opens it when the rules reveal it; with only `commitment` the client
    keeps both and reveals them itself (POST .../secrets/{secret_id}/reveal). The log gets
    `secret_committed` (its id, owner, kind, marker, commitment, `held_by`), never the secret. At most
    64 secrets a player.

    **Who may call it:** a player's token, for their own army.

    **Appends:** `secret_committed`.

    **Refusals:**

    - 403 `forbidden`: a trooper not the caller's, or the organiser's token
    - 422 `classified-not-drawn`: a `classified_objective` in a game under the scenario's rules, whose
    objectives are drawn
    - 422 `hidden-deployment-refused`: a `hidden_deployment` in a game created under the hidden rule
    (add the trooper in it: POST .../troopers with `hidden_deployment`)
    - 422 `invalid-command`: neither or both of `subject` and `commitment`, a `marker` for a kind
    without one (or none for one with), more than 64 secrets
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
        body (SecretBody): Private Information to commit to (docs/guide/secrets.md, "Secrets: the
            commitment scheme"):
            either the
            server seals it (`subject`) or the client keeps it (`commitment`).

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
    body: SecretBody,
    idempotency_key: None | str | Unset = UNSET,
    if_match: None | str | Unset = UNSET,

) -> CommandResult | ProblemDetails | None:
    """ Commit to a secret

     Records Private Information as a commitment (docs/guide/secrets.md, "Secrets: the commitment
    scheme"): with `subject` (a trooper id of the caller's, or the objective) the server seals the
    secret and a salt it makes, and opens it when the rules reveal it; with only `commitment` the client
    keeps both and reveals them itself (POST .../secrets/{secret_id}/reveal). The log gets
    `secret_committed` (its id, owner, kind, marker, commitment, `held_by`), never the secret. At most
    64 secrets a player.

    **Who may call it:** a player's token, for their own army.

    **Appends:** `secret_committed`.

    **Refusals:**

    - 403 `forbidden`: a trooper not the caller's, or the organiser's token
    - 422 `classified-not-drawn`: a `classified_objective` in a game under the scenario's rules, whose
    objectives are drawn
    - 422 `hidden-deployment-refused`: a `hidden_deployment` in a game created under the hidden rule
    (add the trooper in it: POST .../troopers with `hidden_deployment`)
    - 422 `invalid-command`: neither or both of `subject` and `commitment`, a `marker` for a kind
    without one (or none for one with), more than 64 secrets
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
        body (SecretBody): Private Information to commit to (docs/guide/secrets.md, "Secrets: the
            commitment scheme"):
            either the
            server seals it (`subject`) or the client keeps it (`commitment`).

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
