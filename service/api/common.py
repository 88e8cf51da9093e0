"""Request and response pieces shared by several endpoints."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from service.rules.values import Mod, SuccessValue

EditionName = Literal["N5", "CodeOne"]
RollKind = Literal["normal", "face_to_face"]
Name = Annotated[str, msgspec.Meta(min_length=1, max_length=80)]


class ModBody(msgspec.Struct, frozen=True):
    """One MOD with where it comes from (range, cover, mimetism, skill, equipment, other)."""

    value: Annotated[int, msgspec.Meta(ge=-60, le=60)]
    source: Annotated[str, msgspec.Meta(min_length=1, max_length=40)] = "other"
    note: Annotated[str, msgspec.Meta(max_length=200)] = ""


class ModView(msgspec.Struct, frozen=True):
    value: int
    source: str
    note: str


class SuccessValueView(msgspec.Struct, frozen=True):
    """How a Success Value was reached: players dispute MODs as often as dice."""

    attribute: int
    mods: list[ModView]
    raw_mod_total: int
    mod_total: int
    clamped: bool
    """True when the sum of MODs was beyond +/-12 and the cap applied."""
    value: int


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
