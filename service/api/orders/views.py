"""Typed answers for a game's order state and for one order, so the spec documents every field.

API types, apart from the read model (`OrderStateV1`) and the decider's state: the read model
may gain a storage version, and the state fields only the decider needs, without the answer
changing. The nested values (troopers, declarations, rolls) are the recorded ones.
"""

from __future__ import annotations

import uuid
from typing import Annotated, Any, Literal

import msgspec

from service.api._http.awaiting import AwaitingList, awaited_views
from service.api._http.commanding import builtins
from service.api.command_tokens.schemas import CommandTokensView, command_tokens_view
from service.api.results.schemas import ScoreView, score_view
from service.api.rolls.schemas import RecordedRollView
from service.application.visibility.concealment import SeenOrderState, costs_kept
from service.domain import fields
from service.domain.army import army_of
from service.domain.described import about
from service.domain.events import (
    AwaitedSide,
    DeployableAttackResolved,
    DeployableTriggered,
    EnteredRoll,
    GutsRollMade,
    LostDice,
    NoAroDeclared,
    PendingChoice,
    SavingRollsMade,
    TemplateAttackResolved,
)
from service.domain.state import (
    AwaitedDice,
    ConditionChange,
    Declaration,
    Deployable,
    Fireteam,
    HeldState,
    OpenOrder,
    OrderPool,
    Phase,
    ResolvedOrder,
    Step,
    command_tokens_for_the_match,
)
from service.domain.troopers import OrderType, Trooper
from service.projections.models import OrderState
from service.rules import fireteams
from service.rules.hacking import HackingState


class _OrderFields(msgspec.Struct, frozen=True, kw_only=True):
    number: Annotated[
        int,
        about(
            "The order's number in the game (1, 2, ...; never reused, not even after a withdrawn "
            "activation)"
        ),
    ]
    turn: Annotated[int, about("The Player Turn it was spent in")]
    player: Annotated[str, about("The active player who spent it")]
    trooper: Annotated[str, about("The trooper activated; in a Coordinated Order, its Spearhead")]
    order_type: Annotated[
        OrderType,
        about("Which Order was spent: `regular`, `irregular`, `lieutenant` or `impetuous`"),
    ]
    declarations: Annotated[
        list[Declaration],
        about("Every declaration, in the order made: the activation, the AROs, the second skill"),
    ]
    lost: Annotated[
        list[LostDice],
        about("Dice of a split Burst lost at resolution because their target failed a requirement"),
    ]
    rolls: Annotated[
        list[RecordedRollView],
        about("Each roll of the exchange, as it stands (after discards and ReRolls)"),
    ]
    saves: Annotated[list[SavingRollsMade], about("The Saving Rolls the conclusion made")]
    guts: Annotated[list[GutsRollMade], about("The Guts Rolls the conclusion made")]
    changes: Annotated[
        list[ConditionChange], about("Each trooper's Wounds and state the order changed")
    ]
    templates: Annotated[
        list[TemplateAttackResolved],
        about("What each Direct Template of the order did to the troopers it affected."),
    ]
    triggers: Annotated[
        list[DeployableTriggered],
        about("The Deployables that triggered in the order, each an ARO of its own."),
    ] = msgspec.field(default_factory=list)
    deployable_attacks: Annotated[
        list[DeployableAttackResolved],
        about("What each triggered Deployable's template did to the troopers it affected."),
    ] = msgspec.field(default_factory=list)


