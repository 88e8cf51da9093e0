"""The one error for a name the catalogue does not hold, whichever list it was looked up in."""

from __future__ import annotations


class NotInCatalogueError(ValueError):
    """A skill, trait, ammunition, weapon or program the engine does not know.

    Refused rather than ignored: an unknown name would otherwise look accepted while the
    engine silently played without it.
    """

    def __init__(self, kind: str, name: str, known: list[str]) -> None:
        super().__init__(
            f"unknown {kind} {name!r}: not in the catalogue (known: {', '.join(known)})"
        )
        self.kind = kind
        self.name = name
