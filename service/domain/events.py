"""Events: what happened in a game, past tense, as a tagged union of frozen Structs.

The store keeps an event's type and its data in separate columns, so ``encode_event`` returns
the type name and a JSON-compatible dict without the type key, and ``decode_event`` takes them
back. Event data never holds a float (the hash chain canonicalises JSON): distances are
decimals written as strings. Every event that draws server dice keeps them in ``draws``, in draw
order, so a recorded game can be re-derived from its seed and checked die by die: ``draws`` is
roller(the event's version, len(draws)), handed out to the event's rolls without entered faces
in the order the event lists them. Faces entered in a manual-dice game appear in their roll
only, never in ``draws``.
"""

from __future__ import annotations

import uuid
from typing import Annotated, Any, Literal, get_args

import msgspec

from service.domain.declarations import ModEntry, Skill
from service.domain.troopers import OrderType, Trooper, TrooperState
from service.domain.unset import recorded_or
from service.rules.fireteams import FireteamType
from service.rules.hacking import HackingState
from service.rules.rolls import RollKind
from service.rules.values import Edition

DeclarationKind = Literal["activation", "aro", "second_skill"]


class RecordedDie(msgspec.Struct, frozen=True, kw_only=True):
    face: int
    value: int
    success: bool
    critical: bool
    cancelled: bool
    cancelled_by: int | Literal["all_criticals"] | None
    """Index into the enemy side's dice, or "all_criticals" when both sides rolled Criticals."""


class RecordedSide(msgspec.Struct, frozen=True, kw_only=True):
    name: str
    trooper: str | None = None
    target: str | None = None
    attribute: int
    mods: tuple[ModEntry, ...]
    mod_total: int
    """After the +/-12 clamp."""
    success_value: int
    rolled: bool
    """False when the Success Value was below 1: no die was rolled and the roll failed."""
    dice: tuple[RecordedDie, ...]
    hits: int
    criticals: int
    discarded: tuple[int, ...] = ()
    """Faces removed by a +1 SD discard."""
    rerolled: tuple[int, ...] = ()
    """Faces replaced by a ReRoll."""


class RecordedRoll(msgspec.Struct, frozen=True, kw_only=True):
    kind: RollKind
    sides: tuple[RecordedSide, ...]
    winner: str | None

    def side(self, name: str) -> RecordedSide:
        for side in self.sides:
            if side.name == name:
                return side
        raise KeyError(name)


class LostDice(msgspec.Struct, frozen=True, kw_only=True):
    """Dice of a split Burst lost because their target failed a requirement at resolution."""

    trooper: str
    target: str
    dice: int
    reason: str


class SaveRoll(msgspec.Struct, frozen=True, kw_only=True):
    face: int | None
    """None when the save's SV was below 1: no die is rolled and the save fails."""
    passed: bool
    wounds: int
    critical_extra: bool
    repeat: int
    """0 for the save itself, 1.. for Continuous Damage repeats."""


class TrooperCondition(msgspec.Struct, frozen=True, kw_only=True):
    trooper: str
    wounds: int
    state: TrooperState


class PendingChoice(msgspec.Struct, frozen=True, kw_only=True):
    """A +1 SD discard or a ReRoll a player still has to choose."""

    kind: Literal["discard", "reroll"]
    index: int
    """Which roll of the order."""
    side: str
    player: str


class _Event(msgspec.Struct, frozen=True, kw_only=True, tag_field="type"):
    pass


