"""PostgreSQL adapters: the event store, the schema and its migrations, the connection pool."""

from service.store.database import Pool, open_pool
from service.store.event_store import (
    AppendListener,
    AppendResult,
    EventStore,
    NewEvent,
    RecordedEvent,
)
from service.store.migrate import upgrade_to_head

__all__ = [
    "AppendListener",
    "AppendResult",
    "EventStore",
    "NewEvent",
    "Pool",
    "RecordedEvent",
    "open_pool",
    "upgrade_to_head",
]
