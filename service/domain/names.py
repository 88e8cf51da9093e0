"""The rule for names and labels a client gives (players, troopers, weapons, rolls' sides and
labels), so that what a page shows is what was typed and two names that look alike are one.

A name is kept in Unicode NFC, so one name is one sequence of code points however it was
typed. It may not hold a character that shows nothing or changes how the text around it shows:
controls (Cc), format characters (Cf: zero-width spaces and joiners, bidi overrides and
isolates such as U+202E), line and paragraph separators (Zl, Zp), code points not yet assigned
(Cn, which a later Unicode may make into anything), surrogates (Cs, never text on their own) or
private use (Co, drawn differently by every font, or not at all). It is not empty or only
spaces. Two names equal once case folded (``str.casefold``) and trimmed are the same name.

From revision 3 (``INVISIBLE_NAMES_RULE``) it may not hold what shows nothing though Unicode
files it as a letter, a mark or a symbol: every Default_Ignorable_Code_Point and the Hangul and
Braille fillers; and a name must show something, a letter, digit, punctuation or symbol, not
only marks and spaces.

Games created before this rule (``NAME_RULE``) keep the names they were recorded with: the
decider applies it to the games that record its revision, and ``evolve`` never does, so every
stored game replays and verifies as it did.
"""

from __future__ import annotations

import bisect
import unicodedata
from collections.abc import Iterable
from typing import Final

from service.domain.errors import InvalidName

NAME_RULE: Final = 3
"""The revision of this rule that new games record (0: a game recorded before it). From 2 two
troopers' names need differ only within one army (``ARMY_NAMES_RULE``); from 3 a name may not
hold what shows nothing, and shows something (``INVISIBLE_NAMES_RULE``)."""
ARMY_NAMES_RULE: Final = 2
"""The first revision under which a trooper's name need differ only from its own army's: a
check against every army's names would refuse a name an opponent's hidden trooper has, and so
tell that trooper is there (the viewer qualifies a name two armies share by its player)."""

INVISIBLE_NAMES_RULE: Final = 3
"""The first revision refusing the characters below: a tester made a player or a trooper look
like nobody, or like another, with U+3164 HANGUL FILLER, U+115F HANGUL CHOSEONG FILLER, U+2800
BRAILLE PATTERN BLANK, U+17B4 KHMER VOWEL INHERENT AQ (alone or leading) or U+034F COMBINING
GRAPHEME JOINER (inside), none of them a control or format character."""

DEFAULT_IGNORABLE: Final = (
    (0x00AD, 0x00AD),
    (0x034F, 0x034F),
    (0x061C, 0x061C),
    (0x115F, 0x1160),
    (0x17B4, 0x17B5),
    (0x180B, 0x180F),
    (0x200B, 0x200F),
    (0x202A, 0x202E),
    (0x2060, 0x206F),
    (0x3164, 0x3164),
    (0xFE00, 0xFE0F),
    (0xFEFF, 0xFEFF),
    (0xFFA0, 0xFFA0),
    (0xFFF0, 0xFFF8),
    (0x1BCA0, 0x1BCA3),
    (0x1D173, 0x1D17A),
    (0xE0000, 0xE0FFF),
)
"""Default_Ignorable_Code_Point, first and last of each range, from Unicode 14.0.0 (the version
of Python 3.11's ``unicodedata``), DerivedCoreProperties.txt:
https://www.unicode.org/Public/14.0.0/ucd/DerivedCoreProperties.txt. Written out, as Python has
no lookup for the property: what a renderer may show as nothing."""
_IGNORABLE_FIRSTS: Final = tuple(first for first, _ in DEFAULT_IGNORABLE)

FILLERS: Final = {
    0x115F: "HANGUL CHOSEONG FILLER",
    0x1160: "HANGUL JUNGSEONG FILLER",
    0x3164: "HANGUL FILLER",
    0xFFA0: "HALFWIDTH HANGUL FILLER",
    0x2800: "BRAILLE PATTERN BLANK",
}
"""Letters and symbols drawn as a blank. The Hangul ones are default ignorable too; the Braille
blank is a symbol (So) that no property marks, so it is named here."""

VISIBLE_CLASSES: Final = "LNPS"
"""The first letter of the general categories that show a glyph of their own: letters, numbers,
punctuation, symbols. Marks show only on something else, separators as space."""

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


def _ignorable(char: str) -> bool:
    code = ord(char)
    index = bisect.bisect_right(_IGNORABLE_FIRSTS, code) - 1
    return index >= 0 and code <= DEFAULT_IGNORABLE[index][1]


def _invisible(char: str) -> str | None:
    if ord(char) in FILLERS:
        return "a filler, drawn as a blank"
    if _ignorable(char):
        return "a default-ignorable character, which may show as nothing"
    return None


def checked_text(text: str, what: str, *, rule: int) -> str:
    """``text`` in NFC, refused (InvalidName) if it holds a character the game's ``rule``
    refuses."""
    normal = unicodedata.normalize("NFC", text)
    for position, char in enumerate(normal, start=1):
        why = REFUSED_CATEGORIES.get(unicodedata.category(char))
        if why is not None:
            raise InvalidName(
                f"{what} holds {_code_point(char)} at character {position}, {why}: names and "
                "labels may not hold control, format, unassigned, surrogate, private-use or "
                "line-separator characters"
            )
        why = _invisible(char) if rule >= INVISIBLE_NAMES_RULE else None
        if why is not None:
            raise InvalidName(
                f"{what} holds {_code_point(char)} at character {position}, {why}: names and "
                "labels may not hold characters that show nothing"
            )
    return normal


def checked_name(name: str, what: str, *, rule: int) -> str:
    """``name`` in NFC, refused if it holds a refused character or shows nothing at all."""
    normal = checked_text(name, what, rule=rule)
    if not normal.strip():
        raise InvalidName(f"{what} is empty or only spaces: a name needs a visible character")
    if rule >= INVISIBLE_NAMES_RULE and not any(
        unicodedata.category(c)[0] in VISIBLE_CLASSES for c in normal
    ):
        # A lone combining mark is drawn on a dotted circle, or on nothing, depending on the font.
        raise InvalidName(
            f"{what} shows nothing but marks and spaces: a name needs a visible character (a "
            "letter, digit, punctuation or symbol)"
        )
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
