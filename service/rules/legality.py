"""Whether a roll may be made, and with how many dice: the one check an order and the odds share.

An order (``domain._decide``) and ``POST /v1/odds`` both call these functions, so a declaration
the rules forbid is refused by both, with the same code and reason, and never answered with
numbers. Each refusal carries the code the HTTP layer shows (the domain maps it to its error).

Sources (Infinity wiki, N5): Martial Arts (the chart's MODs "are applied in both the Active
Turn and the Reactive Turn"), Melee Weapon Profile (B is 1 in the Reactive Turn), Dodge and
Reset (one roll each, whatever the attacker's Burst), Direct Template Weapons (no roll, so no
+1 SD), Speculative Attack and Intuitive Attack (the weapon's trait and template), the Hacking
Programs Chart and each program's page (the Unit Types it may target), RULES.md (+1 SD never
with a Long Skill).
"""

from __future__ import annotations

from collections.abc import Collection
from enum import StrEnum
from typing import Literal

from service.rules import burst as bursts
from service.rules.martial_arts import MartialArtsLevel, cc_burst
from service.rules.templates import AttackKind, check_attack_kind
from service.rules.weapons import Template


class RefusalCode(StrEnum):
    INVALID = "invalid-command"
    SPECIAL_DIE = "special-die-not-allowed"
    TEMPLATE = "invalid-template-attack"
    NOT_HACKABLE = "not-hackable"


class Refused(ValueError):
    """A roll the rules do not allow; ``code`` is the problem code both callers answer with."""

    def __init__(self, code: RefusalCode, reason: str) -> None:
        super().__init__(reason)
        self.code = code


OneDieSkill = Literal["dodge", "reset", "discover"]
_ONE_DIE_NAMES: dict[OneDieSkill, str] = {
    "dodge": "Dodge",
    "reset": "Reset",
    "discover": "Discover",
}


def _turn(active_turn: bool) -> str:
    return "Active Turn" if active_turn else "ARO"


def one_die(skill: OneDieSkill, dice: int) -> None:
    """Dodge, Reset and Discover are one roll each, whatever the Burst of what they face."""
    if dice != 1:
        raise Refused(
            RefusalCode.INVALID,
            f"{_ONE_DIE_NAMES[skill]} is one roll of one die, whatever the attacker's Burst "
            f"(not {dice})",
        )


def special_die(*, asked: bool, long_skill: bool = False, makes_roll: bool = True) -> None:
    """+1 SD: never with a Long Skill, nor on an attack that makes no roll (Direct Template)."""
    if not asked:
        return
    if long_skill:
        raise Refused(RefusalCode.SPECIAL_DIE, "+1 SD cannot be used with a Long Skill")
    if not makes_roll:
        raise Refused(
            RefusalCode.TEMPLATE, "a Direct Template makes no roll: it has no +1 SD to allocate"
        )


def martial_arts_special_die(level: MartialArtsLevel | None, weapon_special_die: bool) -> None:
    if level is not None and level.special_die and weapon_special_die:
        raise Refused(
            RefusalCode.INVALID,
            f"+1 SD and {level.label}'s +1 SD on one roll: the rules we follow do not say "
            "whether two extra dice add up",
        )


def cc_attack_burst(
    weapon: str,
    weapon_burst: int,
    declared: int,
    *,
    active_turn: bool,
    level: MartialArtsLevel | None,
    weapon_special_die: bool = False,
) -> int:
    """The Burst of a CC Attack: the weapon's in the Active Turn, 1 in ARO, plus the Martial
    Arts Burst MOD in both turns. Any other declared Burst is refused."""
    martial_arts_special_die(level, weapon_special_die)
    allowed = cc_burst(weapon_burst, active_turn=active_turn, level=level)
    if declared != allowed:
        with_level = "" if level is None else f" with {level.label}"
        raise Refused(
            RefusalCode.INVALID,
            f"{weapon} in the {_turn(active_turn)}{with_level} has Burst {allowed}, not {declared}",
        )
    return allowed


def attack_burst(weapon: str, burst: int, declared: int, *, active_turn: bool) -> None:
    """Every die of a BS or Comms Attack's Burst aimed (in ARO the Burst is 1): the rule an
    order's split of its Burst among targets meets (`burst.split_burst`), for one target."""
    try:
        bursts.split_burst(burst, [(weapon, declared)])
    except ValueError as exc:
        raise Refused(
            RefusalCode.INVALID, f"{weapon} in the {_turn(active_turn)} has Burst {burst}: {exc}"
        ) from None


def aro_burst(weapon: str, declared: int) -> None:
    """A weapon's Burst in ARO is 1 unless a rule says otherwise."""
    attack_burst(weapon, bursts.ARO_BURST, declared, active_turn=False)


KIND_TRAITS = {
    AttackKind.INTUITIVE: "Intuitive Attack",
    AttackKind.SPECULATIVE: "Speculative Attack",
}


def attack_kind(
    weapon: str, kind: AttackKind, template: Template | None, traits: Collection[str] | None
) -> None:
    """A Speculative Attack needs an Impact Template weapon with its trait, an Intuitive Attack
    a Direct Template weapon with its trait. ``traits`` None: a custom weapon whose traits were
    not listed, checked on its template only."""
    try:
        check_attack_kind(kind, template)
    except ValueError as exc:
        raise Refused(RefusalCode.TEMPLATE, f"{weapon}: {exc}") from None
    trait = KIND_TRAITS.get(kind)
    if trait is not None and traits is not None and trait not in traits:
        raise Refused(RefusalCode.TEMPLATE, f"{weapon} does not have the {trait} trait")


def program_target(target: str, why_not: str | None) -> None:
    """A program's target must be of a Unit Type its page names (``hacking.untargetable_reason``
    says why not)."""
    if why_not is not None:
        raise Refused(RefusalCode.NOT_HACKABLE, f"{target!r} cannot be targeted: {why_not}")


def fireteam_leader(*, attacks: bool) -> None:
    """A Fireteam's bonuses are counted for a BS Attack: the leader's in the Active Turn, as an
    order counts them (Fireteam Bonuses, N5), any member's in ARO (Fireteams in the Reactive
    Turn, N5: "all the Fireteam members have all the bonuses")."""
    if not attacks:
        raise Refused(
            RefusalCode.INVALID, "a Fireteam Leader's +1 BS applies to a BS Attack (a `weapon`)"
        )
