"""Replay of one order: what was declared, rolled, cancelled, saved and suffered, step by step,
and whether the record is what the rules give for the commands that produced it.

The steps tell what the log records, so a dispute can point at the very event it is about.
``matches_record`` says whether deciding every command of the order again, from the state
before it and with the dice the log recorded, produces exactly those events: an event edited
after the fact (a face, a ``cancelled`` flag) is still explained as recorded, and shows up as a
difference that names its version.

The text a player reads (``service.audit.replay.text.render_text``) is generated from these
same structures, so the JSON and the prose cannot tell two stories.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import msgspec

from service.audit.replay.reader import OrderReader
from service.audit.replay.vocabulary import OrderReplay, ReplayInput


def replay_order(events: Iterable[ReplayInput], order: int) -> OrderReplay:
    """Explain order ``order`` from the game's events (in version order) and check its record.

    Reads until the order is over for good: a concluded order may still be voided later, so
    only a void (or a withdrawn activation) ends the reading before the log does.
    """
    reader = OrderReader(order)
    for item in events:
        reader.read(item)
        if reader.finished:
            break
    return reader.result()


def replay_to_builtins(replay: OrderReplay) -> dict[str, Any]:
    """The JSON body, made of JSON types only (lists, not tuples), as a client will see it."""
    body = msgspec.json.decode(msgspec.json.encode(replay))
    assert isinstance(body, dict)
    return body
