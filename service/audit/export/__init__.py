"""The audit export: a game's event log as NDJSON, a header line then one line per event.

``write`` builds the lines (the service from its database, the tests from a game in memory);
``read`` turns them back into typed records for the verifier.
"""

from service.audit.export.read import (
    HEX_64,
    LEGACY_METADATA_KEYS,
    METADATA_KEYS,
    ExportedEvent,
    Header,
    UnreadableRecord,
    metadata_problem,
    parse_json_line,
    read_event,
    read_header,
)
from service.audit.export.secrets import (
    LISTED_EVENT_TYPES,
    ListedSecret,
    SecretsListing,
    committed_with_trooper,
)
from service.audit.export.signature import SIGNED_CONTEXT, signed_header, signed_message
from service.audit.export.write import (
    ExportableEvent,
    PlayerSeed,
    event_record,
    export_header,
    export_line,
    header_player_seeds,
    record_of,
)

__all__ = [
    "HEX_64",
    "LEGACY_METADATA_KEYS",
    "LISTED_EVENT_TYPES",
    "METADATA_KEYS",
    "SIGNED_CONTEXT",
    "ExportableEvent",
    "ExportedEvent",
    "Header",
    "ListedSecret",
    "PlayerSeed",
    "SecretsListing",
    "UnreadableRecord",
    "committed_with_trooper",
    "event_record",
    "export_header",
    "export_line",
    "header_player_seeds",
    "metadata_problem",
    "parse_json_line",
    "read_event",
    "read_header",
    "record_of",
    "signed_header",
    "signed_message",
]
