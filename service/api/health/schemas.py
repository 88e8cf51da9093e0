"""What the probes answer: a status an orchestrator reads, not a problem document."""

from __future__ import annotations

import msgspec


class HealthStatus(msgspec.Struct, frozen=True, omit_defaults=True):
    status: str
    database: str | None = None
