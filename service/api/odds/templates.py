"""POST /v1/odds for a template weapon: the odds of each affected trooper, one by one.

The first side is the attacker, whose weapon has a `template`; every other side is a trooper
the template affects, with its `reaction`. The application composes and refuses; this module
shows the answer.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from service.api._http.schemas import SuccessValueView, success_value_view
from service.api.odds.hacking import StateOddsView, state_view
from service.api.odds.wounds import WoundsView, wounds_view
from service.application.odds.use_case import AffectedOdds, AffectedSide, TemplateAnswer
from service.domain.described import about

Probability = float
TemplateName = Literal["direct", "impact"]
TemplateShapeName = Literal["teardrop", "circular"]
ReactionName = Literal["dodge", "attack", "none"]
AttackKindName = Literal["standard", "speculative", "intuitive"]
SurpriseAttackMod = Annotated[int, msgspec.Meta(ge=-12, le=0)]
TemplatesOnTrooper = Annotated[int, msgspec.Meta(ge=1, le=6)]


class AffectedView(msgspec.Struct, frozen=True):
    """One trooper the template affects: the chance it is hit, how its reaction fares, and what the
    hits (and its own attack in reply) deal."""

    name: Annotated[str, about("The affected trooper's side name, as asked")]
    reaction: Annotated[str, about("Its reaction, as asked: `dodge`, `attack` or `none`")]
    hit: Annotated[
        Probability, about("Probability that the template hits this trooper at least once.")
    ]
    hits_distribution: Annotated[
        list[Probability], about("Index k: probability of exactly k hits, Criticals included.")
    ]
    criticals_distribution: Annotated[
        list[Probability], about("Index k: probability of exactly k Critical hits")
    ]
    exact: Annotated[dict[str, str], about('The same figures as exact fractions ("p/q").')]
    reaction_success_value: (
        Annotated[int, about("The Success Value of its reaction's roll; null when it makes none")]
        | None
    ) = None
    reaction_breakdown: (
        Annotated[
            SuccessValueView,
            about("How that Success Value was reached, MOD by MOD; null without a roll"),
        ]
        | None
    ) = None
    reaction_succeeds: (
        Annotated[
            Probability,
            about(
                "Probability that its reaction succeeds (a Dodge avoids the template; an attack "
                "hits the attacker); null without a roll"
            ),
        ]
        | None
    ) = None
    wounds: (
        Annotated[
            WoundsView,
            about(
                "Wounds the template deals to this trooper (when the attacker's weapon is given)."
            ),
        ]
        | None
    ) = None
    reaction_wounds: (
        Annotated[
            WoundsView,
            about("Wounds this trooper's attack in reply deals to the attacker (with its weapon)."),
        ]
        | None
    ) = None
    states: Annotated[
        list[StateOddsView],
        about(
            "A Non-Lethal weapon: the chance of each State it puts this trooper in; `wounds` is "
            "then absent."
        ),
    ] = msgspec.field(default_factory=list)


class TemplateOddsView(msgspec.Struct, frozen=True):
    """The exact odds of a template attack (Direct or Impact Template), trooper by trooper."""

    kind: Annotated[Literal["template"], about("Always `template`")]
    edition: Annotated[str, about("The rules the odds follow")]
    template: Annotated[str, about("`direct` or `impact`: the attacker's template")]
    template_shape: (
        Annotated[str, about("`teardrop` or `circular`; null when the weapon says none")] | None
    )
    attack: Annotated[str, about("`standard`, `speculative` or `intuitive`, as asked")]
    attacker: Annotated[str, about("The attacker's side name, as asked")]
    attacker_rolls: Annotated[
        bool, about("False for a Direct Template: no roll to hit (an Intuitive Attack rolls WIP).")
    ]
    affected: Annotated[
        list[AffectedView], about("Each affected trooper's odds, in the order asked")
    ]
    attacker_success_value: (
        Annotated[
            int,
            about(
                "The Success Value of the attacker's roll to hit; null when it makes none (a "
                "Direct Template)"
            ),
        ]
        | None
    ) = None
    attacker_breakdown: (
        Annotated[
            SuccessValueView,
            about("How that Success Value was reached; null when it makes no roll"),
        ]
        | None
    ) = None


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
        states=[view for view in (state_view(s) for s in result.states) if view is not None],
    )


def template_view(answer: TemplateAnswer) -> TemplateOddsView:
    attack = answer.attack
    rolls = attack.template.value == "impact" or attack.kind.value == "intuitive"
    sv = attack.attacker.sv
    return TemplateOddsView(
        kind="template",
        edition=answer.edition.value,
        template=attack.template.value,
        template_shape=None if answer.shape is None else answer.shape.value,
        attack=attack.kind.value,
        attacker=attack.attacker.name,
        attacker_rolls=rolls,
        affected=[
            _affected_view(s, r) for s, r in zip(answer.affected, answer.results, strict=True)
        ],
        attacker_success_value=sv.value if rolls else None,
        attacker_breakdown=success_value_view(sv) if rolls else None,
    )
