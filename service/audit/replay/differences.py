"""Holding an order's record to the rules: each of its commands decided again, every
difference listed by the version it is in.

An event edited after the fact (a face, a ``cancelled`` flag) is still explained as recorded by
the steps; here it shows up as a difference that names its version, so a dispute can point at
the very event it is about.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from service.audit import verify
from service.domain.state import GameState

MAX_PATHS_PER_EVENT: Final = 4
"""Differences listed per event; an edited roll can touch many fields and one or two suffice
to see what changed."""


def check_command(state: GameState, group: Sequence[verify.RecordedEvent]) -> list[str]:
    """Decide the command behind ``group`` (the events of one command) again from ``state``
    and list every way the events it gives differ from the recorded ones."""
    try:
        command = verify.recorded_command(group[0].metadata)
        mismatches = verify.redecide(state, command, group)
    except verify.UnreadableCommand as exc:
        return [f"version {group[0].version}: {exc}"]
    except verify.Undecidable as exc:
        return [f"version {group[exc.index].version}: {exc.message}"]
    return [line for mismatch in mismatches for line in _describe(mismatch)]


def _describe(mismatch: verify.EventMismatch) -> list[str]:
    if mismatch.problem is not None:
        return [f"version {mismatch.version}: {mismatch.problem}"]
    where = f"version {mismatch.version} ({mismatch.type})"
    paths = mismatch.differences
    shown = [f"{where}: {d.describe()}" for d in paths[:MAX_PATHS_PER_EVENT]]
    if len(paths) > MAX_PATHS_PER_EVENT:
        shown.append(f"{where}: and {len(paths) - MAX_PATHS_PER_EVENT} more differences")
    return shown
