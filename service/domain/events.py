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
from typing import Annotated, Any, Literal

import msgspec

from service.domain import fields
from service.domain.declarations import ModEntry, Skill
from service.domain.described import about
from service.domain.tagged import decode_tagged, encode_tagged, tag_of, types_of
from service.domain.troopers import OrderType, Trooper, TrooperState
from service.domain.unset import recorded_or
from service.rules.fireteams import FireteamType
from service.rules.hacking import HackingState
from service.rules.rolls import RollKind
from service.rules.values import Edition

DeclarationKind = Literal["activation", "aro", "second_skill"]


class RecordedDie(msgspec.Struct, frozen=True, kw_only=True):
    """One die of a recorded roll, as it was read."""

    face: fields.DieFace
    value: fields.DieValue
    success: fields.DieSuccess
    critical: fields.DieCritical
    cancelled: fields.DieCancelled
    cancelled_by: Annotated[
        int | Literal["all_criticals"] | None,
        about(
            'Index into the enemy side\'s dice, or "all_criticals" when both sides rolled '
            "Criticals."
        ),
    ]


class RecordedSide(msgspec.Struct, frozen=True, kw_only=True):
    """One side of a recorded roll."""

    name: fields.SideName
    trooper: (
        Annotated[str, about("The trooper rolling; null for a side that names none")] | None
    ) = None
    target: fields.SideTarget = None
    attribute: Annotated[int, about("The attribute rolled against, before MODs")]
    mods: Annotated[tuple[ModEntry, ...], about("Each MOD applied, with where it comes from")]
    mod_total: Annotated[int, about("After the +/-12 clamp.")]
    success_value: fields.SuccessValue
    rolled: fields.Rolled
    dice: Annotated[tuple[RecordedDie, ...], about("Each die, in the order rolled")]
    hits: Annotated[int, about("Successes kept after cancellation, Criticals included")]
    criticals: Annotated[int, about("Criticals kept after cancellation")]
    discarded: Annotated[tuple[int, ...], about("Faces removed by a +1 SD discard.")] = ()
    rerolled: Annotated[tuple[int, ...], about("Faces replaced by a ReRoll.")] = ()


class RecordedRoll(msgspec.Struct, frozen=True, kw_only=True):
    """A roll as recorded: its kind, its sides and who won."""

    kind: Annotated[RollKind, about("`normal` or `face_to_face`")]
    sides: Annotated[tuple[RecordedSide, ...], about("Each side")]
    winner: (
        Annotated[str, about("The winning side's name; null when no side keeps a success")] | None
    )

    def side(self, name: str) -> RecordedSide:
        for side in self.sides:
            if side.name == name:
                return side
        raise KeyError(name)


class LostDice(msgspec.Struct, frozen=True, kw_only=True):
    """Dice of a split Burst lost because their target failed a requirement at resolution."""

    trooper: Annotated[str, about("The attacking trooper")]
    target: Annotated[str, about("The target the dice were aimed at")]
    dice: Annotated[int, about("How many dice were lost")]
    reason: Annotated[str, about("The requirement the target failed, in words")]


class SaveRoll(msgspec.Struct, frozen=True, kw_only=True):
    """One Saving Roll (Saving Roll, N5)."""

    face: fields.FaceIfRolled
    passed: Annotated[bool, about("Whether it passed")]
    wounds: Annotated[int, about("Wounds it caused: 0 when it passed")]
    critical_extra: Annotated[bool, about("Whether it is the extra save a Critical causes")]
    repeat: Annotated[int, about("0 for the save itself, 1.. for Continuous Damage repeats.")]


class TrooperCondition(msgspec.Struct, frozen=True, kw_only=True):
    """A trooper's Wounds and state."""

    trooper: fields.TrooperId
    wounds: Annotated[int, about("Wounds (or Structure points) the trooper has")]
    state: Annotated[TrooperState, about("The trooper's state: `normal`, `unconscious` or `dead`")]


class PendingChoice(msgspec.Struct, frozen=True, kw_only=True):
    """A +1 SD discard or a ReRoll a player still has to choose."""

    kind: Annotated[
        Literal["discard", "reroll"], about("`discard` (a +1 SD discard) or `reroll` (a ReRoll)")
    ]
    index: Annotated[int, about("Which roll of the order (0, 1, ...)")]
    side: Annotated[str, about("The side whose die is to be chosen")]
    player: Annotated[
        str, about("The player who chooses (POST .../orders/{order}/discard or /reroll)")
    ]


class _Event(msgspec.Struct, frozen=True, kw_only=True, tag_field="type"):
    pass


