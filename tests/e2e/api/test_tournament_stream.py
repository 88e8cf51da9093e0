"""The tournament's live standings over a served app: the standings at once, then each newer
one as a table's result is confirmed in its game, nothing from before the client's cursor;
the live streams' limits hold for it too (a token's most streams: 429 too-many-streams)."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx

from service.api.app import create_app
from service.config import FeedSettings
from tests.builders.tournament_http import TournamentDriver, bearer
from tests.e2e.api.sse import events_until, live_server, messages
from tests.e2e.conftest import GENEROUS_RATE_LIMIT


async def test_the_standings_stream_sends_each_counted_result(db_url: str) -> None:
    feed = FeedSettings(heartbeat=3600, poll=0.2, max_per_token=1)
    app = create_app(db_url, pool_size=4, rate_limit=GENEROUS_RATE_LIMIT, feed=feed)
    async with live_server(app) as base, httpx.AsyncClient(base_url=base, timeout=60) as client:
        t = await TournamentDriver.create(client, rounds=1, scenarios=[{"name": "Supplies"}])
        for name in ("ana", "bo", "cy", "di"):
            await t.register(name)
        await t.pair()
        first, second = await t.current_tables()
        version = (await t.get())["version"]
        path = f"{t.base}/standings/stream"
        async with client.stream("GET", path, headers=bearer(t.tokens["ana"])) as response:
            assert response.status_code == 200
            stream = messages(response)
            opened = await events_until(stream, lambda got: len(got) >= 1)
            assert (opened[0].event, opened[0].id) == ("standings", str(version))
            assert all(row["played"] == 0 for row in opened[0].json()["standings"])
            # One stream per token here: the same token's second is refused.
            again = await client.get(path, headers=bearer(t.tokens["ana"]))
            assert again.status_code == 429
            assert again.json()["code"] == "too-many-streams"

            played = asyncio.create_task(t.play(first, (9, 2)))
            got = await events_until(stream, lambda got: len(got) >= 1)
            await played
            update: Any = got[-1].json()
            assert int(got[-1].id or 0) > version
            winner = next(r for r in update["standings"] if r["player"] == first["players"][0])
            assert (winner["tournament_points"], winner["objective_points"]) == (3, 9)
            assert update == (await t.get("/standings", who="ana"))
        # Resumed after the last id seen: nothing is sent again until the next change.
        resumed = f"{path}?after={got[-1].id}"
        async with client.stream("GET", resumed, headers=bearer(t.tokens["ana"])) as response:
            stream = messages(response)
            played = asyncio.create_task(t.play(second, (4, 4)))
            final = await events_until(stream, lambda got: len(got) >= 1)
            await played
            assert int(final[0].id or 0) > int(got[-1].id or 0)
            assert final[0].json()["final"] is True
