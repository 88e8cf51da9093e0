"""The CPU-heavy steps of the audit use cases, as plain functions a worker process can run.

Each takes and returns picklable values only and does no I/O: the use cases read rows from the
database on the event loop (JSON left as text, see ``service.store.event_rows``), then hand
them here through ``Workers.run``; decoding the JSON is part of the work done here.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from service.application.ports import EventRow, recorded_event
from service.audit.export import export_line, record_of
from service.audit.replay import ReplayInput, render_text, replay_order, replay_to_builtins
from service.audit.verify import VerificationReport, verify_records


def verify(header: Mapping[str, Any], rows: Sequence[EventRow]) -> VerificationReport:
    # The service's own stored log: no export, so no signature to check.
    records = (record_of(recorded_event(row)) for row in rows)
    return verify_records(header, records, exported=False)


def export_lines(rows: Sequence[EventRow]) -> str:
    """A batch of event lines of an export, joined: one string crosses back, not one per line."""
    return "".join(export_line(record_of(recorded_event(row))) for row in rows)


def replay_json(rows: Sequence[EventRow], order: int) -> dict[str, Any]:
    return replay_to_builtins(replay_order(_replay_inputs(rows), order))


def replay_text(rows: Sequence[EventRow], order: int) -> str:
    return render_text(replay_order(_replay_inputs(rows), order))


def _replay_inputs(rows: Sequence[EventRow]) -> Iterator[ReplayInput]:
    for row in rows:
        event = recorded_event(row)
        yield ReplayInput(event.version, event.type, event.data, event.metadata)
