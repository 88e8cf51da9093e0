"""A record made from another that holds the same fields: an event from its command, a state's
record from its event, each field carried over by its name."""

from __future__ import annotations

from typing import Any, TypeVar

import msgspec

S = TypeVar("S", bound=msgspec.Struct)


def carried(source: msgspec.Struct, kind: type[S], **given: Any) -> S:
    """A `kind` with every field `source` has of the same name, but those `given`."""
    held = source.__struct_fields__
    fields = {name: getattr(source, name) for name in kind.__struct_fields__ if name in held}
    return kind(**{**fields, **given})
