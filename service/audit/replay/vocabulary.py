"""The vocabulary of an order replay: the events it reads, and the steps and rolls it explains.

The JSON an app shows is these structures, and the text a player reads is written from them,
so the two cannot tell two stories.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Final, Literal, get_args

import msgspec

from service.domain import fields
from service.domain.declarations import ModEntry, Skill, SkillName
from service.domain.described import about
from service.domain.events import (
    DeclarationKind,
    LostDice,
    OrderEvent,
    PendingChoice,
    SaveRoll,
    TemplateOutcome,
    TrooperCondition,
)
from service.domain.troopers import OrderType, TrooperState
from service.rules.rolls import RollKind
from service.rules.values import Edition

ReplayStatus = Literal["open", "resolved", "voided"]
DiceSource = Literal["entered", "server"]
"""Faces a player entered at the table, or faces the server drew from the game's seed."""
DieFate = Literal["failed", "cancelled", "survived"]
CancelRule = Literal["both_criticals", "critical", "equal_or_higher", "unexplained"]
"""Why a die was cancelled: both sides rolled Criticals; an enemy Critical; an enemy success of
equal or higher value; or ``unexplained`` when the record marks a cancellation no rule gives."""


# --- what a replay reads ---------------------------------------------------------------------

ORDER_EVENT_TYPES: Final = frozenset(str(cls.__struct_config__.tag) for cls in get_args(OrderEvent))


@dataclass(frozen=True)
class ReplayInput:
    """One recorded event, as the store returns it."""

    version: int
    type: str
    data: dict[str, Any]
    metadata: dict[str, Any]


# --- what a replay says ----------------------------------------------------------------------


class TrooperRef(msgspec.Struct, frozen=True, kw_only=True):
    """A trooper the order mentions, by name and player."""

    name: Annotated[str, about("Its name")]
    player: Annotated[str, about("Whose it is")]


class FinalCondition(msgspec.Struct, frozen=True, kw_only=True):
    """A trooper's Wounds and state once the order is over."""

    wounds: Annotated[int, about("Its Wounds")]
    state: Annotated[TrooperState, about("Its state: `normal`, `unconscious` or `dead`")]


class DieRef(msgspec.Struct, frozen=True, kw_only=True):
    """An enemy die, named by its side and its index among that side's dice."""

    side: Annotated[str, about("The enemy side's name")]
    die: Annotated[int, about("The die's index among that side's dice")]
    face: Annotated[int, about("Its face")]
    critical: Annotated[bool, about("Whether it is a Critical")]


class ExplainedDie(msgspec.Struct, frozen=True, kw_only=True):
    """One die of a replayed roll and what became of it."""

    index: Annotated[int, about("Its index among its side's dice")]
    face: fields.DieFace
    value: fields.DieValue
    success: fields.DieSuccess
    critical: fields.DieCritical
    fate: Annotated[
        DieFate,
        about(
            "`failed` (above the Success Value), `cancelled` (by an enemy die) or `survived` (a "
            "hit, or a success that counts)"
        ),
    ]
    cancelled_by: (
        Annotated[DieRef, about("The enemy die that cancelled it; null when none did")] | None
    ) = None
    rule: (
        Annotated[
            CancelRule,
            about(
                "Why it was cancelled: `both_criticals`, `critical` (an enemy Critical), "
                "`equal_or_higher` (an enemy success of equal or higher value), or `unexplained` "
                "when the record marks a cancellation no rule gives; null when not cancelled"
            ),
        ]
        | None
    ) = None