class GameCreated(_Event, frozen=True, kw_only=True, tag="game_created", omit_defaults=True):
    game_id: uuid.UUID
    edition: Edition
    players: tuple[str, ...]
    client_seed: str
    manual_dice: bool
    seed_commitment: str
    """SHA-256 of the server's dice seed; the seed itself is revealed only when the game ends.
    Every game has one: a manual-dice game draws server dice for the rolls nobody entered."""
    dice_algorithm: str
    manual_dice_confirmation: bool = False
    """Faces a player enters for another player's troopers wait for that player to confirm
    them. Left out of the record when False, so games created before it record as they did."""
    catalogue_revision: int | msgspec.UnsetType = msgspec.UNSET
    """The weapon catalogue's revision the game's slugs name; unset in games recorded before
    revisions, which were played with revision 1."""
    name_rule: int | msgspec.UnsetType = msgspec.UNSET
    """The rule for names the game is held to; unset in games recorded before it."""
    roles_rule: int | msgspec.UnsetType = msgspec.UNSET
    """The rule of who sends which command (``domain.roles``); unset in games recorded before
    it, in which the organiser could act for any player."""
    rounds: int | msgspec.UnsetType = msgspec.UNSET
    """Game Rounds of a game that follows the N5 Game Sequence; unset in a game of free turns,
    as every game recorded before the sequence is."""
    scenario_rule: int | msgspec.UnsetType = msgspec.UNSET
    """The scenario's rules the game is held to (``rules.scenario``); unset in games recorded
    before them."""
    classified_objectives: int | msgspec.UnsetType = msgspec.UNSET
    """How many Classified Objectives each player draws; set exactly with ``scenario_rule``."""
    objective_points_cap: int | msgspec.UnsetType = msgspec.UNSET
    """The most Objective Points a player scores; set exactly with a ``scenario_rule`` of 2 or
    more."""
    hidden_rule: int | msgspec.UnsetType = msgspec.UNSET
    """The rule for Hidden Deployment (``domain.hidden``); unset in games recorded before it,
    whose troopers were put in Hidden Deployment by a later secret."""
    privacy_rule: int | msgspec.UnsetType = msgspec.UNSET
    """The privacy rule the game is played under (``domain.privacy``); unset in games recorded
    before it."""


class EntropyContributed(_Event, frozen=True, kw_only=True, tag="entropy_contributed"):
    """A player's seed for a dice-v2 game's dice, sent after the server's commitment."""

    player: str
    seed: str


class EntropyWaived(_Event, frozen=True, kw_only=True, tag="entropy_waived"):
    """The organiser started play without these players' seeds: each is recorded empty."""

    players: tuple[str, ...]


class HiddenCommitment(msgspec.Struct, frozen=True, kw_only=True):
    """The server-held ``hidden_deployment`` secret a trooper was added under: its id and its
    commitment, the secret being ``{"kind": "hidden_deployment", "trooper": <its id>}``."""

    secret_id: str
    commitment: str


class TrooperAdded(_Event, frozen=True, kw_only=True, tag="trooper_added"):
    trooper: Trooper
    # UNSET, so every trooper added before the hidden rule, and every other, keeps its bytes.
    hidden_deployment: HiddenCommitment | msgspec.UnsetType = msgspec.UNSET
    """The trooper is added in Hidden Deployment (the hidden rule): the commitment of the secret
    that keeps it off the table, recorded with it so that no reader sees the trooper before the
    secret exists. The whole event is held back from every reader but its owner until then."""


class TrooperEdited(_Event, frozen=True, kw_only=True, tag="trooper_edited"):
    """A trooper that had not acted yet, corrected: ``trooper`` is the whole trooper now."""

    trooper: Trooper


class TrooperRemoved(_Event, frozen=True, kw_only=True, tag="trooper_removed"):
    """A trooper that had not acted yet, taken back."""

    trooper: str


class TokenRotated(_Event, frozen=True, kw_only=True, tag="token_rotated"):
    """A bearer token of the game was replaced and the old one revoked. Neither token nor its
    hash is recorded: only whose token it was (``player`` None: the organiser's) and who
    asked (``by``)."""

    role: Literal["organiser", "player"]
    player: str | None
    by: str


class GroupOrders(msgspec.Struct, frozen=True, kw_only=True):
    """The Regular Orders in one Combat Group's Order Pool."""

    group: int
    regular: int


class InitiativeRolled(_Event, frozen=True, kw_only=True, tag="initiative_rolled"):
    """The Initiative Roll: a Face to Face Roll of the Lieutenants' WIP, one side per player
    (named by the player). No winner (a tie, or both failed): it is rolled again."""

    sides: tuple[RecordedSide, ...]
    winner: str | None
    draws: tuple[int, ...]


