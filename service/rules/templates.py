"""Template weapons, the reactions of the troopers they affect, and the kinds of attack.

N5 (Infinity wiki, Template Weapons and Equipment, Direct Template Weapons, Impact Template
Weapons, Dodge, Speculative Attack, Intuitive Attack, Surprise Attack):

- A Direct Template makes no roll to hit: every trooper it affects is hit unless that trooper's
  own reaction takes it out of the template. A Dodge against it is a Normal PH Roll (no Face to
  Face Roll); an attack in reply is the trooper's own Normal Roll, so both sides can hit.
- An Impact Template rolls against the Main Target, whose MODs the roll takes; that one roll is
  compared with each affected trooper on its own: Face to Face against a trooper who Dodges or
  attacks the attacker, a Normal Roll against one who does neither.
- Speculative Attack: Burst 1 whatever the weapon's Burst, and -6 to the attacker's roll; only
  with an Impact Template weapon.
- Intuitive Attack: a Direct Template weapon that is placed only if the attacker passes a
  Normal WIP Roll; affected troopers then react as against any Direct Template.
- Surprise Attack (-3, -6...): an automatic negative MOD to the rolls of the attack's targets.
"""

from __future__ import annotations

from enum import StrEnum

from service.rules.values import Mod, ModSource
from service.rules.weapons import Template, WeaponProfile

DIRECT_TEMPLATE_TRAIT = "Direct Template"
SPECULATIVE_ATTACK_MOD = -6
SPECULATIVE_ATTACK_BURST = 1


class Reaction(StrEnum):
    """What a trooper affected by a template declared in reply."""

    DODGE = "dodge"
    ATTACK = "attack"
    NONE = "none"


class AttackKind(StrEnum):
    STANDARD = "standard"
    SPECULATIVE = "speculative"
    INTUITIVE = "intuitive"


def template_of(profile: WeaponProfile) -> Template | None:
    """A weapon printed with a "Direct Template" trait (the catalogue names its shape, as in
    "Direct Template (Large Teardrop)") is a Direct Template weapon."""
    if profile.template is not None:
        return profile.template
    marker = DIRECT_TEMPLATE_TRAIT.lower()
    if any(trait.strip().lower().startswith(marker) for trait in profile.traits):
        return Template.DIRECT
    return None


def rolls_to_hit(template: Template | None) -> bool:
    """Whether the attacker rolls to hit: never with a Direct Template (an Intuitive Attack's
    WIP Roll only decides whether the template is placed)."""
    return template is not Template.DIRECT


def check_attack_kind(kind: AttackKind, template: Template | None) -> None:
    if kind is AttackKind.SPECULATIVE and template is not Template.IMPACT:
        raise ValueError("a Speculative Attack needs an Impact Template weapon")
    if kind is AttackKind.INTUITIVE and template is not Template.DIRECT:
        raise ValueError("an Intuitive Attack needs a Direct Template weapon")


def attack_kind_burst(kind: AttackKind, burst: int) -> int:
    return SPECULATIVE_ATTACK_BURST if kind is AttackKind.SPECULATIVE else burst


def attack_kind_mods(kind: AttackKind) -> tuple[Mod, ...]:
    """MODs the kind of attack adds to the attacker's roll, shown in its Success Value."""
    if kind is AttackKind.SPECULATIVE:
        return (Mod(SPECULATIVE_ATTACK_MOD, ModSource.SKILL, "Speculative Attack"),)
    return ()


def surprise_attack_mods(value: int) -> tuple[Mod, ...]:
    """The Surprise Attack MOD every target of the attack applies to its reaction."""
    if value > 0:
        raise ValueError(f"a Surprise Attack MOD is negative, not {value}")
    return () if value == 0 else (Mod(value, ModSource.SKILL, "Surprise Attack"),)


def direct_template_hits(
    templates: int, reaction: Reaction, dodged: bool, *, placed: bool = True
) -> int:
    """Hits a Direct Template deals to one affected trooper.

    `templates` is how many of the attacker's templates cover it; `dodged` whether its Dodge
    (a Normal PH Roll) succeeded; `placed` is False when an Intuitive Attack's WIP Roll failed.
    A reply by attack does not protect: both Normal Rolls stand on their own.
    """
    if templates < 1:
        raise ValueError(f"a template affects a trooper at least once, not {templates}")
    if dodged and reaction is not Reaction.DODGE:
        raise ValueError("only a trooper that declared Dodge can dodge")
    if not placed or dodged:
        return 0
    return templates
