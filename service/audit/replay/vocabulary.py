"""The vocabulary of an order replay: the events it reads, and the steps and rolls it explains.

The JSON an app shows is these structures, and the text a player reads is written from them,
so the two cannot tell two stories.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Final, Literal, get_args

import msgspec

from service.domain.declarations import ModEntry, Skill, SkillName
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
    name: str
    player: str


class FinalCondition(msgspec.Struct, frozen=True, kw_only=True):
    wounds: int
    state: TrooperState


class DieRef(msgspec.Struct, frozen=True, kw_only=True):
    """An enemy die, named by its side and its index among that side's dice."""

    side: str
    die: int
    face: int
    critical: bool


class ExplainedDie(msgspec.Struct, frozen=True, kw_only=True):
    index: int
    face: int
    value: int
    """What a Face to Face Roll compares (the face, or in CodeOne above SV 20 face + excess)."""
    success: bool
    critical: bool
    fate: DieFate
    cancelled_by: DieRef | None = None
    rule: CancelRule | None = None


class ExplainedSide(msgspec.Struct, frozen=True, kw_only=True):
    name: str
    trooper: str | None
    target: str | None
    skill: SkillName | None
    attack: bool
    """A BS or CC Attack: its surviving successes are hits on ``target``."""
    attribute_name: str | None
    attribute: int
    mods: tuple[ModEntry, ...]
    raw_mod_total: int
    mod_total: int
    """After the +/-12 cap."""
    clamped: bool
    success_value: int
    rolled: bool
    """False when the Success Value was below 1: no die was rolled and the roll failed."""
    dice_source: DiceSource | None
    """None when no die was rolled."""
    dice: tuple[ExplainedDie, ...]
    hits: int
    criticals: int
    discarded: tuple[int, ...]
    rerolled: tuple[int, ...]


class ExplainedRoll(msgspec.Struct, frozen=True, kw_only=True):
    index: int
    kind: RollKind
    sides: tuple[ExplainedSide, ...]
    """The active side first in a Face to Face Roll."""
    winner: str | None
    all_criticals: bool
    """Both sides rolled Criticals, so every success was cancelled."""


class _Step(msgspec.Struct, frozen=True, kw_only=True, tag_field="kind"):
    """What every step says first: its kind, the event it explains, and who caused it."""

    version: int
    actor: str | None

    @property
    def kind(self) -> str:
        """The step's kind, which a client switches on (`kind` in the JSON)."""
        return str(type(self).__struct_config__.tag)


class ActivationStep(_Step, frozen=True, kw_only=True, tag="activation"):
    trooper: str
    order_type: OrderType
    skill: Skill
    weapon_name: str | None
    # UNSET, so the replay of an activation outside any Fireteam reads as it did before.
    fireteam: tuple[str, ...] | msgspec.UnsetType = msgspec.UNSET
    """The Fireteam members the leader's order activated with it."""
    coordinated: tuple[str, ...] | msgspec.UnsetType = msgspec.UNSET
    """A Coordinated Order's other participants, ``trooper`` being its Spearhead."""


class AroStep(_Step, frozen=True, kw_only=True, tag="aro"):
    trooper: str
    skill: Skill
    weapon_name: str | None
    after_second_skill: bool


class SecondSkillStep(_Step, frozen=True, kw_only=True, tag="second_skill"):
    trooper: str
    skill: Skill
    weapon_name: str | None


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
    trooper: str
    declaration: DeclarationKind
    """An activation withdrawn gives its order back and ends the order."""


class EnteredFaces(msgspec.Struct, frozen=True, kw_only=True):
    side: str
    trooper: str | None
    faces: tuple[int, ...]


class DiceEnteredStep(_Step, frozen=True, kw_only=True, tag="dice_entered"):
    """Faces entered for another player's troopers, waiting for that player's confirmation."""

    by: str
    awaiting: str
    dice: tuple[EnteredFaces, ...]


class DiceConfirmedStep(_Step, frozen=True, kw_only=True, tag="dice_confirmed"):
    by: str
    replaced: tuple[EnteredFaces, ...]
    """The confirming player's own faces, entered instead of the ones awaiting them."""


class ConclusionDiceEnteredStep(_Step, frozen=True, kw_only=True, tag="conclusion_dice_entered"):
    """Save and Guts Roll faces entered for another player's troopers, waiting for that
    player's confirmation before the order concludes."""

    by: str
    awaiting: str
    saves: tuple[EnteredFaces, ...]
    """Keyed by the attacking side whose hits cause them (``trooper``: the attacker)."""
    guts: tuple[EnteredFaces, ...]
    """Keyed by the trooper who rolls it."""


class ConclusionDiceConfirmedStep(
    _Step, frozen=True, kw_only=True, tag="conclusion_dice_confirmed"
):
    by: str
    saves: tuple[EnteredFaces, ...]
    """The confirming player's own save faces, entered instead of the ones awaiting them."""
    guts: tuple[EnteredFaces, ...]