class ExplainedSide(msgspec.Struct, frozen=True, kw_only=True):
    """One side of a replayed roll: how its Success Value was reached, each die, what survived."""

    name: fields.SideName
    trooper: Annotated[str, about("The trooper rolling; null for a side that names none")] | None
    target: fields.SideTarget
    skill: (
        Annotated[
            SkillName,
            about(
                "The skill the side rolls for (`bs_attack`, `dodge`, ...); null for a side with "
                "none"
            ),
        ]
        | None
    )
    attack: Annotated[
        bool, about("A BS or CC Attack: its surviving successes are hits on `target`.")
    ]
    attribute_name: (
        Annotated[
            str, about("The attribute's name (`BS`, `PH`, ...); null when the record does not say")
        ]
        | None
    )
    attribute: Annotated[int, about("The attribute rolled against, before MODs")]
    mods: Annotated[tuple[ModEntry, ...], about("Each MOD applied, with where it comes from")]
    raw_mod_total: Annotated[int, about("The MODs' sum before the +/-12 cap")]
    mod_total: Annotated[int, about("After the +/-12 cap.")]
    clamped: Annotated[bool, about("Whether the cap applied")]
    success_value: fields.SuccessValue
    rolled: fields.Rolled
    dice_source: Annotated[DiceSource, about("null when no die was rolled.")] | None
    dice: Annotated[tuple[ExplainedDie, ...], about("Each die, in the order rolled")]
    hits: Annotated[int, about("Successes kept after cancellation, Criticals included")]
    criticals: Annotated[int, about("Criticals kept after cancellation")]
    discarded: Annotated[tuple[int, ...], about("Faces removed by a +1 SD discard")]
    rerolled: Annotated[tuple[int, ...], about("Faces replaced by a ReRoll")]


class ExplainedRoll(msgspec.Struct, frozen=True, kw_only=True):
    """A replayed roll, die by die."""

    index: Annotated[int, about("Which roll of the order (0, 1, ...)")]
    kind: Annotated[RollKind, about("`normal` or `face_to_face`")]
    sides: Annotated[
        tuple[ExplainedSide, ...], about("The active side first in a Face to Face Roll.")
    ]
    winner: Annotated[str, about("The winning side's name; null when none")] | None
    all_criticals: Annotated[
        bool, about("Both sides rolled Criticals, so every success was cancelled.")
    ]


class _Step(msgspec.Struct, frozen=True, kw_only=True, tag_field="kind"):
    """What every step says first: its kind, the event it explains, and who caused it."""

    version: Annotated[int, about("The version of the event this step explains")]
    actor: (
        Annotated[
            str,
            about(
                "Who sent the command that made it (a player's name, or `organiser`); null for an "
                "event no command names"
            ),
        ]
        | None
    )

    @property
    def kind(self) -> str:
        """The step's kind, which a client switches on (`kind` in the JSON)."""
        return str(type(self).__struct_config__.tag)


