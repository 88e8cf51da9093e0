"""Commands: what a participant asks the game to do, imperative and frozen.

Every command names its ``actor``: the organiser (``ORGANISER``) or a player by name. The
decider checks that players act only for their own troopers and that organiser-only actions
come from the organiser; the API is what maps a caller's token to an actor.
"""

from __future__ import annotations

import uuid
from typing import Final, Literal

import msgspec

from service.domain.declarations import ModEntry, Skill
from service.domain.troopers import MeleeWeapon, OrderType, Profile, SkillEntry, TrooperWeapon
from service.domain.unset import recorded_or
from service.rules.fireteams import FireteamType
from service.rules.hacking import UnitType
from service.rules.values import Edition

ORGANISER: Final = "organiser"


class EnteredDice(msgspec.Struct, frozen=True):
    """Faces a player rolled at the table for the roll named ``roll`` (manual-dice games only):
    all of that roll's dice. A roll given no entry takes server dice."""

    roll: str
    faces: tuple[int, ...]


class SecretOpening(msgspec.Struct, frozen=True):
    """A server-held secret opened for its reveal: what it hides and the salt it was hashed
    with (``domain.secrets``)."""

    secret_id: str
    secret: dict[str, str]
    salt: str


class HiddenDeployment(msgspec.Struct, frozen=True, kw_only=True):
    """A trooper put in Hidden Deployment as it is added (the hidden rule): the server-held
    secret keeping it off the table, as its commitment (``domain.secrets``). Given by the
    service, which draws the trooper's id and seals the secret."""

    secret_id: str
    commitment: str


class _Command(msgspec.Struct, frozen=True, kw_only=True, tag_field="command"):
    actor: str
    openings: tuple[SecretOpening, ...] | msgspec.UnsetType = msgspec.UNSET
    """Given by the service, never by a client, only to the command that ends the game: the
    server-held secrets still unrevealed, revealed by that command. Left out of every other
    recorded command, so records written before secrets read the same."""


class _OrderCommand(_Command, frozen=True, kw_only=True):
    """A command on the open order, which it names: the decider refuses it for any other."""

    order: int | None = None
    """The open order's number. None only in records written before commands named their
    order; deciding such a record again takes it to mean the open order, as it did then."""


class CreateGame(_Command, frozen=True, kw_only=True, tag="create_game"):
    game_id: uuid.UUID
    edition: Edition = Edition.N5
    players: tuple[str, ...]
    client_seed: str = ""
    manual_dice: bool = False
    manual_dice_confirmation: bool = False
    """Faces entered for another player's troopers wait for that player's confirmation."""
    seed_commitment: str | None = None
    """Required for every game: SHA-256 (hex) of the seed the application keeps secret."""
    catalogue_revision: int | msgspec.UnsetType = msgspec.UNSET
    """The weapon catalogue's revision the game is played with; left out of the recorded
    command when not given, as in games recorded before revisions, which were revision 1."""
    name_rule: int | msgspec.UnsetType = msgspec.UNSET
    """The revision of the rule for names (``domain.names``) the game's names are held to;
    left out of games recorded before the rule, whose names are kept as they were given."""
    roles_rule: int | msgspec.UnsetType = msgspec.UNSET
    """The revision of the rule of who sends which command (``domain.roles``); left out of
    games recorded before it, in which the organiser could act for any player."""
    hidden_rule: int | msgspec.UnsetType = msgspec.UNSET
    """The revision of the rule for Hidden Deployment (``domain.hidden``); left out of games
    recorded before it, whose troopers were put in Hidden Deployment by a later secret."""
    rounds: int | msgspec.UnsetType = msgspec.UNSET
    """Game Rounds of a game that follows the N5 Game Sequence (Initiative Roll, Deployment
    Phase, then rounds of two Player Turns); left out, the game keeps the free order flow."""
    dice_algorithm: str | msgspec.UnsetType = msgspec.UNSET
    """dice-v1 or dice-v2; left out of games recorded before dice-v2, which are dice-v1."""
    scenario_rule: int | msgspec.UnsetType = msgspec.UNSET
    """The revision of the scenario's rules (``rules.scenario``) the game is held to; left out
    of games recorded before them, which draw Classified Objectives as they were played."""
    classified_objectives: int | msgspec.UnsetType = msgspec.UNSET
    """How many Classified Objectives each player draws, as the mission says; given exactly
    with ``scenario_rule``."""
    objective_points_cap: int | msgspec.UnsetType = msgspec.UNSET
    """The most Objective Points a player scores, as the mission says; given exactly with a
    ``scenario_rule`` that caps them (from 2)."""
    privacy_rule: int | msgspec.UnsetType = msgspec.UNSET
    """The revision of the privacy rule (``domain.privacy``) the game is played under; left
    out of games recorded before it, whose readers and commands are as they were."""


