"""The header's ``secrets`` against the log: each commitment the log records, in log order,
with the version that revealed it, and nothing else. A header that leaves one out, or lists one
edited, fails here even though every reveal still opens its commitment in the log."""

from __future__ import annotations

from typing import Any

from service.audit.export import (
    ExportedEvent,
    Header,
    ListedSecret,
    SecretsListing,
    committed_with_trooper,
)
from service.audit.export.secrets import LISTED_KEYS
from service.audit.verify.header_lists import read_items
from service.audit.verify.progress import CheckProgress


def _entry(item: Any) -> ListedSecret | str:
    if not isinstance(item, dict) or set(item) != LISTED_KEYS:
        return "each of the header's secrets is {" + ", ".join(sorted(LISTED_KEYS)) + "}"
    texts = ("secret_id", "owner", "kind", "commitment", "held_by")
    marker, revealed = item["marker"], item["revealed_version"]
    if not all(isinstance(item[key], str) for key in texts) or not all(
        value is None or (isinstance(value, int) and not isinstance(value, bool))
        for value in (marker, revealed)
    ):
        return f"the header's secrets hold {item!r}"
    return ListedSecret(**item)


def read_listed_secrets(header: Header) -> tuple[ListedSecret, ...] | str:
    """The header's list (empty when it has none), or why it cannot be read."""
    if "secrets" not in header.fields:
        return ()
    listed = header.fields["secrets"]
    if not isinstance(listed, list) or not listed:
        return "the header's secrets is a list of at least one commitment"
    return read_items(listed, _entry)


class ListedSecretsCheck:
    """Builds the list from the log as the exporter does, then compares it with the header's."""

    def __init__(self, progress: CheckProgress, listed: tuple[ListedSecret, ...]) -> None:
        self._progress = progress
        self._listed = listed
        self._from_log = SecretsListing()
        self._committed_at: dict[str, ExportedEvent] = {}

    def feed(self, event: ExportedEvent) -> None:
        self._from_log.feed(event.version, event.type, event.data)
        committed = committed_with_trooper(event.type, event.data)
        if committed is None and event.type == "secret_committed":
            committed = event.data
        if committed is not None:
            self._committed_at.setdefault(str(committed.get("secret_id")), event)

    def finish(self, end_ordinal: int) -> None:
        logged = self._from_log.secrets
        for index, in_log in enumerate(logged):
            in_header = self._listed[index] if index < len(self._listed) else None
            if in_header != in_log:
                self._progress.fail_event(
                    self._committed_at[in_log.secret_id],
                    f"the header lists {in_header} where the log commits {in_log}",
                )
                return
        if len(self._listed) > len(logged):
            self._progress.fail(
                end_ordinal,
                f"the header lists {self._listed[len(logged)]}, which the log never commits",
            )
