"""Live streams of the in-process apps end within a moment."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

STREAM_LIFETIME_ENV = "INFINITY_LEDGER_SSE_MAX_SECONDS"


@pytest.fixture(scope="package", autouse=True)
def short_streams() -> Iterator[None]:
    """Live streams of apps driven in-process end within a moment: the in-process clients
    gather a whole response before answering, which a stream that never ends would not give.
    (Tests of the streams themselves serve the app on a port and choose their own settings.)

    For this package only: a test elsewhere that runs after it in the same worker (the bench's
    stream rows) gets the service's defaults."""
    before = os.environ.get(STREAM_LIFETIME_ENV)
    os.environ[STREAM_LIFETIME_ENV] = "0.2"
    yield
    if before is None:
        del os.environ[STREAM_LIFETIME_ENV]
    else:
        os.environ[STREAM_LIFETIME_ENV] = before
