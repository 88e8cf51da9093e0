"""What the probes answer: a status an orchestrator reads, not a problem document."""

from __future__ import annotations

from typing import Annotated

import msgspec

from service.domain.described import about


class HealthStatus(msgspec.Struct, frozen=True, omit_defaults=True):
    """A probe's answer: whether this process (liveness) or its database (readiness) is fit."""

    status: Annotated[
        str, about("`ok`; `unavailable` (readiness only, with a 503) when the database is not")
    ]
    database: Annotated[
        str | None,
        about(
            "Readiness only: `ok`, or `unreachable` when the database did not answer in time;"
            " left out of the liveness answer"
        ),
    ] = None