class InitiativeKept(_Event, frozen=True, kw_only=True, tag="initiative_kept"):
    """The Initiative Roll's winner kept Initiative or Deployment; the other player holds the
    other one."""

    player: str
    kept: Literal["initiative", "deployment"]


class TurnOrderChosen(_Event, frozen=True, kw_only=True, tag="turn_order_chosen"):
    """Who holds Initiative chose who has the first Player Turn of every Game Round."""

    by: str
    first: str


class DeploymentOrderChosen(_Event, frozen=True, kw_only=True, tag="deployment_order_chosen"):
    """Who holds Deployment chose who deploys first."""

    by: str
    first: str


class TroopersDeployed(_Event, frozen=True, kw_only=True, tag="troopers_deployed"):
    """A step of the Deployment Phase (1 to 4): all troopers but one (steps 1 and 2), or the
    one kept back (steps 3 and 4)."""

    step: int
    player: str
    troopers: tuple[str, ...]


class FireteamFormed(_Event, frozen=True, kw_only=True, tag="fireteam_formed"):
    """A player created a Fireteam; ``fireteam`` numbers it in the game, never reused."""

    fireteam: int
    player: str
    kind: FireteamType
    members: tuple[str, ...]
    leader: str


class FireteamMemberLeft(_Event, frozen=True, kw_only=True, tag="fireteam_member_left"):
    """A member stopped being part of its Fireteam (e.g. Unconscious or Dead: a Null State);
    the Fireteam goes on with the others."""

    fireteam: int
    trooper: str
    reason: str


class FireteamBroken(_Event, frozen=True, kw_only=True, tag="fireteam_broken"):
    """A Fireteam was cancelled: by the player's choice, or because the rules end it (its
    leader in a Null State, fewer than two members left)."""

    fireteam: int
    reason: str


class TurnStarted(_Event, frozen=True, kw_only=True, tag="turn_started"):
    turn: int
    player: str
    regular_orders: int
    """Every Regular Order of the turn, all Combat Groups together."""
    irregular_orders: tuple[str, ...]
    """Troopers that keep their own Irregular Order."""
    lieutenant_orders: int
    # UNSET, so turns of games whose troopers have no Combat Group keep their bytes.
    groups: tuple[GroupOrders, ...] | msgspec.UnsetType = msgspec.UNSET
    """One Order Pool per Combat Group, by group number; unset: one pool for the army."""
    # UNSET, so turns of games without Impetuous troopers keep their bytes.
    impetuous_orders: tuple[str, ...] | msgspec.UnsetType = msgspec.UNSET
    """Troopers with an Impetuous Order, spent in the Impetuous Phase only (Impetuous, N5)."""
    # UNSET, so turns started without the player's word keep their bytes.
    declared_loss_of_lieutenant: bool | msgspec.UnsetType = msgspec.UNSET
    """The player's word on their client-held private Lieutenant as the turn started: whether
    it could not lead (then revealed in the same command). Absent where the service knew."""


class RetreatDeclared(_Event, frozen=True, kw_only=True, tag="retreat_declared"):
    """At the start of the player's Active Turn their survivors are worth 25% or less of
    their army (Retreat! situation, N5): the game ends at the end of ``round``, the first Game
    Round that starts with the army in Retreat! (ITS)."""

    player: str
    survivors_points: int
    army_points: int
    round: int


class RetreatCancelled(_Event, frozen=True, kw_only=True, tag="retreat_cancelled"):
    """Counted again at the start of an Active Turn, the survivors are worth more than 25%."""

    player: str
    survivors_points: int
    army_points: int


class LossOfLieutenantDeclared(
    _Event, frozen=True, kw_only=True, tag="loss_of_lieutenant_declared"
):
    """The Active Player has no Lieutenant able to act: every trooper of theirs is Irregular
    this turn (Loss of Lieutenant, N5)."""

    player: str
    reason: str


class LieutenantAppointed(_Event, frozen=True, kw_only=True, tag="lieutenant_appointed"):
    """At the end of a turn in Loss of Lieutenant the player names a new Lieutenant."""

    player: str
    trooper: str


