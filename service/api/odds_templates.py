"""POST /v1/odds for a template weapon: the odds of each affected trooper, one by one.

The first side is the attacker, whose weapon has a `template`; every other side is a trooper
the template affects, with its `reaction`. Rule violations are 422 problems.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Literal

import msgspec

from service.api.common import SuccessValueView, mods_from_body, success_value_view
from service.api.wounds_view import WoundsView, wounds_view
from service.domain.errors import InvalidCommand
from service.rules.odds import OddsSide, TargetSpec, WeaponSpec
from service.rules.odds_templates import AffectedOdds, AffectedSide, TemplateAttack
from service.rules.templates import (
    AttackKind,
    Reaction,
    attack_kind_burst,
    attack_kind_mods,
    check_attack_kind,
    surprise_attack_mods,
)
from service.rules.values import success_value
from service.rules.weapons import Template, TemplateShape

if TYPE_CHECKING:
    from service.api.odds import OddsSideBody

Probability = float
TemplateName = Literal["direct", "impact"]
TemplateShapeName = Literal["teardrop", "circular"]
ReactionName = Literal["dodge", "attack", "none"]
AttackKindName = Literal["standard", "speculative", "intuitive"]
SurpriseAttackMod = Annotated[int, msgspec.Meta(ge=-12, le=0)]
TemplatesOnTrooper = Annotated[int, msgspec.Meta(ge=1, le=6)]


class AffectedView(msgspec.Struct, frozen=True):
    name: str
    reaction: str
    hit: Probability
    """Probability that the template hits this trooper at least once."""
    hits_distribution: list[Probability]
    """Index k: probability of exactly k hits, Criticals included."""
    criticals_distribution: list[Probability]
    exact: dict[str, str]
    """The same figures as exact fractions ("p/q")."""
    reaction_success_value: int | None = None
    reaction_breakdown: SuccessValueView | None = None
    reaction_succeeds: Probability | None = None
    wounds: WoundsView | None = None
    """Wounds the template deals to this trooper (when the attacker's weapon is given)."""
    reaction_wounds: WoundsView | None = None
    """Wounds this trooper's attack in reply deals to the attacker (with its weapon)."""


class TemplateOddsView(msgspec.Struct, frozen=True):
    kind: Literal["template"]
    edition: str
    template: str
    template_shape: str | None
    attack: str
    attacker: str
    attacker_rolls: bool
    """False for a Direct Template: no roll to hit (an Intuitive Attack rolls WIP)."""
    affected: list[AffectedView]
    attacker_success_value: int | None = None
    attacker_breakdown: SuccessValueView | None = None


def template_attack(
    body: OddsSideBody, template: Template, weapon: WeaponSpec | None
) -> TemplateAttack:
    name = body.name
    kind = AttackKind(body.attack)
    try:
        check_attack_kind(kind, template)
    except ValueError as exc:
        raise InvalidCommand(str(exc)) from exc
    if body.reaction is not None or body.as_target is not None:
        raise InvalidCommand(
            f"{name}: `reaction` and `as_target` describe affected troopers, not the attacker"
        )
    mods = (*mods_from_body(body.mods), *attack_kind_mods(kind))
    side = OddsSide(
        name,
        success_value(body.attribute, mods),
        attack_kind_burst(kind, body.burst),
        body.extra_die,
        weapon,
    )
    return TemplateAttack(template, side, kind)


def affected_side(
    body: OddsSideBody, surprise: int, weapon: WeaponSpec | None, as_target: TargetSpec
) -> AffectedSide:
    name = body.name
    reaction = Reaction(body.reaction or "none")
    if body.attack != "standard" or body.surprise_attack:
        raise InvalidCommand(f"{name}: `attack` and `surprise_attack` belong to the attacker")
    if reaction is Reaction.DODGE and weapon is not None:
        raise InvalidCommand(f"{name}: a Dodge deals no hits, so it takes no weapon")
    if reaction is Reaction.NONE and (weapon is not None or body.mods):
        raise InvalidCommand(f"{name}: a trooper that does not react rolls nothing")
    roll = None
    if reaction is not Reaction.NONE:
        mods = (*mods_from_body(body.mods), *surprise_attack_mods(surprise))
        sv = success_value(body.attribute, mods)
        roll = OddsSide(name, sv, body.burst, body.extra_die, weapon)
    return AffectedSide(reaction, roll, name, body.templates, as_target)


def _affected_view(side: AffectedSide, result: AffectedOdds) -> AffectedView:
    exact = {"hit": str(result.hit)}
    if result.reaction_succeeds is not None:
        exact["reaction_succeeds"] = str(result.reaction_succeeds)
    return AffectedView(
        name=result.name,
        reaction=result.reaction.value,
        hit=float(result.hit),
        hits_distribution=[float(p) for p in result.hits_distribution],
        criticals_distribution=[float(p) for p in result.criticals_distribution],
        exact=exact,
        reaction_success_value=None if side.roll is None else side.roll.sv.value,
        reaction_breakdown=None if side.roll is None else success_value_view(side.roll.sv),
        reaction_succeeds=None
        if result.reaction_succeeds is None
        else float(result.reaction_succeeds),
        wounds=wounds_view(result.wounds),
        reaction_wounds=None
        if result.reaction_odds is None
        else wounds_view(result.reaction_odds.wounds),
    )


def template_view(
    edition: str,
    attack: TemplateAttack,
    shape: TemplateShape | None,
    affected: list[AffectedSide],
    results: tuple[AffectedOdds, ...],
) -> TemplateOddsView:
    rolls = attack.template is Template.IMPACT or attack.kind is AttackKind.INTUITIVE
    sv = attack.attacker.sv
    return TemplateOddsView(
        kind="template",
        edition=edition,
        template=attack.template.value,
        template_shape=None if shape is None else shape.value,
        attack=attack.kind.value,
        attacker=attack.attacker.name,
        attacker_rolls=rolls,
        affected=[_affected_view(s, r) for s, r in zip(affected, results, strict=True)],
        attacker_success_value=sv.value if rolls else None,
        attacker_breakdown=success_value_view(sv) if rolls else None,
    )