class ContributeEntropy(_Command, frozen=True, kw_only=True, tag="contribute_entropy"):
    """A player's own seed for a dice-v2 game's dice (the actor is the player)."""

    seed: str


class WaiveEntropy(_Command, frozen=True, kw_only=True, tag="waive_entropy"):
    """The organiser starts play with every missing player seed recorded empty."""


class _TrooperFields(_Command, frozen=True, kw_only=True):
    """What a trooper is, as its player enters it: when added, and again in full when corrected.
    (Field order is no part of a record: the chain hashes JSON with its keys sorted.)"""

    name: str
    profile: Profile
    regular: bool = True
    lieutenant: bool = False
    skills: tuple[SkillEntry, ...] = ()
    weapons: tuple[TrooperWeapon, ...] = ()
    melee_weapons: tuple[MeleeWeapon, ...] = ()
    unit_type: UnitType | msgspec.UnsetType = msgspec.UNSET
    """Left out of the recorded command when not given."""
    combat_group: int | msgspec.UnsetType = msgspec.UNSET
    """The army list's Combat Group; left out of the recorded command when not given."""
    points: int | msgspec.UnsetType = msgspec.UNSET
    """The trooper's cost in Army Points; left out of the recorded command when not given."""


class AddTrooper(_TrooperFields, frozen=True, kw_only=True, tag="add_trooper"):
    player: str
    trooper_id: str | None = None
    """Chosen by the decider when absent (t1, t2, ...)."""
    hidden_deployment: HiddenDeployment | msgspec.UnsetType = msgspec.UNSET
    """The trooper is added in Hidden Deployment (the hidden rule); left out of the recorded
    command of every other trooper."""


class EditTrooper(_TrooperFields, frozen=True, kw_only=True, tag="edit_trooper"):
    """Correct a trooper that has not acted yet: every field is given again, as when added."""

    trooper_id: str


class RemoveTrooper(_Command, frozen=True, kw_only=True, tag="remove_trooper"):
    """Take back a trooper that has not acted yet (added by mistake, or to the wrong list)."""

    trooper_id: str


class RotateToken(_Command, frozen=True, kw_only=True, tag="rotate_token"):
    """Replace a bearer token of this game: the organiser's (``player`` None) or a player's.
    The token itself never enters the log, only whose it was and who asked."""

    role: Literal["organiser", "player"]
    player: str | None = None


class StartTurn(_Command, frozen=True, kw_only=True, tag="start_turn"):
    player: str
    # UNSET, so turns recorded before a private Lieutenant keep their bytes.
    lieutenant_opening: SecretOpening | msgspec.UnsetType = msgspec.UNSET
    """The player's private Lieutenant opened, when the Loss of Lieutenant reveals it (given
    by the service for a server-held secret)."""
    # UNSET, so turns recorded before the declaration keep their bytes.
    loss_of_lieutenant: bool | msgspec.UnsetType = msgspec.UNSET
    """The player's word on their client-held private Lieutenant, which the service cannot
    see: whether it cannot lead (a Null State, Isolated, Possessed) as this turn starts. True
    needs it revealed, for the Loss of Lieutenant names it; the audit holds either to the secret
    once revealed."""


class RollInitiative(_Command, frozen=True, kw_only=True, tag="roll_initiative"):
    """The Initiative Roll: a Face to Face Roll of the players' Lieutenants' WIP."""

    dice: tuple[EnteredDice, ...] | None = None
    """Manual-dice games: each player's face, keyed by the player's name; players left out take
    server dice."""
    private_wip: dict[str, int] | msgspec.UnsetType = msgspec.UNSET
    """The WIP of each player's private Lieutenant, Open for this roll while the trooper is
    not: given by the service from a server-held secret; left out of every other record."""


