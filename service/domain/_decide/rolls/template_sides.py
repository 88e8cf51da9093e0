"""The sides of a Direct Template attack: one per affected trooper, which rolls no dice (a
template makes no roll to hit) but carries what its hits do, and for an Intuitive Attack the
attacker's WIP Roll that decides whether the template is placed.
"""

from __future__ import annotations

from service.domain._decide.rolls.sides import (
    AttackEffect,
    PlanContext,
    SideSpec,
    side_name,
    side_success_value,
)
from service.domain._decide.templates import intuitive_side_name
from service.domain.declarations import BSAttack
from service.domain.troopers import Trooper
from service.rules.ammo import COMBINED_SAVE_TRAIT, CONTINUOUS_DAMAGE_TRAIT
from service.rules.templates import AttackKind


def template_sides(
    ctx: PlanContext, attacker: Trooper, skill: BSAttack
) -> tuple[list[SideSpec], SideSpec | None]:
    """The attack sides (one per affected trooper), and the Intuitive Attack's WIP side."""
    carried = attacker.weapon(skill.weapon)
    if carried is None:
        raise ValueError(f"{attacker.trooper_id} carries no {skill.weapon!r}")
    profile = carried.profile()
    role = ctx.role(attacker)
    sides = [
        SideSpec(
            name=side_name(attacker.trooper_id, skill, aimed.trooper if role == "active" else None),
            skill="bs_attack",
            trooper=attacker.trooper_id,
            player=attacker.player,
            role=role,
            target=aimed.trooper,
            attribute=attacker.profile.bs,
            mods=(),
            dice=0,
            special_die=False,
            reroll=False,
            effect=AttackEffect(
                target=aimed.trooper,
                weapon=profile.name,
                ps=profile.ps,
                ammo=tuple(a.value for a in profile.ammo),
                save_attribute=profile.save_attribute,
                continuous=CONTINUOUS_DAMAGE_TRAIT in profile.traits,
                partial_cover=aimed.partial_cover,
                combined=COMBINED_SAVE_TRAIT in profile.traits,
            ),
        )
        for aimed in skill.targets
    ]
    if skill.kind != AttackKind.INTUITIVE.value:
        return sides, None
    wip = attacker.profile.wip
    intuitive = SideSpec(
        name=intuitive_side_name(attacker.trooper_id),
        skill="roll",
        trooper=attacker.trooper_id,
        player=attacker.player,
        role=role,
        target=None,
        attribute=wip,
        mods=(),
        dice=1 if side_success_value(wip, ()).rolls else 0,
        special_die=False,
        reroll=False,
        effect=None,
    )
    return sides, intuitive
