"""Reading a game's log for one order: folding every event, explaining the order's own, and
holding each of the order's commands to the rules.

The whole log is folded, since the order's events can only be explained and checked from the
game as it stood before them; the events of one command (one causation_id) are checked
together once the next command begins.
"""

from __future__ import annotations

import msgspec

from service.audit.replay.builder import ReplayBuilder
from service.audit.replay.differences import check_command
from service.audit.replay.vocabulary import ORDER_EVENT_TYPES, OrderReplay, ReplayInput
from service.domain.events import Event, OrderEvent, decode_event
from service.domain.game import evolve, initial_state


class OrderReader:
    """Folds the log event by event, explains the order's events and checks its commands."""

    def __init__(self, order: int) -> None:
        self.order = order
        self.state = initial_state()
        self.broken: str | None = None
        """Why the log could not be folded further; the state stays as it was before."""
        self.group: list[ReplayInput] = []
        self.group_key: object = None
        self.group_state = self.state
        self.group_broken: str | None = None
        self.builder = ReplayBuilder(order)
        self.differences: list[str] = []

    @property
    def finished(self) -> bool:
        return self.builder.finished

    def read(self, item: ReplayInput) -> None:
        key = item.metadata.get("causation_id")
        if self.group and (key is None or key != self.group_key):
            self.close_group()
        if not self.group:
            self.group_key, self.group_state, self.group_broken = key, self.state, self.broken
        self.group.append(item)
        event = self._decode(item)
        if event is None:
            return
        if isinstance(event, OrderEvent) and event.order == self.order:
            self.builder.explain(self.state, item, event, self.group[0])
        self._fold(item, event)

    def close_group(self) -> None:
        group, self.group = self.group, []
        if not any(self._about_order(item) for item in group):
            return
        if self.group_broken is not None:
            self.differences.append(
                f"version {group[0].version}: cannot be decided again: {self.group_broken}"
            )
        else:
            self.differences.extend(check_command(self.group_state, group))

    def result(self) -> OrderReplay:
        if self.group:
            self.close_group()
        return self.builder.replay(self.state.edition, self.differences)

    def _about_order(self, item: ReplayInput) -> bool:
        return item.type in ORDER_EVENT_TYPES and item.data.get("order") == self.order

    def _decode(self, item: ReplayInput) -> Event | None:
        try:
            return decode_event(item.type, item.data)
        except (ValueError, msgspec.ValidationError) as exc:
            if self._about_order(item):
                self.differences.append(f"version {item.version}: the event cannot be read: {exc}")
            self._break(f"the event at version {item.version} cannot be read")
            return None

    def _fold(self, item: ReplayInput, event: Event) -> None:
        if self.broken is not None:
            return
        if item.version != self.state.version + 1:
            self._break(f"version {item.version} follows version {self.state.version}")
            return
        try:
            self.state = evolve(self.state, event)
        except ValueError as exc:
            self._break(f"the event at version {item.version} cannot follow the state: {exc}")

    def _break(self, reason: str) -> None:
        if self.broken is None:
            self.broken = reason
