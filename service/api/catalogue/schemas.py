"""What the catalogue routes answer: the rules engine's own tables as API views, built once."""

from __future__ import annotations

from typing import Literal

import msgspec

from service.api._http.schemas import same_named
from service.rules.catalogue import (
    AMMUNITION,
    PROGRAMS,
    SKILLS,
    TRAITS,
    WEAPONS,
)
from service.rules.catalogue.weapons import SOURCE as WEAPON_SOURCE
from service.rules.deployable import is_deployable

HandlingName = Literal["applied", "recorded"]
"""applied: the engine works the rule out; recorded: it is kept and the players apply it."""


class SkillView(msgspec.Struct, frozen=True):
    slug: str
    name: str
    effect: str
    handling: HandlingName
    takes_value: bool
    source: str


class TraitView(msgspec.Struct, frozen=True):
    name: str
    effect: str
    handling: HandlingName
    takes_value: bool
    source: str


class AmmunitionView(msgspec.Struct, frozen=True):
    name: str
    save_attribute: str
    saves_per_hit: int
    saves_per_critical: int
    effect: str
    handling: HandlingName
    source: str


class WeaponView(msgspec.Struct, frozen=True):
    slug: str
    name: str
    range_mods: list[int | None]
    """MODs for 0-8, 8-16, 16-24, 24-32, 32-40, 40-48, 48-96 inches; null = out of range."""
    ps: int
    burst: int
    ammo: list[str]
    save_attribute: str
    save_rolls: int
    traits: list[str]
    template: Literal["direct", "impact"] | None
    template_shape: Literal["teardrop", "circular"] | None
    source: str
    deployable: bool = False
    """Placed on the table with Place Deployable (Mines): a BS Attack with it is refused."""


class ProgramView(msgspec.Struct, frozen=True):
    slug: str
    name: str
    comms_attack: bool
    attack_mod: int | None
    opponent_mod: int | None
    ps: int | None
    """Saving Rolls are against BTS; null when the program causes none."""
    burst: int
    ammo: list[str]
    targets: str
    skill_type: str
    effect: str
    handling: HandlingName
    source: str


class SkillsView(msgspec.Struct, frozen=True):
    skills: list[SkillView]


class TraitsView(msgspec.Struct, frozen=True):
    traits: list[TraitView]


class AmmunitionListView(msgspec.Struct, frozen=True):
    ammunition: list[AmmunitionView]


class WeaponsView(msgspec.Struct, frozen=True):
    weapons: list[WeaponView]


class ProgramsView(msgspec.Struct, frozen=True):
    programs: list[ProgramView]


SKILLS_VIEW = SkillsView(
    [SkillView(s.slug, s.name, s.effect, s.handling.value, s.takes_value, s.source) for s in SKILLS]
)
TRAITS_VIEW = TraitsView(
    [TraitView(t.name, t.effect, t.handling.value, t.takes_value, t.source) for t in TRAITS]
)
AMMUNITION_VIEW = AmmunitionListView(
    [
        AmmunitionView(
            a.name,
            a.save_attribute,
            a.saves_per_hit,
            a.saves_per_critical,
            a.effect,
            a.handling.value,
            a.source,
        )
        for a in AMMUNITION
    ]
)
WEAPONS_VIEW = WeaponsView(
    [
        WeaponView(
            slug=slug,
            name=w.name,
            range_mods=list(w.range_mods),
            ps=w.ps,
            burst=w.burst,
            ammo=[a.value for a in w.ammo],
            save_attribute=w.save_attribute,
            save_rolls=w.save_rolls,
            traits=list(w.traits),
            template=None if w.template is None else w.template.value,
            template_shape=None if w.template_shape is None else w.template_shape.value,
            source=WEAPON_SOURCE,
            deployable=is_deployable(w),
        )
        for slug, w in sorted(WEAPONS.items())
    ]
)
_PROGRAM_FIELDS_AS_THEY_ARE = tuple(
    name for name in ProgramView.__struct_fields__ if name not in ("ammo", "handling")
)
PROGRAMS_VIEW = ProgramsView(
    [
        ProgramView(
            ammo=list(p.ammo),
            handling=p.handling.value,
            **same_named(p, *_PROGRAM_FIELDS_AS_THEY_ARE),
        )
        for p in PROGRAMS
    ]
)
