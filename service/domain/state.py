"""The state of one game, folded from its events: everything an order-state view needs.

Immutable: ``evolve`` returns a new state. Troopers and orders are kept in tuples in the order
they appeared, so two folds of the same events compare equal.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable
from typing import Annotated, Literal

import msgspec

from service.domain import fields
from service.domain.declarations import Skill, attack_targets
from service.domain.described import about
from service.domain.dice import DICE_V1
from service.domain.events import (
    CommandTokenSpent,
    CommittedSecret,
    DeclarationKind,
    DeployableAttackResolved,
    DeployableTriggered,
    EnteredRoll,
    GroupOrders,
    GutsRollMade,
    LostDice,
    NoAroDeclared,
    PendingChoice,
    RecordedRoll,
    RollDiceEntered,
    SavingRollsMade,
    TemplateAttackResolved,
)
from service.domain.troopers import OrderType, Trooper, TrooperState
from service.rules.catalogue import FIRST_CATALOGUE_REVISION
from service.rules.fireteams import FireteamType
from service.rules.hacking import HackingState
from service.rules.values import Edition

Phase = Literal["new", "setup", "orders", "between_turns", "ended"]
Step = Literal["first_aros", "second_aros", "confirming", "rolling", "choices", "effects"]
"""Where the open order is in the Order Expenditure Sequence:
first_aros: activated, AROs may be declared (then the second skill);
second_aros: second skill declared, troopers that did not react yet may declare AROs;
confirming: faces were entered for another player's troopers, which that player must confirm
(entered at resolution, or at the conclusion for the saves and Guts Rolls);
rolling: resolution began, its rolls are being recorded;
choices: rolled, waiting for +1 SD discards and ReRolls;
effects: every roll is final, waiting for the conclusion (saves, Wounds, Guts Rolls)."""


class Declaration(msgspec.Struct, frozen=True, kw_only=True):
    """One declaration of an order: who declared what, and when."""

    trooper: Annotated[str, about("The declaring trooper")]
    kind: Annotated[
        DeclarationKind, about("`activation` (the first skill), `aro` or `second_skill`")
    ]
    skill: Annotated[Skill, about("The skill declared")]
    after_second_skill: Annotated[
        bool,
        about(
            "An ARO declared after the second skill, by a trooper that could not react to the first"
        ),
    ] = False


class OrderPool(msgspec.Struct, frozen=True, kw_only=True):
    player: str
    regular: int
    irregular: Annotated[
        tuple[str, ...], about("Irregular troopers whose own order is still unspent.")
    ]
    lieutenant: int
    groups: Annotated[
        tuple[GroupOrders, ...],
        about(
            "Each Combat Group's Regular Orders left, `regular` being their sum; empty when the "
            "army is in no Combat Group and `regular` is its one pool."
        ),
    ] = ()
    first_order: Annotated[
        int,
        about(
            "The number the turn's first order takes: the state keeps no concluded orders, so "
            'this is how a rule for "before the turn\'s first Order" knows whether one was spent.'
        ),
    ] = 0
    impetuous: Annotated[
        tuple[str, ...],
        about(
            "Troopers whose Impetuous Order is unspent while the Impetuous Phase lasts; emptied "
            "when the first Order of the pool is spent, which ends the Impetuous Phase "
            "(Impetuous, N5)."
        ),
    ] = ()
    kept: Annotated[
        tuple[str, ...],
        about(
            "Troopers in Hidden Deployment (the hidden rule) whose own Order their player keeps "
            "for them alone, apart from the pool, to spend when their first Order places them on "
            'the table ("Hidden Deployment State", N5). Not in `total`: the pool the opponent '
            "sees."
        ),
    ] = ()

    @property
    def total(self) -> int:
        return self.regular + len(self.irregular) + self.lieutenant + len(self.impetuous)

    def group_regular(self, group: int) -> int:
        return next((g.regular for g in self.groups if g.group == group), 0)

    def spending_regular(self, group: int | None, change: int) -> OrderPool:
        """The pool with ``change`` Regular Orders spent (negative) or given back in ``group``;
        the army's one pool when it has no groups."""
        groups = tuple(
            GroupOrders(group=g.group, regular=g.regular + change) if g.group == group else g
            for g in self.groups
        )
        return msgspec.structs.replace(self, regular=self.regular + change, groups=groups)