class GameCreated(_Event, frozen=True, kw_only=True, tag="game_created", omit_defaults=True):
    """A game was created: its players, its edition, the commitment to its dice seed, and the
    revision of each rule it is held to."""

    game_id: Annotated[uuid.UUID, about("The game's id")]
    edition: Annotated[Edition, about("`N5` or `CodeOne`")]
    players: Annotated[tuple[str, ...], about("The players' names")]
    client_seed: Annotated[
        str, about("The creator's `client_seed` (dice-v1 mixes it into every die)")
    ]
    manual_dice: Annotated[bool, about("Whether players may enter the faces they rolled")]
    seed_commitment: Annotated[
        str,
        about(
            "SHA-256 of the server's dice seed; the seed itself is revealed only when the game "
            "ends. Every game has one: a manual-dice game draws server dice for the rolls nobody "
            "entered."
        ),
    ]
    dice_algorithm: Annotated[str, about("`dice-v1` or `dice-v2`")]
    manual_dice_confirmation: Annotated[
        bool,
        about(
            "Faces a player enters for another player's troopers wait for that player to confirm "
            "them. Left out of the record when false, so games created before it record as they "
            "did."
        ),
    ] = False
    catalogue_revision: (
        Annotated[
            int,
            about(
                "The weapon catalogue's revision the game's slugs name; unset in games recorded "
                "before revisions, which were played with revision 1."
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    name_rule: (
        Annotated[
            int, about("The rule for names the game is held to; unset in games recorded before it.")
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    roles_rule: (
        Annotated[
            int,
            about(
                'The rule of who sends which command (docs/api.md, "Who may do what"); unset in'
                " games "
                "recorded before it, in which the organiser could act for any player"
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    rounds: (
        Annotated[
            int,
            about(
                "Game Rounds of a game that follows the N5 Game Sequence; unset in a game of free "
                "turns, as every game recorded before the sequence is."
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    scenario_rule: (
        Annotated[
            int,
            about(
                "The revision of the mission's rules the game is held to (its Classified "
                "Objectives draw, and from 2 its Objective Points cap); unset in games recorded "
                "before them"
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    classified_objectives: (
        Annotated[
            int,
            about(
                "How many Classified Objectives each player draws; set exactly with "
                "`scenario_rule`."
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    objective_points_cap: (
        Annotated[
            int,
            about(
                "The most Objective Points a player scores; set exactly with a `scenario_rule` of "
                "2 or more."
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    hidden_rule: (
        Annotated[
            int,
            about(
                "The rule for Hidden Deployment the game is held to (docs/guide/secrets.md,"
                ' "Secrets: the '
                'commitment scheme"); unset in games recorded before it, whose troopers were put '
                "in Hidden Deployment by a later secret"
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    privacy_rule: (
        Annotated[
            int,
            about(
                'The privacy rule the game is played under (docs/rules.md, "What each player'
                " may know of the other's army\"); "
                "unset in games recorded before it"
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET


class EntropyContributed(_Event, frozen=True, kw_only=True, tag="entropy_contributed"):
    """A player's seed for a dice-v2 game's dice, sent after the server's commitment."""

    player: fields.PlayerName
    seed: Annotated[str, about("The player's seed: 32 to 128 lowercase hex digits")]


class EntropyWaived(_Event, frozen=True, kw_only=True, tag="entropy_waived"):
    """The organiser started play without these players' seeds: each is recorded empty."""

    players: Annotated[tuple[str, ...], about("The players whose seed is recorded empty")]


class HiddenCommitment(msgspec.Struct, frozen=True, kw_only=True):
    """The server-held ``hidden_deployment`` secret a trooper was added under: its id and its
    commitment, the secret being ``{"kind": "hidden_deployment", "trooper": <its id>}``."""

    secret_id: Annotated[
        str, about("The id of the secret that keeps the trooper in Hidden Deployment")
    ]
    commitment: Annotated[
        str,
        about(
            "Its commitment: SHA-256 (hex) of the salt, a newline and the secret's canonical JSON"
        ),
    ]


class TrooperAdded(_Event, frozen=True, kw_only=True, tag="trooper_added"):
    """A trooper was added to its player's army."""

    trooper: Annotated[Trooper, about("The trooper, whole")]
    # UNSET, so every trooper added before the hidden rule, and every other, keeps its bytes.
    hidden_deployment: (
        Annotated[
            HiddenCommitment,
            about(
                "The trooper is added in Hidden Deployment (the hidden rule): the commitment of "
                "the secret that keeps it off the table, recorded with it so that no reader sees "
                "the trooper before the secret exists. The whole event is held back from every "
                "reader but its owner until then."
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET


class TrooperEdited(_Event, frozen=True, kw_only=True, tag="trooper_edited"):
    """A trooper that had not acted yet, corrected: ``trooper`` is the whole trooper now."""

    trooper: Annotated[Trooper, about("The trooper, whole, as corrected")]


class TrooperRemoved(_Event, frozen=True, kw_only=True, tag="trooper_removed"):
    """A trooper that had not acted yet, taken back."""

    trooper: Annotated[str, about("The id of the trooper taken back")]


class TokenRotated(_Event, frozen=True, kw_only=True, tag="token_rotated"):
    """A bearer token of the game was replaced and the old one revoked. Neither token nor its
    hash is recorded: only whose token it was (`player` null: the organiser's) and who asked
    (`by`)."""

    role: Annotated[Literal["organiser", "player"], about("Whose token: `organiser` or `player`")]
    player: Annotated[str, about("The player whose token it was; null for the organiser's")] | None
    by: Annotated[str, about("Who asked: a player's name, or `organiser`")]


class GroupOrders(msgspec.Struct, frozen=True, kw_only=True):
    """The Regular Orders in one Combat Group's Order Pool."""

    group: Annotated[int, about("The Combat Group's number")]
    regular: Annotated[int, about("Its Regular Orders")]


class InitiativeRolled(_Event, frozen=True, kw_only=True, tag="initiative_rolled"):
    """The Initiative Roll: a Face to Face Roll of the Lieutenants' WIP, one side per player
    (named by the player). No winner (a tie, or both failed): it is rolled again."""

    sides: Annotated[tuple[RecordedSide, ...], about("One side per player, named by the player")]
    winner: Annotated[str, about("The player who won; null for a tie or two failures")] | None
    draws: fields.ServerDraws


class InitiativeKept(_Event, frozen=True, kw_only=True, tag="initiative_kept"):
    """The Initiative Roll's winner kept Initiative or Deployment; the other player holds the
    other one."""

    player: fields.PlayerName
    kept: Annotated[Literal["initiative", "deployment"], about("`initiative` or `deployment`")]


class TurnOrderChosen(_Event, frozen=True, kw_only=True, tag="turn_order_chosen"):
    """Who holds Initiative chose who has the first Player Turn of every Game Round."""

    by: Annotated[str, about("Who holds Initiative")]
    first: Annotated[str, about("Who plays the first Player Turn of every Game Round")]


class DeploymentOrderChosen(_Event, frozen=True, kw_only=True, tag="deployment_order_chosen"):
    """Who holds Deployment chose who deploys first."""

    by: Annotated[str, about("Who holds Deployment")]
    first: Annotated[str, about("Who deploys first")]


class TroopersDeployed(_Event, frozen=True, kw_only=True, tag="troopers_deployed"):
    """A step of the Deployment Phase (1 to 4): all troopers but one (steps 1 and 2), or the
    one kept back (steps 3 and 4)."""

    step: Annotated[int, about("The Deployment Phase step, 1 to 4")]
    player: fields.PlayerName
    troopers: Annotated[tuple[str, ...], about("The troopers placed")]


class FireteamFormed(_Event, frozen=True, kw_only=True, tag="fireteam_formed"):
    """A player created a Fireteam; ``fireteam`` numbers it in the game, never reused."""

    fireteam: Annotated[int, about("The Fireteam's number in the game")]
    player: fields.PlayerName
    kind: Annotated[FireteamType, about("`core`, `haris` or `duo`")]
    members: Annotated[tuple[str, ...], about("Every member, the leader included")]
    leader: Annotated[str, about("The Fireteam Leader")]


class FireteamMemberLeft(_Event, frozen=True, kw_only=True, tag="fireteam_member_left"):
    """A member stopped being part of its Fireteam (e.g. Unconscious or Dead: a Null State);
    the Fireteam goes on with the others."""

    fireteam: Annotated[int, about("The Fireteam's number in the game")]
    trooper: Annotated[str, about("The member that left")]
    reason: Annotated[str, about("Why, in words")]


class FireteamBroken(_Event, frozen=True, kw_only=True, tag="fireteam_broken"):
    """A Fireteam was cancelled: by the player's choice, or because the rules end it (its
    leader in a Null State, fewer than two members left)."""

    fireteam: Annotated[int, about("The Fireteam's number in the game")]
    reason: Annotated[str, about("Why, in words")]


class TurnStarted(_Event, frozen=True, kw_only=True, tag="turn_started"):
    """A Player Turn started: the Tactical Phase counted the active player's Order Pool."""

    turn: Annotated[int, about("The Player Turn's number in the game (1, 2, ...)")]
    player: Annotated[str, about("The active player")]
    regular_orders: Annotated[
        int, about("Every Regular Order of the turn, all Combat Groups together.")
    ]
    irregular_orders: Annotated[
        tuple[str, ...], about("Troopers that keep their own Irregular Order.")
    ]
    lieutenant_orders: Annotated[
        int, about("The Lieutenant Special Order (1, or 0 in Loss of Lieutenant)")
    ]
    # UNSET, so turns of games whose troopers have no Combat Group keep their bytes.
    groups: (
        Annotated[
            tuple[GroupOrders, ...],
            about(
                "One Order Pool per Combat Group, by group number; unset: one pool for the army."
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    # UNSET, so turns of games without Impetuous troopers keep their bytes.
    impetuous_orders: (
        Annotated[
            tuple[str, ...],
            about(
                "Troopers with an Impetuous Order, spent in the Impetuous Phase only (Impetuous, "
                "N5)."
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    # UNSET, so turns started without the player's word keep their bytes.
    declared_loss_of_lieutenant: (
        Annotated[
            bool,
            about(
                "The player's word on their client-held private Lieutenant as the turn started: "
                "whether it could not lead (then revealed in the same command). Absent where the "
                "service knew."
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET


class RetreatDeclared(_Event, frozen=True, kw_only=True, tag="retreat_declared"):
    """At the start of the player's Active Turn their survivors are worth 25% or less of
    their army (Retreat! situation, N5): the game ends at the end of ``round``, the first Game
    Round that starts with the army in Retreat! (ITS)."""

    player: fields.PlayerName
    survivors_points: Annotated[int, about("The Army Points of the troopers not in a Null State")]
    army_points: Annotated[int, about("The army's Army Points")]
    round: Annotated[int, about("The Game Round at whose end the game ends")]


class RetreatCancelled(_Event, frozen=True, kw_only=True, tag="retreat_cancelled"):
    """Counted again at the start of an Active Turn, the survivors are worth more than 25%."""

    player: fields.PlayerName
    survivors_points: Annotated[int, about("The Army Points of the troopers not in a Null State")]
    army_points: Annotated[int, about("The army's Army Points")]


class LossOfLieutenantDeclared(
    _Event, frozen=True, kw_only=True, tag="loss_of_lieutenant_declared"
):
    """The Active Player has no Lieutenant able to act: every trooper of theirs is Irregular
    this turn (Loss of Lieutenant, N5)."""

    player: fields.PlayerName
    reason: Annotated[str, about("Why, in words that name no trooper")]


class LieutenantAppointed(_Event, frozen=True, kw_only=True, tag="lieutenant_appointed"):
    """At the end of a turn in Loss of Lieutenant the player names a new Lieutenant."""

    player: fields.PlayerName
    trooper: Annotated[str, about("The new Lieutenant")]


_CONCLUDE = (
    "`when-possible`: declared so, the order is resolved and concluded by the command after which"
    " nobody has anything left to decide in it; left out: by its active player's requests."
)


class TrooperActivated(_Event, frozen=True, kw_only=True, tag="trooper_activated"):
    """An Order was spent: the trooper activated and declared its first skill (Order Expenditure
    Sequence, N5)."""

    order: fields.OrderNumber
    trooper: Annotated[str, about("The trooper activated; in a Coordinated Order, its Spearhead")]
    order_type: Annotated[
        OrderType,
        about("`regular`, `irregular`, `lieutenant` or `impetuous`: which Order was spent"),
    ]
    skill: Annotated[Skill, about("The first skill declared")]
    # UNSET, so every activation recorded before the switch keeps its bytes.
    conclude: Annotated[
        Literal["when-possible"] | msgspec.UnsetType, msgspec.Meta(description=_CONCLUDE)
    ] = msgspec.UNSET
    """``when-possible``: the order goes on by itself once nothing is left to decide in it."""
    # UNSET, so every activation recorded before Fireteams keeps its bytes.
    fireteam: (
        Annotated[tuple[str, ...], about("The Fireteam's number in the game")] | msgspec.UnsetType
    ) = msgspec.UNSET
    coordinated: (
        Annotated[
            tuple[str, ...],
            about(
                "A Coordinated Order: the other Troopers taking part, `trooper` being its "
                "Spearhead."
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET


class AroDeclared(_Event, frozen=True, kw_only=True, tag="aro_declared"):
    """An ARO (Automatic Reaction Order) was declared against the active trooper."""

    order: fields.OrderNumber
    trooper: Annotated[str, about("The reacting trooper")]
    skill: Annotated[Skill, about("The skill it declared")]
    after_second_skill: Annotated[
        bool, about("Declared at step 4, by a trooper that could not react to the first skill.")
    ]


class SecondSkillDeclared(_Event, frozen=True, kw_only=True, tag="second_skill_declared"):
    """The active trooper declared its second skill."""

    order: fields.OrderNumber
    trooper: Annotated[str, about("The active trooper")]
    skill: Annotated[Skill, about("The skill declared")]
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

    order: fields.OrderNumber
    trooper: Annotated[str, about("Whose declaration it was")]
    kind: Annotated[DeclarationKind, about("`activation`, `aro` or `second_skill`")]


class ResolutionBegan(_Event, frozen=True, kw_only=True, tag="resolution_began"):
    """The order's resolution began: how many rolls follow, and the choices due once they are
    made."""

    order: fields.OrderNumber
    rolls: Annotated[
        int, about("How many roll events follow (one per Face to Face or Normal Roll).")
    ]
    lost: Annotated[
        tuple[LostDice, ...],
        about("Dice of a split Burst lost because their target failed a requirement"),
    ] = ()
    choices: Annotated[
        tuple[PendingChoice, ...],
        about(
            "The discards and ReRolls to choose once every roll is made, in the order they are due."
        ),
    ] = ()


class OrderRollMade(_Event, frozen=True, kw_only=True, tag="order_roll_made"):
    """One roll of the order (a Face to Face or Normal Roll)."""

    order: fields.OrderNumber
    index: Annotated[int, about("Which roll of the order (0, 1, ...)")]
    roll: Annotated[RecordedRoll, about("The roll as made")]
    draws: fields.ServerDraws


TemplateReaction = Literal["dodge", "attack", "none"]


class TemplateOutcome(msgspec.Struct, frozen=True, kw_only=True):
    """What a Direct Template did to one trooper it affected."""

    trooper: Annotated[str, about("The affected trooper")]
    attack: fields.AttackSide
    reaction: Annotated[
        TemplateReaction,
        about("Its reaction: `dodge` (a Normal PH Roll), `attack` (its own roll) or `none`"),
    ]
    templates: Annotated[int, about("How many of the attacker's templates cover the trooper.")]
    dodged: Annotated[
        bool, about("Its Dodge, a Normal PH Roll, succeeded: it left the template's area.")
    ]
    hits: Annotated[int, about("Hits the template dealt it (0 when it dodged)")]


class TemplateAttackResolved(_Event, frozen=True, kw_only=True, tag="template_attack_resolved"):
    """A Direct Template attack, worked out once the order's rolls are made: no roll to hit,
    each affected trooper hit unless its Dodge succeeded (or an Intuitive Attack's WIP Roll
    failed, so no template was placed)."""

    order: fields.OrderNumber
    trooper: Annotated[str, about("The attacker")]
    weapon: Annotated[str, about("The template weapon's slug")]
    attack_kind: Annotated[
        Literal["standard", "intuitive"], about("`standard` or `intuitive` (placed on a WIP Roll)")
    ]
    placed: Annotated[
        bool,
        about(
            "Whether the template was placed (an Intuitive Attack whose WIP Roll failed places "
            "none)"
        ),
    ]
    affected: Annotated[
        tuple[TemplateOutcome, ...], about("What it did to each trooper it affected")
    ]


class DeployableTriggered(_Event, frozen=True, kw_only=True, tag="deployable_triggered"):
    """A Deployable weapon on the table triggered in the order (its own ARO): it is removed
    from the table, and attacks as a Direct Template once the order's rolls are made."""

    order: fields.OrderNumber
    deployable: Annotated[str, about("The Deployable's marker id")]
    trooper: fields.TrooperId
    weapon: Annotated[str, about("The weapon's slug on the trooper")]
    targets: Annotated[
        tuple[str, ...],
        about("The troopers the template affects, the one that triggered it first."),
    ]


class DeployableAttackResolved(_Event, frozen=True, kw_only=True, tag="deployable_attack_resolved"):
    """What a triggered Deployable weapon's Direct Template did, once the order's rolls are
    made: each affected trooper hit unless its Dodge (a Normal PH Roll at -3) succeeded."""

    order: fields.OrderNumber
    deployable: Annotated[str, about("The Deployable's marker id, as placed")]
    trooper: Annotated[str, about("Who placed the Deployable")]
    weapon: Annotated[str, about("The weapon's slug on the trooper")]
    affected: Annotated[
        tuple[TemplateOutcome, ...], about("What it did to each trooper it affected")
    ]


class DeployablePlaced(_Event, frozen=True, kw_only=True, tag="deployable_placed"):
    """Place Deployable resolved: one use of the weapon is on the table as a marker."""

    order: fields.OrderNumber
    deployable: Annotated[str, about("The Deployable's marker id, as placed")]
    trooper: Annotated[str, about("Who placed it")]
    weapon: Annotated[str, about("The weapon's slug on the trooper")]
    name: Annotated[str, about("The weapon's name")]
    uses_left: (
        Annotated[
            int,
            about("Disposable uses the trooper has left of the weapon; null: no Disposable limit."),
        ]
        | None
    )


class DieDiscarded(_Event, frozen=True, kw_only=True, tag="die_discarded"):
    """+1 SD: one die of a side is discarded; ``roll`` is the roll worked out again."""

    order: fields.OrderNumber
    index: Annotated[int, about("Which roll of the order (0, 1, ...)")]
    side: fields.RollSide
    die: Annotated[int, about("The index of the die discarded in the side's dice")]
    roll: Annotated[RecordedRoll, about("The roll as it stands after this event, worked out again")]


class RerollMade(_Event, frozen=True, kw_only=True, tag="reroll_made"):
    """ReRoll: one die of a side is rolled again, or the player declines (`die` null)."""

    order: fields.OrderNumber
    index: Annotated[int, about("Which roll of the order (0, 1, ...)")]
    side: fields.RollSide
    die: (
        Annotated[
            int, about("The index of the die rolled again; null when the ReRoll was declined")
        ]
        | None
    )
    roll: Annotated[RecordedRoll, about("The roll as it stands after this event, worked out again")]
    draws: fields.ServerDraws


class SavingRollsMade(_Event, frozen=True, kw_only=True, tag="saving_rolls_made"):
    """The Saving Rolls a trooper made against one attack side's hits (Saving Roll, N5)."""

    order: fields.OrderNumber
    trooper: Annotated[str, about("The trooper saving")]
    attack: fields.AttackSide
    weapon: Annotated[str, about("The weapon's slug on the trooper")]
    ammo: Annotated[tuple[str, ...], about("The Ammunition, as applied")]
    save_attribute: Annotated[str, about("What it saved against: `ARM`, `BTS` or `PH`")]
    attribute_value: Annotated[
        int,
        about(
            "The trooper's value of it, as the Ammunition reads it (halved for AP, PH-6 for PARA)"
        ),
    ]
    ps: Annotated[int, about("The weapon's PS")]
    partial_cover: fields.SavedInPartialCover
    success_value: fields.SaveSuccessValue
    rolls: Annotated[
        tuple[SaveRoll, ...], about("Each save, in order (Continuous Damage repeats included)")
    ]
    wounds: Annotated[int, about("Wounds the failed saves caused")]
    draws: fields.ServerDraws
    save_mods: (
        Annotated[
            tuple[ModEntry, ...],
            about(
                "MODs in `success_value` besides Partial Cover (a Firewall's +3); left out when "
                "none."
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET

    @property
    def mods(self) -> tuple[ModEntry, ...]:
        return recorded_or(self.save_mods, ())


class TrooperWounded(_Event, frozen=True, kw_only=True, tag="trooper_wounded"):
    """A trooper took Wounds, and the state they leave it in (Wounds and Unconscious, N5)."""

    order: fields.OrderNumber
    trooper: fields.TrooperId
    wounds: Annotated[int, about("Wounds (or Structure points) the trooper has")]
    state: Annotated[TrooperState, about("Its state after: `normal`, `unconscious` or `dead`")]
    wounds_before: Annotated[int, about("Its Wounds before")]
    state_before: Annotated[TrooperState, about("Its state before")]


class GutsRollMade(_Event, frozen=True, kw_only=True, tag="guts_roll_made"):
    """A Guts Roll (Guts Roll, N5): a Normal WIP Roll of a trooper hit without harm, or that saw
    an ally fall; failed, it must move out of Line of Fire or into Cover."""

    order: fields.OrderNumber
    trooper: Annotated[str, about("The trooper rolling")]
    success_value: Annotated[int, about("Its WIP: the Success Value")]
    face: fields.FaceIfRolled
    passed: Annotated[bool, about("Whether it passed")]
    draws: fields.ServerDraws


class GutsRollWaived(_Event, frozen=True, kw_only=True, tag="guts_roll_waived"):
    """A trooper with Courage passes its Guts Roll without rolling: its player's choice."""

    order: fields.OrderNumber
    trooper: fields.TrooperId
    skill: Annotated[str, about("The skill that waives it: `Courage`")] = "Courage"


class SaveValueSwitched(_Event, frozen=True, kw_only=True, tag="save_value_switched"):
    """Bioimmunity, chosen by the trooper's player: the Saving Rolls that follow against
    ``attack`` keep their attribute (and its ammunition's rules) but use the value of
    ``value_of``, the more favourable of the trooper's ARM and BTS."""

    order: fields.OrderNumber
    trooper: fields.TrooperId
    attack: fields.AttackSide
    save_attribute: Annotated[str, about("The attribute the saves are against")]
    value_of: Annotated[str, about("The attribute whose value they use: `ARM` or `BTS`")]
    value: Annotated[int, about("That value")]
    skill: Annotated[str, about("`Bioimmunity`")] = "Bioimmunity"


class DoggedActivated(_Event, frozen=True, kw_only=True, tag="dogged_activated"):
    """A trooper entering Unconscious State stays in play as Normal for the rest of the
    Player Turn (Dogged), its player's choice: any further Wound kills it, and it dies at the
    end of the turn."""

    order: fields.OrderNumber
    trooper: fields.TrooperId
    wounds: Annotated[int, about("Its Wounds: its VITA, or more")]
    skill: Annotated[str, about("`Dogged`")] = "Dogged"


class DoggedTrooperDied(_Event, frozen=True, kw_only=True, tag="dogged_trooper_died"):
    """The end of the Player Turn in which a trooper activated Dogged: it enters Dead State."""

    turn: Annotated[int, about("The Player Turn that ended")]
    trooper: fields.TrooperId
    wounds: Annotated[int, about("Wounds (or Structure points) the trooper has")]


class TrooperStateEntered(_Event, frozen=True, kw_only=True, tag="trooper_state_entered"):
    """A Non-Lethal hacking program's failed Saving Roll put the trooper in a State
    (Carbonite: Immobilized-B, Spotlight: Targeted, Oblivion: Isolated, Total Control:
    Possessed)."""

    order: fields.OrderNumber
    trooper: fields.TrooperId
    state: Annotated[
        HackingState, about("The State: `immobilized_b`, `targeted`, `isolated` or `possessed`")
    ]
    attack: fields.AttackSide
    program: Annotated[str, about("The program's slug")]


class TrooperStatesCancelled(_Event, frozen=True, kw_only=True, tag="trooper_states_cancelled"):
    """A successful Reset Roll, Normal or Face to Face, cancelled the trooper's Targeted and
    Immobilized-B States."""

    order: fields.OrderNumber
    trooper: fields.TrooperId
    states: Annotated[tuple[HackingState, ...], about("The States cancelled")]
    by: fields.DoneBy


class OrderConcluded(_Event, frozen=True, kw_only=True, tag="order_concluded"):
    """The order concluded: its effects are final, and the next Order may be spent."""

    order: fields.OrderNumber


class OrderVoided(_Event, frozen=True, kw_only=True, tag="order_voided"):
    """The organiser voids a concluded order: nothing is deleted, its effects are reverted."""

    order: fields.OrderNumber
    reason: Annotated[str, about("Why, in words")]
    restored: Annotated[
        tuple[TrooperCondition, ...], about("Each trooper's Wounds and state as put back")
    ]


class TurnEnded(_Event, frozen=True, kw_only=True, tag="turn_ended"):
    """A Player Turn ended."""

    turn: Annotated[int, about("The Player Turn's number in the game (1, 2, ...)")]
    player: Annotated[str, about("The player whose turn it was")]
    unused_orders: Annotated[int, about("Orders of the pool left unspent")]


class RollMade(_Event, frozen=True, kw_only=True, tag="roll_made"):
    """A free-standing roll, outside any order."""

    kind: Annotated[RollKind, about("`normal` or `face_to_face`")]
    label: Annotated[str, about("What the roll is for, as given")]
    sides: Annotated[tuple[RecordedSide, ...], about("Each side, as recorded")]
    winner: Annotated[str, about("The winning side's name; null when none")] | None
    draws: fields.ServerDraws


class AwaitedSide(msgspec.Struct, frozen=True, kw_only=True):
    """One side of a roll outside any order whose faces wait for a player's confirmation: what
    the roll is made with once they are confirmed."""

    name: Annotated[str, about("The side's name: the player's for the Initiative Roll.")]
    player: Annotated[str, about("The player's name")] | None
    attribute: Annotated[int, about("The attribute it rolls against")]
    mods: Annotated[tuple[ModEntry, ...], about("MODs to it")] = ()
    dice: Annotated[int, about("How many dice it rolls (0: its Success Value is below 1)")]


class RollDiceEntered(_Event, frozen=True, kw_only=True, tag="roll_dice_entered"):
    """In a game with manual dice confirmation: ``by`` entered faces for ``awaiting``'s side of
    the Initiative Roll or of a free roll, so the roll waits for that player before it is
    made."""

    roll: Annotated[Literal["initiative", "free_roll"], about("`initiative` or `free_roll`")]
    by: fields.DoneBy
    awaiting: Annotated[str, about("The player whose confirmation it waits for")]
    kind: Annotated[RollKind, about("`normal` or `face_to_face`")]
    label: Annotated[str, about("A free roll's label")] = ""
    sides: Annotated[tuple[AwaitedSide, ...], about("The roll's sides, as it will be made")]
    dice: Annotated[
        tuple[EnteredRoll, ...],
        about("Every side's faces as entered, the entering player's own included."),
    ]


class RollDiceConfirmed(_Event, frozen=True, kw_only=True, tag="roll_dice_confirmed"):
    """The awaited player accepted the entered faces, replacing those in ``replaced``; the roll
    (``initiative_rolled`` or ``roll_made``) follows in the same command."""

    roll: Annotated[Literal["initiative", "free_roll"], about("`initiative` or `free_roll`")]
    by: fields.DoneBy
    replaced: Annotated[
        tuple[EnteredRoll, ...],
        about("The sides whose faces the confirming player replaced, with their own"),
    ] = ()


class GameEnded(_Event, frozen=True, kw_only=True, tag="game_ended"):
    """The game ended (the organiser's end, the last turn of the last round, or a Retreat!): the
    dice seed is revealed."""

    reason: Annotated[str, about("Why it ended")]


class CommittedSecret(msgspec.Struct, frozen=True, kw_only=True):
    """What everyone may know of a committed secret, never what it hides: the fields (and their
    order) its event records, which the state's record, the export's listing and the API's view
    of it carry first, so they are spelt once."""

    secret_id: Annotated[
        str,
        about(
            "The secret's id, drawn by the service (`s-` and 16 hex digits): what its reveal names"
        ),
    ]
    owner: Annotated[str, about("The player whose secret it is")]
    kind: Annotated[
        str,
        about(
            "`lieutenant`, `classified_objective`, `hidden_deployment`, `camouflage` or "
            "`impersonation`"
        ),
    ]
    marker: (
        Annotated[
            int,
            about(
                "`hidden_deployment` and `camouflage`: the marker's number on the table (an open "
                "fact); null for the other kinds"
            ),
        ]
        | None
    )
    commitment: Annotated[
        str,
        about(
            "SHA-256 (hex) of the salt, a newline and the secret's canonical JSON: its reveal "
            "must hash to it"
        ),
    ]
    held_by: Annotated[
        str,
        about(
            "`server` (sealed by the service, opened when the rules reveal it) or `client` (kept "
            "on the owner's device, revealed by the owner)"
        ),
    ]


class SecretCommitted(_Event, CommittedSecret, frozen=True, kw_only=True, tag="secret_committed"):
    """A player recorded Private Information: only its commitment and open facts are shown."""


class ClassifiedDrawn(_Event, frozen=True, kw_only=True, tag="classified_drawn"):
    """A player drew Classified Objectives from the mission's deck: the cards follow from the
    server dice at this event's version (docs/guide/secrets.md, "Classified Objectives: the
    draw"); the
    `secret_committed` events after it commit to them, in the order `secret_ids` lists."""

    player: fields.PlayerName
    deck: Annotated[tuple[str, ...], about("The mission's deck drawn from")]
    secret_ids: Annotated[
        tuple[str, ...], about("The secrets the cards drawn became, in the order drawn")
    ]


class SecretRevealed(_Event, frozen=True, kw_only=True, tag="secret_revealed"):
    """A secret made Open: what it hid and its salt, which hash to its commitment."""

    secret_id: Annotated[str, about("The secret revealed")]
    secret: Annotated[
        dict[str, str], about('What it hid: `{"kind", "trooper"}` or `{"kind", "objective"}`')
    ]
    salt: Annotated[
        str,
        about(
            "Its salt (64 hex digits): SHA-256 of the salt, a newline and the secret's canonical "
            "JSON is its commitment"
        ),
    ]


class ResultRecorded(_Event, frozen=True, kw_only=True, tag="result_recorded"):
    """A player recorded their Objective Points; it waits for the opponent's answer."""

    player: Annotated[str, about("Whose result")]
    objective_points: Annotated[int, about("The Objective Points")]
    reasons: Annotated[tuple[str, ...], about("What earned the Objective Points")]


class ResultConfirmed(_Event, frozen=True, kw_only=True, tag="result_confirmed"):
    """The opponent confirmed the recorded result: it is final."""

    player: Annotated[str, about("Whose result")]
    by: Annotated[str, about("The opponent who confirmed it")]


class ResultDisputed(_Event, frozen=True, kw_only=True, tag="result_disputed"):
    """The opponent disputed the recorded result: the organiser decides it."""

    player: Annotated[str, about("Whose result")]
    by: Annotated[str, about("The opponent who disputed it")]
    reason: Annotated[str, about("Why, in words")]


class DisputeDecided(_Event, frozen=True, kw_only=True, tag="dispute_decided"):
    """The organiser's decision on a disputed result, which is final."""

    player: Annotated[str, about("Whose result")]
    objective_points: Annotated[int, about("The Objective Points")]
    reasons: Annotated[tuple[str, ...], about("What earned the Objective Points")]


RESULT_EVENTS = frozenset(
    str(kind.__struct_config__.tag)
    for kind in (ResultRecorded, ResultConfirmed, ResultDisputed, DisputeDecided)
)
"""The events that may follow ``game_ended``: results are recorded once a game is over."""


class EnteredRoll(msgspec.Struct, frozen=True, kw_only=True):
    """The faces entered at the table for one roll, named as the order names its sides."""

    roll: Annotated[
        str,
        about(
            "Whose roll the faces are: the side's name (an order's `<trooper>:<skill>...`, a free "
            "roll's side, the player for the Initiative Roll; for saves, the attacking side; for "
            "Guts Rolls, the trooper)"
        ),
    ]
    faces: Annotated[tuple[int, ...], about("The d20 faces, in order")]


class DiceEntered(_Event, frozen=True, kw_only=True, tag="dice_entered"):
    """In a game with manual dice confirmation: ``by`` entered faces for rolls of
    ``awaiting``'s troopers, so the order waits for that player before it resolves."""

    order: fields.OrderNumber
    by: fields.DoneBy
    awaiting: Annotated[str, about("The player whose confirmation it waits for")]
    dice: Annotated[
        tuple[EnteredRoll, ...],
        about("Every roll's faces as entered, the entering player's own included"),
    ]


class DiceConfirmed(_Event, frozen=True, kw_only=True, tag="dice_confirmed"):
    """The awaited player accepted the entered faces, replacing those in ``replaced``; the
    resolution follows in the same command."""

    order: fields.OrderNumber
    by: fields.DoneBy
    replaced: Annotated[
        tuple[EnteredRoll, ...],
        about("The rolls whose faces the confirming player replaced with their own"),
    ]


class ConclusionDiceEntered(_Event, frozen=True, kw_only=True, tag="conclusion_dice_entered"):
    """In a game with manual dice confirmation: ``by`` concluded the order with faces for saves
    or Guts Rolls of ``awaiting``'s troopers, so the conclusion waits for that player; the
    Conclude's choices wait with them."""

    order: fields.OrderNumber
    by: fields.DoneBy
    awaiting: Annotated[str, about("The player whose confirmation it waits for")]
    saves: Annotated[
        tuple[EnteredRoll, ...],
        about(
            "Every save's faces as entered, keyed by the attacking side, the entering player's "
            "own included."
        ),
    ]
    guts: Annotated[
        tuple[EnteredRoll, ...], about("Every Guts Roll's face as entered, keyed by trooper.")
    ]
    courage: Annotated[
        tuple[str, ...], about("Troopers with Courage passing their Guts Roll without rolling")
    ] = ()
    dogged: Annotated[
        tuple[str, ...],
        about("Troopers whose player activates Dogged should they enter Unconscious State"),
    ] = ()
    bioimmunity: Annotated[
        tuple[str, ...], about("Troopers saving with the better of their ARM and BTS (Bioimmunity)")
    ] = ()


class ConclusionDiceConfirmed(_Event, frozen=True, kw_only=True, tag="conclusion_dice_confirmed"):
    """The awaited player accepted the faces entered for the conclusion, replacing those in
    ``saves`` and ``guts``; the conclusion follows in the same command."""

    order: fields.OrderNumber
    by: fields.DoneBy
    saves: Annotated[
        tuple[EnteredRoll, ...], about("Save faces the confirming player replaced")
    ] = ()
    guts: Annotated[
        tuple[EnteredRoll, ...], about("Guts Roll faces the confirming player replaced")
    ] = ()


class ConclusionDiceWithdrawn(_Event, frozen=True, kw_only=True, tag="conclusion_dice_withdrawn"):
    """The player who entered faces for the conclusion took them back by concluding again,
    before they were confirmed; that Conclude follows in the same command."""

    order: fields.OrderNumber
    by: fields.DoneBy


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

    player: fields.PlayerName
    use: Annotated[
        str,
        about(
            "A `commands.CommandTokenUse`; kept a plain string so the history stays readable if "
            "the list of uses grows."
        ),
    ]
    turn: Annotated[int, about("The Player Turn's number in the game (1, 2, ...)")]
    trooper: Annotated[str, about("The trooper the use is for; null when it names none")] | None = (
        None
    )
    combat_group: (
        Annotated[
            int, about("`move_to_combat_group`: the group the trooper joined; null otherwise")
        ]
        | None
    ) = None
    from_group: (
        Annotated[int, about("`move_to_combat_group`: the group the trooper left.")] | None
    ) = None
    removed_from: Annotated[
        tuple[int, ...],
        about(
            "`remove_two_regular_orders`: the Combat Group of each Order removed (empty: the "
            "opponent's one pool)."
        ),
    ] = ()


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

EVENT_TYPES: dict[str, type[_Event]] = types_of(Event)
"""Event type name -> class, e.g. "game_created" -> GameCreated."""


def event_type(event: Event) -> str:
    return tag_of(event)


def encode_event(event: Event) -> tuple[str, dict[str, Any]]:
    return encode_tagged(event)


def decode_event(type: str, data: dict[str, Any]) -> Event:
    event: Event = decode_tagged(type, data, Event, EVENT_TYPES, "event")
    return event