class ChooseInitiative(_Command, frozen=True, kw_only=True, tag="choose_initiative"):
    """A choice the Initiative Roll leads to: its winner keeps Initiative or Deployment; who
    holds Initiative names who plays first, who holds Deployment names who deploys first."""

    player: str
    keep: Literal["initiative", "deployment"] | None = None
    first: str | None = None
    """The player who goes first in whatever ``player`` holds (or keeps in this command)."""


class DeployTroopers(_Command, frozen=True, kw_only=True, tag="deploy_troopers"):
    """A step of the Deployment Phase: all of the player's troopers but one, or the one kept
    back."""

    player: str
    troopers: tuple[str, ...]


class FormFireteam(_Command, frozen=True, kw_only=True, tag="form_fireteam"):
    """The player creates a Fireteam of their troopers, one of them its Fireteam Leader."""

    player: str
    kind: FireteamType
    members: tuple[str, ...]
    """Every member, the leader included."""
    leader: str


class BreakFireteam(_Command, frozen=True, kw_only=True, tag="break_fireteam"):
    """The player cancels one of their Fireteams by choice."""

    player: str
    fireteam: int


ConcludeWhen = Literal["when-possible"]
"""How an order goes on once declared: ``when-possible``, by itself as soon as nobody has
anything left to decide in it (``_decide/carry_on.py``); left out, on its active player's
request (resolve, then conclude), as every order did before."""


class ActivateTrooper(_Command, frozen=True, kw_only=True, tag="activate_trooper"):
    trooper: str
    order_type: OrderType = "regular"
    skill: Skill
    # UNSET, so every activation recorded before the switch keeps its bytes.
    conclude: ConcludeWhen | msgspec.UnsetType = msgspec.UNSET
    """``when-possible``: the order declares no second skill once the Reactive Player has
    answered, and is resolved and concluded by the command after which nothing is left to
    decide in it."""
    # UNSET, so every activation recorded before Coordinated Orders keeps its bytes.
    coordinated: tuple[str, ...] | msgspec.UnsetType = msgspec.UNSET
    """A Coordinated Order: the other Troopers that take part, ``trooper`` being its Spearhead;
    they declare the same skills and cost one Command Token beside the Regular Order."""
    # UNSET, so every activation recorded before a private Lieutenant keeps its bytes.
    lieutenant_opening: SecretOpening | msgspec.UnsetType = msgspec.UNSET
    """The player's private Lieutenant opened, for spending the Lieutenant Special Order makes
    it Open (given by the service for a server-held secret)."""
    marker_opening: SecretOpening | msgspec.UnsetType = msgspec.UNSET
    """The secret keeping the trooper behind a marker (Hidden Deployment, Camouflage,
    Impersonation), opened because its skill reveals it (given by the service)."""


class DeclareAro(_OrderCommand, frozen=True, kw_only=True, tag="declare_aro"):
    trooper: str
    skill: Skill
    # UNSET, so every ARO recorded before markers keeps its bytes.
    marker_opening: SecretOpening | msgspec.UnsetType = msgspec.UNSET
    """The secret keeping the trooper behind a marker, opened because its ARO reveals it."""


class DeclareSecondSkill(_OrderCommand, frozen=True, kw_only=True, tag="declare_second_skill"):
    skill: Skill
    # UNSET, so every second skill recorded before the switch keeps its bytes.
    conclude: ConcludeWhen | msgspec.UnsetType = msgspec.UNSET
    """``when-possible``: the order is resolved and concluded by the command after which
    nothing is left to decide in it (as on the activation)."""


class DeclareNoAro(_OrderCommand, frozen=True, kw_only=True, tag="declare_no_aro"):
    """The Reactive Player (the actor) declares no further ARO at the step the open order is
    at: those of their troopers that have not reacted forfeit their ARO there (Order
    Expenditure Sequence, N5); the second skill, once declared, opens a new step."""


class TriggerDeployable(_OrderCommand, frozen=True, kw_only=True, tag="trigger_deployable"):
    """A Deployable weapon on the table triggers, as an ARO of its own, because an enemy
    declared or executed a Skill or ARO inside its Trigger Area (the players say so: positions
    are not modelled). It attacks as its weapon's Direct Template."""

    deployable: str
    """The id the marker was placed with."""
    targets: tuple[str, ...]
    """The troopers the template affects: first the enemy that triggered it (one that
    declares in this order), then any other trooper under the template."""