class OpenOrderView(_OrderFields, frozen=True, kw_only=True):
    """The open order, where it stands in the Order Expenditure Sequence."""

    step: Annotated[
        Step,
        about(
            "Where the order is in the Order Expenditure Sequence: `first_aros` (activated: AROs "
            "may be declared, then the second skill), `second_aros` (second skill declared: "
            "troopers that did not react yet may declare AROs), `confirming` (faces entered for "
            "another player wait for their confirmation), `rolling`, `choices` (rolled: +1 SD "
            "discards and ReRolls to choose, `pending`), `effects` (every roll final: conclude "
            "it)"
        ),
    ]
    expected_rolls: Annotated[int, about("How many rolls the resolution makes (once it began)")]
    pending: Annotated[
        list[PendingChoice],
        about("The +1 SD discards and ReRolls still to choose, in the order they are due."),
    ]
    awaited_dice: (
        Annotated[
            AwaitedDice,
            about(
                "Faces entered for another player's troopers (for the order's rolls, or its saves "
                "and Guts Rolls at its conclusion), waiting for that player's confirmation."
            ),
        ]
        | None
    )
    fireteam: Annotated[
        list[str],
        about("The Fireteam members its leader's order activated with it, the leader left out."),
    ] = msgspec.field(default_factory=list)
    coordinated: Annotated[
        list[str],
        about("A Coordinated Order's other participants, its Spearhead (`trooper`) left out."),
    ] = msgspec.field(default_factory=list)
    conclude: Annotated[
        Literal["when-possible", "on-request"],
        msgspec.Meta(
            description=(
                "How the order goes on: `when-possible`, declared so (`conclude` of the"
                " activation or the second skill), it is resolved and concluded by the request"
                " after which nobody has anything left to decide in it (every Reactive Player"
                " answered, with an ARO or no ARO; no face to enter at the table; no save with a"
                " choice); `on-request`, by its active player's resolve and conclude."
            )
        ),
    ] = "on-request"
    no_aro: Annotated[
        list[NoAroDeclared],
        msgspec.Meta(
            description=(
                "Each Reactive Player's no ARO (`POST .../orders/{n}/no-aro`), with the step it"
                " was declared at (`after_second_skill`): they declare no ARO there any more."
            )
        ),
    ] = msgspec.field(default_factory=list)


class ResolvedOrderView(_OrderFields, frozen=True, kw_only=True):
    """A concluded order, as the log keeps it."""

    voided: Annotated[bool, about("Whether the organiser voided it (its effects reverted)")]
    void_reason: (
        Annotated[str, about("The organiser's reason for voiding it; null when not voided")] | None
    )


class OpenOrderAnswer(OpenOrderView, frozen=True, kw_only=True, tag_field="status", tag="open"):
    """The open order, where it stands in the Order Expenditure Sequence."""


class ResolvedOrderAnswer(
    ResolvedOrderView, frozen=True, kw_only=True, tag_field="status", tag="resolved"
):
    """A concluded order."""


class VoidedOrderAnswer(
    ResolvedOrderView, frozen=True, kw_only=True, tag_field="status", tag="voided"
):
    """A concluded order the organiser voided: nothing is deleted, its effects are reverted."""


OrderAnswer = OpenOrderAnswer | ResolvedOrderAnswer | VoidedOrderAnswer
"""One order, told apart by `status`: open, resolved, or voided."""


class TrooperView(Trooper, frozen=True, kw_only=True):
    """A trooper with its Wounds and state, and the States hacking programs put it in."""

    states: Annotated[
        list[HackingState],
        about(
            "The States hacking programs put it in: immobilized_b, targeted, isolated, possessed."
        ),
    ] = msgspec.field(default_factory=list)
    controlled_by: (
        Annotated[
            str, about("While Possessed: the player who possessed it and now gives it Orders.")
        ]
        | None
    ) = None


class DeployableView(Deployable, frozen=True, kw_only=True):
    """A Deployable weapon on the table, placed by Place Deployable."""


class GroupPoolView(msgspec.Struct, frozen=True, kw_only=True):
    """One Combat Group's Orders left this turn, by kind."""

    group: Annotated[int, about("The Combat Group's number")]
    regular: Annotated[int, about("Its Order Pool: Regular Orders only its own troopers spend.")]
    irregular: Annotated[
        list[str], about("Its Irregular troopers whose own Order is still unspent.")
    ]
    lieutenant: Annotated[
        int,
        about(
            "The Lieutenant Special Order, when the Lieutenant is in this group and has not spent "
            "it."
        ),
    ]