_CONCLUDE = (
    "`when-possible`: declared so, the order is resolved and concluded by the command after which"
    " nobody has anything left to decide in it; left out: by its active player's requests."
)


class TrooperActivated(_Event, frozen=True, kw_only=True, tag="trooper_activated"):
    order: int
    trooper: str
    order_type: OrderType
    skill: Skill
    # UNSET, so every activation recorded before the switch keeps its bytes.
    conclude: Annotated[
        Literal["when-possible"] | msgspec.UnsetType, msgspec.Meta(description=_CONCLUDE)
    ] = msgspec.UNSET
    """``when-possible``: the order goes on by itself once nothing is left to decide in it."""
    # UNSET, so every activation recorded before Fireteams keeps its bytes.
    fireteam: tuple[str, ...] | msgspec.UnsetType = msgspec.UNSET
    """The other members of the Fireteam its leader activated with the same Regular Order."""
    coordinated: tuple[str, ...] | msgspec.UnsetType = msgspec.UNSET
    """A Coordinated Order: the other Troopers taking part, ``trooper`` being its Spearhead."""


class AroDeclared(_Event, frozen=True, kw_only=True, tag="aro_declared"):
    order: int
    trooper: str
    skill: Skill
    after_second_skill: bool
    """Declared at step 4, by a trooper that could not react to the first skill."""


class SecondSkillDeclared(_Event, frozen=True, kw_only=True, tag="second_skill_declared"):
    order: int
    trooper: str
    skill: Skill
    # UNSET, so every second skill recorded before the switch keeps its bytes.
    conclude: Annotated[
        Literal["when-possible"] | msgspec.UnsetType, msgspec.Meta(description=_CONCLUDE)
    ] = msgspec.UNSET
    """``when-possible``: the order goes on by itself once nothing is left to decide in it."""


class NoAroDeclared(_Event, frozen=True, kw_only=True, tag="no_aro_declared"):
    """A Reactive Player declares no further ARO at a step of the order: their troopers that
    have not reacted forfeit their ARO at that step (Order Expenditure Sequence, N5)."""

    order: Annotated[int, msgspec.Meta(description="The order's number.")]
    player: Annotated[
        str, msgspec.Meta(description="The Reactive Player who declares no further ARO.")
    ]
    after_second_skill: Annotated[
        bool,
        msgspec.Meta(
            description=(
                "Declared at step 4, after the second skill; false: at step 2, after the first"
                " (Order Expenditure Sequence, N5)."
            )
        ),
    ]
    """At step 4, after the second skill (else at step 2, after the first)."""


class DeclarationWithdrawn(_Event, frozen=True, kw_only=True, tag="declaration_withdrawn"):
    """The last declaration of the open order is taken back; an activation refunds its order."""

    order: int
    trooper: str
    kind: DeclarationKind


class ResolutionBegan(_Event, frozen=True, kw_only=True, tag="resolution_began"):
    order: int
    rolls: int
    """How many roll events follow (one per Face to Face or Normal Roll)."""
    lost: tuple[LostDice, ...] = ()
    choices: tuple[PendingChoice, ...] = ()
    """The discards and ReRolls to choose once every roll is made, in the order they are due."""


class OrderRollMade(_Event, frozen=True, kw_only=True, tag="order_roll_made"):
    order: int
    index: int
    roll: RecordedRoll
    draws: tuple[int, ...]
    """Server faces drawn for this roll, handed out side by side in the roll's order to the sides
    without entered faces; a side already rolled in an earlier roll reuses its faces."""


TemplateReaction = Literal["dodge", "attack", "none"]


class TemplateOutcome(msgspec.Struct, frozen=True, kw_only=True):
    """What a Direct Template did to one trooper it affected."""

    trooper: str
    attack: str
    """The name of the attack side whose hits these are: what its Saving Rolls name."""
    reaction: TemplateReaction
    templates: int
    """How many of the attacker's templates cover the trooper."""
    dodged: bool
    """Its Dodge, a Normal PH Roll, succeeded: it left the template's area."""
    hits: int