class WithdrawDeclaration(_OrderCommand, frozen=True, kw_only=True, tag="withdraw_declaration"):
    """Take back the open order's last declaration (an activation gives its order back)."""


class Resolve(_OrderCommand, frozen=True, kw_only=True, tag="resolve"):
    dice: tuple[EnteredDice, ...] | None = None
    """Manual-dice games: faces keyed by the roll's side name; sides left out take server dice."""


class ConfirmDice(_OrderCommand, frozen=True, kw_only=True, tag="confirm_dice"):
    """Accept the faces another player entered for this player's rolls in the open order, and
    resolve the order (or, for its saves and Guts Rolls, conclude it)."""

    dice: tuple[EnteredDice, ...] | None = None
    """Faces for rolls of this player's own troopers that replace the entered ones."""
    # UNSET: left out of the recorded command when not given, as before conclusions waited.
    saves: tuple[EnteredDice, ...] | msgspec.UnsetType = msgspec.UNSET
    """A conclusion's: save faces against this player's troopers, keyed by the attacking side,
    that replace the entered ones."""
    guts: tuple[EnteredDice, ...] | msgspec.UnsetType = msgspec.UNSET
    """A conclusion's: Guts Roll faces of this player's troopers, keyed by trooper, that
    replace the entered ones."""


class ChooseDiscard(_OrderCommand, frozen=True, kw_only=True, tag="choose_discard"):
    side: str
    die: int
    """Index of the die to discard among the side's faces."""


class ChooseReroll(_OrderCommand, frozen=True, kw_only=True, tag="choose_reroll"):
    side: str
    die: int | None
    """Index of the die to roll again; None declines the ReRoll."""
    face: int | None = None
    """Manual-dice games: the new face; None takes a server die."""


class Conclude(_OrderCommand, frozen=True, kw_only=True, tag="conclude"):
    """End the order: Saving Rolls, Wounds, Guts Rolls (N5), then the order is concluded."""

    saves: tuple[EnteredDice, ...] | None = None
    """Manual-dice games: save faces (Continuous Damage repeats included) keyed by the name of the
    side whose hits caused them; attacks left out take server dice."""
    guts: tuple[EnteredDice, ...] | None = None
    """Manual-dice games: Guts Roll faces keyed by trooper; troopers left out take server dice."""
    courage: tuple[str, ...] = ()
    """Troopers with Courage that pass their Guts Roll without rolling (N5 Courage)."""
    # UNSET rather than an empty default: left out of the recorded command when not chosen, so
    # a Conclude without them records the same bytes as before these choices existed.
    dogged: tuple[str, ...] | msgspec.UnsetType = msgspec.UNSET
    """Troopers with Dogged whose player activates it should they enter Unconscious State in
    this order (N5 Dogged)."""
    bioimmunity: tuple[str, ...] | msgspec.UnsetType = msgspec.UNSET
    """Troopers with Bioimmunity that save with the more favourable of their ARM and BTS
    values in this order (N5 Bioimmunity)."""


class VoidOrder(_Command, frozen=True, kw_only=True, tag="void_order"):
    order: int
    reason: str


class EndTurn(_Command, frozen=True, kw_only=True, tag="end_turn"):
    pass


class AppointLieutenant(_Command, frozen=True, kw_only=True, tag="appoint_lieutenant"):
    """At the end of a turn in Loss of Lieutenant, the trooper that becomes the Lieutenant."""

    trooper: str


class FreeRollSide(msgspec.Struct, frozen=True, kw_only=True):
    name: str
    attribute: int
    mods: tuple[ModEntry, ...] = ()
    burst: int = 1
    dice: tuple[int, ...] | None = None
    """Manual-dice games: the faces rolled; None takes server dice."""
    player: str | msgspec.UnsetType = msgspec.UNSET
    """Whose roll the side is: that player enters its faces. Left out, a table roll no player
    owns (in a game with manual dice confirmation its faces are then the server's)."""

    @property
    def owner(self) -> str | None:
        return recorded_or(self.player, None)


class FreeRoll(_Command, frozen=True, kw_only=True, tag="free_roll"):
    kind: Literal["normal", "face_to_face"]
    sides: tuple[FreeRollSide, ...]
    label: str = ""


