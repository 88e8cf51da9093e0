"""The hash-chain check: every event's hash covers its content and the hash of the one before.

The chain itself (what a link hashes, and how recorded_at is written for it) is the store's;
this check only walks an export's links and says where the first one breaks.
"""

from __future__ import annotations

from datetime import UTC, datetime

from service.audit.export import ExportedEvent
from service.audit.verify.progress import CheckProgress
from service.audit.verify.report import CheckName
from service.store.chain import GENESIS_HASH, ChainVerifier, format_recorded_at


def is_canonical_timestamp(text: str) -> bool:
    """Whether ``text`` is recorded_at exactly as the chain hashes it, so the hash can be
    checked from the file alone."""
    if not text.endswith("Z"):
        return False
    try:
        moment = datetime.fromisoformat(text[:-1])
    except ValueError:
        return False
    if moment.tzinfo is not None:
        return False
    return format_recorded_at(moment.replace(tzinfo=UTC)) == text


class ChainCheck:
    """Walks the links in file order; ``head`` is the last event's hash, whatever the links."""

    def __init__(self) -> None:
        self.progress = CheckProgress(CheckName.CHAIN, "links")
        self.head = GENESIS_HASH
        self._links = ChainVerifier()

    def feed(self, event: ExportedEvent) -> None:
        if self.progress.active:
            self._check_link(event)
        self.head = event.hash

    def _check_link(self, event: ExportedEvent) -> None:
        if not self._links.feed(event):
            report = self._links.report()
            version = report.broken_version
            detail = report.detail.removeprefix(f"version {version}: ")
            self.progress.fail(
                event.ordinal, detail, version=version, line=event.line, record=event.ordinal
            )
        self.progress.count = self._links.report().checked
