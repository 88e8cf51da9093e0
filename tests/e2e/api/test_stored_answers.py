"""An application answer says what happened (a resource made, where it is); the API says it in
HTTP. Answers kept sealed with an idempotency record outlive a deploy: a record written before
answers lost their HTTP status must still give a retry the same response."""

from __future__ import annotations

import uuid
from typing import Any

import msgspec
import psycopg
import pytest
from litestar import Response

from service.api._http.manners import respond
from service.application.games.use_case import Answer, Idempotency, KeyedIdempotency
from service.keyring import Keyring

BODY = {"id": "5b0c", "version": 1, "tokens": {"organiser": "t"}}
GAME = "/v1/games/5b0c"


def _keyed(keyring: Keyring) -> KeyedIdempotency:
    given = Idempotency(key="stored-answer-key-01", route="POST /v1/games", fingerprint="f")
    return KeyedIdempotency(keyring, "POST /v1/games|anonymous", given)


def _seen(response: Response[Any]) -> tuple[int | None, dict[str, str], bytes]:
    return response.status_code, dict(response.headers), msgspec.json.encode(response.content)


def test_an_answer_that_made_a_resource_is_a_201_with_its_location() -> None:
    response = respond(Answer(BODY, created=True, resource=GAME), version=1)
    assert response.status_code == 201
    assert response.headers["Location"] == GAME
    assert response.headers["ETag"] == '"1"'


def test_an_answer_that_made_nothing_is_a_200_without_a_location() -> None:
    response = respond(Answer(BODY))
    assert response.status_code == 200
    assert "Location" not in response.headers


@pytest.mark.parametrize(
    ("old_shape", "answer"),
    [
        (
            {"status": 201, "body": BODY, "location": GAME},
            Answer(BODY, created=True, resource=GAME),
        ),
        ({"status": 200, "body": BODY, "location": None}, Answer(BODY)),
        ({"status": 200, "body": BODY}, Answer(BODY)),
    ],
)
def test_a_record_sealed_before_the_deploy_answers_a_retry_as_one_sealed_after(
    keyring: Keyring, old_shape: dict[str, Any], answer: Answer
) -> None:
    keyed = _keyed(keyring)
    written_before = keyring.seal_answer(
        keyed.scope, keyed.given.key, msgspec.json.encode(old_shape)
    )
    before, after = keyed.open(written_before), keyed.open(keyed.seal(answer))
    assert before == after
    assert _seen(respond(before, version=1)) == _seen(respond(after, version=1))
    assert respond(before).headers["Idempotent-Replayed"] == "true"


async def test_a_retry_after_the_deploy_gets_the_creation_sealed_before_it(
    db_url: str, keyring: Keyring
) -> None:
    from litestar.testing import AsyncTestClient  # noqa: PLC0415

    from service.api.app import create_app  # noqa: PLC0415

    key, scope = uuid.uuid4().hex, "POST /v1/games|anonymous"
    headers = {"Idempotency-Key": key}
    async with AsyncTestClient(app=create_app(db_url, pool_size=2, keyring=keyring)) as client:
        first = await client.post(
            "/v1/games", json={"players": ["ariadna", "tohaa"]}, headers=headers
        )
        old_shape = {"status": 201, "body": first.json(), "location": first.headers["location"]}
        with psycopg.connect(db_url, autocommit=True) as conn:
            rewritten = conn.execute(
                "UPDATE idempotency_records SET sealed_response = %s WHERE key_hash = %s",
                (
                    keyring.seal_answer(scope, key, msgspec.json.encode(old_shape)),
                    keyring.idempotency_id(scope, key),
                ),
            )
            assert rewritten.rowcount == 1
        again = await client.post(
            "/v1/games", json={"players": ["ariadna", "tohaa"]}, headers=headers
        )
    assert (again.status_code, again.json()) == (201, first.json())
    assert again.headers["location"] == first.headers["location"]
    assert again.headers["idempotent-replayed"] == "true"


@pytest.mark.parametrize(
    ("answer", "status", "location"),
    [(Answer(BODY, created=True, resource=GAME), 201, GAME), (Answer(BODY), 200, None)],
)
def test_a_record_written_now_is_read_by_the_previous_release(
    answer: Answer, status: int, location: str | None
) -> None:
    # The previous release's decoder took `status`, `location` and `body`: a replica still
    # running it during a rolling deploy must give a retry the same answer.
    kept = msgspec.json.decode(answer.stored())
    assert (kept["status"], kept.get("location"), kept["body"]) == (status, location, BODY)
