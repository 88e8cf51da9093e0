"""Direct Template attacks inside an order: what is declared, how it plans, what it did.

N5 (Direct Template Weapons, Intuitive Attack, Dodge): the attacker makes no roll to hit; every
trooper its template affects is hit unless that trooper's Dodge (a Normal PH Roll, no Face to
Face) succeeds. A trooper that attacks in reply makes its own Normal Roll, so both can hit; one
that does nothing is simply hit. An Intuitive Attack places the template only if the attacker
passes a Normal WIP Roll. Each trooper hit saves on its own, as against any attack.
"""

from __future__ import annotations

from service.domain.declarations import (
    INTUITIVE_ATTACK_SIDE,
    BSAttack,
    CCAttack,
    Dodge,
    ModEntry,
    Skill,
)
from service.domain.errors import InvalidTemplateAttack, refused
from service.domain.events import (
    RecordedRoll,
    TemplateAttackResolved,
    TemplateOutcome,
    TemplateReaction,
)
from service.domain.state import Declaration, GameState, OpenOrder
from service.domain.troopers import Trooper
from service.rules import legality
from service.rules.templates import (
    AttackKind,
    Reaction,
    direct_template_hits,
    surprise_attack_mods,
    template_of,
)
from service.rules.values import ModSource
from service.rules.weapons import Template, WeaponProfile


def weapon_template(trooper: Trooper, skill: Skill, catalogue_revision: int) -> Template | None:
    if not isinstance(skill, BSAttack):
        return None
    carried = trooper.weapon(skill.weapon)
    return None if carried is None else template_of(carried.profile(catalogue_revision))


def is_direct_template(trooper: Trooper, skill: Skill, catalogue_revision: int) -> bool:
    return weapon_template(trooper, skill, catalogue_revision) is Template.DIRECT


def check_template_attack(profile: WeaponProfile, skill: BSAttack, *, burst: int) -> None:
    """A Direct Template names each trooper it affects once, covered by 1 to ``burst``
    templates; the kind of attack must fit the weapon."""
    template = template_of(profile)
    kind = AttackKind(skill.kind)
    try:
        legality.attack_kind(profile.name, kind, template, profile.traits)
        surprise_attack_mods(skill.surprise_mod)
    except legality.Refused as exc:
        raise refused(exc) from None
    except ValueError as exc:
        raise InvalidTemplateAttack(f"{profile.name}: {exc}") from None
    named = [aimed.trooper for aimed in skill.targets]
    twice = sorted({t for t in named if named.count(t) > 1})
    if twice and template is not None:
        raise InvalidTemplateAttack(f"{', '.join(twice)} named twice among the attack's targets")
    if any(aimed.is_affected for aimed in skill.targets):
        _check_impact(profile, template, skill)
    if template is not Template.DIRECT:
        return
    try:
        legality.special_die(asked=skill.special_die_target is not None, makes_roll=False)
    except legality.Refused as exc:
        raise refused(exc) from None
    for aimed in skill.targets:
        if aimed.burst > burst:
            raise InvalidTemplateAttack(
                f"{profile.name} places {burst} template(s): {aimed.trooper!r} cannot be "
                f"covered by {aimed.burst}"
            )


def _check_impact(profile: WeaponProfile, template: Template | None, skill: BSAttack) -> None:
    if template is not Template.IMPACT:
        raise InvalidTemplateAttack(
            f"{profile.name} is no Impact Template weapon: only an Impact Template affects "
            "troopers besides its target (a Direct Template affects every trooper it names)"
        )
    if all(aimed.is_affected for aimed in skill.targets):
        raise InvalidTemplateAttack(
            f"{profile.name}: an Impact Template needs a Main Target, a target not marked affected"
        )


def intuitive_side_name(trooper: str) -> str:
    return f"{trooper}:{INTUITIVE_ATTACK_SIDE}"


def surprise_mods(order: OpenOrder, reactor: str) -> tuple[ModEntry, ...]:
    """The Surprise Attack MOD a trooper applies to its reaction, when an attack of the
    order's active trooper declared one and aims at it."""
    entries: list[ModEntry] = []
    for decl in order.declarations:
        skill = decl.skill
        if decl.kind == "aro" or not isinstance(skill, BSAttack) or not skill.surprise_mod:
            continue
        if any(t.trooper == reactor for t in skill.targets):
            entries.extend(
                ModEntry(m.value, ModSource.SKILL.value, m.note)
                for m in surprise_attack_mods(skill.surprise_mod)
            )
    return tuple(entries)


def template_reaction(
    order: OpenOrder, attacker: str, trooper: str
) -> tuple[TemplateReaction, str]:
    """The trooper's reply to the template, and the name of its Dodge side."""
    own: list[Declaration] = [d for d in order.declarations if d.trooper == trooper]
    if trooper == order.trooper:
        skills = [d.skill for d in own]
    else:
        skills = [d.skill for d in own if d.kind == "aro"]
    if any(isinstance(s, Dodge) for s in skills):
        return "dodge", f"{trooper}:dodge"
    if any(isinstance(s, BSAttack | CCAttack) for s in skills):
        return "attack", ""
    return "none", ""


def normal_roll_succeeded(rolls: tuple[RecordedRoll, ...], side_name: str) -> bool:
    """Whether the side's roll succeeded as a Normal Roll: a Dodge that also faces an ARO
    attack Face to Face still takes its trooper out of a template if its die succeeded."""
    for roll in rolls:
        for side in roll.sides:
            if side.name == side_name:
                return any(die.success for die in side.dice)
    return False


def resolve_templates(
    state: GameState, attack_side: dict[tuple[str, str], str]
) -> list[TemplateAttackResolved]:
    """What each Direct Template of the open order did, from its recorded rolls.

    ``attack_side`` maps (attacker, affected trooper) to the attack side's name.
    """
    order = state.open_order
    assert order is not None
    resolved: list[TemplateAttackResolved] = []
    for decl in order.declarations:
        attacker = state.trooper(decl.trooper)
        skill = decl.skill
        if attacker is None or not isinstance(skill, BSAttack):
            continue
        if not is_direct_template(attacker, skill, state.catalogue_revision):
            continue
        intuitive = skill.kind == AttackKind.INTUITIVE.value
        placed = not intuitive or normal_roll_succeeded(
            order.rolls, intuitive_side_name(attacker.trooper_id)
        )
        outcomes: list[TemplateOutcome] = []
        for aimed in skill.targets:
            reaction, dodge_side = template_reaction(order, attacker.trooper_id, aimed.trooper)
            dodged = reaction == "dodge" and normal_roll_succeeded(order.rolls, dodge_side)
            hits = direct_template_hits(aimed.burst, Reaction(reaction), dodged, placed=placed)
            outcomes.append(
                TemplateOutcome(
                    trooper=aimed.trooper,
                    attack=attack_side[(attacker.trooper_id, aimed.trooper)],
                    reaction=reaction,
                    templates=aimed.burst,
                    dodged=dodged,
                    hits=hits,
                )
            )
        carried = attacker.weapon(skill.weapon)
        assert carried is not None
        resolved.append(
            TemplateAttackResolved(
                order=order.number,
                trooper=attacker.trooper_id,
                weapon=carried.profile(state.catalogue_revision).name,
                attack_kind="intuitive" if intuitive else "standard",
                placed=placed,
                affected=tuple(outcomes),
            )
        )
    return resolved