AwaitedRollKind = Literal["initiative", "free_roll"]
"""The rolls outside any order whose faces may wait for a player's confirmation."""


class ConfirmRoll(_Command, frozen=True, kw_only=True, tag="confirm_roll"):
    """Accept the faces another player entered for this player's side of a roll outside any
    order (the Initiative Roll, a free roll), replacing those in ``dice``, and make the roll."""

    roll: AwaitedRollKind
    dice: tuple[EnteredDice, ...] | None = None
    """Faces for this player's own sides, keyed by side (the player's name for the Initiative
    Roll), that replace the entered ones."""


CommandTokenUse = Literal[
    "extra_trooper_set_aside",
    "remove_two_regular_orders",
    "limit_opponent_tokens",
    "suppressive_fire",
    "move_to_combat_group",
    "irregular_to_regular",
    "reroll_doctor",
    "reroll_engineer",
    "ignore_retreat",
]
"""The uses of a Command Token the N5 page lists that the engine records (Command Tokens, N5):
Strategic (the first four), Executive (``move_to_combat_group``) and Operational (the rest)."""


class SpendCommandToken(_Command, frozen=True, kw_only=True, tag="spend_command_token"):
    """A player spends one of their Command Tokens for one use."""

    player: str
    use: CommandTokenUse
    trooper: str | None = None
    """The trooper the use is for (moving, an Irregular Order, a reroll, Retreat!)."""
    combat_group: int | None = None
    """``move_to_combat_group``: the group the trooper joins."""
    from_groups: tuple[int, ...] = ()
    """``remove_two_regular_orders``: the Combat Group of each Order removed (two numbers, the
    same one twice for two Orders of one group); empty when the opponent has no groups."""


class EndGame(_Command, frozen=True, kw_only=True, tag="end_game"):
    reason: str = ""


class CommitSecret(_Command, frozen=True, kw_only=True, tag="commit_secret"):
    """A player's Private Information, recorded as a commitment only (``domain.secrets``)."""

    secret_id: str
    kind: str
    commitment: str
    held_by: str
    """"server" (the service keeps the secret sealed) or "client" (only the commitment)."""
    marker: int | None = None
    """The open fact of a hidden or camouflaged trooper: its marker's number on the table."""


class DrawClassified(_Command, frozen=True, kw_only=True, tag="draw_classified"):
    """Classified Objectives drawn from the mission's deck (``domain.classified``): one
    server-held secret per card, committed in the order drawn. The service derives the cards
    and seals them; the command shows only their commitments."""

    deck: tuple[str, ...]
    secret_ids: tuple[str, ...]
    commitments: tuple[str, ...]


class RevealSecret(_Command, frozen=True, kw_only=True, tag="reveal_secret"):
    secret_id: str
    secret: dict[str, str]
    salt: str


class RecordResult(_Command, frozen=True, kw_only=True, tag="record_result"):
    """A player's Objective Points once the game has ended, with what earned them; from the
    organiser, the decision on that player's disputed result."""

    player: str
    objective_points: int
    reasons: tuple[str, ...] = ()


class AnswerResult(_Command, frozen=True, kw_only=True, tag="answer_result"):
    """The opponent confirms (``accept``) or disputes the result ``player`` recorded."""

    player: str
    accept: bool
    reason: str = ""


Command = (
    CreateGame
    | AddTrooper
    | EditTrooper
    | RemoveTrooper
    | RotateToken
    | ContributeEntropy
    | WaiveEntropy
    | RollInitiative
    | ChooseInitiative
    | DeployTroopers
    | FormFireteam
    | BreakFireteam
    | StartTurn
    | ActivateTrooper
    | DeclareAro
    | DeclareNoAro
    | DeclareSecondSkill
    | TriggerDeployable
    | WithdrawDeclaration
    | Resolve
    | ConfirmDice
    | ConfirmRoll
    | ChooseDiscard
    | ChooseReroll
    | Conclude
    | VoidOrder
    | EndTurn
    | AppointLieutenant
    | FreeRoll
    | EndGame
    | RecordResult
    | AnswerResult
    | SpendCommandToken
    | CommitSecret
    | DrawClassified
    | RevealSecret
)
