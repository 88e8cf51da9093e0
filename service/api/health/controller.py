"""Liveness and readiness probes for orchestrators and load balancers."""

from __future__ import annotations

from litestar import Controller, Response, get
from litestar.datastructures import State
from litestar.openapi import ResponseSpec

from service.api._http.described import NO_TOKEN, Doc
from service.api._http.problems import DATABASE_RETRY_AFTER_SECONDS
from service.api.health.schemas import HealthStatus
from service.store.readiness import ReadinessProbe

# An orchestrator polls readiness often: answer well before its own probe timeout.


READY_PROBE_TIMEOUT_SECONDS = 1.5


class HealthController(Controller):
    path = "/health"
    tags = ("health",)

    @get(
        "/live",
        operation_id="health_live",
        summary="The process is up",
        description=Doc(
            "Liveness: 200 while the process answers HTTP at all, whatever its database does"
            " (an orchestrator restarts the process when this stops answering). Never rate"
            " limited, as the readiness probe is not.",
            caller=NO_TOKEN,
        ).render(),
    )
    async def live(self) -> HealthStatus:
        return HealthStatus(status="ok")

    @get(
        "/ready",
        operation_id="health_ready",
        summary="The service can reach its database",
        description=Doc(
            "Readiness: 200 when the database answers, 503 (`status` `unavailable`, with"
            f" Retry-After: {DATABASE_RETRY_AFTER_SECONDS} s) when it does not, so a load"
            " balancer sends no request here meanwhile. Asked on a connection of its own,"
            " outside the pool: a pool busy with requests does not make the replica look"
            " unready; a database that does not answer within"
            f" {READY_PROBE_TIMEOUT_SECONDS:g} s does. Never rate limited. The 503 is"
            " this probe's own answer (a `HealthStatus`), not a problem document.",
            caller=NO_TOKEN,
        ).render(),
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
