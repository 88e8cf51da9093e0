from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.odds_body import OddsBody
from ...models.odds_view import OddsView
from ...models.problem_details import ProblemDetails
from ...models.template_odds_view import TemplateOddsView
from typing import cast



def _get_kwargs(
    *,
    body: OddsBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/odds",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> OddsView | TemplateOddsView | ProblemDetails | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> OddsView | TemplateOddsView:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = OddsView.from_dict(data)



                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_1 = TemplateOddsView.from_dict(data)



            return response_200_type_1

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ProblemDetails.from_dict(response.json())



        return response_400

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[OddsView | TemplateOddsView | ProblemDetails]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: OddsBody,

) -> Response[OddsView | TemplateOddsView | ProblemDetails]:
    """ Exact odds of a Normal or Face to Face Roll, or of a template attack

     The exact odds (fractions, and their floats) of a roll before it is made, worked out by the same
    rules engine an order resolves with, for no game: a Normal Roll (one side), a Face to Face Roll
    (two) with each side's hits, Criticals and, with a `weapon` and a `target`, the Wounds they deal (or
    the States of a Non-Lethal attack, `states`), or a template attack (the attacker's `weapon` has a
    `template`; the other sides are the troopers it affects, each with its `reaction`). What an order
    would refuse is refused with the same problem code.

    **Who may call it:** anyone: no token.

    **Appends:** nothing (a read).

    **Refusals:**

    - 413 `body-too-large`: a body over the size limit
    - 415 `unsupported-media-type`: a body that is not application/json
    - 422 `invalid-body`: a body that does not fit the schema
    - 422 `invalid-command`: what the rules do not allow (a Burst outside 1..6, a Burst above 1 in ARO,
    a target without a weapon, Bioimmunity in CodeOne, ...)
    - 422 `invalid-template-attack`: a template attack declared against its rules
    - 422 `not-hackable`: a `program` against a Unit Type it cannot target
    - 422 `not-in-catalogue`: a weapon `profile`, Ammunition, program or skill not in /v1/catalogue
    - 422 `special-die-not-allowed`: `extra_die` with a Long Skill
    - and, as every route of its kind: 400 `malformed-request`, 429 `rate-limited`, 503 `service-
    unavailable`

    Args:
        body (OddsBody): A roll to work the exact odds of, statelessly: a Normal Roll (one side)
            or a Face to Face
            Roll (two), or a template attack (an attacker and the troopers its template affects).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[OddsView | TemplateOddsView | ProblemDetails]
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
    client: AuthenticatedClient | Client,
    body: OddsBody,

) -> OddsView | TemplateOddsView | ProblemDetails | None:
    """ Exact odds of a Normal or Face to Face Roll, or of a template attack

     The exact odds (fractions, and their floats) of a roll before it is made, worked out by the same
    rules engine an order resolves with, for no game: a Normal Roll (one side), a Face to Face Roll
    (two) with each side's hits, Criticals and, with a `weapon` and a `target`, the Wounds they deal (or
    the States of a Non-Lethal attack, `states`), or a template attack (the attacker's `weapon` has a
    `template`; the other sides are the troopers it affects, each with its `reaction`). What an order
    would refuse is refused with the same problem code.

    **Who may call it:** anyone: no token.

    **Appends:** nothing (a read).

    **Refusals:**

    - 413 `body-too-large`: a body over the size limit
    - 415 `unsupported-media-type`: a body that is not application/json
    - 422 `invalid-body`: a body that does not fit the schema
    - 422 `invalid-command`: what the rules do not allow (a Burst outside 1..6, a Burst above 1 in ARO,
    a target without a weapon, Bioimmunity in CodeOne, ...)
    - 422 `invalid-template-attack`: a template attack declared against its rules
    - 422 `not-hackable`: a `program` against a Unit Type it cannot target
    - 422 `not-in-catalogue`: a weapon `profile`, Ammunition, program or skill not in /v1/catalogue
    - 422 `special-die-not-allowed`: `extra_die` with a Long Skill
    - and, as every route of its kind: 400 `malformed-request`, 429 `rate-limited`, 503 `service-
    unavailable`

    Args:
        body (OddsBody): A roll to work the exact odds of, statelessly: a Normal Roll (one side)
            or a Face to Face
            Roll (two), or a template attack (an attacker and the troopers its template affects).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        OddsView | TemplateOddsView | ProblemDetails
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: OddsBody,

) -> Response[OddsView | TemplateOddsView | ProblemDetails]:
    """ Exact odds of a Normal or Face to Face Roll, or of a template attack

     The exact odds (fractions, and their floats) of a roll before it is made, worked out by the same
    rules engine an order resolves with, for no game: a Normal Roll (one side), a Face to Face Roll
    (two) with each side's hits, Criticals and, with a `weapon` and a `target`, the Wounds they deal (or
    the States of a Non-Lethal attack, `states`), or a template attack (the attacker's `weapon` has a
    `template`; the other sides are the troopers it affects, each with its `reaction`). What an order
    would refuse is refused with the same problem code.

    **Who may call it:** anyone: no token.

    **Appends:** nothing (a read).

    **Refusals:**

    - 413 `body-too-large`: a body over the size limit
    - 415 `unsupported-media-type`: a body that is not application/json
    - 422 `invalid-body`: a body that does not fit the schema
    - 422 `invalid-command`: what the rules do not allow (a Burst outside 1..6, a Burst above 1 in ARO,
    a target without a weapon, Bioimmunity in CodeOne, ...)
    - 422 `invalid-template-attack`: a template attack declared against its rules
    - 422 `not-hackable`: a `program` against a Unit Type it cannot target
    - 422 `not-in-catalogue`: a weapon `profile`, Ammunition, program or skill not in /v1/catalogue
    - 422 `special-die-not-allowed`: `extra_die` with a Long Skill
    - and, as every route of its kind: 400 `malformed-request`, 429 `rate-limited`, 503 `service-
    unavailable`

    Args:
        body (OddsBody): A roll to work the exact odds of, statelessly: a Normal Roll (one side)
            or a Face to Face
            Roll (two), or a template attack (an attacker and the troopers its template affects).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[OddsView | TemplateOddsView | ProblemDetails]
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
    client: AuthenticatedClient | Client,
    body: OddsBody,

) -> OddsView | TemplateOddsView | ProblemDetails | None:
    """ Exact odds of a Normal or Face to Face Roll, or of a template attack

     The exact odds (fractions, and their floats) of a roll before it is made, worked out by the same
    rules engine an order resolves with, for no game: a Normal Roll (one side), a Face to Face Roll
    (two) with each side's hits, Criticals and, with a `weapon` and a `target`, the Wounds they deal (or
    the States of a Non-Lethal attack, `states`), or a template attack (the attacker's `weapon` has a
    `template`; the other sides are the troopers it affects, each with its `reaction`). What an order
    would refuse is refused with the same problem code.

    **Who may call it:** anyone: no token.

    **Appends:** nothing (a read).

    **Refusals:**

    - 413 `body-too-large`: a body over the size limit
    - 415 `unsupported-media-type`: a body that is not application/json
    - 422 `invalid-body`: a body that does not fit the schema
    - 422 `invalid-command`: what the rules do not allow (a Burst outside 1..6, a Burst above 1 in ARO,
    a target without a weapon, Bioimmunity in CodeOne, ...)
    - 422 `invalid-template-attack`: a template attack declared against its rules
    - 422 `not-hackable`: a `program` against a Unit Type it cannot target
    - 422 `not-in-catalogue`: a weapon `profile`, Ammunition, program or skill not in /v1/catalogue
    - 422 `special-die-not-allowed`: `extra_die` with a Long Skill
    - and, as every route of its kind: 400 `malformed-request`, 429 `rate-limited`, 503 `service-
    unavailable`

    Args:
        body (OddsBody): A roll to work the exact odds of, statelessly: a Normal Roll (one side)
            or a Face to Face
            Roll (two), or a template attack (an attacker and the troopers its template affects).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        OddsView | TemplateOddsView | ProblemDetails
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
