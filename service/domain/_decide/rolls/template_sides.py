"""The sides of template attacks. A Direct Template: one side per affected trooper, which
rolls no dice (a template makes no roll to hit) but carries what its hits do, and for an
Intuitive Attack the attacker's WIP Roll that decides whether the template is placed. An
Impact Template: the roll against the Main Target, shared by a side per affected trooper.
"""

from __future__ import annotations

from dataclasses import replace

import msgspec

from service.domain._decide.rolls.sides import (
    PlanContext,
    SideSpec,
    profile_effect,
    side_name,
    side_success_value,
    sides_of_attack,
)
from service.domain._decide.templates import intuitive_side_name
from service.domain.declarations import BSAttack
from service.domain.events import LostDice
from service.domain.troopers import Trooper
from service.rules.templates import AttackKind


def template_sides(
    ctx: PlanContext, attacker: Trooper, skill: BSAttack
) -> tuple[list[SideSpec], SideSpec | None]:
    """The attack sides (one per affected trooper), and the Intuitive Attack's WIP side."""
    carried = attacker.weapon(skill.weapon)
    if carried is None:
        raise ValueError(f"{attacker.trooper_id} carries no {skill.weapon!r}")
    profile = carried.profile(ctx.state.catalogue_revision)
    role = ctx.role(attacker)
    sides = [
        SideSpec(
            name=side_name(attacker.trooper_id, skill, aimed.trooper if role == "active" else None),
            skill="bs_attack",
            trooper=attacker.trooper_id,
            player=ctx.state.controller_of(attacker),
            role=role,
            target=aimed.trooper,
            attribute=attacker.profile.bs,
            mods=(),
            dice=0,
            special_die=False,
            reroll=False,
            effect=profile_effect(aimed.trooper, profile, partial_cover=aimed.partial_cover),
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
        player=ctx.state.controller_of(attacker),
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


def impact_sides(
    ctx: PlanContext, attacker: Trooper, skill: BSAttack
) -> tuple[list[SideSpec], list[LostDice]]:
    """An Impact Template with affected troopers: one roll against the Main Target, with its
    MODs, whose faces every affected trooper's side shares, each compared on its own."""
    aimed = tuple(t for t in skill.targets if not t.is_affected)
    main_sides, lost = sides_of_attack(ctx, attacker, msgspec.structs.replace(skill, targets=aimed))
    if not main_sides:
        return [], lost  # the Main Target out of range: no template is placed
    # One roll feeds several comparisons, so a ReRoll or a discard could not follow it.
    main = replace(main_sides[0], special_die=False, reroll=False)
    sides = [main, *main_sides[1:]]
    for target in skill.targets:
        if not target.is_affected or main.effect is None:
            continue
        sides.append(
            replace(
                main,
                name=side_name(attacker.trooper_id, skill, target.trooper),
                target=target.trooper,
                shares_dice_with=main.name,
                effect=replace(
                    main.effect, target=target.trooper, partial_cover=target.partial_cover
                ),
            )
        )
    return sides, lost
