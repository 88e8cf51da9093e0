"""Metrics, structured logs, request ids and tracing, through Litestar's own plugins.

Labels and log fields are route templates, methods and statuses only: a raw path, a header or
a body could carry a game token or an Idempotency-Key, and neither may leave the process.
`/metrics` takes no token: it holds aggregates only, and is meant to be reached from inside the
cluster (deploy/k8s restricts it; see deploy/SCALING.md).
"""

from __future__ import annotations

import os
import re
import uuid
from typing import Any, Literal

import structlog
from litestar.datastructures import MutableScopeHeaders
from litestar.enums import ScopeType
from litestar.logging.config import StructLoggingConfig
from litestar.middleware.logging import LoggingMiddlewareConfig
from litestar.plugins import InitPluginProtocol
from litestar.plugins.prometheus import PrometheusConfig, PrometheusController
from litestar.plugins.structlog import StructlogConfig, StructlogPlugin
from litestar.types import ASGIApp, Message, Receive, Scope, Send
from prometheus_client import Counter, Gauge

from service.domain.errors import ConcurrencyConflict, PreconditionFailed

METRICS_PREFIX = "infinity_ledger"
METRICS_PATH = "/metrics"
LOG_FORMAT_ENV = "INFINITY_LEDGER_LOG_FORMAT"
OTEL_ENDPOINT_ENV = "OTEL_EXPORTER_OTLP_ENDPOINT"
REQUEST_ID_HEADER = "X-Request-ID"
# A caller's id is echoed into logs and headers: only a short, plain token is taken as given.
_REQUEST_ID = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")

EVENTS_APPENDED = Counter(f"{METRICS_PREFIX}_events_appended_total", "Events appended to game logs")
VERSION_CONFLICTS = Counter(
    f"{METRICS_PREFIX}_version_conflicts_total",
    "Commands refused because another writer moved the game on first",
)
IDEMPOTENT_REPLAYS = Counter(
    f"{METRICS_PREFIX}_idempotent_replays_total",
    "Retried requests answered with their first answer",
)
LIVE_FEED_SUBSCRIBERS = Gauge(f"{METRICS_PREFIX}_live_feed_subscribers", "Open live-feed streams")


def record_appended(count: int) -> None:
    if count > 0:
        EVENTS_APPENDED.inc(count)


def record_replay() -> None:
    IDEMPOTENT_REPLAYS.inc()


async def count_conflicts(exception: Exception, _scope: Scope) -> None:
    # A stale If-Match (412) and a lost race between writers (409) are both version conflicts.
    if isinstance(exception, ConcurrencyConflict | PreconditionFailed):
        VERSION_CONFLICTS.inc()


class MetricsController(PrometheusController):
    path = METRICS_PATH
    include_in_schema = False


def prometheus_config() -> PrometheusConfig:
    return PrometheusConfig(
        app_name=METRICS_PREFIX,
        prefix=METRICS_PREFIX,
        # Route templates, never raw paths: bounded label values, no ids or tokens in them.
        group_path=True,
        exclude=[METRICS_PATH],
        exclude_unhandled_paths=True,
    )


def request_id_middleware(app: ASGIApp) -> ASGIApp:
    """Takes the caller's X-Request-ID (or makes one), binds it to every log line of the
    request and returns it on the response."""

    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != ScopeType.HTTP:
            await app(scope, receive, send)
            return
        given = dict(scope["headers"]).get(b"x-request-id", b"").decode("latin-1")
        request_id = given if _REQUEST_ID.match(given) else uuid.uuid4().hex

        async def send_with_id(message: Message) -> None:
            if message["type"] == "http.response.start":
                MutableScopeHeaders.from_message(message)[REQUEST_ID_HEADER] = request_id
            await send(message)

        with structlog.contextvars.bound_contextvars(request_id=request_id):
            await app(scope, receive, send_with_id)

    return middleware


def observability_middleware() -> list[Any]:
    """Outermost first: the request id is bound before anything logs or is measured."""
    return [request_id_middleware, prometheus_config().middleware]


def json_logs_wanted() -> bool:
    return os.environ.get(LOG_FORMAT_ENV, "").strip().lower() == "json"


RESPONSE_LOG_FIELDS: tuple[Literal["status_code"]] = ("status_code",)


def structlog_plugin() -> StructlogPlugin:
    """JSON lines, one per request and one per response, with the request id and no headers,
    cookies or bodies (where tokens and idempotency keys travel)."""
    processors: list[Any] = [
        structlog.contextvars.merge_contextvars,
        structlog.processors.add_log_level,
        structlog.processors.TimeStamper(fmt="iso", utc=True),
        structlog.processors.format_exc_info,
        structlog.processors.JSONRenderer(),
    ]
    return StructlogPlugin(
        StructlogConfig(
            structlog_logging_config=StructLoggingConfig(
                processors=processors,
                # JSONRenderer makes text; the default factory would want bytes.
                logger_factory=structlog.WriteLoggerFactory(),
                pretty_print_tty=False,
                log_exceptions="always",
            ),
            middleware_logging_config=LoggingMiddlewareConfig(
                request_log_fields=("method", "path_params"),
                response_log_fields=RESPONSE_LOG_FIELDS,
            ),
        )
    )


def tracing_plugin() -> InitPluginProtocol | None:
    """OpenTelemetry spans exported over OTLP, when the standard endpoint variable is set."""
    if not os.environ.get(OTEL_ENDPOINT_ENV):
        return None
    # Imported only when tracing is on: the exporter starts no threads otherwise.
    from litestar.plugins.opentelemetry import (  # noqa: PLC0415
        OpenTelemetryConfig,
        OpenTelemetryPlugin,
    )
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import (  # noqa: PLC0415
        OTLPSpanExporter,
    )
    from opentelemetry.sdk.resources import Resource  # noqa: PLC0415
    from opentelemetry.sdk.trace import TracerProvider  # noqa: PLC0415
    from opentelemetry.sdk.trace.export import BatchSpanProcessor  # noqa: PLC0415

    provider = TracerProvider(resource=Resource.create({"service.name": "infinity-ledger"}))
    # The exporter reads OTEL_EXPORTER_OTLP_* itself (endpoint, headers, timeout).
    provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter()))
    return OpenTelemetryPlugin(OpenTelemetryConfig(tracer_provider=provider))


def observability_plugins() -> list[Any]:
    plugins: list[Any] = []
    if json_logs_wanted():
        plugins.append(structlog_plugin())
    tracing = tracing_plugin()
    if tracing is not None:
        plugins.append(tracing)
    return plugins
