from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.pair_round_body import PairRoundBody
from ...models.problem_details import ProblemDetails
from ...models.tournament_change_view import TournamentChangeView
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    tournament_id: UUID,
    *,
    body: PairRoundBody,
    idempotency_key: None | str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/tournaments/{tournament_id}/rounds".format(tournament_id=quote(str(tournament_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ProblemDetails | TournamentChangeView | None:
    if response.status_code == 201:
        response_201 = TournamentChangeView.from_dict(response.json())



        return response_201

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ProblemDetails | TournamentChangeView]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    tournament_id: UUID,
    *,
    client: AuthenticatedClient,
    body: PairRoundBody,
    idempotency_key: None | str | Unset = UNSET,

) -> Response[ProblemDetails | TournamentChangeView]:
    """ Pair the next round (organiser) and make each table's game

     Counts first every final result of the round in play not yet counted, then pairs the next round from
    the tournament as it stands and its seed (docs/guide/organiser.md, "How a round is paired"): round 1
    drawn from the seed (or by the declared places), the first half against the second; later rounds
    Swiss, ranked by the tie-breakers, the top pair at table 1, no rematch while one can be avoided; an
    odd field's bye to the last player registered in round 1, later to the lowest-ranked player without
    one. `round_paired` records each table's players and its game's id, the bye and the rematches; after
    it commits each table's game is made (sequenced, dice-v2, the round's scenario, the tournament's
    Game Rounds and dice), run by the organiser token, each player's game token sealed for them (GET
    .../me).

    **Who may call it:** the tournament's organiser token (the organiser runs the tournament and plays
    no table).

    **Appends:** `result_counted`, `round_paired`, `game_created`.

    **Refusals:**

    - 403 `forbidden`: a player's token: only the organiser runs the tournament
    - 409 `all-rounds-paired`: every one of the tournament's rounds has been paired
    - 409 `not-enough-players`: fewer than two players in the round
    - 409 `round-results-pending`: a table of the round in play has no result yet (the tables are named)
    - 413 `body-too-large`: a body over the size limit
    - 415 `unsupported-media-type`: a body that is not application/json
    - 422 `invalid-body`: a body that does not fit the schema
    - and, as every route of its kind: 400 `malformed-request`, 400 `weak-idempotency-key`, 401
    `unauthorized`, 404 `not-found`, 409 `tournament-ended`, 409 `version-conflict`, 422 `idempotency-
    key-reused`, 429 `rate-limited`, 503 `service-unavailable`

    Args:
        tournament_id (UUID):
        idempotency_key (None | str | Unset): A retried request with the same key (same route,
            same caller, same body) within 24 hours returns the first answer, unchanged; the same key
            with another body is refused (422). The key is never stored or shown: keep it secret like
            a token. At least 16 characters; a creation without a token takes an Idempotency-Key that
            can hold 128 bits: at least 32 hex digits (a UUID's hyphens not counted) or at least 22
            base64url or base64 characters (trailing '=' not counted), no one character making up half
            of it; draw it at random, e.g. secrets.token_urlsafe(16) (400 `weak-idempotency-key`
            otherwise).
        body (PairRoundBody): Nothing: the round is paired from the tournament as it stands and
            its seed.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDetails | TournamentChangeView]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    tournament_id: UUID,
    *,
    client: AuthenticatedClient,
    body: PairRoundBody,
    idempotency_key: None | str | Unset = UNSET,

) -> ProblemDetails | TournamentChangeView | None:
    """ Pair the next round (organiser) and make each table's game

     Counts first every final result of the round in play not yet counted, then pairs the next round from
    the tournament as it stands and its seed (docs/guide/organiser.md, "How a round is paired"): round 1
    drawn from the seed (or by the declared places), the first half against the second; later rounds
    Swiss, ranked by the tie-breakers, the top pair at table 1, no rematch while one can be avoided; an
    odd field's bye to the last player registered in round 1, later to the lowest-ranked player without
    one. `round_paired` records each table's players and its game's id, the bye and the rematches; after
    it commits each table's game is made (sequenced, dice-v2, the round's scenario, the tournament's
    Game Rounds and dice), run by the organiser token, each player's game token sealed for them (GET
    .../me).

    **Who may call it:** the tournament's organiser token (the organiser runs the tournament and plays
    no table).

    **Appends:** `result_counted`, `round_paired`, `game_created`.

    **Refusals:**

    - 403 `forbidden`: a player's token: only the organiser runs the tournament
    - 409 `all-rounds-paired`: every one of the tournament's rounds has been paired
    - 409 `not-enough-players`: fewer than two players in the round
    - 409 `round-results-pending`: a table of the round in play has no result yet (the tables are named)
    - 413 `body-too-large`: a body over the size limit
    - 415 `unsupported-media-type`: a body that is not application/json
    - 422 `invalid-body`: a body that does not fit the schema
    - and, as every route of its kind: 400 `malformed-request`, 400 `weak-idempotency-key`, 401
    `unauthorized`, 404 `not-found`, 409 `tournament-ended`, 409 `version-conflict`, 422 `idempotency-
    key-reused`, 429 `rate-limited`, 503 `service-unavailable`

    Args:
        tournament_id (UUID):
        idempotency_key (None | str | Unset): A retried request with the same key (same route,
            same caller, same body) within 24 hours returns the first answer, unchanged; the same key
            with another body is refused (422). The key is never stored or shown: keep it secret like
            a token. At least 16 characters; a creation without a token takes an Idempotency-Key that
            can hold 128 bits: at least 32 hex digits (a UUID's hyphens not counted) or at least 22
            base64url or base64 characters (trailing '=' not counted), no one character making up half
            of it; draw it at random, e.g. secrets.token_urlsafe(16) (400 `weak-idempotency-key`
            otherwise).
        body (PairRoundBody): Nothing: the round is paired from the tournament as it stands and
            its seed.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDetails | TournamentChangeView
     """


    return sync_detailed(
        tournament_id=tournament_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    tournament_id: UUID,
    *,
    client: AuthenticatedClient,
    body: PairRoundBody,
    idempotency_key: None | str | Unset = UNSET,

) -> Response[ProblemDetails | TournamentChangeView]:
    """ Pair the next round (organiser) and make each table's game

     Counts first every final result of the round in play not yet counted, then pairs the next round from
    the tournament as it stands and its seed (docs/guide/organiser.md, "How a round is paired"): round 1
    drawn from the seed (or by the declared places), the first half against the second; later rounds
    Swiss, ranked by the tie-breakers, the top pair at table 1, no rematch while one can be avoided; an
    odd field's bye to the last player registered in round 1, later to the lowest-ranked player without
    one. `round_paired` records each table's players and its game's id, the bye and the rematches; after
    it commits each table's game is made (sequenced, dice-v2, the round's scenario, the tournament's
    Game Rounds and dice), run by the organiser token, each player's game token sealed for them (GET
    .../me).

    **Who may call it:** the tournament's organiser token (the organiser runs the tournament and plays
    no table).

    **Appends:** `result_counted`, `round_paired`, `game_created`.

    **Refusals:**

    - 403 `forbidden`: a player's token: only the organiser runs the tournament
    - 409 `all-rounds-paired`: every one of the tournament's rounds has been paired
    - 409 `not-enough-players`: fewer than two players in the round
    - 409 `round-results-pending`: a table of the round in play has no result yet (the tables are named)
    - 413 `body-too-large`: a body over the size limit
    - 415 `unsupported-media-type`: a body that is not application/json
    - 422 `invalid-body`: a body that does not fit the schema
    - and, as every route of its kind: 400 `malformed-request`, 400 `weak-idempotency-key`, 401
    `unauthorized`, 404 `not-found`, 409 `tournament-ended`, 409 `version-conflict`, 422 `idempotency-
    key-reused`, 429 `rate-limited`, 503 `service-unavailable`

    Args:
        tournament_id (UUID):
        idempotency_key (None | str | Unset): A retried request with the same key (same route,
            same caller, same body) within 24 hours returns the first answer, unchanged; the same key
            with another body is refused (422). The key is never stored or shown: keep it secret like
            a token. At least 16 characters; a creation without a token takes an Idempotency-Key that
            can hold 128 bits: at least 32 hex digits (a UUID's hyphens not counted) or at least 22
            base64url or base64 characters (trailing '=' not counted), no one character making up half
            of it; draw it at random, e.g. secrets.token_urlsafe(16) (400 `weak-idempotency-key`
            otherwise).
        body (PairRoundBody): Nothing: the round is paired from the tournament as it stands and
            its seed.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDetails | TournamentChangeView]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    tournament_id: UUID,
    *,
    client: AuthenticatedClient,
    body: PairRoundBody,
    idempotency_key: None | str | Unset = UNSET,

) -> ProblemDetails | TournamentChangeView | None:
    """ Pair the next round (organiser) and make each table's game

     Counts first every final result of the round in play not yet counted, then pairs the next round from
    the tournament as it stands and its seed (docs/guide/organiser.md, "How a round is paired"): round 1
    drawn from the seed (or by the declared places), the first half against the second; later rounds
    Swiss, ranked by the tie-breakers, the top pair at table 1, no rematch while one can be avoided; an
    odd field's bye to the last player registered in round 1, later to the lowest-ranked player without
    one. `round_paired` records each table's players and its game's id, the bye and the rematches; after
    it commits each table's game is made (sequenced, dice-v2, the round's scenario, the tournament's
    Game Rounds and dice), run by the organiser token, each player's game token sealed for them (GET
    .../me).

    **Who may call it:** the tournament's organiser token (the organiser runs the tournament and plays
    no table).

    **Appends:** `result_counted`, `round_paired`, `game_created`.

    **Refusals:**

    - 403 `forbidden`: a player's token: only the organiser runs the tournament
    - 409 `all-rounds-paired`: every one of the tournament's rounds has been paired
    - 409 `not-enough-players`: fewer than two players in the round
    - 409 `round-results-pending`: a table of the round in play has no result yet (the tables are named)
    - 413 `body-too-large`: a body over the size limit
    - 415 `unsupported-media-type`: a body that is not application/json
    - 422 `invalid-body`: a body that does not fit the schema
    - and, as every route of its kind: 400 `malformed-request`, 400 `weak-idempotency-key`, 401
    `unauthorized`, 404 `not-found`, 409 `tournament-ended`, 409 `version-conflict`, 422 `idempotency-
    key-reused`, 429 `rate-limited`, 503 `service-unavailable`

    Args:
        tournament_id (UUID):
        idempotency_key (None | str | Unset): A retried request with the same key (same route,
            same caller, same body) within 24 hours returns the first answer, unchanged; the same key
            with another body is refused (422). The key is never stored or shown: keep it secret like
            a token. At least 16 characters; a creation without a token takes an Idempotency-Key that
            can hold 128 bits: at least 32 hex digits (a UUID's hyphens not counted) or at least 22
            base64url or base64 characters (trailing '=' not counted), no one character making up half
            of it; draw it at random, e.g. secrets.token_urlsafe(16) (400 `weak-idempotency-key`
            otherwise).
        body (PairRoundBody): Nothing: the round is paired from the tournament as it stands and
            its seed.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDetails | TournamentChangeView
     """


    return (await asyncio_detailed(
        tournament_id=tournament_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