class TemplateAttackResolved(_Event, frozen=True, kw_only=True, tag="template_attack_resolved"):
    """A Direct Template attack, worked out once the order's rolls are made: no roll to hit,
    each affected trooper hit unless its Dodge succeeded (or an Intuitive Attack's WIP Roll
    failed, so no template was placed)."""

    order: int
    trooper: str
    weapon: str
    attack_kind: Literal["standard", "intuitive"]
    placed: bool
    affected: tuple[TemplateOutcome, ...]


class DeployableTriggered(_Event, frozen=True, kw_only=True, tag="deployable_triggered"):
    """A Deployable weapon on the table triggered in the order (its own ARO): it is removed
    from the table, and attacks as a Direct Template once the order's rolls are made."""

    order: int
    deployable: str
    trooper: str
    """Who placed it: the attack is theirs, and so is the player whose ARO it is."""
    weapon: str
    """The weapon's slug on the placing trooper."""
    targets: tuple[str, ...]
    """The troopers the template affects, the one that triggered it first."""


class DeployableAttackResolved(_Event, frozen=True, kw_only=True, tag="deployable_attack_resolved"):
    """What a triggered Deployable weapon's Direct Template did, once the order's rolls are
    made: each affected trooper hit unless its Dodge (a Normal PH Roll at -3) succeeded."""

    order: int
    deployable: str
    trooper: str
    weapon: str
    """The weapon's name, as its Saving Rolls name it."""
    affected: tuple[TemplateOutcome, ...]


class DeployablePlaced(_Event, frozen=True, kw_only=True, tag="deployable_placed"):
    """Place Deployable resolved: one use of the weapon is on the table as a marker."""

    order: int
    deployable: str
    trooper: str
    weapon: str
    """The weapon's slug on the placing trooper."""
    name: str
    uses_left: int | None
    """Disposable uses the trooper has left of the weapon; None: no Disposable limit."""


class DieDiscarded(_Event, frozen=True, kw_only=True, tag="die_discarded"):
    """+1 SD: one die of a side is discarded; ``roll`` is the roll worked out again."""

    order: int
    index: int
    side: str
    die: int
    roll: RecordedRoll


class RerollMade(_Event, frozen=True, kw_only=True, tag="reroll_made"):
    """ReRoll: one die of a side is rolled again, or the player declines (``die`` None)."""

    order: int
    index: int
    side: str
    die: int | None
    roll: RecordedRoll
    draws: tuple[int, ...]


class SavingRollsMade(_Event, frozen=True, kw_only=True, tag="saving_rolls_made"):
    order: int
    trooper: str
    attack: str
    """The name of the side whose hits caused these saves."""
    weapon: str
    ammo: tuple[str, ...]
    save_attribute: str
    attribute_value: int
    ps: int
    partial_cover: bool
    success_value: int
    rolls: tuple[SaveRoll, ...]
    wounds: int
    draws: tuple[int, ...]
    save_mods: tuple[ModEntry, ...] | msgspec.UnsetType = msgspec.UNSET
    """MODs in ``success_value`` besides Partial Cover (a Firewall's +3); left out when none."""

    @property
    def mods(self) -> tuple[ModEntry, ...]:
        return recorded_or(self.save_mods, ())


class TrooperWounded(_Event, frozen=True, kw_only=True, tag="trooper_wounded"):
    order: int
    trooper: str
    wounds: int
    """Total Wounds after this event."""
    state: TrooperState
    wounds_before: int
    state_before: TrooperState


class GutsRollMade(_Event, frozen=True, kw_only=True, tag="guts_roll_made"):
    order: int
    trooper: str
    success_value: int
    face: int | None
    passed: bool
    draws: tuple[int, ...]


class GutsRollWaived(_Event, frozen=True, kw_only=True, tag="guts_roll_waived"):
    """A trooper with Courage passes its Guts Roll without rolling: its player's choice."""

    order: int
    trooper: str
    skill: str = "Courage"


