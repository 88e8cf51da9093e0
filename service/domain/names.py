"""The rule for names and labels a client gives (players, troopers, weapons, rolls' sides and
labels), so that what a page shows is what was typed and two names that look alike are one.

A name is kept in Unicode NFC, so one name is one sequence of code points however it was
typed. It may not hold a character that shows nothing or changes how the text around it shows:
controls (Cc), format characters (Cf: zero-width spaces and joiners, bidi overrides and
isolates such as U+202E), line and paragraph separators (Zl, Zp), code points not yet assigned
(Cn, which a later Unicode may make into anything), surrogates (Cs, never text on their own) or
private use (Co, drawn differently by every font, or not at all). It is not empty or only
spaces. Two names equal once case folded (``str.casefold``) and trimmed are the same name.

Games created before this rule (``NAME_RULE``) keep the names they were recorded with: the
decider applies it to the games that record its revision, and ``evolve`` never does, so every
stored game replays and verifies as it did.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from typing import Final

from service.domain.errors import InvalidName

NAME_RULE: Final = 2
"""The revision of this rule that new games record (0: a game recorded before it). From 2 two
troopers' names need differ only within one army (``ARMY_NAMES_RULE``)."""
ARMY_NAMES_RULE: Final = 2
"""The first revision under which a trooper's name need differ only from its own army's: a
check against every army's names would refuse a name an opponent's hidden trooper has, and so
tell that trooper is there (the viewer qualifies a name two armies share by its player)."""

REFUSED_CATEGORIES: Final = {
    "Cc": "a control character",
    "Cf": "a format character (invisible, or reordering the text around it)",
    "Cn": "an unassigned code point",
    "Co": "a private-use character",
    "Cs": "a surrogate",
    "Zl": "a line separator",
    "Zp": "a paragraph separator",
}


def known_name_rule(revision: int) -> bool:
    return 0 <= revision <= NAME_RULE


def _code_point(char: str) -> str:
    described = unicodedata.name(char, "")
    return f"U+{ord(char):04X}" + (f" ({described})" if described else "")


def checked_text(text: str, what: str) -> str:
    """``text`` in NFC, refused (InvalidName) if it holds a character of a refused category."""
    normal = unicodedata.normalize("NFC", text)
    for position, char in enumerate(normal, start=1):
        why = REFUSED_CATEGORIES.get(unicodedata.category(char))
        if why is not None:
            raise InvalidName(
                f"{what} holds {_code_point(char)} at character {position}, {why}: names and "
                "labels may not hold control, format, unassigned, surrogate, private-use or "
                "line-separator characters"
            )
    return normal


def checked_name(name: str, what: str) -> str:
    """``name`` in NFC, refused if it holds a refused character or shows nothing at all."""
    normal = checked_text(name, what)
    if not normal.strip():
        raise InvalidName(f"{what} is empty or only spaces: a name needs a visible character")
    return normal


def name_key(name: str) -> str:
    """What two names are compared by: NFC, case folded, spaces trimmed and runs of them one."""
    folded = unicodedata.normalize("NFC", unicodedata.normalize("NFC", name).casefold())
    return " ".join(folded.split())


def refuse_duplicates(names: Iterable[str], what: str) -> None:
    """Refuse two names of ``names`` equal by ``name_key`` (``what``: "player names", ...)."""
    seen: dict[str, str] = {}
    for name in names:
        key = name_key(name)
        if key in seen:
            raise InvalidName(
                f"{what} must differ when case is ignored: {seen[key]!r} and {name!r} are the "
                "same name"
            )
        seen[key] = name
