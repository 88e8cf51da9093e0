"""An event's time never precedes the one before it, even when this process's clock steps back
or another replica's runs behind: `verify` reports times that run backwards as a mismatch."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta

import pytest

from service.store import event_store
from service.store.event_store import EventStore, NewEvent


def _note(n: int) -> NewEvent:
    return NewEvent(uuid.uuid4(), "NoteTaken", {"n": n}, {"actor": "p1"})


class _ClockAnHourBehind(datetime):
    @classmethod
    def now(cls, tz: object = None) -> _ClockAnHourBehind:  # type: ignore[override]
        real = datetime.now(UTC) - timedelta(hours=1)
        return cls.fromtimestamp(real.timestamp(), UTC)


async def test_an_append_on_a_clock_that_stepped_back_keeps_the_times_in_order(
    store: EventStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = uuid.uuid4()
    first = await store.append(game, 0, [_note(1)])
    monkeypatch.setattr(event_store, "datetime", _ClockAnHourBehind)
    second = await store.append(game, 1, [_note(2), _note(3)])

    times = [e.recorded_at for e in (*first.events, *second.events)]
    assert times == sorted(times)
    assert second.events[0].recorded_at == first.events[0].recorded_at
    assert (await store.verify_chain(game)).ok
