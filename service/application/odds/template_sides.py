"""A template attack in `POST /v1/odds`: the attacker and each trooper it affects, composed
from what was asked and refused as an order would refuse it (``rules.legality``).

The first side is the attacker, whose weapon has a `template`; every other side is a trooper
the template affects, with its `reaction`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from service.application.odds.inputs import SideInput, WeaponInput
from service.application.odds.sides import mods_of, target_spec, weapon_of
from service.domain.errors import InvalidCommand, refused
from service.rules import legality
from service.rules.catalogue import catalogue_weapon
from service.rules.deployable import dodge_mods, is_deployable
from service.rules.odds import OddsSide, TargetSpec, WeaponSpec
from service.rules.odds_templates import AffectedSide, TemplateAttack
from service.rules.templates import (
    AttackKind,
    Reaction,
    attack_kind_burst,
    attack_kind_mods,
    surprise_attack_mods,
    template_of,
)
from service.rules.values import Mod, success_value
from service.rules.weapons import Template, TemplateShape, WeaponProfile


@dataclass(frozen=True, slots=True)
class TemplateWeapon:
    template: Template
    shape: TemplateShape | None
    profile: WeaponProfile | None
    """The catalogue profile, when the weapon is one (its traits and Deployable trait)."""


def template_weapon(weapon: WeaponInput | None) -> TemplateWeapon | None:
    if weapon is None:
        return None
    if weapon.template is not None:
        if weapon.template_shape is None:
            raise InvalidCommand("a template weapon needs a `template_shape`")
        return TemplateWeapon(Template(weapon.template), TemplateShape(weapon.template_shape), None)
    if weapon.template_shape is not None:
        raise InvalidCommand("a `template_shape` needs a `template`")
    if weapon.profile is not None:
        profile = catalogue_weapon(weapon.profile)
        found = template_of(profile)
        return None if found is None else TemplateWeapon(found, profile.template_shape, profile)
    return None


def refuse_template_fields(body: SideInput) -> None:
    """Fields that only a template attack reads are refused elsewhere, never ignored."""
    if body.weapon is not None and template_weapon(body.weapon) is not None:
        raise InvalidCommand(f"{body.name}: only the first side may attack with a template")
    if body.attack != AttackKind.STANDARD.value:
        # An order refuses a Speculative or Intuitive Attack with a weapon that has no template
        # with this code; the odds answer the same.
        weapon = (body.weapon.profile if body.weapon else None) or "the weapon"
        try:
            legality.attack_kind(weapon, AttackKind(body.attack), None, None)
        except legality.Refused as exc:
            raise refused(exc) from None
    template_only = (
        body.reaction is not None
        or body.surprise_attack != 0
        or body.templates != 1
        or body.as_target is not None
    )
    if template_only:
        raise InvalidCommand(
            f"{body.name}: `reaction`, `attack`, `surprise_attack`, `templates` and `as_target` "
            "apply only when the first side attacks with a template"
        )


def _attack(body: SideInput, weapon: TemplateWeapon) -> TemplateAttack:
    kind = AttackKind(body.attack)
    name = weapon.profile.name if weapon.profile is not None else "the weapon"
    traits = weapon.profile.traits if weapon.profile is not None else None
    try:
        legality.attack_kind(name, kind, weapon.template, traits)
        legality.special_die(
            asked=body.extra_die, makes_roll=weapon.template is not Template.DIRECT
        )
    except legality.Refused as exc:
        raise refused(exc) from None
    if body.reaction is not None or body.as_target is not None:
        raise InvalidCommand(
            f"{body.name}: `reaction` and `as_target` describe affected troopers, not the attacker"
        )
    assert body.weapon is not None
    mods = (*mods_of(body.mods), *attack_kind_mods(kind))
    side = OddsSide(
        body.name,
        success_value(body.attribute, mods),
        attack_kind_burst(kind, body.burst),
        body.extra_die,
        weapon_of(body.weapon, None),
    )
    return TemplateAttack(weapon.template, side, kind)


def _affected(
    body: SideInput,
    surprise: int,
    weapon: WeaponSpec | None,
    as_target: TargetSpec,
    dodge_extra: tuple[Mod, ...],
) -> AffectedSide:
    name = body.name
    reaction = Reaction(body.reaction or "none")
    if body.attack != AttackKind.STANDARD.value or body.surprise_attack:
        raise InvalidCommand(f"{name}: `attack` and `surprise_attack` belong to the attacker")
    if reaction is Reaction.DODGE and weapon is not None:
        raise InvalidCommand(f"{name}: a Dodge deals no hits, so it takes no weapon")
    if reaction is Reaction.NONE and (weapon is not None or body.mods):
        raise InvalidCommand(f"{name}: a trooper that does not react rolls nothing")
    roll = None
    if reaction is not Reaction.NONE:
        mods = (*mods_of(body.mods), *surprise_attack_mods(surprise))
        if reaction is Reaction.DODGE:
            try:
                legality.one_die("dodge", body.burst)
            except legality.Refused as exc:
                raise refused(exc) from None
            mods = (*mods, *dodge_extra)
        sv = success_value(body.attribute, mods)
        roll = OddsSide(name, sv, body.burst, body.extra_die, weapon)
    return AffectedSide(reaction, roll, name, body.templates, as_target)


def compose_template_attack(
    sides: Sequence[SideInput], weapon: TemplateWeapon
) -> tuple[TemplateAttack, list[AffectedSide]]:
    attacker_body, *affected_bodies = sides
    if any(
        body.martial_arts is not None
        or body.long_skill
        or not body.active_turn
        or body.fireteam_leader is not None
        for body in sides
    ):
        raise InvalidCommand(
            "`martial_arts`, `active_turn`, `long_skill` and `fireteam_leader` do not apply to "
            "a template attack"
        )
    if not affected_bodies:
        raise InvalidCommand("a template attack needs at least one affected trooper")
    attack = _attack(attacker_body, weapon)
    # Mines: a Template and Deployable weapon "imposes a -3 PH MOD to any attempt to Dodge".
    deployable = weapon.profile is not None and is_deployable(weapon.profile)
    dodge_extra = dodge_mods() if deployable else ()
    affected = []
    for body in affected_bodies:
        if body.weapon is not None and template_weapon(body.weapon) is not None:
            raise InvalidCommand(f"{body.name}: only the first side attacks with a template")
        if body.target is not None and body.weapon is None:
            raise InvalidCommand(f"{body.name}: a target needs a weapon to aim at it")
        own_weapon = weapon_of(body.weapon, body.target) if body.weapon is not None else None
        own = target_spec(body.as_target or attacker_body.target)
        affected.append(
            _affected(body, attacker_body.surprise_attack, own_weapon, own, dodge_extra)
        )
    return attack, affected