class Appointment(msgspec.Struct, frozen=True, kw_only=True):
    """A Lieutenant named after a Loss of Lieutenant; the first one loses the Special Skill."""

    player: str
    trooper: str


class ConditionChange(msgspec.Struct, frozen=True, kw_only=True):
    """What an order changed of one trooper: its Wounds and state before and after."""

    trooper: fields.TrooperId
    wounds_before: Annotated[int, about("Its Wounds before the order")]
    state_before: Annotated[
        TrooperState, about("Its state before: `normal`, `unconscious` or `dead`")
    ]
    wounds_after: Annotated[int, about("Its Wounds after")]
    state_after: Annotated[TrooperState, about("Its state after")]


class AwaitedDice(msgspec.Struct, frozen=True, kw_only=True):
    """Faces entered for another player's troopers, waiting for that player: for the order's
    rolls (``dice``, entered at resolution), or for its saves and Guts Rolls (``saves``,
    ``guts``, entered at its conclusion, ``declared_at`` "effects", with the Conclude's
    choices)."""

    by: Annotated[str, about("Who entered the faces")]
    awaiting: Annotated[str, about("The player to confirm them: POST .../orders/{order}/confirm")]
    dice: Annotated[
        tuple[EnteredRoll, ...], about("The order's rolls' faces as entered (at resolution)")
    ]
    declared_at: Annotated[
        Step, about("The step the order was at, and returns to once the faces are confirmed.")
    ]
    saves: Annotated[
        tuple[EnteredRoll, ...],
        about("The conclusion's save faces as entered, keyed by the attacking side"),
    ] = ()
    guts: Annotated[
        tuple[EnteredRoll, ...],
        about("The conclusion's Guts Roll faces as entered, keyed by trooper"),
    ] = ()
    courage: Annotated[
        tuple[str, ...], about("The Conclude's Courage choices, waiting with the faces")
    ] = ()
    dogged: Annotated[
        tuple[str, ...], about("The Conclude's Dogged choices, waiting with the faces")
    ] = ()
    bioimmunity: Annotated[
        tuple[str, ...], about("The Conclude's Bioimmunity choices, waiting with the faces")
    ] = ()

    @property
    def conclusion(self) -> bool:
        return self.declared_at == "effects"


class OpenOrder(msgspec.Struct, frozen=True, kw_only=True):
    number: int
    turn: int
    player: str
    trooper: str
    order_type: OrderType
    step: Step
    declarations: tuple[Declaration, ...]
    lost: tuple[LostDice, ...] = ()
    rolls: tuple[RecordedRoll, ...] = ()
    expected_rolls: int = 0
    templates: tuple[TemplateAttackResolved, ...] = ()
    pending: tuple[PendingChoice, ...] = ()
    saves: tuple[SavingRollsMade, ...] = ()
    guts: tuple[GutsRollMade, ...] = ()
    changes: tuple[ConditionChange, ...] = ()
    awaited_dice: AwaitedDice | None = None
    triggers: Annotated[
        tuple[DeployableTriggered, ...],
        about("Deployable weapons that triggered in this order, each an ARO of its own."),
    ] = ()
    deployable_attacks: tuple[DeployableAttackResolved, ...] = ()
    fireteam: Annotated[
        tuple[str, ...],
        about("The Fireteam members its leader activated with this order, the leader left out."),
    ] = ()
    coordinated: Annotated[
        tuple[str, ...],
        about("A Coordinated Order's other participants, its Spearhead (`trooper`) left out."),
    ] = ()
    kept_order: Annotated[
        bool,
        about(
            "The order spends the Order its trooper's player kept for it in Hidden Deployment, "
            "not one of the pool: withdrawing the activation gives that one back."
        ),
    ] = False
    when_possible: Annotated[
        tuple[DeclarationKind, ...],
        about(
            "The declarations (the activation, the second skill) that asked for the order to be "
            "resolved and concluded by itself as soon as nothing is left to decide in it "
            "(`conclude: when-possible`); empty, it waits for its active player's requests."
        ),
    ] = ()
    passed: Annotated[
        tuple[NoAroDeclared, ...],
        about("Each Reactive Player's no ARO, with the step it was declared at."),
    ] = ()

    @property
    def concludes_when_possible(self) -> bool:
        return bool(self.when_possible)

    @property
    def passed_now(self) -> tuple[str, ...]:
        """The players who declared no ARO at the step the order is at."""
        second = self.step == "second_aros"
        return tuple(p.player for p in self.passed if p.after_second_skill == second)

    @property
    def participants(self) -> tuple[str, ...]:
        """The troopers the order activated that act and can be targeted: the Spearhead (or
        the only active trooper) first."""
        return (self.trooper, *self.coordinated)

    def declaration_of(self, trooper: str) -> Declaration | None:
        return next((d for d in self.declarations if d.trooper == trooper), None)

    def concluded(self) -> ResolvedOrder:
        """The order as it stays once concluded: everything it recorded, but its step."""
        return ResolvedOrder(**{name: getattr(self, name) for name in _KEPT_WHEN_CONCLUDED})

    @property
    def activation(self) -> Declaration:
        return self.declarations[0]

    @property
    def second_skill(self) -> Declaration | None:
        return next((d for d in self.declarations if d.kind == "second_skill"), None)

    @property
    def aros(self) -> tuple[Declaration, ...]:
        return tuple(d for d in self.declarations if d.kind == "aro")


