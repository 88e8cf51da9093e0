"""The Python SDK (clients/python) against the service served on a loopback port: an app's
whole journey through it, its live streams followed and resumed, a POST whose answer was
lost retried without rolling twice, a 429 waited out, reads answered after a 304."""

from __future__ import annotations

import asyncio
import json
import re
from contextlib import aclosing
from typing import Any
from uuid import UUID

import pytest
from infinity_ledger_client import Client, Problem, RetryPolicy
from infinity_ledger_client.generated.api.audit import verify_game
from infinity_ledger_client.generated.api.games import (
    create_game,
    end_game,
    get_order_state,
)
from infinity_ledger_client.generated.api.orders import (
    activate_trooper,
    add_trooper,
    conclude_order,
    declare_aro,
    end_turn,
    resolve_order,
    start_turn,
)
from infinity_ledger_client.generated.models import (
    ActivationBody,
    AroBody,
    ConcludeBody,
    CreateGameBody,
    EndGameBody,
    ResolveBody,
    StartTurnBody,
    TrooperBody,
)
from litestar import Litestar

from service.api.app import create_app
from service.config import FeedSettings
from tests.builders.http import shot, trooper
from tests.e2e.api.sse import live_server
from tests.e2e.conftest import GENEROUS_RATE_LIMIT
from tests.e2e.sdk.recording import Recording
from tests.paths import ROOT

ROLL = {"kind": "normal", "sides": [{"name": "Senku", "attribute": 11, "burst": 3}]}
QUICK = RetryPolicy(attempts=5, longest_wait=5, default_wait=0.05)


def served(db_url: str, **overrides: Any) -> Litestar:
    settings: dict[str, Any] = {"pool_size": 4, "rate_limit": GENEROUS_RATE_LIMIT}
    return create_app(db_url, **{**settings, **overrides})


def answer(response: Any) -> Any:
    """The parsed JSON of a generated operation's response, once it is known a success."""
    assert 200 <= int(response.status_code) < 300, response.content
    return json.loads(response.content) if response.content else None


async def new_game(ledger: Client) -> tuple[UUID, dict[str, str]]:
    """A game as an app creates one: created, then each player's seed from their device when
    the game's dice need it (dice-v2), before any die is rolled."""
    body = CreateGameBody.from_dict({"players": ["ariadna", "tohaa"], "client_seed": "club"})
    created = answer(await create_game.asyncio_detailed(client=ledger.anonymous(), body=body))
    players: dict[str, str] = created["tokens"]["players"]
    if created.get("dice_algorithm") == "dice-v2":
        for token in players.values():
            await ledger.send_entropy(created["id"], token)
    return UUID(created["id"]), {"organiser": created["tokens"]["organiser"], **players}


async def test_an_app_plays_a_whole_game_through_the_sdk(base: str) -> None:
    async with Client(base, retry=QUICK) as ledger:
        game, tokens = await new_game(ledger)
        ariadna, tohaa = ledger.api(tokens["ariadna"]), ledger.api(tokens["tohaa"])
        organiser = ledger.api(tokens["organiser"])
        for client, player, trooper_id in (
            (ariadna, "ariadna", "fennec"),
            (tohaa, "tohaa", "senku"),
        ):
            added = await add_trooper.asyncio_detailed(
                game, client=client, body=TrooperBody.from_dict(trooper(player, trooper_id, bs=12))
            )
            answer(added)
        body = StartTurnBody.from_dict({"player": "ariadna"})
        answer(await start_turn.asyncio_detailed(game, client=ariadna, body=body))
        order = ActivationBody.from_dict({"trooper": "fennec", "skill": shot(("senku", 3, 12))})
        answer(await activate_trooper.asyncio_detailed(game, client=ariadna, body=order))
        aro = AroBody.from_dict({"trooper": "senku", "skill": shot(("fennec", 1, 12))})
        answer(await declare_aro.asyncio_detailed(game, 1, client=tohaa, body=aro))
        resolved = answer(
            await resolve_order.asyncio_detailed(
                game, 1, client=ariadna, body=ResolveBody.from_dict({})
            )
        )
        assert "order_roll_made" in [e["type"] for e in resolved["events"]]
        concluded = await conclude_order.asyncio_detailed(
            game, 1, client=ariadna, body=ConcludeBody.from_dict({})
        )
        answer(concluded)
        answer(await end_turn.asyncio_detailed(game, client=ariadna))
        ended = EndGameBody.from_dict({"reason": "time"})
        answer(await end_game.asyncio_detailed(game, client=organiser, body=ended))
        report = answer(await verify_game.asyncio_detailed(game, client=organiser))
        assert report["ok"] is True
        # The hand-written calls say what went wrong as the server's problem code.
        with pytest.raises(Problem) as refused:
            await ledger.request(
                "POST", f"/v1/games/{game}/turns", token=tokens["tohaa"], json={"player": "tohaa"}
            )
        assert refused.value.status == 409
        assert refused.value.code == "state-conflict"


