"""Checks on a skill declaration at the moment it is declared.

Requirements that can only fail at resolution (a target beyond the weapon's range) are not
checked here: the dice aimed at that target are lost then, as the rules say.
"""

from __future__ import annotations

from collections.abc import Callable

from service.domain._decide.comms_attack import check_comms_attack, check_states
from service.domain._decide.deployables import check_place_deployable
from service.domain._decide.rolls.martial import NATURAL_BORN_WARRIOR, martial_arts_of
from service.domain._decide.templates import check_template_attack
from service.domain._decide.trooper_checks import living_enemy
from service.domain.declarations import (
    ARO_SKILLS,
    AttributeRoll,
    BSAttack,
    CCAttack,
    CommsAttack,
    Discover,
    Move,
    PlaceDeployable,
    Skill,
    attack_targets,
    skill_name,
)
from service.domain.errors import InvalidCommand, refused
from service.domain.names import checked_text
from service.domain.state import GameState, OpenOrder
from service.domain.troopers import CC_TRAIT, Trooper
from service.rules import burst, legality
from service.rules.deployable import bs_attack_refusal
from service.rules.martial_arts import MartialArtsLevel
from service.rules.templates import AttackKind, attack_kind_burst, rolls_to_hit, template_of

BurstOf = Callable[[int], int]


def _check_bs_attack(
    state: GameState, trooper: Trooper, skill: BSAttack, active: bool, burst_of: BurstOf | None
) -> None:
    carried = trooper.weapon(skill.weapon)
    if carried is None:
        raise InvalidCommand(f"{trooper.trooper_id!r} carries no {skill.weapon!r}")
    for aimed in skill.targets:
        living_enemy(state, trooper, aimed.trooper)
        if aimed.distance <= 0:
            raise InvalidCommand(f"the distance to {aimed.trooper!r} must be positive")
    profile = carried.profile(state.catalogue_revision)
    deployable = bs_attack_refusal(profile)
    if deployable is not None:
        raise InvalidCommand(deployable)
    if CC_TRAIT in profile.traits:
        raise InvalidCommand(
            f"{profile.name} is a CC weapon: it is used in a CC Attack (skill `cc_attack`), "
            "never in a BS Attack"
        )
    mods = (carried.burst_mod,) if carried.burst_mod else ()
    value = burst.attack_burst(profile.burst, active_turn=active, burst_mods=mods).value
    value = attack_kind_burst(AttackKind(skill.kind), value)
    if burst_of is not None:
        value = burst_of(value)
    check_template_attack(profile, skill, burst=value)
    if not rolls_to_hit(template_of(profile)):
        return
    try:
        at_main = ((t.trooper, t.burst) for t in skill.targets if not t.is_affected)
        burst.split_burst(value, at_main)
    except ValueError as exc:
        turn = "Active Turn" if active else "ARO"
        raise InvalidCommand(f"{profile.name} in the {turn} has Burst {value}: {exc}") from None
    if skill.special_die_target is not None:
        if not carried.special_die:
            raise InvalidCommand(f"{profile.name} has no +1 SD to allocate")
        if skill.special_die_target not in attack_targets(skill):
            raise InvalidCommand(f"{skill.special_die_target!r} is not a target of this attack")


def _check_cc_attack(
    state: GameState, trooper: Trooper, skill: CCAttack, active: bool, burst_of: BurstOf | None
) -> None:
    weapon = trooper.cc_weapon(skill.weapon, state.catalogue_revision)
    if weapon is None:
        raise InvalidCommand(f"{trooper.trooper_id!r} carries no {skill.weapon!r}")
    target = living_enemy(state, trooper, skill.target)
    level = _martial_arts(trooper)
    _refuse_natural_born_warrior(trooper, target)
    # The declared Burst is what the log keeps, so only the Burst the rules give is accepted.
    try:
        legality.cc_attack_burst(
            weapon.name,
            weapon.burst if burst_of is None else burst_of(weapon.burst),
            skill.burst,
            active_turn=active,
            level=level,
            weapon_special_die=weapon.special_die,
        )
    except legality.Refused as exc:
        raise refused(exc) from None