class SaveValueSwitched(_Event, frozen=True, kw_only=True, tag="save_value_switched"):
    """Bioimmunity, chosen by the trooper's player: the Saving Rolls that follow against
    ``attack`` keep their attribute (and its ammunition's rules) but use the value of
    ``value_of``, the more favourable of the trooper's ARM and BTS."""

    order: int
    trooper: str
    attack: str
    save_attribute: str
    value_of: str
    value: int
    skill: str = "Bioimmunity"


class DoggedActivated(_Event, frozen=True, kw_only=True, tag="dogged_activated"):
    """A trooper entering Unconscious State stays in play as Normal for the rest of the
    Player Turn (Dogged), its player's choice: any further Wound kills it, and it dies at the
    end of the turn."""

    order: int
    trooper: str
    wounds: int
    skill: str = "Dogged"


class DoggedTrooperDied(_Event, frozen=True, kw_only=True, tag="dogged_trooper_died"):
    """The end of the Player Turn in which a trooper activated Dogged: it enters Dead State."""

    turn: int
    trooper: str
    wounds: int


class TrooperStateEntered(_Event, frozen=True, kw_only=True, tag="trooper_state_entered"):
    """A Non-Lethal hacking program's failed Saving Roll put the trooper in a State
    (Carbonite: Immobilized-B, Spotlight: Targeted, Oblivion: Isolated, Total Control:
    Possessed)."""

    order: int
    trooper: str
    state: HackingState
    attack: str
    """The name of the side whose hits caused the saves."""
    program: str


class TrooperStatesCancelled(_Event, frozen=True, kw_only=True, tag="trooper_states_cancelled"):
    """A successful Reset Roll, Normal or Face to Face, cancelled the trooper's Targeted and
    Immobilized-B States."""

    order: int
    trooper: str
    states: tuple[HackingState, ...]
    by: str
    """The name of the Reset side that succeeded."""


class OrderConcluded(_Event, frozen=True, kw_only=True, tag="order_concluded"):
    order: int


class OrderVoided(_Event, frozen=True, kw_only=True, tag="order_voided"):
    """The organiser voids a concluded order: nothing is deleted, its effects are reverted."""

    order: int
    reason: str
    restored: tuple[TrooperCondition, ...]


class TurnEnded(_Event, frozen=True, kw_only=True, tag="turn_ended"):
    turn: int
    player: str
    unused_orders: int


class RollMade(_Event, frozen=True, kw_only=True, tag="roll_made"):
    """A free-standing roll, outside any order."""

    kind: RollKind
    label: str
    sides: tuple[RecordedSide, ...]
    winner: str | None
    draws: tuple[int, ...]


class AwaitedSide(msgspec.Struct, frozen=True, kw_only=True):
    """One side of a roll outside any order whose faces wait for a player's confirmation: what
    the roll is made with once they are confirmed."""

    name: str
    """The side's name: the player's for the Initiative Roll."""
    player: str | None
    """Whose roll it is; None for a table roll no player owns."""
    attribute: int
    mods: tuple[ModEntry, ...] = ()
    dice: int
    """How many dice it rolls (0: its Success Value is below 1)."""


class RollDiceEntered(_Event, frozen=True, kw_only=True, tag="roll_dice_entered"):
    """In a game with manual dice confirmation: ``by`` entered faces for ``awaiting``'s side of
    the Initiative Roll or of a free roll, so the roll waits for that player before it is
    made."""

    roll: Literal["initiative", "free_roll"]
    by: str
    awaiting: str
    kind: RollKind
    label: str = ""
    sides: tuple[AwaitedSide, ...]
    dice: tuple[EnteredRoll, ...]
    """Every side's faces as entered, the entering player's own included."""


class RollDiceConfirmed(_Event, frozen=True, kw_only=True, tag="roll_dice_confirmed"):
    """The awaited player accepted the entered faces, replacing those in ``replaced``; the roll
    (``initiative_rolled`` or ``roll_made``) follows in the same command."""

    roll: Literal["initiative", "free_roll"]
    by: str
    replaced: tuple[EnteredRoll, ...] = ()


class GameEnded(_Event, frozen=True, kw_only=True, tag="game_ended"):
    reason: str