async def roll(ledger: Client, game: UUID, token: str) -> dict[str, Any]:
    rolled: dict[str, Any] = await ledger.request(
        "POST", f"/v1/games/{game}/rolls", token=token, json=ROLL
    )
    return rolled


async def listed_versions(ledger: Client, game: UUID, token: str) -> list[int]:
    page = await ledger.request(
        "GET", f"/v1/games/{game}/events", token=token, params={"after": 0, "limit": 100}
    )
    return [event["version"] for event in page["events"]]


async def test_the_events_stream_is_followed_while_rolls_are_posted(base: str) -> None:
    async with Client(base, retry=QUICK) as ledger:
        game, tokens = await new_game(ledger)
        opening = await listed_versions(ledger, game, tokens["tohaa"])
        received = []
        async with aclosing(ledger.events(str(game), tokens["tohaa"])) as stream:
            async for event in stream:
                received.append(event)
                if len(received) == len(opening):
                    await roll(ledger, game, tokens["organiser"])
                if len(received) == len(opening) + 1:
                    break
        listed = await ledger.request(
            "GET", f"/v1/games/{game}/events", token=tokens["tohaa"], params={"after": 0}
        )
    assert [e.json for e in received] == listed["events"]
    assert [e.id for e in received] == [str(e["version"]) for e in listed["events"]]
    assert received[-1].event == "roll_made" == received[-1].data.type_


async def test_a_dropped_stream_resumes_with_nothing_missed_or_repeated(db_url: str) -> None:
    # The server ends each stream after 0.5 s (as it does after an hour, or as a dropped
    # connection would): the SDK opens it again with Last-Event-ID while rolls are posted.
    feed = FeedSettings(max_seconds=0.5, poll=0.1)
    recording = Recording()
    rolls = 8
    async with (
        live_server(served(db_url, feed=feed)) as url,
        Client(url, retry=QUICK, transport=recording) as ledger,
    ):
        game, tokens = await new_game(ledger)

        async def keep_rolling() -> None:
            for _ in range(rolls):
                await asyncio.sleep(0.25)
                await roll(ledger, game, tokens["organiser"])

        rolling = asyncio.create_task(keep_rolling())
        received = []
        async with (
            asyncio.timeout(60),
            aclosing(ledger.events(str(game), tokens["tohaa"])) as stream,
        ):
            async for event in stream:
                received.append(event)
                if sum(e.event == "roll_made" for e in received) == rolls:
                    break
        await rolling
        versions = await listed_versions(ledger, game, tokens["tohaa"])
    assert [int(e.id) for e in received] == versions
    opened = recording.to("GET", "/events/stream")
    assert len(opened) >= 3, "the stream was not dropped while the rolls were posted"
    assert opened[0].headers.get("Last-Event-ID") is None
    resumed_after = [int(e.headers["Last-Event-ID"]) for e in opened[1:]]
    assert resumed_after == sorted(resumed_after)
    assert set(resumed_after) <= set(versions)


async def test_a_post_whose_answer_was_lost_is_retried_and_rolls_once(db_url: str) -> None:
    recording = Recording(lose_answer=lambda request: request.url.path.endswith("/rolls"))
    async with (
        live_server(served(db_url)) as url,
        Client(url, retry=QUICK, transport=recording) as ledger,
    ):
        game, tokens = await new_game(ledger)
        rolled = await roll(ledger, game, tokens["organiser"])
        rolls = await ledger.request("GET", f"/v1/games/{game}/rolls", token=tokens["tohaa"])
    (lost,) = recording.lost
    # The server rolled on the first try; the SDK saw a 503, waited and sent the same key.
    assert lost.status_code == 201
    assert rolled == lost.json()
    first, retried = recording.to("POST", "/rolls")
    assert (first.status, retried.status) == (503, 201)
    assert first.headers["Idempotency-Key"] == retried.headers["Idempotency-Key"]
    assert [r["version"] for r in rolls] == [rolled["version"]]


