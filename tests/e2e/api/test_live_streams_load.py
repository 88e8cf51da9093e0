"""Live streams under load: many writers and readers, reconnects, a slow consumer, shutdown."""

from __future__ import annotations

import asyncio
import signal
import socket
from pathlib import Path
from typing import Any

import httpx
import pytest

from service.api.app import create_app
from service.config import FeedSettings
from tests.e2e.api import serving
from tests.e2e.api.serving import bearer
from tests.e2e.api.sse import (
    Message,
    create_game,
    events_until,
    listed_events,
    live_server,
    messages,
    roll,
)
from tests.e2e.conftest import GENEROUS_RATE_LIMIT

pytestmark = pytest.mark.slow

FEED = FeedSettings(heartbeat=0.2, poll=1.0, batch=5)
"""Small batches so a stream pages while writers write; heartbeats let readers see the end."""


class Finish:
    """What readers wait for: the writers are done and each game's last version is known."""

    def __init__(self) -> None:
        self.done = asyncio.Event()
        self.counts: dict[str, int] = {}

    def reached(self, key: str, got: int) -> bool:
        return self.done.is_set() and got >= self.counts[key]


async def follow(
    base: str, game: dict[str, Any], token: str, finish: Finish, reconnect_every: int
) -> list[Message]:
    """A game's events, reconnecting with Last-Event-ID after every few of them."""
    received: list[Message] = []
    headers = bearer(token)
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        while not finish.reached(game["id"], len(received)):
            resume = {"Last-Event-ID": received[-1].id or ""} if received else {}
            url = f"/v1/games/{game['id']}/events/stream"
            async with client.stream("GET", url, headers={**headers, **resume}) as response:
                assert response.status_code == 200
                session = await events_until(
                    messages(response),
                    lambda got: (
                        len(got) >= reconnect_every
                        or finish.reached(game["id"], len(received) + len(got))
                    ),
                )
            received.extend(session)
    return received


async def follow_organiser(base: str, token: str, finish: Finish) -> list[Message]:
    async with (
        httpx.AsyncClient(base_url=base, timeout=30) as client,
        client.stream("GET", "/v1/organiser/events/stream", headers=bearer(token)) as response,
    ):
        assert response.status_code == 200
        return await events_until(
            messages(response), lambda got: finish.reached("organiser", len(got))
        )


async def test_many_writers_and_readers_miss_and_repeat_nothing(db_url: str) -> None:
    app = create_app(db_url, pool_size=6, rate_limit=GENEROUS_RATE_LIMIT, feed=FEED)
    async with live_server(app) as base, httpx.AsyncClient(base_url=base, timeout=30) as client:
        first = await create_game(client)
        organiser = first["tokens"]["organiser"]
        games = [first] + [await create_game(client, organiser) for _ in range(4)]
        finish = Finish()
        readers = [
            asyncio.create_task(follow(base, game, token, finish, reconnect_every))
            for game in games
            for token, reconnect_every in (
                (game["tokens"]["organiser"], 10_000),
                (game["tokens"]["players"]["tohaa"], 3),
            )
        ]
        organiser_reader = asyncio.create_task(follow_organiser(base, organiser, finish))

        async def write(game: dict[str, Any]) -> None:
            async with httpx.AsyncClient(base_url=base, timeout=30) as writer:
                for _ in range(6):
                    await roll(writer, game)

        await asyncio.gather(*(write(game) for game in games for _ in range(2)))
        listed = {game["id"]: await listed_events(client, game) for game in games}
        finish.counts = {game_id: len(items) for game_id, items in listed.items()}
        finish.counts["organiser"] = sum(finish.counts.values())
        finish.done.set()
        followed = await asyncio.gather(*readers)
        organised = await organiser_reader

    for game, received in zip([g for g in games for _ in range(2)], followed, strict=True):
        assert [m.json() for m in received] == listed[game["id"]]
    positions = [int(m.id or 0) for m in organised]
    assert positions == sorted(set(positions))
    everything = sorted(
        (item for items in listed.values() for item in items), key=lambda i: i["position"]
    )
    assert [m.json() for m in organised] == everything
    assert positions == [item["position"] for item in everything]


async def test_a_client_that_stops_reading_holds_up_no_writer_and_no_other_reader(
    db_url: str,
) -> None:
    app = create_app(db_url, pool_size=3, rate_limit=GENEROUS_RATE_LIMIT, feed=FEED)
    async with live_server(app) as base, httpx.AsyncClient(base_url=base, timeout=30) as client:
        game = await create_game(client)
        token = game["tokens"]["organiser"]
        port = int(base.rsplit(":", 1)[1])
        stuck = socket.socket()
        stuck.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        stuck.connect(("127.0.0.1", port))
        stuck.sendall(
            f"GET /v1/games/{game['id']}/events/stream HTTP/1.1\r\nHost: x\r\n"
            f"Authorization: Bearer {token}\r\n\r\n".encode()
        )
        try:
            async with client.stream(
                "GET", f"/v1/games/{game['id']}/events/stream", headers=bearer(token)
            ) as response:
                follower = messages(response)
                # Far more than the stuck client's socket and the server's buffers hold.
                for _ in range(120):
                    await roll(client, game)
                listed = await listed_events(client, game)
                received = await events_until(follower, lambda got: len(got) == len(listed))
        finally:
            stuck.close()

    assert [m.json() for m in received] == listed
    assert len(listed) > 120


def test_open_streams_end_and_the_server_exits_on_sigterm(cluster_dir: Path) -> None:
    port = serving.free_port()
    base = f"http://127.0.0.1:{port}"
    with serving.serving(
        cluster_dir / "data",
        port,
        INFINITY_LEDGER_SHUTDOWN_GRACE="20",
        INFINITY_LEDGER_SSE_MAX_SECONDS="3600",
    ) as proc:
        game_id, tokens = serving.create_game(base)

        async def watch() -> list[list[str]]:
            async with httpx.AsyncClient(base_url=base, timeout=60) as client:

                async def one(path: str, opened: asyncio.Event) -> list[str]:
                    lines: list[str] = []
                    headers = bearer(tokens["organiser"])
                    async with client.stream("GET", path, headers=headers) as response:
                        assert response.status_code == 200
                        async for line in response.aiter_lines():
                            lines.append(line)
                            if line.startswith("id:"):
                                opened.set()
                    return lines

                paths = [
                    f"/v1/games/{game_id}/events/stream",
                    f"/v1/games/{game_id}/state/stream",
                    "/v1/organiser/events/stream",
                ]
                opened = [asyncio.Event() for _ in paths]
                streams = [
                    asyncio.create_task(one(path, flag))
                    for path, flag in zip(paths, opened, strict=True)
                ]
                async with asyncio.timeout(60):
                    await asyncio.gather(*(flag.wait() for flag in opened))
                proc.send_signal(signal.SIGTERM)
                async with asyncio.timeout(60):
                    return list(await asyncio.gather(*streams))

        ended = asyncio.run(watch())
        assert proc.wait(timeout=30) == 0
    for lines in ended:
        assert any(line.startswith("id:") for line in lines)