class CommittedSecret(msgspec.Struct, frozen=True, kw_only=True):
    """What everyone may know of a committed secret, never what it hides: the fields (and their
    order) its event records, which the state's record, the export's listing and the API's view
    of it carry first, so they are spelt once."""

    secret_id: str
    owner: str
    kind: str
    marker: int | None
    commitment: str
    held_by: str


class SecretCommitted(_Event, CommittedSecret, frozen=True, kw_only=True, tag="secret_committed"):
    """A player recorded Private Information: only its commitment and open facts are shown."""


class ClassifiedDrawn(_Event, frozen=True, kw_only=True, tag="classified_drawn"):
    """A player drew Classified Objectives from the mission's deck: the cards follow from the
    server dice at this event's version (``domain.classified``); the ``secret_committed`` events
    after it commit to them, in the order ``secret_ids`` lists."""

    player: str
    deck: tuple[str, ...]
    secret_ids: tuple[str, ...]


class SecretRevealed(_Event, frozen=True, kw_only=True, tag="secret_revealed"):
    """A secret made Open: what it hid and its salt, which hash to its commitment."""

    secret_id: str
    secret: dict[str, str]
    salt: str


class ResultRecorded(_Event, frozen=True, kw_only=True, tag="result_recorded"):
    """A player recorded their Objective Points; it waits for the opponent's answer."""

    player: str
    objective_points: int
    reasons: tuple[str, ...]


class ResultConfirmed(_Event, frozen=True, kw_only=True, tag="result_confirmed"):
    player: str
    by: str


class ResultDisputed(_Event, frozen=True, kw_only=True, tag="result_disputed"):
    """The opponent disputed the recorded result: the organiser decides it."""

    player: str
    by: str
    reason: str


class DisputeDecided(_Event, frozen=True, kw_only=True, tag="dispute_decided"):
    """The organiser's decision on a disputed result, which is final."""

    player: str
    objective_points: int
    reasons: tuple[str, ...]


RESULT_EVENTS = frozenset(
    str(kind.__struct_config__.tag)
    for kind in (ResultRecorded, ResultConfirmed, ResultDisputed, DisputeDecided)
)
"""The events that may follow ``game_ended``: results are recorded once a game is over."""


class EnteredRoll(msgspec.Struct, frozen=True, kw_only=True):
    """The faces entered at the table for one roll, named as the order names its sides."""

    roll: str
    faces: tuple[int, ...]


class DiceEntered(_Event, frozen=True, kw_only=True, tag="dice_entered"):
    """In a game with manual dice confirmation: ``by`` entered faces for rolls of
    ``awaiting``'s troopers, so the order waits for that player before it resolves."""

    order: int
    by: str
    awaiting: str
    dice: tuple[EnteredRoll, ...]
    """Every roll's faces as entered, the entering player's own included."""


class DiceConfirmed(_Event, frozen=True, kw_only=True, tag="dice_confirmed"):
    """The awaited player accepted the entered faces, replacing those in ``replaced``; the
    resolution follows in the same command."""

    order: int
    by: str
    replaced: tuple[EnteredRoll, ...]


class ConclusionDiceEntered(_Event, frozen=True, kw_only=True, tag="conclusion_dice_entered"):
    """In a game with manual dice confirmation: ``by`` concluded the order with faces for saves
    or Guts Rolls of ``awaiting``'s troopers, so the conclusion waits for that player; the
    Conclude's choices wait with them."""

    order: int
    by: str
    awaiting: str
    saves: tuple[EnteredRoll, ...]
    """Every save's faces as entered, keyed by the attacking side, the entering player's own
    included."""
    guts: tuple[EnteredRoll, ...]
    """Every Guts Roll's face as entered, keyed by trooper."""
    courage: tuple[str, ...] = ()
    dogged: tuple[str, ...] = ()
    bioimmunity: tuple[str, ...] = ()


class ConclusionDiceConfirmed(_Event, frozen=True, kw_only=True, tag="conclusion_dice_confirmed"):
    """The awaited player accepted the faces entered for the conclusion, replacing those in
    ``saves`` and ``guts``; the conclusion follows in the same command."""

    order: int
    by: str
    saves: tuple[EnteredRoll, ...] = ()
    guts: tuple[EnteredRoll, ...] = ()


