"""Filling a replay structure from the recorded one it explains."""

from __future__ import annotations

from typing import Any, TypeVar

import msgspec

Explained = TypeVar("Explained", bound=msgspec.Struct)


def copied(kind: type[Explained], recorded: msgspec.Struct, **given: Any) -> Explained:
    """A ``kind`` explaining ``recorded``: a field both have under one name says the same thing
    in both, so it is copied; ``given`` is what the explanation says besides, or instead."""
    fields = msgspec.structs.asdict(recorded)
    shared = {name: fields[name] for name in kind.__struct_fields__ if name in fields}
    return kind(**(shared | given))
