"""The SDK's retries against a scripted server (httpx's MockTransport): how long it waits,
when it gives up, and that a POST's key stays the same across its tries."""

from __future__ import annotations

import email.utils
from collections.abc import Iterator
from types import SimpleNamespace

import httpx
import pytest
from infinity_ledger_client import Client, Problem, RetryPolicy, _transport

POLICY = RetryPolicy(attempts=3, longest_wait=10, default_wait=0.5)

NOW = 1_773_500_000.0
"""A fixed instant (March 2026), whole seconds as HTTP dates give them."""


class Script:
    """Answers in turn, recording each request and each wait the SDK asks for."""

    def __init__(self, *answers: httpx.Response | httpx.TransportError) -> None:
        self.answers: Iterator[httpx.Response | httpx.TransportError] = iter(answers)
        self.requests: list[httpx.Request] = []
        self.waits: list[float] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        answer = next(self.answers)
        if isinstance(answer, httpx.TransportError):
            raise answer
        return answer

    async def sleep(self, seconds: float) -> None:
        self.waits.append(seconds)

    def client(self) -> Client:
        return Client(
            "http://ledger.test",
            retry=POLICY,
            transport=httpx.MockTransport(self),
            sleep=self.sleep,
        )


def busy(status: int, retry_after: str | None) -> httpx.Response:
    headers = {"Retry-After": retry_after} if retry_after is not None else {}
    return httpx.Response(status, headers=headers, json={"code": "busy", "detail": "wait"})


async def test_each_retry_waits_what_retry_after_says_and_keeps_the_key() -> None:
    script = Script(busy(503, "2"), busy(429, "7"), httpx.Response(201, json={"version": 3}))
    async with script.client() as ledger:
        answer = await ledger.request("POST", "/v1/games/g/rolls", token="t", json={"a": 1})
    assert answer == {"version": 3}
    assert script.waits == [2.0, 7.0]
    keys = {r.headers["Idempotency-Key"] for r in script.requests}
    assert len(keys) == 1
    assert all(r.headers["Authorization"] == "Bearer t" for r in script.requests)
    assert {r.content for r in script.requests} == {b'{"a":1}'}


async def test_two_posts_get_two_keys_and_a_given_key_is_sent_as_given() -> None:
    ok = httpx.Response(201, json={})
    script = Script(ok, ok, ok)
    async with script.client() as ledger:
        await ledger.request("POST", "/x")
        await ledger.request("POST", "/x")
        await ledger.request("POST", "/x", idempotency_key="mine")
    keys = [r.headers["Idempotency-Key"] for r in script.requests]
    assert keys[0] != keys[1]
    assert keys[2] == "mine"


async def test_a_retry_after_as_a_date_is_waited_until_that_date(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The SDK's clock stands still at NOW, so the wait is exactly the date's distance from it.
    monkeypatch.setattr(_transport, "time", SimpleNamespace(time=lambda: NOW))
    in_five = email.utils.formatdate(NOW + 5, usegmt=True)
    script = Script(busy(503, in_five), httpx.Response(200, json=[]))
    async with script.client() as ledger:
        await ledger.request("GET", "/x")
    assert script.waits == [5.0]
    # A date already past is not waited for.
    monkeypatch.setattr(_transport, "time", SimpleNamespace(time=lambda: NOW + 60))
    late = Script(busy(503, in_five), httpx.Response(200, json=[]))
    async with late.client() as ledger:
        await ledger.request("GET", "/x")
    assert late.waits == [0.0]


async def test_without_retry_after_the_default_wait_is_used() -> None:
    script = Script(busy(503, None), httpx.Response(200, json=[]))
    async with script.client() as ledger:
        await ledger.request("GET", "/x")
    assert script.waits == [POLICY.default_wait]


async def test_a_wait_longer_than_the_bound_is_left_to_the_app() -> None:
    script = Script(busy(429, "60"))
    async with script.client() as ledger:
        with pytest.raises(Problem) as refused:
            await ledger.request("GET", "/x")
    assert (refused.value.status, refused.value.code) == (429, "busy")
    assert script.waits == []


async def test_the_last_try_s_answer_is_the_app_s() -> None:
    script = Script(busy(503, "1"), busy(503, "1"), busy(503, "1"))
    async with script.client() as ledger:
        with pytest.raises(Problem) as refused:
            await ledger.request("POST", "/x")
    assert refused.value.status == 503
    assert len(script.requests) == POLICY.attempts
    assert script.waits == [1.0] * (POLICY.attempts - 1)


@pytest.mark.parametrize("status", [400, 404, 409, 422, 500])
async def test_other_failures_are_not_retried(status: int) -> None:
    script = Script(busy(status, "1"))
    async with script.client() as ledger:
        with pytest.raises(Problem):
            await ledger.request("POST", "/x")
    assert len(script.requests) == 1


async def test_a_dropped_connection_is_tried_again_with_the_same_key() -> None:
    dropped = httpx.RemoteProtocolError("Server disconnected without sending a response.")
    script = Script(dropped, httpx.Response(201, json={"version": 4}))
    async with script.client() as ledger:
        assert await ledger.request("POST", "/x") == {"version": 4}
    first, again = script.requests
    assert first.headers["Idempotency-Key"] == again.headers["Idempotency-Key"]
    assert script.waits == [POLICY.default_wait]
