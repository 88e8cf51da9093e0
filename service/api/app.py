"""The Litestar application factory."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from litestar import Litestar
from litestar.openapi import OpenAPIConfig
from litestar.openapi.plugins import ScalarRenderPlugin, SwaggerRenderPlugin
from litestar.openapi.spec import Components, SecurityScheme

import service
from service.api.audit import AuditController, OrganiserController
from service.api.games import GamesController
from service.api.health import HealthController
from service.api.odds import OddsController
from service.api.orders import OrdersController
from service.api.problems import EXCEPTION_HANDLERS
from service.application.audit import Audit
from service.application.games import Games
from service.application.workers import Workers, default_size
from service.store.database import open_pool

API_TITLE = "infinity-ledger"
DOCS_PATH = "/docs"


def openapi_config() -> OpenAPIConfig:
    return OpenAPIConfig(
        title=API_TITLE,
        version=service.__version__,
        description=(
            "Event-sourced game state for Infinity (N5 and CodeOne): declarations, dice and "
            "resolutions as an append-only, hash-chained log with committed, replayable dice."
        ),
        path=DOCS_PATH,
        render_plugins=[SwaggerRenderPlugin(path="/"), ScalarRenderPlugin(path="/scalar")],
        components=Components(
            security_schemes={
                "bearer": SecurityScheme(type="http", scheme="bearer", description="Game token")
            }
        ),
        use_handler_docstrings=False,
    )


def create_app(
    database_url: str | None, *, pool_size: int = 10, workers: int | None = None
) -> Litestar:
    """Build the app. database_url None builds an app that is never served (OpenAPI export)."""

    @asynccontextmanager
    async def database(app: Litestar) -> AsyncIterator[None]:
        if database_url is None:
            raise RuntimeError("create_app(None) builds an app for its OpenAPI schema only")
        pool = await open_pool(database_url, min_size=1, max_size=pool_size)
        cpu = Workers(workers or default_size())
        app.state.pool = pool
        app.state.workers = cpu
        app.state.games = Games(pool)
        app.state.audit = Audit(pool, cpu)
        try:
            yield
        finally:
            await cpu.close()
            await pool.close()

    return Litestar(
        route_handlers=[
            HealthController,
            OddsController,
            GamesController,
            OrdersController,
            AuditController,
            OrganiserController,
        ],
        exception_handlers=EXCEPTION_HANDLERS,
        lifespan=[database],
        openapi_config=openapi_config(),
        debug=False,
    )
