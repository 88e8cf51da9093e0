"""What the catalogue routes answer: the rules engine's own tables as API views, built once."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from service.api._http.schemas import same_named
from service.domain.described import about
from service.rules.catalogue import (
    AMMUNITION,
    PROGRAMS,
    SKILLS,
    TRAITS,
    WEAPONS,
)
from service.rules.catalogue.weapons import SOURCE as WEAPON_SOURCE
from service.rules.deployable import is_deployable

HandlingName = Annotated[
    Literal["applied", "recorded"],
    about(
        "How far the engine goes with the rule: `applied`, it works the rule out at resolution"
        " (a MOD, a roll, a save); `recorded`, it keeps the entry on the trooper or weapon and"
        " shows it, and the players apply its effect"
    ),
]
Source = Annotated[str, about("The rule's page on the Infinity wiki (N5), which it follows")]
_RANGE_BANDS = (
    "MODs for 0-8, 8-16, 16-24, 24-32, 32-40, 40-48 and 48-96 inches, in that order; null:"
    " out of range"
)


class SkillView(msgspec.Struct, frozen=True):
    """A skill or piece of equipment a trooper may list (Skills and Equipment, N5)."""

    slug: Annotated[
        str, about("Its id, e.g. `bs_attack`: what a declaration's `skill` names, for those")
    ]
    name: Annotated[
        str,
        about(
            "Its name as N5 prints it, e.g. `Mimetism`: what a trooper's `skills` list, matched"
            " without regard to case"
        ),
    ]
    effect: Annotated[str, about("One line: what it does at the table")]
    handling: HandlingName
    takes_value: Annotated[
        bool, about("Listed with a value, as `Mimetism` -6 or `Martial Arts` L2 (`value`)")
    ]
    source: Source


class TraitView(msgspec.Struct, frozen=True):
    """A weapon trait (Weapon Traits, N5): named in a weapon's `traits`."""

    name: Annotated[str, about("Its name as N5 prints it, e.g. `Continuous Damage`")]
    effect: Annotated[str, about("One line: what it does at the table")]
    handling: HandlingName
    takes_value: Annotated[bool, about("Printed with a value in brackets, as Disposable (3)")]
    source: Source


class AmmunitionView(msgspec.Struct, frozen=True):
    """A type of Ammunition (Ammunition Summary Chart, N5): which Saving Rolls a hit causes."""

    name: Annotated[str, about("Its name as N5 prints it, e.g. `AP`, `DA`, `EXP`")]
    save_attribute: Annotated[
        str,
        about(
            "What its Saving Rolls are made against: `ARM/BTS` (as the weapon says), `BTS/2`"
            " (the attribute halved) or `PH-6`"
        ),
    ]
    saves_per_hit: Annotated[int, about("Saving Rolls a hit causes (DA 2, EXP 3, else 1)")]
    saves_per_critical: Annotated[int, about("Saving Rolls a Critical causes: one more than a hit")]
    effect: Annotated[str, about("One line: what it does besides")]
    handling: HandlingName
    source: Source


class WeaponView(msgspec.Struct, frozen=True):
    """A weapon profile of the catalogue (Weapon Chart, N5), named by its slug in requests."""

    slug: Annotated[str, about("Its id in requests (a trooper's `weapons`), e.g. `combi_rifle`")]
    name: Annotated[str, about("Its name as the Weapon Chart prints it")]
    range_mods: Annotated[list[int | None], about(_RANGE_BANDS)]
    ps: Annotated[
        int, about("Its PS: a Saving Roll against it passes on the save attribute + PS or less")
    ]
    burst: Annotated[int, about("Its Burst (B): dice rolled in the Active Turn")]
    ammo: Annotated[list[str], about("Its Ammunition, each an `AmmunitionView.name`")]
    save_attribute: Annotated[str, about("What the target saves with: `ARM`, `BTS` or `PH`")]
    save_rolls: Annotated[int, about("Saving Rolls a plain hit causes, as its Ammunition says")]
    traits: Annotated[list[str], about("Its Weapon Traits, each a `TraitView.name`")]
    template: Annotated[
        Literal["direct", "impact"] | None,
        about("A template weapon's kind (Direct or Impact Template); null for any other"),
    ]
    template_shape: Annotated[
        Literal["teardrop", "circular"] | None,
        about("The template's shape; null for a weapon without a template"),
    ]
    source: Source
    deployable: Annotated[
        bool,
        about("Placed on the table with Place Deployable (Mines): a BS Attack with it is refused"),
    ] = False


class ProgramView(msgspec.Struct, frozen=True):
    """A hacking program (Hacking Programs Chart, N5), named by its slug in a `comms_attack`."""

    slug: Annotated[str, about("Its id in requests, a `comms_attack`'s `program`")]
    name: Annotated[str, about("Its name as the chart prints it")]
    comms_attack: Annotated[bool, about("Whether it is a Comms Attack, with an attack roll")]
    attack_mod: Annotated[
        int | None, about("MOD to the Hacker's WIP; null for a program that makes no attack roll")
    ]
    opponent_mod: Annotated[int | None, about("MOD to the target's roll against it (Reset)")]
    ps: Annotated[
        int | None, about("PS of its Saving Rolls, always against BTS; null when it causes none")
    ]
    burst: Annotated[int, about("Its Burst (B)")]
    ammo: Annotated[list[str], about("Its Ammunition, each an `AmmunitionView.name`")]
    targets: Annotated[str, about("Which troopers it may target, as the chart says")]
    skill_type: Annotated[
        str, about("`Short Skill` or `Short Skill/ARO` (also in ARO), as the chart says")
    ]
    effect: Annotated[str, about("One line: what it does at the table")]
    handling: HandlingName
    source: Source


class SkillsView(msgspec.Struct, frozen=True):
    """Every skill the engine knows."""

    skills: Annotated[list[SkillView], about("By slug")]


class TraitsView(msgspec.Struct, frozen=True):
    """Every weapon trait the engine knows."""

    traits: Annotated[list[TraitView], about("By name")]


class AmmunitionListView(msgspec.Struct, frozen=True):
    """Every type of Ammunition the engine knows."""

    ammunition: Annotated[list[AmmunitionView], about("By name")]


class WeaponsView(msgspec.Struct, frozen=True):
    """Every weapon profile of the catalogue."""

    weapons: Annotated[list[WeaponView], about("By slug")]


class ProgramsView(msgspec.Struct, frozen=True):
    """Every hacking program the engine knows."""

    programs: Annotated[list[ProgramView], about("As the chart lists them")]


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
