"""Liveness and readiness probes for orchestrators and load balancers."""

from __future__ import annotations

from litestar import Controller, Response, get
from litestar.datastructures import State
from litestar.openapi import ResponseSpec

from service.api._http.problems import DATABASE_RETRY_AFTER_SECONDS
from service.api.health.schemas import HealthStatus
from service.store.readiness import ReadinessProbe

# An orchestrator polls readiness often: answer well before its own probe timeout.


READY_PROBE_TIMEOUT_SECONDS = 1.5


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
        description=(
            "Asked on a connection of its own, outside the pool: a pool busy with requests"
            " does not make the replica look unready; a database that does not answer within"
            f" {READY_PROBE_TIMEOUT_SECONDS:g} s does."
        ),
        responses={
            503: ResponseSpec(data_container=HealthStatus, description="Database unreachable")
        },
    )
    async def ready(self, state: State) -> Response[HealthStatus]:
        probe: ReadinessProbe = state.readiness
        if not await probe.database_answers():
            return Response(
                HealthStatus(status="unavailable", database="unreachable"),
                status_code=503,
                headers={"Retry-After": str(DATABASE_RETRY_AFTER_SECONDS)},
            )
        return Response(HealthStatus(status="ok", database="ok"))
