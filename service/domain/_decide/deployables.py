"""Deployable weapons in orders (N5 Place Deployable, Mines, Disposable; see docs/rules.md).

Place Deployable is a skill like any other (first or second skill, or an ARO): it rolls
nothing, and once the order is rolled one use of the weapon is on the table under the id the
player chose. A Deployable on the table triggers as an ARO of its own (TriggerDeployable):
it leaves the table at once, and its Direct Template attack is worked out with the order's
other templates. Each trooper it affects is hit unless its Dodge, a Normal PH Roll with the
Deployable's -3, succeeds (service/domain/_decide/deployable_attacks.py); each hit trooper saves
on its own against the weapon's ammunition.
"""

from __future__ import annotations

import re

from service.domain._decide.batch import Batch
from service.domain._decide.step_check import require_step
from service.domain.access import require_acts_for, require_open_order
from service.domain.commands import TriggerDeployable
from service.domain.declarations import PlaceDeployable
from service.domain.errors import InvalidDeployable, InvalidTrigger, NoUsesLeft, StateConflict
from service.domain.events import (
    DeployablePlaced,
    DeployableTriggered,
)
from service.domain.state import GameState, PlacedDeployable
from service.domain.troopers import Trooper
from service.rules.deployable import disposable_uses, is_deployable, uses_left
from service.rules.weapons import WeaponProfile

DEPLOYABLE_ID = re.compile(r"^[A-Za-z0-9_.-]{1,40}$")
"""Marker ids name the attack sides (see deployable_attacks), so they hold neither ``:`` nor
``>``."""


# --- Place Deployable ---------------------------------------------------------------------


def check_place_deployable(state: GameState, trooper: Trooper, skill: PlaceDeployable) -> None:
    """A Deployable weapon the trooper carries, with a use left, under an id not in use."""
    profile = _deployable_weapon(trooper, skill.weapon, state.catalogue_revision)
    if not DEPLOYABLE_ID.match(skill.deployable):
        raise InvalidDeployable(
            f"a Deployable's id is 1 to 40 letters, digits, '_', '.' or '-', not "
            f"{skill.deployable!r}"
        )
    declared = _declared_placements(state)
    if state.deployable(skill.deployable) is not None or skill.deployable in declared:
        raise InvalidDeployable(f"a Deployable {skill.deployable!r} was already placed")
    uses = disposable_uses(profile)
    spent = state.placements_of(trooper.trooper_id, skill.weapon) + sum(
        1
        for who, weapon in declared.values()
        if (who, weapon) == (trooper.trooper_id, skill.weapon)
    )
    if uses is not None and spent >= uses:
        raise NoUsesLeft(
            f"{trooper.trooper_id!r} has placed all {uses} uses of {profile.name} (Disposable)"
        )


def _deployable_weapon(trooper: Trooper, slug: str, catalogue_revision: int) -> WeaponProfile:
    carried = trooper.weapon(slug)
    if carried is None:
        raise InvalidDeployable(f"{trooper.trooper_id!r} carries no {slug!r}")
    profile = carried.profile(catalogue_revision)
    if not is_deployable(profile):
        raise InvalidDeployable(
            f"{profile.name} has no Deployable trait: Place Deployable places only "
            "Deployable weapons"
        )
    return profile


def _declared_placements(state: GameState) -> dict[str, tuple[str, str]]:
    """The open order's Place Deployable declarations: id -> (trooper, weapon)."""
    order = state.open_order
    if order is None:
        return {}
    return {
        d.skill.deployable: (d.trooper, d.skill.weapon)
        for d in order.declarations
        if isinstance(d.skill, PlaceDeployable)
    }


def emit_placements(batch: Batch) -> None:
    """Once the order is rolled, each Place Deployable of it puts its marker on the table."""
    order = batch.state.open_order
    assert order is not None
    for decl in order.declarations:
        skill = decl.skill
        if not isinstance(skill, PlaceDeployable):
            continue
        trooper = batch.state.trooper(decl.trooper)
        assert trooper is not None
        profile = _deployable_weapon(trooper, skill.weapon, batch.state.catalogue_revision)
        spent = batch.state.placements_of(trooper.trooper_id, skill.weapon) + 1
        batch.emit(
            DeployablePlaced(
                order=order.number,
                deployable=skill.deployable,
                trooper=trooper.trooper_id,
                weapon=skill.weapon,
                name=profile.name,
                uses_left=uses_left(profile, spent),
            )
        )


def check_void_placements(state: GameState, order: int) -> None:
    """A voided order takes its placements back: not one that later triggered elsewhere."""
    for placed in state.deployables:
        if placed.order == order and placed.triggered_in not in (None, order):
            raise StateConflict(
                f"{placed.deployable!r}, placed in order {order}, triggered in order "
                f"{placed.triggered_in}: void later orders first"
            )


# --- Triggers -----------------------------------------------------------------------------


def trigger_deployable(batch: Batch, command: TriggerDeployable) -> None:
    state = batch.state
    order = require_open_order(state, command.order)
    require_step(order, command)
    placed = _on_table(state, command.deployable)
    require_acts_for(command.actor, placed.player, f"{command.deployable!r} is not yours")
    _check_targets(state, placed, command.targets)
    acting = {d.trooper for d in order.declarations}
    if command.targets[0] not in acting:
        raise InvalidTrigger(
            f"{command.targets[0]!r} declares nothing in order {order.number}: a Deployable "
            "triggers when an enemy declares or executes a Skill or ARO in its Trigger Area"
        )
    batch.emit(
        DeployableTriggered(
            order=order.number,
            deployable=placed.deployable,
            trooper=placed.trooper,
            weapon=placed.weapon,
            targets=command.targets,
        )
    )


def _on_table(state: GameState, deployable: str) -> PlacedDeployable:
    placed = state.deployable(deployable)
    if placed is None:
        raise InvalidTrigger(f"no Deployable {deployable!r} was placed")
    if not placed.on_table:
        raise InvalidTrigger(
            f"{deployable!r} already triggered in order {placed.triggered_in}: it left the table"
        )
    return placed


def _check_targets(state: GameState, placed: PlacedDeployable, targets: tuple[str, ...]) -> None:
    if not targets:
        raise InvalidTrigger("a trigger names the enemy that triggered it")
    twice = sorted({t for t in targets if targets.count(t) > 1})
    if twice:
        raise InvalidTrigger(f"{', '.join(twice)} named twice under the template")
    for target_id in targets:
        target = state.trooper(target_id)
        if target is None:
            raise InvalidTrigger(f"no trooper {target_id!r}")
        if target.player == placed.player:
            raise InvalidTrigger(
                f"{target_id!r} is on the side of {placed.deployable!r}: a Deployable never "
                "triggers if its template would affect an ally"
            )
        if target.state == "dead":
            raise InvalidTrigger(f"{target_id!r} is Dead")