class ConclusionDiceWithdrawn(_Event, frozen=True, kw_only=True, tag="conclusion_dice_withdrawn"):
    """The player who entered faces for the conclusion took them back by concluding again,
    before they were confirmed; that Conclude follows in the same command."""

    order: int
    by: str


OrderEvent = (
    TrooperActivated
    | AroDeclared
    | NoAroDeclared
    | SecondSkillDeclared
    | DeclarationWithdrawn
    | DiceEntered
    | DiceConfirmed
    | ConclusionDiceEntered
    | ConclusionDiceConfirmed
    | ConclusionDiceWithdrawn
    | ResolutionBegan
    | OrderRollMade
    | TemplateAttackResolved
    | DeployableTriggered
    | DeployableAttackResolved
    | DeployablePlaced
    | DieDiscarded
    | RerollMade
    | SavingRollsMade
    | TrooperWounded
    | GutsRollMade
    | GutsRollWaived
    | SaveValueSwitched
    | DoggedActivated
    | TrooperStateEntered
    | TrooperStatesCancelled
    | OrderConcluded
    | OrderVoided
)
"""The events that belong to one order (each names it in ``order``)."""


class CommandTokenSpent(_Event, frozen=True, kw_only=True, tag="command_token_spent"):
    """One of the player's Command Tokens spent for ``use`` (Command Tokens, N5)."""

    player: str
    use: str
    """A ``commands.CommandTokenUse``; kept a plain string so the history stays readable if
    the list of uses grows."""
    turn: int
    """The Player Turn it was spent in (0: before the first, e.g. during Deployment)."""
    trooper: str | None = None
    combat_group: int | None = None
    from_group: int | None = None
    """``move_to_combat_group``: the group the trooper left."""
    removed_from: tuple[int, ...] = ()
    """``remove_two_regular_orders``: the Combat Group of each Order removed (empty: the
    opponent's one pool)."""


Event = (
    GameCreated
    | TrooperAdded
    | TrooperEdited
    | TrooperRemoved
    | TokenRotated
    | EntropyContributed
    | EntropyWaived
    | InitiativeRolled
    | InitiativeKept
    | TurnOrderChosen
    | DeploymentOrderChosen
    | TroopersDeployed
    | FireteamFormed
    | FireteamMemberLeft
    | FireteamBroken
    | RetreatDeclared
    | RetreatCancelled
    | LossOfLieutenantDeclared
    | TurnStarted
    | OrderEvent
    | DoggedTrooperDied
    | LieutenantAppointed
    | TurnEnded
    | RollDiceEntered
    | RollDiceConfirmed
    | RollMade
    | GameEnded
    | ResultRecorded
    | ResultConfirmed
    | ResultDisputed
    | DisputeDecided
    | CommandTokenSpent
    | SecretCommitted
    | ClassifiedDrawn
    | SecretRevealed
)
"""Every event; the union is flat, so one tagged decoder covers them all."""

EVENT_TYPES: dict[str, type[_Event]] = {
    str(cls.__struct_config__.tag): cls for cls in get_args(Event)
}
"""Event type name -> class, e.g. "game_created" -> GameCreated."""

_TAG = "type"


def event_type(event: Event) -> str:
    tag = type(event).__struct_config__.tag
    assert isinstance(tag, str)
    return tag


def encode_event(event: Event) -> tuple[str, dict[str, Any]]:
    # Through JSON and back, so the dict is exactly what a JSON column would return.
    data = msgspec.json.decode(msgspec.json.encode(event))
    assert isinstance(data, dict)
    del data[_TAG]
    return event_type(event), data


def decode_event(type: str, data: dict[str, Any]) -> Event:
    if type not in EVENT_TYPES:
        raise ValueError(f"unknown event type {type!r}")
    if _TAG in data:
        raise ValueError(f"event data must not carry the {_TAG!r} key")
    event: Event = msgspec.convert({**data, _TAG: type}, Event)
    return event