class ResolvedOrder(msgspec.Struct, frozen=True, kw_only=True):
    number: int
    turn: int
    player: str
    trooper: str
    order_type: OrderType
    declarations: tuple[Declaration, ...]
    lost: tuple[LostDice, ...]
    rolls: tuple[RecordedRoll, ...]
    saves: tuple[SavingRollsMade, ...]
    guts: tuple[GutsRollMade, ...]
    changes: tuple[ConditionChange, ...]
    voided: bool = False
    void_reason: str | None = None
    templates: Annotated[
        tuple[TemplateAttackResolved, ...],
        about("Last, with a default: order states stored before templates read as orders without."),
    ] = ()
    triggers: tuple[DeployableTriggered, ...] = ()
    deployable_attacks: tuple[DeployableAttackResolved, ...] = ()


_KEPT_WHEN_CONCLUDED = tuple(
    name for name in ResolvedOrder.__struct_fields__ if name in OpenOrder.__struct_fields__
)


class OrderChanges(msgspec.Struct, frozen=True, kw_only=True):
    """The Wounds and States a concluded order changed: what voiding it must put back."""

    order: int
    changes: tuple[ConditionChange, ...]


class HeldState(msgspec.Struct, frozen=True, kw_only=True):
    """A State a hacking program put a trooper in, and the order that caused it."""

    trooper: Annotated[str, about("The trooper in the State")]
    state: Annotated[HackingState, about("`immobilized_b`, `targeted`, `isolated` or `possessed`")]
    order: Annotated[int, about("The order whose program caused it")]
    by: (
        Annotated[
            str,
            about("Possessed only: the player whose Hacker possessed it, who now gives it Orders."),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    hacker: (
        Annotated[
            str,
            about(
                "Possessed only: the Hacker that possessed it (states stored before it have none)."
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET


class CancelledState(msgspec.Struct, frozen=True, kw_only=True):
    """A State a Reset cancelled, kept so that voiding the Reset's order restores it."""

    held: HeldState
    cancelled_in: int


class Deployable(msgspec.Struct, frozen=True, kw_only=True):
    """A Deployable weapon placed, as the table shows it (the order state's view of one)."""

    deployable: Annotated[str, about("Its marker id, chosen by its player")]
    trooper: Annotated[str, about("Who placed it.")]
    player: Annotated[str, about("Whose it is")]
    weapon: Annotated[str, about("The weapon's slug on the placing trooper.")]
    name: Annotated[str, about("The weapon's name")]
    order: Annotated[int, about("The order that placed it.")]
    uses_left: (
        Annotated[
            int,
            about(
                "The trooper's Disposable uses of the weapon left after this placement (null: no "
                "limit)."
            ),
        ]
        | None
    )


class PlacedDeployable(Deployable, frozen=True, kw_only=True):
    """One use of a Deployable weapon put on the table by Place Deployable."""

    triggered_in: (
        Annotated[
            int,
            about(
                "The order in which it triggered and left the table; null while it is on the table."
            ),
        ]
        | None
    ) = None

    @property
    def on_table(self) -> bool:
        return self.triggered_in is None


COMMAND_TOKENS = 4


def command_tokens_for_the_match(player: str, troopers: Iterable[Trooper]) -> int:
    """Four, and one more when the player's Lieutenant lists "+1 Command Token" (Lieutenant,
    N5: "one extra Command Token for the match": kept when another Lieutenant is appointed)."""
    extra = any(t.player == player and t.brings_command_token for t in troopers)
    return COMMAND_TOKENS + int(extra)


"""Each player has four Command Tokens per game (Command Tokens, N5)."""


SequencePhase = Literal["initiative", "choices", "deployment", "tactical"]
DEPLOYMENT_STEPS = 4
"""Each player deploys all troopers but one, in the chosen order, then the one kept back."""


class GameSequence(msgspec.Struct, frozen=True, kw_only=True):
    """Where a game that follows the N5 Game Sequence is: the Initiative Roll, the choices it
    leads to, the Deployment Phase, then Game Rounds of two Player Turns."""

    rounds: int
    initiative_winner: str | None = None
    initiative: Annotated[str, about("Who holds Initiative, once the winner kept one.")] | None = (
        None
    )
    deployment: Annotated[str, about("Who holds Deployment.")] | None = None
    turn_order: tuple[str, ...] = ()
    deployment_order: tuple[str, ...] = ()
    deployment_step: Annotated[int, about("The last Deployment Phase step done (0 to 4).")] = 0
    deployed: Annotated[tuple[str, ...], about("Troopers placed on the table so far.")] = ()

    @property
    def phase(self) -> SequencePhase:
        if self.initiative_winner is None:
            return "initiative"
        if not self.turn_order or not self.deployment_order:
            return "choices"
        if self.deployment_step < DEPLOYMENT_STEPS:
            return "deployment"
        return "tactical"

    @property
    def deploying(self) -> str | None:
        """Who deploys at the next Deployment Phase step."""
        if self.phase != "deployment":
            return None
        return self.deployment_order[self.deployment_step % 2]

    def turn_player(self, turn: int) -> str:
        """Whose Player Turn ``turn`` (1, 2, ...) is: the chosen order, kept every round."""
        return self.turn_order[(turn - 1) % 2]

    def round_of(self, turn: int) -> int:
        return (turn - 1) // 2 + 1

    @property
    def turns(self) -> int:
        return self.rounds * 2


ResultStatus = Literal["recorded", "confirmed", "disputed", "decided"]
"""recorded: waiting for the opponent; confirmed by the opponent; disputed: waiting for the
organiser; decided by the organiser. Confirmed and decided results are final."""


class PlayerResult(msgspec.Struct, frozen=True, kw_only=True):
    player: str
    objective_points: int
    reasons: tuple[str, ...]
    status: ResultStatus

    @property
    def final(self) -> bool:
        return self.status in ("confirmed", "decided")


class PlayerEntropy(msgspec.Struct, frozen=True, kw_only=True):
    """A player's part of a dice-v2 game's dice: the seed they sent, or empty when the
    organiser started play without it (``waived``)."""

    player: str
    seed: str = ""
    waived: bool = False


class Fireteam(msgspec.Struct, frozen=True, kw_only=True):
    """A Fireteam on the table: its members, the Fireteam Leader among them."""

    fireteam: int
    player: str
    kind: FireteamType
    members: tuple[str, ...]
    leader: str


class SecretRecord(CommittedSecret, frozen=True, kw_only=True):
    """A committed secret as everyone may know it: never what it hides."""

    revealed: bool = False
    secret: (
        Annotated[dict[str, str], about("What it hid, once revealed: then Open Information.")]
        | None
    ) = None
    salt: str | None = None
    trooper: (
        Annotated[
            str,
            about(
                "The trooper a Hidden Deployment secret committed with it keeps off the table "
                "(the hidden rule, `domain.hidden`): known to the decider, and, like the record "
                "itself, to nobody but its owner until the secret is revealed. null for every "
                "other secret."
            ),
        ]
        | None
    ) = None


class ClassifiedDraw(msgspec.Struct, frozen=True, kw_only=True):
    """A player's Classified Objectives draw in a game drawn by its scenario's rules: the
    secrets holding its cards, the only Classified Objectives the player has."""

    player: str
    secret_ids: tuple[str, ...]


class GameState(msgspec.Struct, frozen=True, kw_only=True):
    version: int = 0
    game_id: uuid.UUID | None = None
    edition: Edition = Edition.N5
    players: tuple[str, ...] = ()
    client_seed: str = ""
    manual_dice: bool = False
    manual_dice_confirmation: bool = False
    seed_commitment: str | None = None
    catalogue_revision: Annotated[
        int, about("The weapon catalogue's revision the game's weapon slugs are resolved in.")
    ] = FIRST_CATALOGUE_REVISION
    name_rule: int = 0
    roles_rule: Annotated[
        int, about("The revision of the rule for names the decider holds this game to (0: none).")
    ] = 0
    hidden_rule: Annotated[
        int, about("The revision of the rule for Hidden Deployment (`domain.hidden`; 0: none).")
    ] = 0
    scenario_rule: Annotated[
        int, about("The revision of the scenario's rules the decider holds this game to (0: none).")
    ] = 0
    privacy_rule: Annotated[
        int,
        about(
            "The revision of the privacy rule (`domain.privacy`) the game is read and decided "
            "under (0: a game recorded before it)."
        ),
    ] = 0
    classified_objectives: Annotated[
        int, about("How many Classified Objectives each player draws, under the scenario's rules.")
    ] = 0
    objective_points_cap: (
        Annotated[
            int,
            about(
                "The most Objective Points a player scores; null in games recorded before the cap."
            ),
        ]
        | None
    ) = None
    phase: Phase = "new"
    sequence: (
        Annotated[
            GameSequence,
            about("null: a game of free turns, as every game was before the Game Sequence."),
        ]
        | None
    ) = None
    ended: bool = False
    turn: int = 0
    active_player: str | None = None
    previous_player: (
        Annotated[str, about("Who played the last finished turn: nobody plays two turns in a row.")]
        | None
    ) = None
    pool: Annotated[OrderPool, about("The active player's order pool for this turn.")] | None = None
    last_pool: (
        Annotated[
            OrderPool,
            about(
                "The pool of the last Player Turn that ended, as it ended: what an ended game's "
                "reads show of where it stopped (the decider never reads it)."
            ),
        ]
        | None
    ) = None
    troopers: tuple[Trooper, ...] = ()
    last_order_number: Annotated[
        int, about("Order numbers are never reused, not even after a withdrawn activation.")
    ] = 0
    open_order: OpenOrder | None = None
    # Concluded orders are history, kept whole in the log and the orders' read model; the state
    # keeps only what later decisions need of them, so a command costs the same at order 300
    # as at order 3.
    withdrawn_orders: Annotated[
        tuple[int, ...], about("Numbers of activations taken back: given, but never concluded.")
    ] = ()
    voided_orders: tuple[int, ...] = ()
    order_changes: Annotated[
        tuple[OrderChanges, ...],
        about("The condition changes of each concluded order that made any and is not voided."),
    ] = ()
    took_part_in_orders: Annotated[
        tuple[str, ...],
        about(
            "Troopers that declared, were attacked or triggered a Deployable in a concluded order."
        ),
    ] = ()
    free_rolls: int = 0
    awaited_roll: (
        Annotated[
            RollDiceEntered,
            about(
                "The Initiative Roll or a free roll whose faces wait for a player's confirmation."
            ),
        ]
        | None
    ) = None
    dogged: Annotated[
        tuple[str, ...],
        about(
            "Troopers that activated Dogged in this Player Turn: Normal while Wounds equal their "
            "VITA, Dead at the end of the turn or at their next Wound."
        ),
    ] = ()
    held_states: Annotated[
        tuple[HeldState, ...],
        about(
            "Immobilized-B, Targeted, Isolated, Possessed: kept apart from the troopers, whose "
            "shape is stored inside TrooperAdded events and so cannot change."
        ),
    ] = ()
    cancelled_states: Annotated[
        tuple[CancelledState, ...],
        about("States cancelled by a Reset, with its order: restored if that order is voided."),
    ] = ()

    deployables: Annotated[
        tuple[PlacedDeployable, ...],
        about("Every Deployable placed and not voided: on the table, or triggered (a spent use)."),
    ] = ()
    results: Annotated[
        tuple[PlayerResult, ...],
        about("Each player's recorded Objective Points, once the game has ended."),
    ] = ()

    def result_of(self, player: str) -> PlayerResult | None:
        return next((r for r in self.results if r.player == player), None)

    command_tokens: Annotated[
        tuple[CommandTokenSpent, ...], about("Every Command Token spent, in the order spent.")
    ] = ()

    secrets: Annotated[
        tuple[SecretRecord, ...], about("Private Information committed, in the order committed.")
    ] = ()

    classified_draws: Annotated[
        tuple[ClassifiedDraw, ...],
        about(
            "Each player's draw, in a game drawn by its scenario's rules (none recorded before)."
        ),
    ] = ()

    def secret(self, secret_id: str) -> SecretRecord | None:
        return next((s for s in self.secrets if s.secret_id == secret_id), None)

    def classified_draw(self, player: str) -> ClassifiedDraw | None:
        return next((d for d in self.classified_draws if d.player == player), None)

    def command_tokens_of(self, player: str) -> tuple[CommandTokenSpent, ...]:
        return tuple(t for t in self.command_tokens if t.player == player)

    def command_tokens_for_the_match(self, player: str) -> int:
        return command_tokens_for_the_match(player, self.troopers)

    def command_tokens_left(self, player: str) -> int:
        return self.command_tokens_for_the_match(player) - len(self.command_tokens_of(player))

    fireteams: Annotated[
        tuple[Fireteam, ...], about("The Fireteams on the table; a cancelled one is gone.")
    ] = ()
    last_fireteam: Annotated[
        int, about("The number the last Fireteam formed was given (numbers are never reused).")
    ] = 0

    def fireteam(self, number: int) -> Fireteam | None:
        return next((f for f in self.fireteams if f.fireteam == number), None)

    def fireteam_of(self, trooper_id: str) -> Fireteam | None:
        return next((f for f in self.fireteams if trooper_id in f.members), None)

    retreat: Annotated[
        tuple[str, ...], about("Players whose army is in Retreat! (Retreat! situation, N5).")
    ] = ()
    retreat_last_round: fields.RetreatLastRound = None
    loss_of_lieutenant: Annotated[
        tuple[str, ...],
        about(
            "Players in Loss of Lieutenant, until they appoint a new one (Loss of Lieutenant, N5)."
        ),
    ] = ()
    appointed: tuple[Appointment, ...] = ()
    seen_lieutenants: Annotated[
        tuple[str, ...],
        about(
            "Troopers seen to spend the Lieutenant Special Order, which makes each Open as the "
            'Lieutenant (Orders and the Order Pool, N5: its expenditure "is Open Information").'
        ),
    ] = ()
    dice_algorithm: Annotated[
        str,
        about("How the server's dice are derived; every game recorded before dice-v2 is dice-v1."),
    ] = DICE_V1
    entropy: Annotated[
        tuple[PlayerEntropy, ...],
        about("A dice-v2 game's player seeds, in the order they came (sent or recorded empty)."),
    ] = ()

    def lieutenant_of(self, player: str) -> Trooper | None:
        """The player's Lieutenant as everyone knows it: the last appointed, else the army
        list's, else the one its revealed ``lieutenant`` secret names; None while private."""
        named = [a.trooper for a in self.appointed if a.player == player]
        if named:
            return self.trooper(named[-1])
        flagged = next((t for t in self.troopers_of(player) if t.lieutenant), None)
        if flagged is not None:
            return flagged
        revealed = next(
            (s.secret for s in self._lieutenant_secrets(player) if s.secret is not None), None
        )
        return None if revealed is None else self.trooper(revealed.get("trooper", ""))

    def private_lieutenant(self, player: str) -> SecretRecord | None:
        """The player's first ``lieutenant`` secret while it is unrevealed, no trooper is
        flagged Lieutenant and none was appointed: the army has a Lieutenant whose identity only
        its player knows. A flagged Lieutenant stays the Lieutenant, as in games recorded
        before private ones, whatever secret its player also commits."""
        if any(a.player == player for a in self.appointed) or any(
            t.lieutenant for t in self.troopers_of(player)
        ):
            return None
        return next((s for s in self._lieutenant_secrets(player) if not s.revealed), None)

    def _lieutenant_secrets(self, player: str) -> tuple[SecretRecord, ...]:
        return tuple(s for s in self.secrets if s.owner == player and s.kind == "lieutenant")

    def is_lieutenant(self, trooper: Trooper) -> bool:
        chosen = self.lieutenant_of(trooper.player)
        return chosen is not None and chosen.trooper_id == trooper.trooper_id

    def deployable(self, deployable_id: str) -> PlacedDeployable | None:
        return next((d for d in self.deployables if d.deployable == deployable_id), None)

    def placements_of(self, trooper_id: str, weapon: str) -> int:
        """Uses of the trooper's weapon spent by placements (a triggered one stays spent)."""
        return sum(1 for d in self.deployables if (d.trooper, d.weapon) == (trooper_id, weapon))

    def states_of(self, trooper_id: str) -> tuple[HackingState, ...]:
        return tuple(h.state for h in self.held_states if h.trooper == trooper_id)

    def controller_of(self, trooper: Trooper) -> str:
        """The player who gives the trooper its Orders: the possessing player while it is
        Possessed (Possessed State, N5), its own player otherwise."""
        for held in self.held_states:
            if held.trooper == trooper.trooper_id and isinstance(held.by, str):
                return held.by
        return trooper.player

    def order_group(self, trooper: Trooper) -> int | None:
        """The Combat Group whose Regular Orders activate the trooper: its own, or while it is
        Possessed the group of the Hacker that possessed it; None when the pool has no groups
        (or a Possessed state recorded before its Hacker was kept)."""
        if self.pool is None or not self.pool.groups:
            return None
        held = next((h for h in self.held_states if h.trooper == trooper.trooper_id and h.by), None)
        if held is None:
            return trooper.group
        hacker = self.trooper(held.hacker) if isinstance(held.hacker, str) else None
        return None if hacker is None else hacker.group

    @property
    def created(self) -> bool:
        return self.game_id is not None

    def trooper(self, trooper_id: str) -> Trooper | None:
        return next((t for t in self.troopers if t.trooper_id == trooper_id), None)

    def troopers_of(self, player: str) -> tuple[Trooper, ...]:
        return tuple(t for t in self.troopers if t.player == player)

    def took_part(self, trooper_id: str) -> bool:
        """Whether the trooper declared anything, or was attacked, in any order so far: from
        then on it is part of the game's history and can no longer be corrected."""
        if trooper_id in self.took_part_in_orders:
            return True
        return self.open_order is not None and trooper_id in taking_part(self.open_order)

    def is_concluded(self, number: int) -> bool:
        """Whether order `number` was given and concluded (voided or not)."""
        open_number = self.open_order.number if self.open_order is not None else None
        return (
            1 <= number <= self.last_order_number
            and number != open_number
            and number not in self.withdrawn_orders
        )

    def changes_of(self, number: int) -> tuple[ConditionChange, ...]:
        return next((o.changes for o in self.order_changes if o.order == number), ())


def taking_part(order: OpenOrder | ResolvedOrder) -> set[str]:
    """The troopers that declared in the order, were attacked in it or were a trigger's target."""
    troopers = {d.trooper for d in order.declarations}
    troopers.update(target for d in order.declarations for target in attack_targets(d.skill))
    troopers.update(target for t in order.triggers for target in t.targets)
    return troopers


def initial_state() -> GameState:
    return GameState()
