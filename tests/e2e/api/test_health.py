from __future__ import annotations

from urllib.parse import urlsplit

import psycopg
from litestar import Litestar
from litestar.testing import AsyncTestClient
from psycopg import sql

from service.api.app import create_app
from service.config import DatabaseTimeouts


async def test_live_and_ready(client: AsyncTestClient[Litestar]) -> None:
    live = await client.get("/health/live")
    assert (live.status_code, live.json()) == (200, {"status": "ok"})
    ready = await client.get("/health/ready")
    assert (ready.status_code, ready.json()) == (200, {"status": "ok", "database": "ok"})


async def test_ready_is_503_when_the_database_is_gone(database_url: str, db_url: str) -> None:
    app = create_app(db_url, pool_size=1)
    async with AsyncTestClient(app=app) as client:
        assert (await client.get("/health/ready")).status_code == 200
        name = urlsplit(db_url).path.lstrip("/")
        with psycopg.connect(database_url, autocommit=True) as admin:
            admin.execute(sql.SQL("DROP DATABASE {} WITH (FORCE)").format(sql.Identifier(name)))
        ready = await client.get("/health/ready")
        live = await client.get("/health/live")
    assert ready.status_code == 503
    assert ready.json() == {"status": "unavailable", "database": "unreachable"}
    assert live.status_code == 200


async def test_ready_answers_from_its_own_connection_while_the_pool_is_taken(db_url: str) -> None:
    app = create_app(db_url, pool_size=1, db_timeouts=DatabaseTimeouts(acquire=0.5))
    async with AsyncTestClient(app=app) as client, app.state.pool.connection():
        ready = await client.get("/health/ready")
        again = await client.get("/health/ready")
    assert (ready.status_code, ready.json()) == (200, {"status": "ok", "database": "ok"})
    assert again.status_code == 200


async def test_unknown_route_is_a_problem_document(client: AsyncTestClient[Litestar]) -> None:
    response = await client.get("/v1/nowhere")
    assert response.status_code == 404
    assert response.headers["content-type"].startswith("application/problem+json")
    body = response.json()
    assert body["status"] == 404
    assert body["code"] == "not-found"
    assert body["type"] == "https://infinity-ledger.dev/problems/not-found"


async def test_docs_page_is_served(client: AsyncTestClient[Litestar]) -> None:
    response = await client.get("/docs/")
    assert response.status_code == 200
    assert "html" in response.headers["content-type"]