def _martial_arts(trooper: Trooper) -> MartialArtsLevel | None:
    try:
        return martial_arts_of(trooper)
    except ValueError as exc:
        raise InvalidCommand(f"{trooper.trooper_id!r}: {exc}") from None


def _refuse_natural_born_warrior(trooper: Trooper, target: Trooper) -> None:
    """Natural Born Warrior against Martial Arts is refused rather than guessed: its N5 text
    was not in the sources the engine follows (see docs/rules.md)."""
    for one, other in ((trooper, target), (target, trooper)):
        if one.has_skill(NATURAL_BORN_WARRIOR) and _martial_arts(other) is not None:
            raise InvalidCommand(
                f"{one.trooper_id!r} has Natural Born Warrior and {other.trooper_id!r} Martial "
                "Arts: the engine does not resolve that Close Combat yet"
            )


def _check_attribute_roll(skill: AttributeRoll) -> None:
    try:
        legality.special_die(asked=skill.special_die, long_skill=skill.long_skill)
    except legality.Refused as exc:
        raise refused(exc) from None


def check_skill(
    state: GameState,
    trooper: Trooper,
    skill: Skill,
    *,
    active: bool,
    burst_of: BurstOf | None = None,
) -> None:
    """A skill the trooper can declare: right kind for the turn, weapons carried, targets
    that are enemies and not Dead, an ARO aimed at the active trooper, a valid Burst;
    ``burst_of``: the Burst a Coordinated Order leaves the trooper of the weapon's."""
    if not active and type(skill) not in ARO_SKILLS:
        raise InvalidCommand(f"{skill_name(skill)} cannot be declared as an ARO")
    order = state.open_order
    if not active and order is not None:
        _check_aro_target(order, attack_targets(skill))
    check_states(state, trooper, skill_name(skill))
    if isinstance(skill, BSAttack):
        _check_bs_attack(state, trooper, skill, active, burst_of)
    elif isinstance(skill, CCAttack):
        _check_cc_attack(state, trooper, skill, active, burst_of)
    elif isinstance(skill, CommsAttack):
        check_comms_attack(state, trooper, skill, active=active)
    elif isinstance(skill, Discover):
        living_enemy(state, trooper, skill.target)
    elif isinstance(skill, AttributeRoll):
        if state.name_rule:
            checked_text(skill.label, "the skill's label", rule=state.name_rule)
        _check_attribute_roll(skill)
    elif isinstance(skill, PlaceDeployable):
        check_place_deployable(state, trooper, skill)


def _check_aro_target(order: OpenOrder, aimed: tuple[str, ...]) -> None:
    if not aimed:
        return
    if not order.coordinated:
        if aimed != (order.trooper,):
            raise InvalidCommand(
                f"an ARO attack can only target the active trooper {order.trooper!r}"
            )
        return
    if len(set(aimed)) > 1:
        raise InvalidCommand(
            "each reactive Trooper must choose only one of the Troopers activated by the "
            "Coordinated Order as their target (Coordinated Orders, N5)"
        )
    if aimed[0] not in order.participants:
        raise InvalidCommand(
            f"an ARO attack can only target a Trooper activated by the Coordinated Order: "
            f"{', '.join(order.participants)}"
        )


# Place Deployable carries the Attack label (N5 Place Deployable).
_ATTACKS = frozenset({"bs_attack", "cc_attack", "comms_attack", "place_deployable"})


def check_second_skill(first: Skill, second: Skill) -> None:
    """The same skill is not declared twice in an order (Move + Move excepted), an order holds
    one Attack at most, and Dodge does not share an order with an Attack."""
    kinds = {skill_name(first), skill_name(second)}
    if type(first) is type(second) and not isinstance(first, Move):
        raise InvalidCommand(f"{skill_name(first)} cannot be declared twice in one order")
    if len(kinds & _ATTACKS) > 1:
        raise InvalidCommand("an order holds one Attack at most")
    if "dodge" in kinds and kinds & _ATTACKS:
        raise InvalidCommand("Dodge cannot share an order with an Attack")