class OrderPoolView(msgspec.Struct, frozen=True, kw_only=True):
    """The active player's Order Pool this turn (Orders and the Order Pool, N5)."""

    player: Annotated[str, about("The active player")]
    regular: Annotated[int, about("Every Regular Order left, all Combat Groups together.")]
    irregular: Annotated[list[str], about("Irregular troopers whose own Order is still unspent")]
    lieutenant: Annotated[int, about("The Lieutenant Special Order, when not spent: 1 or 0")]
    groups: Annotated[
        list[GroupPoolView],
        about(
            "Per Combat Group, the Orders left by kind; empty when the army is in no Combat Group."
        ),
    ] = msgspec.field(default_factory=list)
    impetuous: Annotated[
        list[str],
        about("Troopers whose Impetuous Order is unspent; empty once the Impetuous Phase is over."),
    ] = msgspec.field(default_factory=list)
    kept: Annotated[
        list[str],
        about(
            "Troopers in Hidden Deployment whose own Order their player keeps for them, apart "
            "from the pool and from `orders_left`, to spend on the Order that places them on the "
            "table (Hidden Deployment State, N5): shown to their player only, as the troopers "
            "are."
        ),
    ] = msgspec.field(default_factory=list)


class GroupSizeView(msgspec.Struct, frozen=True, kw_only=True):
    """One Combat Group and its size."""

    group: Annotated[int, about("The Combat Group's number")]
    troopers: Annotated[int, about("Troopers in the group; a group holds at most 10.")]


class ArmyView(msgspec.Struct, frozen=True, kw_only=True):
    """A player's army list: its cost and its Combat Groups."""

    player: Annotated[str, about("The player")]
    points: (
        Annotated[
            int,
            about(
                "The Army Points of every trooper that gave them; null to a reader other than its "
                "player before the end of a game under the privacy rule (a sum of Costs is "
                "Private)."
            ),
        ]
        | None
    )
    groups: Annotated[list[GroupSizeView], about("Each Combat Group's size")]


class SequenceView(msgspec.Struct, frozen=True, kw_only=True):
    """Where a game that follows the N5 Game Sequence is."""

    phase: Annotated[
        Literal["initiative", "choices", "deployment", "tactical", "ended"],
        about(
            "`initiative` (the roll is next), `choices`, `deployment`, `tactical` (Player Turns) "
            "or `ended`"
        ),
    ]
    rounds: Annotated[int, about("The Game Rounds the game plays")]
    round: (
        Annotated[
            int,
            about(
                "The Game Round running, or next once the Deployment Phase is over; once the game "
                "has ended, the round of its last Player Turn."
            ),
        ]
        | None
    )
    turn_of: (
        Annotated[
            str,
            about(
                "Whose Player Turn is running, or comes next; once the game has ended, whose was "
                "the last."
            ),
        ]
        | None
    )
    turn_order: Annotated[
        list[str], about("Who plays first and second in every Game Round, once chosen.")
    ]
    initiative_winner: Annotated[str, about("Who won the Initiative Roll; null before")] | None
    initiative: Annotated[str, about("Who holds Initiative (chooses the turn order).")] | None
    deployment: Annotated[str, about("Who holds Deployment (chooses who deploys first).")] | None
    deployment_order: Annotated[list[str], about("Who deploys first and second, once chosen")]
    deployment_step: Annotated[int, about("Deployment Phase steps done (0 to 4).")]
    deploying: Annotated[str, about("Who deploys at the next step.")] | None
    deployed: Annotated[list[str], about("The troopers placed so far")]
    ended_after_round: Annotated[
        int | None,
        msgspec.Meta(
            description=(
                "Once the game has ended: the Game Round its last Player Turn was played in, so"
                " the game ended after round `ended_after_round` of `rounds` (`round` and"
                " `turn_of` then keep that last turn's); null before the end, or when the game"
                " ended before its first Player Turn."
            )
        ),
    ] = None


