"""A triggered Deployable weapon's attack (N5 Mines, Direct Template Weapons, Dodge; see
docs/rules.md): one side per affected trooper that rolls nothing and carries what its hits do,
the Deployable's -3 on each affected trooper's Dodge, and what the template did once the
order's rolls are made.
"""

from __future__ import annotations

from dataclasses import replace

from service.domain._decide.batch import Batch
from service.domain._decide.rolls.sides import (
    PlanContext,
    SideSpec,
    profile_effect,
    side_success_value,
)
from service.domain._decide.templates import normal_roll_succeeded, template_reaction
from service.domain.declarations import ModEntry
from service.domain.events import (
    DeployableAttackResolved,
    TemplateOutcome,
    TemplateReaction,
)
from service.domain.state import GameState
from service.rules.deployable import dodge_mods
from service.rules.templates import Reaction, direct_template_hits
from service.rules.weapons import WeaponProfile


def deployable_side_name(trooper: str, deployable: str, target: str) -> str:
    return f"{trooper}:deployable:{deployable}>{target}"


def _weapon_of(ctx_state: GameState, trooper_id: str, slug: str) -> WeaponProfile:
    trooper = ctx_state.trooper(trooper_id)
    carried = None if trooper is None else trooper.weapon(slug)
    if carried is None:
        raise ValueError(f"{trooper_id!r} carries no {slug!r}")
    return carried.profile(ctx_state.catalogue_revision)


def deployable_sides(ctx: PlanContext) -> list[SideSpec]:
    """One side per trooper a triggered Deployable affects: it rolls nothing (a Direct
    Template), and carries what its hits do."""
    sides: list[SideSpec] = []
    for trigger in ctx.order.triggers:
        owner = ctx.trooper(trigger.trooper)
        profile = _weapon_of(ctx.state, trigger.trooper, trigger.weapon)
        for target in trigger.targets:
            sides.append(
                SideSpec(
                    name=deployable_side_name(owner.trooper_id, trigger.deployable, target),
                    skill="place_deployable",
                    trooper=owner.trooper_id,
                    player=owner.player,
                    role=ctx.role(owner),
                    target=target,
                    attribute=owner.profile.bs,
                    mods=(),
                    dice=0,
                    special_die=False,
                    reroll=False,
                    effect=profile_effect(target, profile, partial_cover=False),
                )
            )
    return sides


def with_deployable_dodge(ctx: PlanContext, sides: list[SideSpec]) -> list[SideSpec]:
    """A Dodge by a trooper a triggered Deployable affects takes the Deployable's -3."""
    affected = {target for trigger in ctx.order.triggers for target in trigger.targets}
    entries = tuple(ModEntry(m.value, str(m.source), m.note) for m in dodge_mods())
    changed: list[SideSpec] = []
    for side in sides:
        if side.skill != "dodge" or side.trooper not in affected:
            changed.append(side)
            continue
        mods = (*side.mods, *entries)
        rolls = side_success_value(side.attribute, mods).rolls
        changed.append(replace(side, mods=mods, dice=side.dice if rolls else 0))
    return changed


def emit_deployable_attacks(batch: Batch) -> None:
    """What each triggered Deployable's template did, from the order's recorded rolls."""
    order = batch.state.open_order
    assert order is not None
    for trigger in order.triggers:
        profile = _weapon_of(batch.state, trigger.trooper, trigger.weapon)
        outcomes: list[TemplateOutcome] = []
        for target in trigger.targets:
            declared, dodge_side = template_reaction(order, trigger.trooper, target)
            # Only a Dodge takes a trooper out of a Deployable's template: an attack the
            # trooper declared is aimed elsewhere and protects nothing.
            reaction: TemplateReaction = "dodge" if declared == "dodge" else "none"
            dodged = reaction == "dodge" and normal_roll_succeeded(order.rolls, dodge_side)
            outcomes.append(
                TemplateOutcome(
                    trooper=target,
                    attack=deployable_side_name(trigger.trooper, trigger.deployable, target),
                    reaction=reaction,
                    templates=1,
                    dodged=dodged,
                    hits=direct_template_hits(1, Reaction(reaction), dodged),
                )
            )
        batch.emit(
            DeployableAttackResolved(
                order=order.number,
                deployable=trigger.deployable,
                trooper=trigger.trooper,
                weapon=profile.name,
                affected=tuple(outcomes),
            )
        )
