"""Request and response pieces shared by several endpoints.

Every request body derives from `RequestBody`: an unknown field is refused (422) rather than
silently dropped, so a misspelt option never looks accepted. Every list, number and string in a
body is bounded here or next to it, and the bounds show in the OpenAPI document.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Annotated, Any, Literal, Protocol, TypeVar

import msgspec
from litestar.params import KwargDefinition

from service.domain.commands import EnteredDice
from service.domain.described import about
from service.domain.errors import InvalidCommand
from service.rules.values import Mod, SuccessValue

T = TypeVar("T")

EditionName = Literal["N5", "CodeOne"]
RollKind = Literal["normal", "face_to_face"]


def documented(meta: msgspec.Meta) -> KwargDefinition:
    """The same bounds for the OpenAPI document.

    Litestar reads msgspec.Meta on a struct's own fields but not on list items or union
    members, so a type used there carries its bounds twice: enforced (Meta), documented (this).
    """
    return KwargDefinition(
        **same_named(meta, "ge", "le", "min_length", "max_length", "pattern", "description")
    )


def same_named(source: object, *names: str) -> dict[str, Any]:
    """Keyword arguments that copy `names` from `source` as they are: for a view whose fields
    carry the same names and values as the value it shows, so the list is not spelt twice."""
    return {name: getattr(source, name) for name in names}


def to_domain(
    body: msgspec.Struct | dict[str, Any] | list[Any], target: type[T], **extra: Any
) -> T:
    """Convert an API body to a domain type; a value the domain refuses is a 422."""
    data = msgspec.to_builtins(body)
    if isinstance(data, dict):
        data = {**data, **extra}
    try:
        return msgspec.convert(data, target)
    except (msgspec.ValidationError, ValueError) as exc:
        raise InvalidCommand(str(exc)) from exc


_SHORT_TEXT = msgspec.Meta(min_length=1, max_length=40)
_FACE = msgspec.Meta(ge=1, le=20, description="A d20 face")

Name = Annotated[str, msgspec.Meta(min_length=1, max_length=80)]
Label = Annotated[str, msgspec.Meta(max_length=200)]
ShortText = Annotated[str, _SHORT_TEXT, documented(_SHORT_TEXT)]
"""An ammunition, trait or attribute name."""
Face = Annotated[int, _FACE, documented(_FACE)]
DieIndex = Annotated[int, msgspec.Meta(ge=0, le=24, description="Index of a die in a roll")]
RollBurst = Annotated[int, msgspec.Meta(ge=0, le=12)]
"""Bounded here only to cap the work; the rules decide what is legal (1..6, else 422)."""
AttributeValue = Annotated[int, msgspec.Meta(ge=-30, le=40)]

MAX_MODS = 16
MAX_FACES = 12
MAX_ENTRIES = 32
"""Entered dice, skills, weapons, traits: far above any real trooper or roll."""


class RequestBody(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The base of every request body: unknown fields are an error, not ignored."""


class ModBody(RequestBody, frozen=True):
    """One MOD with where it comes from (range, cover, mimetism, skill, equipment, other)."""

    value: Annotated[
        int,
        msgspec.Meta(ge=-60, le=60),
        about(
            "The MOD, e.g. -3 (Partial Cover to a BS Attack), +3 (a range band); the MODs of a "
            "roll are summed and the sum capped at +/-12 (Modifiers, N5)"
        ),
    ]
    source: Annotated[
        str,
        msgspec.Meta(min_length=1, max_length=40),
        about(
            "Where it comes from: `range`, `cover`, `mimetism`, `skill`, `equipment` or `other` "
            "(kept lowercase)"
        ),
    ] = "other"
    note: Annotated[
        str,
        msgspec.Meta(max_length=200),
        about('Free text the players want kept with it, e.g. "Mimetism -6 on Senku"'),
    ] = ""


Mods = Annotated[list[ModBody], msgspec.Meta(max_length=MAX_MODS)]
Faces = Annotated[list[Face], msgspec.Meta(min_length=1, max_length=MAX_FACES)]
ShortTexts = Annotated[list[ShortText], msgspec.Meta(max_length=MAX_ENTRIES)]


class _EnteredFaces(Protocol):
    @property
    def roll(self) -> str: ...

    @property
    def faces(self) -> Sequence[int]: ...


def entered_dice(bodies: Iterable[_EnteredFaces] | None) -> tuple[EnteredDice, ...] | None:
    """Faces entered in a body, roll by roll, as a command takes them (None: none given)."""
    if bodies is None:
        return None
    return tuple(EnteredDice(roll=body.roll, faces=tuple(body.faces)) for body in bodies)


class ModView(msgspec.Struct, frozen=True):
    """One MOD as it was applied, with where it comes from."""

    value: Annotated[int, about("The MOD")]
    source: Annotated[
        str, about("Where it comes from (`range`, `cover`, `mimetism`, ...), lowercase")
    ]
    note: Annotated[str, about("Free text kept with it")]


class SuccessValueView(msgspec.Struct, frozen=True):
    """How a Success Value was reached: players dispute MODs as often as dice."""

    attribute: Annotated[int, about("The attribute rolled against, before MODs")]
    mods: Annotated[list[ModView], about("Each MOD, as given")]
    raw_mod_total: Annotated[int, about("The MODs' sum before the +/-12 cap")]
    mod_total: Annotated[int, about("The MODs' sum after the cap")]
    clamped: Annotated[
        bool, about("True when the sum of MODs was beyond +/-12 and the cap applied.")
    ]
    value: Annotated[
        int,
        about(
            "The Success Value: attribute + `mod_total`; a die at or below it succeeds, equal to "
            "it is a Critical; above 20 every die succeeds and a 20, or a face no more than the "
            "excess, is a Critical (N5)"
        ),
    ]


def mods_from_body(mods: list[ModBody]) -> tuple[Mod, ...]:
    return tuple(Mod(m.value, m.source.lower(), m.note) for m in mods)


def success_value_view(sv: SuccessValue) -> SuccessValueView:
    return SuccessValueView(
        attribute=sv.attribute,
        mods=[ModView(int(m.value), str(m.source), m.note) for m in sv.mods],
        raw_mod_total=sv.raw_mod_total,
        mod_total=sv.mod_total,
        clamped=sv.clamped,
        value=sv.value,
    )