def sequence_view(model: OrderState) -> SequenceView | None:
    sequence = model.sequence
    if sequence is None:
        return None
    running = model.phase == "orders"
    turn = model.turn if running else model.turn + 1
    tactical = sequence.phase == "tactical" and turn <= sequence.turns and not model.ended
    # Once ended, where it stopped: the last Player Turn played, its round and its player.
    last = model.ended and model.turn >= 1 and bool(sequence.turn_order)
    game_round = sequence.round_of(turn) if tactical else None
    turn_of = sequence.turn_player(turn) if tactical else None
    if last:
        game_round, turn_of = sequence.round_of(model.turn), sequence.turn_player(model.turn)
    return SequenceView(
        phase="ended" if model.ended else sequence.phase,
        rounds=sequence.rounds,
        round=game_round,
        turn_of=turn_of,
        ended_after_round=game_round if last else None,
        turn_order=list(sequence.turn_order),
        initiative_winner=sequence.initiative_winner,
        initiative=sequence.initiative,
        deployment=sequence.deployment,
        deployment_order=list(sequence.deployment_order),
        deployment_step=sequence.deployment_step,
        deploying=sequence.deploying,
        deployed=list(sequence.deployed),
    )


class FireteamView(msgspec.Struct, frozen=True, kw_only=True):
    """A Fireteam on the table, and the bonuses its Fireteam Level gives its leader."""

    fireteam: Annotated[int, about("Its number in the game")]
    player: Annotated[str, about("Whose it is")]
    kind: Annotated[Literal["core", "haris", "duo"], about("`core`, `haris` or `duo`")]
    members: Annotated[list[str], about("Every member, the leader included")]
    leader: Annotated[str, about("The Fireteam Leader: its Regular Order activates every member")]
    level: Annotated[
        int,
        about(
            "The Fireteam Level: its members, all counted as of one Unit (Fireteam Bonuses, N5)."
        ),
    ]
    bonuses: Annotated[list[str], about("What the level gives, from Level 1 up.")]


def fireteam_view(fireteam: Fireteam) -> FireteamView:
    members = len(fireteam.members)
    return FireteamView(
        fireteam=fireteam.fireteam,
        player=fireteam.player,
        kind=fireteam.kind,
        members=list(fireteam.members),
        leader=fireteam.leader,
        level=fireteams.level(members),
        bonuses=list(fireteams.bonus_names(members)),
    )


class AwaitedRollView(msgspec.Struct, frozen=True, kw_only=True):
    """The Initiative Roll or a free roll whose faces wait for a player's confirmation (games
    with manual dice confirmation): who entered them, whose confirmation they wait for, and the
    roll as it will be made."""

    roll: Annotated[
        Literal["initiative", "free_roll"],
        about("`initiative` (the Initiative Roll) or `free_roll`"),
    ]
    by: Annotated[str, about("Who entered the faces")]
    awaiting: Annotated[
        str,
        about("The player to confirm: `POST .../initiative/confirm` or `POST .../rolls/confirm`."),
    ]
    kind: Annotated[str, about("`normal` or `face_to_face`")]
    label: Annotated[str, about("A free roll's label")]
    sides: Annotated[list[AwaitedSide], about("The roll's sides, as it will be made")]
    dice: Annotated[
        list[EnteredRoll],
        about("Every side's faces as entered, the entering player's own included."),
    ]


