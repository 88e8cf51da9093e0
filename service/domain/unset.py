"""Fields recorded only once a rule needed them.

A field added to a command or event after games were first recorded is UNSET in the older
records (and left out of new ones that do not choose it), so those records keep the bytes, and
the hash, they were written with. Reading one means taking the rule's default in its place.
"""

from __future__ import annotations

from typing import TypeVar

import msgspec

T = TypeVar("T")
D = TypeVar("D")


def recorded_or(value: T | msgspec.UnsetType, default: D) -> T | D:
    """The recorded value, or the default where the record leaves the field out."""
    return default if isinstance(value, msgspec.UnsetType) else value