class ActivationStep(_Step, frozen=True, kw_only=True, tag="activation"):
    """The activation: the trooper, the Order spent and its first skill."""

    trooper: fields.TrooperId
    order_type: Annotated[
        OrderType, about("Which Order: `regular`, `irregular`, `lieutenant` or `impetuous`")
    ]
    skill: Annotated[Skill, about("The skill declared")]
    weapon_name: (
        Annotated[str, about("The name of the weapon the skill uses; null for a skill without one")]
        | None
    )
    # UNSET, so the replay of an activation outside any Fireteam reads as it did before.
    fireteam: (
        Annotated[
            tuple[str, ...], about("The Fireteam members the leader's order activated with it.")
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    coordinated: (
        Annotated[
            tuple[str, ...],
            about("A Coordinated Order's other participants, `trooper` being its Spearhead."),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET


class AroStep(_Step, frozen=True, kw_only=True, tag="aro"):
    """An ARO declared."""

    trooper: fields.TrooperId
    skill: Annotated[Skill, about("The skill declared")]
    weapon_name: (
        Annotated[str, about("The name of the weapon the skill uses; null for a skill without one")]
        | None
    )
    after_second_skill: Annotated[
        bool,
        about("Declared after the second skill, by a trooper that could not react to the first"),
    ]


class SecondSkillStep(_Step, frozen=True, kw_only=True, tag="second_skill"):
    """The active trooper's second skill."""

    trooper: fields.TrooperId
    skill: Annotated[Skill, about("The skill declared")]
    weapon_name: (
        Annotated[str, about("The name of the weapon the skill uses; null for a skill without one")]
        | None
    )


class NoAroStep(_Step, frozen=True, kw_only=True, tag="no_aro"):
    """A Reactive Player declared no further ARO at a step of the order."""

    player: Annotated[
        str, msgspec.Meta(description="The Reactive Player who declared no further ARO.")
    ]
    after_second_skill: Annotated[
        bool,
        msgspec.Meta(description="At step 4, after the second skill; false: after the first."),
    ]


class WithdrawnStep(_Step, frozen=True, kw_only=True, tag="withdrawn"):
    """A declaration taken back before resolution."""

    trooper: fields.TrooperId
    declaration: Annotated[
        DeclarationKind, about("An activation withdrawn gives its order back and ends the order.")
    ]


class EnteredFaces(msgspec.Struct, frozen=True, kw_only=True):
    """Faces entered at the table for one roll."""

    side: Annotated[
        str,
        about("The roll side's name, or the attacking side (saves), or the trooper (Guts Rolls)"),
    ]
    trooper: (
        Annotated[
            str,
            about("The trooper rolling (for saves, the attacker); null when the record names none"),
        ]
        | None
    )
    faces: Annotated[tuple[int, ...], about("The d20 faces")]


class DiceEnteredStep(_Step, frozen=True, kw_only=True, tag="dice_entered"):
    """Faces entered for another player's troopers, waiting for that player's confirmation."""

    by: fields.DoneBy
    awaiting: Annotated[str, about("The player whose confirmation it waits for")]
    dice: Annotated[tuple[EnteredFaces, ...], about("Every roll's faces as entered")]


class DiceConfirmedStep(_Step, frozen=True, kw_only=True, tag="dice_confirmed"):
    """The awaited player confirmed the faces entered for them (replacing some with their own)."""

    by: fields.DoneBy
    replaced: Annotated[
        tuple[EnteredFaces, ...],
        about("The confirming player's own faces, entered instead of the ones awaiting them."),
    ]


class ConclusionDiceEnteredStep(_Step, frozen=True, kw_only=True, tag="conclusion_dice_entered"):
    """Save and Guts Roll faces entered for another player's troopers, waiting for that
    player's confirmation before the order concludes."""

    by: fields.DoneBy
    awaiting: Annotated[str, about("The player whose confirmation it waits for")]
    saves: Annotated[
        tuple[EnteredFaces, ...],
        about("Keyed by the attacking side whose hits cause them (`trooper`: the attacker)."),
    ]
    guts: Annotated[tuple[EnteredFaces, ...], about("Keyed by the trooper who rolls it.")]


class ConclusionDiceConfirmedStep(
    _Step, frozen=True, kw_only=True, tag="conclusion_dice_confirmed"
):
    """The awaited player confirmed the conclusion's faces entered for them."""

    by: fields.DoneBy
    saves: Annotated[
        tuple[EnteredFaces, ...],
        about("The confirming player's own save faces, entered instead of the ones awaiting them."),
    ]
    guts: Annotated[
        tuple[EnteredFaces, ...],
        about("The confirming player's own Guts Roll faces, entered instead"),
    ]


class ConclusionDiceWithdrawnStep(
    _Step, frozen=True, kw_only=True, tag="conclusion_dice_withdrawn"
):
    """The player who entered the conclusion's faces took them back, unconfirmed, by
    concluding again."""

    by: fields.DoneBy


class ResolutionStep(_Step, frozen=True, kw_only=True, tag="resolution"):
    """The resolution began."""

    rolls: Annotated[int, about("How many rolls follow")]
    lost: Annotated[
        tuple[LostDice, ...],
        about("Dice of a split Burst lost because their target failed a requirement"),
    ]
    choices: Annotated[
        tuple[PendingChoice, ...],
        about("The +1 SD discards and ReRolls due once every roll is made"),
    ]


class RollStep(_Step, frozen=True, kw_only=True, tag="roll"):
    """One roll of the order, die by die."""

    roll: Annotated[ExplainedRoll, about("The roll explained")]


class DiscardStep(_Step, frozen=True, kw_only=True, tag="discard"):
    """A +1 SD discard."""

    side: fields.RollSide
    trooper: Annotated[str, about("The trooper's id")] | None
    die: Annotated[int, about("The index of the die discarded")]
    face: Annotated[int, about("The d20 face; null when no die was rolled")] | None
    roll: Annotated[ExplainedRoll, about("The roll explained")]


class RerollStep(_Step, frozen=True, kw_only=True, tag="reroll"):
    """A ReRoll, or one declined."""

    side: fields.RollSide
    trooper: Annotated[str, about("The trooper's id")] | None
    die: Annotated[int, about("null: the ReRoll was declined.")] | None
    old_face: Annotated[int, about("The face replaced; null when declined")] | None
    new_face: Annotated[int, about("The new face; null when declined")] | None
    new_face_source: (
        Annotated[DiceSource, about("`entered` or `server`; null when declined")] | None
    )
    roll: Annotated[ExplainedRoll, about("The roll worked out again")]


class TemplateStep(_Step, frozen=True, kw_only=True, tag="template"):
    """A Direct Template: no roll to hit; what it did to each trooper it affected."""

    trooper: fields.TrooperId
    weapon: Annotated[str, about("The template weapon's slug")]
    attack_kind: Annotated[str, about("`standard` or `intuitive`")]
    placed: Annotated[bool, about("Whether the template was placed")]
    affected: Annotated[
        tuple[TemplateOutcome, ...], about("What it did to each trooper it affected")
    ]


class _DeployableStep(_Step, frozen=True, kw_only=True):
    """What every step of a Deployable says first: the marker, and the weapon it is a use of."""

    deployable: Annotated[str, about("The Deployable's marker id")]
    trooper: fields.TrooperId
    weapon: Annotated[str, about("The weapon's slug")]


class DeployableTriggeredStep(
    _DeployableStep, frozen=True, kw_only=True, tag="deployable_triggered"
):
    """A Deployable on the table triggered (its own ARO) and left the table."""

    targets: Annotated[
        tuple[str, ...],
        about("The troopers its template affects, the one that triggered it first."),
    ]


class DeployableAttackStep(_DeployableStep, frozen=True, kw_only=True, tag="deployable_attack"):
    """A triggered Deployable's Direct Template: what it did to each trooper it affected."""

    affected: Annotated[
        tuple[TemplateOutcome, ...], about("What its template did to each trooper it affected")
    ]


class DeployablePlacedStep(_DeployableStep, frozen=True, kw_only=True, tag="deployable_placed"):
    """Place Deployable resolved: the marker is on the table."""

    uses_left: (
        Annotated[int, about("Disposable uses the trooper has left of it; null: no limit")] | None
    )


class SavingRollsStep(_Step, frozen=True, kw_only=True, tag="saving_rolls"):
    """The Saving Rolls a trooper made against one attack side's hits."""

    trooper: fields.TrooperId
    attack: Annotated[str, about("The side whose hits caused these saves.")]
    attacker: Annotated[str, about("The attacking trooper; null when the record names none")] | None
    hits: Annotated[int, about("The attack's hits on the trooper")]
    criticals: Annotated[int, about("Of them, Criticals (each causing an extra save)")]
    weapon: Annotated[str, about("The weapon's slug")]
    ammo: Annotated[tuple[str, ...], about("The Ammunition, as applied")]
    save_attribute: Annotated[str, about("What was saved against: `ARM`, `BTS` or `PH`")]
    attribute_value: Annotated[int, about("The trooper's value of it, as the Ammunition reads it")]
    ps: Annotated[int, about("The weapon's PS")]
    partial_cover: fields.SavedInPartialCover
    success_value: Annotated[int, about("The Success Value rolled against")]
    rolls: Annotated[tuple[SaveRoll, ...], about("Each save, in order")]
    wounds: Annotated[int, about("Wounds the failed saves caused")]
    save_mods: (
        Annotated[
            tuple[ModEntry, ...],
            about(
                "MODs in the SV besides Partial Cover (a Firewall's +3); left out when there were "
                "none."
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET


class WoundsStep(_Step, frozen=True, kw_only=True, tag="wounds"):
    """A trooper's Wounds and state changed."""

    trooper: fields.TrooperId
    wounds_before: Annotated[int, about("Its Wounds before")]
    state_before: Annotated[TrooperState, about("Its state before")]
    wounds: Annotated[int, about("Wounds (or Structure points) after it")]
    state: Annotated[TrooperState, about("The state after it: `normal`, `unconscious` or `dead`")]


class GutsRollStep(_Step, frozen=True, kw_only=True, tag="guts_roll"):
    """A Guts Roll, or one passed by Courage."""

    trooper: fields.TrooperId
    success_value: Annotated[int, about("The Success Value rolled against")]
    face: Annotated[int, about("The d20 face; null when no die was rolled")] | None
    passed: Annotated[bool, about("Whether it passed")]
    courage: Annotated[bool, about("Passed without rolling: its player chose Courage.")] = False


class SaveValueSwitchedStep(_Step, frozen=True, kw_only=True, tag="save_value_switched"):
    """Bioimmunity: the saves against ``attack`` use the value of ``value_of``."""

    trooper: fields.TrooperId
    attack: Annotated[str, about("The attack side the saves are against")]
    save_attribute: Annotated[str, about("The attribute the saves are against")]
    value_of: Annotated[str, about("The attribute whose value they use: `ARM` or `BTS`")]
    value: Annotated[int, about("That value")]


class DoggedStep(_Step, frozen=True, kw_only=True, tag="dogged"):
    """The trooper entered Unconscious State and its player activated Dogged: Normal until
    its next Wound or the end of the Player Turn."""

    trooper: fields.TrooperId
    wounds: Annotated[int, about("Wounds (or Structure points) after it")]


class HackingStateStep(_Step, frozen=True, kw_only=True, tag="hacking_state"):
    """A State a hacking program put a trooper in (``entered``), or that its successful Reset
    cancelled (``cancelled``)."""

    trooper: fields.TrooperId
    change: Annotated[Literal["entered", "cancelled"], about("`entered` or `cancelled`")]
    states: Annotated[
        tuple[str, ...], about("The States by name: Immobilized-B, Targeted, Isolated, Possessed.")
    ]
    by: fields.DoneBy
    program: (
        Annotated[str, about("The program's slug, for a State entered; null for a cancellation")]
        | None
    ) = None


class ConcludedStep(_Step, frozen=True, kw_only=True, tag="concluded"):
    """The order concluded."""


class VoidedStep(_Step, frozen=True, kw_only=True, tag="voided"):
    """The organiser voided the order."""

    reason: Annotated[str, about("The organiser's reason")]
    restored: Annotated[
        tuple[TrooperCondition, ...], about("Each trooper's Wounds and state as put back")
    ]


ReplayStep = (
    ActivationStep
    | AroStep
    | NoAroStep
    | SecondSkillStep
    | WithdrawnStep
    | DiceEnteredStep
    | DiceConfirmedStep
    | ConclusionDiceEnteredStep
    | ConclusionDiceConfirmedStep
    | ConclusionDiceWithdrawnStep
    | ResolutionStep
    | RollStep
    | DiscardStep
    | RerollStep
    | TemplateStep
    | DeployableTriggeredStep
    | DeployableAttackStep
    | DeployablePlacedStep
    | SavingRollsStep
    | WoundsStep
    | GutsRollStep
    | SaveValueSwitchedStep
    | DoggedStep
    | HackingStateStep
    | ConcludedStep
    | VoidedStep
)


class OrderReplay(msgspec.Struct, frozen=True, kw_only=True):
    """One order re-derived from the log and explained step by step, with whether the re-
    derivation matches the record."""

    order: Annotated[int, about("The order's number")]
    turn: Annotated[int, about("The Player Turn it was spent in")]
    player: Annotated[str, about("The active player")]
    trooper: Annotated[str, about("The trooper activated")]
    order_type: Annotated[OrderType, about("Which Order was spent")]
    edition: Annotated[Edition, about("The rules it was played under")]
    status: Annotated[ReplayStatus, about("`open`, `resolved` or `voided`")]
    void_reason: (
        Annotated[str, about("The organiser's reason for voiding it; null when not voided")] | None
    )
    troopers: Annotated[dict[str, TrooperRef], about("Every trooper the order mentions, by id.")]
    steps: Annotated[tuple[ReplayStep, ...], about("Each step, in the order of the events")]
    final_states: Annotated[
        dict[str, FinalCondition],
        about(
            "Each trooper's Wounds and state once the order is over (after a void: as restored)."
        ),
    ]
    matches_record: Annotated[
        bool, about("Whether every roll and outcome worked out again matches what the log recorded")
    ]
    differences: Annotated[
        tuple[str, ...], about("Each difference found, in words (empty when it matches)")
    ]
