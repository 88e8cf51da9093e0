"""infinity-ledger's Python client: `Client` (retries, idempotency keys, conditional reads,
the live streams) over the operations generated from the OpenAPI document
(`generated.api.<tag>.<operation id>`, `models`)."""

from infinity_ledger_client._streams import StreamEvent, StreamRefused
from infinity_ledger_client._transport import RetryPolicy
from infinity_ledger_client.client import Client, Problem
from infinity_ledger_client.generated import models

__all__ = ["Client", "Problem", "RetryPolicy", "StreamEvent", "StreamRefused", "models"]
