"""Liveness and readiness probes for orchestrators and load balancers."""

from __future__ import annotations

import msgspec
from litestar import Controller, Response, get
from litestar.datastructures import State
from litestar.openapi import ResponseSpec
from psycopg_pool import AsyncConnectionPool

from service.api.problems import DATABASE_RETRY_AFTER_SECONDS

# An orchestrator polls readiness often: answer well before its own probe timeout.
READY_PROBE_TIMEOUT_SECONDS = 1.5


class HealthStatus(msgspec.Struct, frozen=True, omit_defaults=True):
    status: str
    database: str | None = None


class HealthController(Controller):
    path = "/health"
    tags = ("health",)

    @get("/live", operation_id="health_live", summary="The process is up")
    async def live(self) -> HealthStatus:
        return HealthStatus(status="ok")

    @get(
        "/ready",
        operation_id="health_ready",
        summary="The service can reach its database",
        responses={
            503: ResponseSpec(data_container=HealthStatus, description="Database unreachable")
        },
    )
    async def ready(self, state: State) -> Response[HealthStatus]:
        pool: AsyncConnectionPool = state.pool
        try:
            async with pool.connection(timeout=READY_PROBE_TIMEOUT_SECONDS) as conn:
                await conn.execute("SELECT 1")
        except Exception:
            return Response(
                HealthStatus(status="unavailable", database="unreachable"),
                status_code=503,
                headers={"Retry-After": str(DATABASE_RETRY_AFTER_SECONDS)},
            )
        return Response(HealthStatus(status="ok", database="ok"))
