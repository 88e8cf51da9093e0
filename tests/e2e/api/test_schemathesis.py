"""Schemathesis over the whole OpenAPI document, with every check a single response allows.

No server error; every status, content type, header and body as documented; data the schema
refuses is refused, data it accepts is not refused as malformed; and every refusal is one the
operation documents, by its problem code (`refusal_is_documented`).

The document is the one the app itself publishes; requests reach the app in-process (ASGI,
lifespan included) on this module's own database. Generated requests carry real tokens and
real path parameters of a game played to an interesting point (a resolved and a declared
order, rolls, troopers), so most of them get past authentication to the handlers.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
import schemathesis
from schemathesis import checks
from schemathesis.config import SchemathesisConfig
from schemathesis.core.failures import Failure
from schemathesis.core.parameters import ParameterLocation

from service.api.app import create_app
from tests.e2e.api.fuzz_game import FuzzGame, fuzz_game_on

pytestmark = pytest.mark.slow

# Deterministic, so a failure replays as it happened; the coverage phase adds the boundary
# values, wrong types, missing parameters, odd content types and undeclared methods that random
# fuzzing rarely hits. Bounded: a few thousand requests in all, under a minute.
FUZZ_CONFIG = SchemathesisConfig.from_dict(
    {
        "seed": 20240610,
        "generation": {
            "mode": "all",
            "max-examples": 12,
            "deterministic": True,
            "database": "none",
        },
        "phases": {"examples": {"enabled": True}, "coverage": {"enabled": True}},
        # Data that fits the schema can still break a rule of the game (422), name a game or
        # order that is not there or not this caller's (401/403/404), come at the wrong moment
        # (409), name in If-Match a version the game has moved past (412) or carry a cursor this
        # listing never issued (400): none of that is in a schema.
        "checks": {
            "positive_data_acceptance": {
                "expected-statuses": [200, 201, 204, 304, 400, 401, 403, 404, 409, 412, 422, 429]
            }
        },
    }
)
UNDOCUMENTED_BY_ANY = {"method-not-allowed"}
"""A method a route does not answer: the unsupported-method check sends it on purpose."""


class UndocumentedRefusal(Failure):
    """A refusal whose problem code the operation does not name."""

    kind_title = "Undocumented refusal"


@schemathesis.check
def refusal_is_documented(ctx: Any, response: Any, case: Any) -> bool | None:
    """Every refusal names its `code`, and the operation's description or the description of
    the status answered names that code: an app reads from the spec alone what it may meet."""
    if response.status_code < 400:
        return None
    try:
        problem = response.json()
    except ValueError:
        return None
    code = problem.get("code") if isinstance(problem, dict) else None
    if code is None or code in UNDOCUMENTED_BY_ANY:
        return None
    operation = case.operation.definition.raw
    answered = operation.get("responses", {}).get(str(response.status_code), {})
    said = operation.get("description", "") + answered.get("description", "")
    if f"`{code}`" not in said:
        raise UndocumentedRefusal(
            operation=case.operation.label,
            message=f"{response.status_code} `{code}` is no refusal this operation documents",
        )
    return None


ALL_CHECKS = [
    checks.not_a_server_error,
    checks.status_code_conformance,
    checks.content_type_conformance,
    checks.response_headers_conformance,
    checks.response_schema_conformance,
    checks.negative_data_rejection,
    checks.positive_data_acceptance,
    checks.missing_required_header,
    checks.unsupported_method,
    refusal_is_documented,
]
AIMED = (ParameterLocation.PATH, ParameterLocation.HEADER)
"""Where `FuzzGame.aim` puts real values: a negative value generated there does not reach us."""


def checks_for(case: Any) -> list[Any]:
    meta = case.meta
    if meta is not None and any(meta.is_negative_at(location) for location in AIMED):
        return [
            c
            for c in ALL_CHECKS
            if c not in {checks.negative_data_rejection, checks.missing_required_header}
        ]
    return ALL_CHECKS


SCHEMA = schemathesis.openapi.from_dict(
    create_app(None).openapi_schema.to_schema(), config=FUZZ_CONFIG
)


@pytest.fixture(scope="module")
def fuzz_game(database_url: str, template_database_url: str) -> Iterator[FuzzGame]:
    with fuzz_game_on(database_url) as game:
        yield game


@SCHEMA.parametrize()
def test_no_generated_request_gets_a_server_error(case: Any, fuzz_game: FuzzGame) -> None:
    headers = fuzz_game.aim(case)
    response = case.call(app=fuzz_game.app, headers=headers)
    fuzz_game.tally(case, response)
    case.validate_response(response, checks=checks_for(case))
    if response.status_code >= 400:
        content_type = response.headers.get("content-type", [""])[0]
        assert content_type.startswith("application/problem+json"), (
            case.operation.label,
            response.status_code,
            content_type,
        )


def test_the_fuzz_reached_the_handlers_of_every_operation(fuzz_game: FuzzGame) -> None:
    """Checks the run above (same module, same game): a fuzz that stops at 401 or 404 proves
    little, so most requests, and some of every operation, must get to the handlers."""
    operations = {label for label, _ in fuzz_game.statuses}
    assert len(operations) == len(SCHEMA), "the whole module must run, the fuzz first"
    print(fuzz_game.summary())
    assert fuzz_game.unreached_operations() == set(), fuzz_game.summary()
    assert fuzz_game.reached_share() >= 0.6, fuzz_game.summary()
