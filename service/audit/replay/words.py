"""The small words of a replay's prose: numbers, plurals, lists, and troopers' names."""

from __future__ import annotations

from collections.abc import Sequence

from service.audit.replay.vocabulary import TrooperRef
from service.audit.sides import side_trooper

_NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def number(n: int) -> str:
    return _NUMBERS[n] if 0 <= n < len(_NUMBERS) else str(n)


def plural(n: int, one: str, many: str | None = None) -> str:
    return one if n == 1 else many or f"{one}s"


def joined(items: Sequence[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} and {items[-1]}"


class Names:
    """Troopers by name; a name two troopers share gets its id so nobody is confused."""

    def __init__(self, troopers: dict[str, TrooperRef]) -> None:
        self._troopers = troopers
        names = [t.name for t in troopers.values()]
        self._shared = {n for n in names if names.count(n) > 1}

    def __call__(self, trooper_id: str | None) -> str:
        if trooper_id is None:
            return "nobody"
        ref = self._troopers.get(trooper_id)
        if ref is None:
            return trooper_id
        return f"{ref.name} ({trooper_id})" if ref.name in self._shared else ref.name

    def of_side(self, side: str) -> str:
        return self(side_trooper(side))


def possessive(name: str) -> str:
    return f"{name}'s"


def hits_taken(hits: int, criticals: int) -> str:
    parts = []
    if hits:
        parts.append(f"{number(hits)} {plural(hits, 'hit')}")
    if criticals:
        parts.append("a critical hit" if criticals == 1 else f"{number(criticals)} critical hits")
    return joined(parts) or "no hit"
