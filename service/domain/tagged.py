"""How a tagged union of events is stored: its type beside its data (`type`, the tag field, not
in it), the game's and the tournament's events alike."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, get_args

import msgspec

TAG = "type"
"""The tag field of every stored union: the events' `type`."""


def tag_of(value: msgspec.Struct) -> str:
    tag = type(value).__struct_config__.tag
    assert isinstance(tag, str)
    return tag


def types_of(union: Any) -> dict[str, Any]:
    """Type name -> class of each member of `union`, e.g. "game_created" -> GameCreated."""
    return {str(cls.__struct_config__.tag): cls for cls in get_args(union)}


def encode_tagged(value: msgspec.Struct) -> tuple[str, dict[str, Any]]:
    # Through JSON and back, so the dict is exactly what a JSON column would return.
    data = msgspec.json.decode(msgspec.json.encode(value))
    assert isinstance(data, dict)
    del data[TAG]
    return tag_of(value), data


def decode_tagged(
    type: str, data: dict[str, Any], union: Any, known: Mapping[str, Any], what: str
) -> Any:
    """The member of `union` (whose members are `known`) stored as `type` with `data`; `what`
    names the union in the refusal of a type it does not have."""
    if type not in known:
        raise ValueError(f"unknown {what} type {type!r}")
    if TAG in data:
        raise ValueError(f"event data must not carry the {TAG!r} key")
    return msgspec.convert({**data, TAG: type}, union)