class OrderStateView(msgspec.Struct, frozen=True, kw_only=True):
    """The whole game as an app shows it: troopers, the turn, the open order; the concluded
    orders are read apart (`GET .../orders`), so reading the game costs the same all game."""

    version: Annotated[int, about("The game's version the state is at (its ETag)")]
    game_id: Annotated[uuid.UUID, about("The game's id")] | None
    edition: Annotated[str, about("`N5` or `CodeOne`")]
    players: Annotated[list[str], about("The players' names")]
    client_seed: Annotated[str, about("The creator's `client_seed`")]
    manual_dice: Annotated[bool, about("Whether players may enter the faces they rolled")]
    manual_dice_confirmation: Annotated[
        bool, about("Whether faces entered for another player's troopers wait for that player")
    ]
    seed_commitment: (
        Annotated[str, about("SHA-256 of the server's dice seed, revealed once the game ends")]
        | None
    )
    phase: Annotated[
        Phase,
        about(
            "`setup` (no turn yet), `orders` (a Player Turn is running), `between_turns` or `ended`"
        ),
    ]
    ended: Annotated[bool, about("Whether the game has ended")]
    turn: Annotated[int, about("Player Turns started so far (0 before the first)")]
    active_player: (
        Annotated[
            str,
            about(
                "Whose Player Turn is running (null between turns); once the game has ended, the "
                "player of its last Player Turn."
            ),
        ]
        | None
    )
    previous_player: (
        Annotated[
            str,
            about(
                "Who played the last finished turn (nobody plays two turns in a row in a free game)"
            ),
        ]
        | None
    )
    pool: (
        Annotated[
            OrderPoolView,
            about(
                "The active player's order pool this turn; once the game has ended, the last "
                "Player Turn's pool as that turn ended."
            ),
        ]
        | None
    )
    troopers: Annotated[
        list[TrooperView],
        about("Every trooper this reader may see, with its Wounds, state and States"),
    ]
    last_order_number: Annotated[
        int, about("The number the last order took (the next one is one more)")
    ]
    open_order: (
        Annotated[
            OpenOrderView,
            about(
                "The order being played, where it stands and what it waits for; null between orders"
            ),
        ]
        | None
    )
    free_rolls: Annotated[int, about("Free-standing rolls made so far")]
    orders_left: Annotated[
        int,
        about(
            "The active player's orders still to spend this turn (0 between turns): the pool's, "
            "as the opponent sees it; an Order kept for a trooper in Hidden Deployment is apart "
            "(`pool.kept`). Once the game has ended, those the last Player Turn left unspent."
        ),
    ]
    dogged: Annotated[
        list[str],
        about(
            "Troopers that activated Dogged this turn: each reads Normal while it stands, and "
            "dies at its next Wound or when the turn ends."
        ),
    ] = msgspec.field(default_factory=list)
    held_states: Annotated[
        list[HeldState],
        about(
            "Every State a hacking program caused and that still holds, with the order it came "
            "from."
        ),
    ] = msgspec.field(default_factory=list)
    deployables: Annotated[
        list[DeployableView],
        about("The Deployables on the table: whose, which weapon, and the uses of it left."),
    ] = msgspec.field(default_factory=list)
    armies: Annotated[
        list[ArmyView],
        about("Each player's army list: its total in Army Points and its Combat Groups' sizes."),
    ] = msgspec.field(default_factory=list)

    sequence: (
        Annotated[
            SequenceView,
            about(
                "The N5 Game Sequence: phase, round, whose turn and the turn order (null: a game "
                "whose players take turns freely)."
            ),
        ]
        | None
    ) = None
    command_tokens: Annotated[
        list[CommandTokensView],
        about("Each player's Command Tokens: how many are left and each use spent."),
    ] = msgspec.field(default_factory=list)
    fireteams: Annotated[
        list[FireteamView],
        about("The Fireteams on the table, each with its leader, level and bonuses."),
    ] = msgspec.field(default_factory=list)
    retreat: Annotated[
        list[str],
        about("Players whose army is in Retreat! (their survivors are worth 25% or less of it)."),
    ] = msgspec.field(default_factory=list)
    retreat_last_round: fields.RetreatLastRound = None
    loss_of_lieutenant: Annotated[
        list[str],
        about("Players in Loss of Lieutenant this turn: every trooper of theirs is Irregular."),
    ] = msgspec.field(default_factory=list)
    score: (
        Annotated[
            ScoreView,
            about(
                "Once the game has ended: each player's result, Victory and Tournament Points, "
                "and the winner (as in the game view)."
            ),
        ]
        | None
    ) = None
    awaited_roll: (
        Annotated[
            AwaitedRollView,
            about(
                "A roll outside any order waiting for a player's confirmation (the open order's "
                "own wait in `open_order.awaited_dice`)."
            ),
        ]
        | None
    ) = None
    awaiting: AwaitingList = msgspec.field(default_factory=list)


