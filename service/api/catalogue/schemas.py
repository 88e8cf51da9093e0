"""GET /v1/catalogue/...: what the engine implements, public and cacheable (ETag, 304)."""

from __future__ import annotations

from typing import Literal

import msgspec
from litestar import Controller, get

from service.api._http.contract import CATALOGUE_READ, ETAG, IfNoneMatch
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


_SKILLS = SkillsView(
    [SkillView(s.slug, s.name, s.effect, s.handling.value, s.takes_value, s.source) for s in SKILLS]
)
_TRAITS = TraitsView(
    [TraitView(t.name, t.effect, t.handling.value, t.takes_value, t.source) for t in TRAITS]
)
_AMMUNITION = AmmunitionListView(
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
_WEAPONS = WeaponsView(
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
_PROGRAMS = ProgramsView(
    [
        ProgramView(
            slug=p.slug,
            name=p.name,
            comms_attack=p.comms_attack,
            attack_mod=p.attack_mod,
            opponent_mod=p.opponent_mod,
            ps=p.ps,
            burst=p.burst,
            ammo=list(p.ammo),
            targets=p.targets,
            skill_type=p.skill_type,
            effect=p.effect,
            handling=p.handling.value,
            source=p.source,
        )
        for p in PROGRAMS
    ]
)


class CatalogueController(Controller):
    path = "/v1/catalogue"
    tags = ("catalogue",)

    @get(
        "/skills",
        operation_id="list_skills",
        summary="Skills the engine knows",
        responses=CATALOGUE_READ,
        response_headers=ETAG,
    )
    async def skills(self, if_none_match: IfNoneMatch = None) -> SkillsView:
        return _SKILLS

    @get(
        "/traits",
        operation_id="list_traits",
        summary="Weapon traits the engine knows",
        responses=CATALOGUE_READ,
        response_headers=ETAG,
    )
    async def traits(self, if_none_match: IfNoneMatch = None) -> TraitsView:
        return _TRAITS

    @get(
        "/weapons",
        operation_id="list_weapons",
        summary="Weapon profiles by slug",
        responses=CATALOGUE_READ,
        response_headers=ETAG,
    )
    async def weapons(self, if_none_match: IfNoneMatch = None) -> WeaponsView:
        return _WEAPONS

    @get(
        "/ammunition",
        operation_id="list_ammunition",
        summary="Ammunition types",
        responses=CATALOGUE_READ,
        response_headers=ETAG,
    )
    async def ammunition(self, if_none_match: IfNoneMatch = None) -> AmmunitionListView:
        return _AMMUNITION

    @get(
        "/programs",
        operation_id="list_programs",
        summary="Hacking programs",
        responses=CATALOGUE_READ,
        response_headers=ETAG,
    )
    async def programs(self, if_none_match: IfNoneMatch = None) -> ProgramsView:
        return _PROGRAMS
