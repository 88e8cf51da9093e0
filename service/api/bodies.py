"""Request bodies for troopers and skill declarations.

They mirror the domain's command types on purpose rather than reuse them: the domain types are
also stored inside events, and the API must be free to evolve without rewriting history.
`to_domain` converts a body into the domain type, with the domain's own validation.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Annotated, Any, Literal, TypeVar

import msgspec

from service.api.common import ModBody, Name
from service.domain.errors import InvalidCommand

T = TypeVar("T")
Attribute = Literal["CC", "BS", "PH", "WIP", "ARM", "BTS"]
Stat = Annotated[int, msgspec.Meta(ge=0, le=30)]
Burst = Annotated[int, msgspec.Meta(ge=1, le=12)]


class ProfileBody(msgspec.Struct, frozen=True, kw_only=True):
    mov: tuple[Stat, Stat]
    cc: Stat
    bs: Stat
    ph: Stat
    wip: Stat
    arm: Stat
    bts: Stat
    vita: Annotated[int, msgspec.Meta(ge=1, le=10)] | None = None
    str_: Annotated[int, msgspec.Meta(ge=1, le=10)] | None = msgspec.field(default=None, name="str")
    """STR instead of VITA (remotes, TAGs)."""


class SkillEntryBody(msgspec.Struct, frozen=True):
    name: Name
    value: int | None = None


class CustomWeaponBody(msgspec.Struct, frozen=True, kw_only=True):
    name: Name
    range_mods: Annotated[list[int | None], msgspec.Meta(min_length=7, max_length=7)]
    """MODs for 0-8, 8-16, 16-24, 24-32, 32-40, 40-48, 48-96 inches; null = out of range."""
    ps: Stat
    burst: Burst
    ammo: Annotated[list[str], msgspec.Meta(min_length=1, max_length=4)]
    save_attribute: Literal["ARM", "BTS", "PH"]
    save_rolls: int | None = None
    traits: list[str] = []


class WeaponBody(msgspec.Struct, frozen=True, kw_only=True):
    slug: Name
    """A catalog weapon (e.g. "combi_rifle"), or this trooper's name for a custom one."""
    custom: CustomWeaponBody | None = None
    burst_mod: Annotated[int, msgspec.Meta(ge=-3, le=3)] = 0
    special_die: bool = False
    reroll: bool = False


class MeleeWeaponBody(msgspec.Struct, frozen=True, kw_only=True):
    slug: Name
    name: Name
    ps: Stat
    burst: Burst = 1
    ammo: list[str] = msgspec.field(default_factory=lambda: ["N"])
    save_attribute: Literal["ARM", "BTS", "PH"] = "ARM"
    traits: list[str] = []
    special_die: bool = False
    reroll: bool = False


class TrooperBody(msgspec.Struct, frozen=True, kw_only=True):
    player: Name
    name: Name
    profile: ProfileBody
    trooper_id: Annotated[str, msgspec.Meta(min_length=1, max_length=40)] | None = None
    regular: bool = True
    lieutenant: bool = False
    skills: list[SkillEntryBody] = []
    weapons: list[WeaponBody] = []
    melee_weapons: list[MeleeWeaponBody] = []


class TargetBody(msgspec.Struct, frozen=True, kw_only=True):
    trooper: Name
    burst: Burst
    distance: Decimal
    """Inches, above 0; on a band's upper bound it belongs to that band (8 is the first)."""
    partial_cover: bool = False
    mods: list[ModBody] = []


class _SkillBody(msgspec.Struct, frozen=True, kw_only=True, tag_field="skill"):
    pass


class BSAttackBody(_SkillBody, frozen=True, kw_only=True, tag="bs_attack"):
    weapon: Name
    targets: Annotated[list[TargetBody], msgspec.Meta(min_length=1, max_length=6)]
    special_die_target: str | None = None


class CCAttackBody(_SkillBody, frozen=True, kw_only=True, tag="cc_attack"):
    weapon: Name
    target: Name
    burst: Burst = 1
    mods: list[ModBody] = []


class DodgeBody(_SkillBody, frozen=True, kw_only=True, tag="dodge"):
    mods: list[ModBody] = []


class ResetBody(_SkillBody, frozen=True, kw_only=True, tag="reset"):
    mods: list[ModBody] = []


class DiscoverBody(_SkillBody, frozen=True, kw_only=True, tag="discover"):
    target: Name
    mods: list[ModBody] = []


class MoveBody(_SkillBody, frozen=True, kw_only=True, tag="move"):
    pass


class IdleBody(_SkillBody, frozen=True, kw_only=True, tag="idle"):
    pass


class AttributeRollBody(_SkillBody, frozen=True, kw_only=True, tag="roll"):
    """Any skill the rules engine does not model: a Normal Roll of one attribute with MODs."""

    attribute: Attribute
    label: Annotated[str, msgspec.Meta(max_length=200)] = ""
    mods: list[ModBody] = []


SkillBody = (
    BSAttackBody
    | CCAttackBody
    | DodgeBody
    | ResetBody
    | DiscoverBody
    | MoveBody
    | IdleBody
    | AttributeRollBody
)


class EnteredDiceBody(msgspec.Struct, frozen=True):
    roll: Name
    """Whose roll these faces are: the side's name (a trooper id)."""
    faces: Annotated[list[int], msgspec.Meta(min_length=1, max_length=12)]


def to_domain(body: msgspec.Struct | list[Any], target: type[T], **extra: Any) -> T:
    """Convert an API body to a domain type; a value the domain refuses is a 422."""
    data = msgspec.to_builtins(body)
    if isinstance(data, dict):
        data = {**data, **extra}
    try:
        return msgspec.convert(data, target)
    except (msgspec.ValidationError, ValueError) as exc:
        raise InvalidCommand(str(exc)) from exc


def profile_to_domain(body: ProfileBody) -> dict[str, Any]:
    if (body.vita is None) == (body.str_ is None):
        raise InvalidCommand("a profile has either VITA (`vita`) or STR (`str`), not both")
    data = msgspec.to_builtins(body)
    assert isinstance(data, dict)
    data.pop("vita", None)
    data.pop("str", None)
    data["vitality"] = body.vita if body.vita is not None else body.str_
    data["structure"] = body.str_ is not None
    return data