class ConclusionDiceWithdrawnStep(
    _Step, frozen=True, kw_only=True, tag="conclusion_dice_withdrawn"
):
    """The player who entered the conclusion's faces took them back, unconfirmed, by
    concluding again."""

    by: str


class ResolutionStep(_Step, frozen=True, kw_only=True, tag="resolution"):
    rolls: int
    lost: tuple[LostDice, ...]
    choices: tuple[PendingChoice, ...]


class RollStep(_Step, frozen=True, kw_only=True, tag="roll"):
    roll: ExplainedRoll


class DiscardStep(_Step, frozen=True, kw_only=True, tag="discard"):
    side: str
    trooper: str | None
    die: int
    face: int | None
    """The face discarded; None if the record names a die the roll did not have."""
    roll: ExplainedRoll
    """The roll worked out again without that die."""


class RerollStep(_Step, frozen=True, kw_only=True, tag="reroll"):
    side: str
    trooper: str | None
    die: int | None
    """None: the ReRoll was declined."""
    old_face: int | None
    new_face: int | None
    new_face_source: DiceSource | None
    roll: ExplainedRoll


class TemplateStep(_Step, frozen=True, kw_only=True, tag="template"):
    """A Direct Template: no roll to hit; what it did to each trooper it affected."""

    trooper: str
    weapon: str
    attack_kind: str
    placed: bool
    affected: tuple[TemplateOutcome, ...]


class _DeployableStep(_Step, frozen=True, kw_only=True):
    """What every step of a Deployable says first: the marker, and the weapon it is a use of."""

    deployable: str
    trooper: str
    """Who placed it."""
    weapon: str


class DeployableTriggeredStep(
    _DeployableStep, frozen=True, kw_only=True, tag="deployable_triggered"
):
    """A Deployable on the table triggered (its own ARO) and left the table."""

    targets: tuple[str, ...]
    """The troopers its template affects, the one that triggered it first."""


class DeployableAttackStep(_DeployableStep, frozen=True, kw_only=True, tag="deployable_attack"):
    """A triggered Deployable's Direct Template: what it did to each trooper it affected."""

    affected: tuple[TemplateOutcome, ...]


class DeployablePlacedStep(_DeployableStep, frozen=True, kw_only=True, tag="deployable_placed"):
    """Place Deployable resolved: the marker is on the table."""

    uses_left: int | None


class SavingRollsStep(_Step, frozen=True, kw_only=True, tag="saving_rolls"):
    trooper: str
    attack: str
    """The side whose hits caused these saves."""
    attacker: str | None
    hits: int
    criticals: int
    weapon: str
    ammo: tuple[str, ...]
    save_attribute: str
    attribute_value: int
    ps: int
    partial_cover: bool
    success_value: int
    rolls: tuple[SaveRoll, ...]
    wounds: int
    save_mods: tuple[ModEntry, ...] | msgspec.UnsetType = msgspec.UNSET
    """MODs in the SV besides Partial Cover (a Firewall's +3); left out when there were none."""


class WoundsStep(_Step, frozen=True, kw_only=True, tag="wounds"):
    trooper: str
    wounds_before: int
    state_before: TrooperState
    wounds: int
    state: TrooperState


class GutsRollStep(_Step, frozen=True, kw_only=True, tag="guts_roll"):
    trooper: str
    success_value: int
    face: int | None
    passed: bool
    courage: bool = False
    """Passed without rolling: its player chose Courage."""


class SaveValueSwitchedStep(_Step, frozen=True, kw_only=True, tag="save_value_switched"):
    """Bioimmunity: the saves against ``attack`` use the value of ``value_of``."""

    trooper: str
    attack: str
    save_attribute: str
    value_of: str
    value: int


class DoggedStep(_Step, frozen=True, kw_only=True, tag="dogged"):
    """The trooper entered Unconscious State and its player activated Dogged: Normal until
    its next Wound or the end of the Player Turn."""

    trooper: str
    wounds: int


class HackingStateStep(_Step, frozen=True, kw_only=True, tag="hacking_state"):
    """A State a hacking program put a trooper in (``entered``), or that its successful Reset
    cancelled (``cancelled``)."""

    trooper: str
    change: Literal["entered", "cancelled"]
    states: tuple[str, ...]
    """The States by name: Immobilized-B, Targeted, Isolated, Possessed."""
    by: str
    """The side that caused it: the attack whose hits were saved, or the Reset."""
    program: str | None = None


class ConcludedStep(_Step, frozen=True, kw_only=True, tag="concluded"):
    pass


class VoidedStep(_Step, frozen=True, kw_only=True, tag="voided"):
    reason: str
    restored: tuple[TrooperCondition, ...]


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
    order: int
    turn: int
    player: str
    trooper: str
    order_type: OrderType
    edition: Edition
    status: ReplayStatus
    void_reason: str | None
    troopers: dict[str, TrooperRef]
    """Every trooper the order mentions, by id."""
    steps: tuple[ReplayStep, ...]
    final_states: dict[str, FinalCondition]
    """Each trooper's Wounds and state once the order is over (after a void: as restored)."""
    matches_record: bool
    differences: tuple[str, ...]