async def test_a_429_is_waited_out_for_as_long_as_retry_after_says(db_url: str) -> None:
    recording = Recording()
    waited: list[float] = []

    async def sleep(seconds: float) -> None:
        # What the SDK asked to wait, recorded; then waited, so the server's window passes.
        waited.append(seconds)
        await asyncio.sleep(seconds)

    async with (
        live_server(served(db_url, rate_limit=("second", 3))) as url,
        Client(url, retry=QUICK, transport=recording, sleep=sleep) as ledger,
    ):
        # Read until the limit answers once: on a loaded machine a few reads may spread over
        # more than one window, so a fixed count would not always reach it.
        for _ in range(50):
            health = await ledger.request("GET", "/v1/catalogue/weapons")
            assert health is not None
            if any(e.status == 429 for e in recording.exchanges):
                break
    throttled = [e for e in recording.exchanges if e.status == 429]
    assert throttled, "the limit was never reached"
    # One wait per 429, each exactly the Retry-After that 429 carried.
    assert waited == [float(e.retry_after or "") for e in throttled]
    assert all(w >= 1 for w in waited)
    # Each 429 was followed by the same read, answered (the catalogue sends an ETag: 304s).
    assert recording.exchanges[-1].status in (200, 304)


async def test_a_read_is_answered_from_the_cache_after_a_304(base: str) -> None:
    recording = Recording()
    async with Client(base, retry=QUICK, transport=recording) as ledger:
        game, tokens = await new_game(ledger)
        tohaa = ledger.api(tokens["tohaa"])
        first = answer(await get_order_state.asyncio_detailed(game, client=tohaa))
        again = answer(await get_order_state.asyncio_detailed(game, client=tohaa))
        await roll(ledger, game, tokens["organiser"])
        changed = answer(await get_order_state.asyncio_detailed(game, client=tohaa))
    reads = recording.to("GET", "/state")
    assert [r.status for r in reads] == [200, 304, 200]
    assert "If-None-Match" not in reads[0].headers
    assert reads[1].headers["If-None-Match"] == reads[2].headers["If-None-Match"]
    assert again == first
    assert changed["version"] > first["version"]


async def test_a_connection_dropped_mid_stream_is_resumed_after_the_last_event(base: str) -> None:
    recording = Recording(cut_streams_after=2)
    async with Client(base, retry=QUICK, transport=recording) as ledger:
        game, tokens = await new_game(ledger)
        for _ in range(3):
            await roll(ledger, game, tokens["organiser"])
        versions = await listed_versions(ledger, game, tokens["tohaa"])
        received = []
        async with aclosing(ledger.events(str(game), tokens["tohaa"])) as stream:
            async for event in stream:
                received.append(event)
                if len(received) == len(versions):
                    break
    assert [int(e.id) for e in received] == versions
    opened = recording.to("GET", "/events/stream")
    # Two events a connection: each reconnection resumes after the last one received.
    assert [e.headers.get("Last-Event-ID") for e in opened] == [
        None,
        *(str(v) for v in versions[1:-1:2]),
    ]


async def test_the_state_and_organiser_streams_are_typed_async_iterators(base: str) -> None:
    async with Client(base, retry=QUICK) as ledger:
        game, tokens = await new_game(ledger)
        state = await ledger.request("GET", f"/v1/games/{game}/state", token=tokens["tohaa"])
        async with aclosing(ledger.states(str(game), tokens["tohaa"])) as states:
            now = await anext(states)
            await roll(ledger, game, tokens["organiser"])
            changed = await anext(states)
        versions = await listed_versions(ledger, game, tokens["tohaa"])
        async with aclosing(ledger.organiser_events(tokens["organiser"])) as organised:
            first = [await anext(organised) for _ in versions]
    assert (now.event, now.json, now.id) == ("order_state", state, str(state["version"]))
    assert now.data.version == state["version"]
    assert int(changed.id) == changed.data.version == versions[-1]
    assert [e.data.version for e in first] == versions
    assert [e.id for e in first] == [str(e.data.position) for e in first]
    assert {e.data.game_id for e in first} == {str(game)}


def readme_journey() -> str:
    readme = (ROOT / "clients" / "python" / "README.md").read_text(encoding="utf-8")
    (block,) = re.findall(r"```python\n(.*?)```", readme, flags=re.DOTALL)
    return str(block)


async def test_the_readme_journey_runs_as_written(
    base: str, capsys: pytest.CaptureFixture[str]
) -> None:
    journey = readme_journey()
    assert "http://127.0.0.1:8000" in journey
    script, run = journey.rstrip().rsplit("\n", 1)
    assert run == "asyncio.run(main())"
    namespace: dict[str, Any] = {}
    exec(compile(script.replace("http://127.0.0.1:8000", base), "README.md", "exec"), namespace)
    await namespace["main"]()
    printed = capsys.readouterr().out.splitlines()
    assert "verified: True" in printed
    assert printed[-1] == "409 state-conflict"
    followed = [
        line.split() for line in printed[:-1] if line[0].isdigit() and len(line.split()) == 2
    ]
    assert followed[0][1] == "game_created"
    assert followed[-1][1] == "game_ended"
    assert [int(v) for v, _ in followed] == list(range(1, len(followed) + 1))
