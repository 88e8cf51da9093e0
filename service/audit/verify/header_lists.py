"""A list the header carries, read item by item: every item read, or why the first one that
cannot be read cannot. The players' seeds and the secrets' listing are read so."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, TypeVar

T = TypeVar("T")


def read_items(listed: Iterable[Any], read: Callable[[Any], T | str]) -> tuple[T, ...] | str:
    """Each item as `read` reads it, in order; the first reason `read` gives instead, if any."""
    items: list[T] = []
    for item in listed:
        entry = read(item)
        if isinstance(entry, str):
            return entry
        items.append(entry)
    return tuple(items)