def _pool_view(
    pool: OrderPool, troopers: tuple[Trooper, ...], lieutenant: str | None
) -> OrderPoolView:
    """``lieutenant``: the Lieutenant appointed after a Loss of Lieutenant, if any."""
    group_of = {t.trooper_id: t.group for t in troopers}
    lieutenant_group = next(
        (
            t.group
            for t in troopers
            if t.player == pool.player
            and (t.trooper_id == lieutenant if lieutenant else t.lieutenant)
        ),
        None,
    )
    groups = [
        GroupPoolView(
            group=g.group,
            regular=g.regular,
            irregular=[t for t in pool.irregular if group_of.get(t) == g.group],
            lieutenant=pool.lieutenant if lieutenant_group == g.group else 0,
        )
        for g in pool.groups
    ]
    return OrderPoolView(
        player=pool.player,
        regular=pool.regular,
        irregular=list(pool.irregular),
        lieutenant=pool.lieutenant,
        groups=groups,
        impetuous=list(pool.impetuous),
        kept=list(pool.kept),
    )


def _open_order_fields(order: OpenOrder, body: dict[str, Any]) -> dict[str, Any]:
    """An open order's body (its builtins) as its view names its fields."""
    body = {k: v for k, v in body.items() if k not in ("when_possible", "passed")}
    body["conclude"] = "when-possible" if order.concludes_when_possible else "on-request"
    body["no_aro"] = builtins_list(order.passed)
    return body


def builtins_list(items: tuple[msgspec.Struct, ...]) -> list[Any]:
    return [builtins(item) for item in items]


def order_state_view(seen: SeenOrderState, *, reader: str) -> OrderStateView:
    """The order state as ``reader`` is shown it (``seen`` already as they may see it, with
    what the game awaits): an army's total is null where its troopers' Costs are kept from
    them."""
    model = seen.model
    kept = costs_kept(model, reader)
    body = builtins(model)
    del body["schema_version"]
    body["awaiting"] = [builtins(item) for item in awaited_views(seen.awaiting)]
    if model.open_order is not None:
        body["open_order"] = _open_order_fields(model.open_order, body["open_order"])
    del body["last_pool"]
    pool = model.pool
    if model.ended and pool is None and model.last_pool is not None:
        # An ended game shows where it stopped: the last Player Turn's player and pool.
        pool = model.last_pool
        body["active_player"] = model.previous_player
        body["orders_left"] = pool.total
    if pool is None:
        body["pool"] = None
    else:
        appointed = [a.trooper for a in model.appointed if a.player == pool.player]
        lieutenant = appointed[-1] if appointed else None
        body["pool"] = builtins(_pool_view(pool, model.troopers, lieutenant))
    body["armies"] = [
        {**builtins(army_of(p, model.troopers)), **({"points": None} if p in kept else {})}
        for p in model.players
    ]
    for trooper in body["troopers"]:
        held = [h for h in model.held_states if h.trooper == trooper["trooper_id"]]
        trooper["states"] = [h.state for h in held]
        trooper["controlled_by"] = next((h.by for h in held if isinstance(h.by, str)), None)
    body["deployables"] = [
        {k: v for k, v in builtins(d).items() if k != "triggered_in"}
        for d in model.deployables
        if d.on_table
    ]
    sequence = sequence_view(model)
    body["sequence"] = None if sequence is None else builtins(sequence)
    per_player = {p: command_tokens_for_the_match(p, model.troopers) for p in model.players}
    tokens = command_tokens_view(model.players, model.command_tokens, per_player)
    body["command_tokens"] = [builtins(t) for t in tokens]
    body["fireteams"] = [builtins(fireteam_view(f)) for f in model.fireteams]
    body["score"] = builtins(score_view(model)) if model.ended else None
    return msgspec.convert(body, OrderStateView)


def open_order_answer(order: OpenOrder) -> OrderAnswer:
    body = _open_order_fields(order, builtins(order))
    answer: OrderAnswer = msgspec.convert({**body, "status": "open"}, OrderAnswer)
    return answer


def resolved_order_answer(order: ResolvedOrder) -> OrderAnswer:
    status = "voided" if order.voided else "resolved"
    answer: OrderAnswer = msgspec.convert({**builtins(order), "status": status}, OrderAnswer)
    return answer
