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
from service.domain.army import army_of
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
    number: int
    turn: int
    player: str
    trooper: str
    order_type: OrderType
    declarations: list[Declaration]
    lost: list[LostDice]
    rolls: list[RecordedRollView]
    saves: list[SavingRollsMade]
    guts: list[GutsRollMade]
    changes: list[ConditionChange]
    templates: list[TemplateAttackResolved]
    """What each Direct Template of the order did to the troopers it affected."""
    triggers: list[DeployableTriggered] = msgspec.field(default_factory=list)
    """The Deployables that triggered in the order, each an ARO of its own."""
    deployable_attacks: list[DeployableAttackResolved] = msgspec.field(default_factory=list)
    """What each triggered Deployable's template did to the troopers it affected."""


class OpenOrderView(_OrderFields, frozen=True, kw_only=True):
    """The open order, where it stands in the Order Expenditure Sequence."""

    step: Step
    expected_rolls: int
    pending: list[PendingChoice]
    """The +1 SD discards and ReRolls still to choose, in the order they are due."""
    awaited_dice: AwaitedDice | None
    """Faces entered for another player's troopers (for the order's rolls, or its saves and Guts
    Rolls at its conclusion), waiting for that player's confirmation."""
    fireteam: list[str] = msgspec.field(default_factory=list)
    """The Fireteam members its leader's order activated with it, the leader left out."""
    coordinated: list[str] = msgspec.field(default_factory=list)
    """A Coordinated Order's other participants, its Spearhead (`trooper`) left out."""
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
    voided: bool
    void_reason: str | None


class OpenOrderAnswer(OpenOrderView, frozen=True, kw_only=True, tag_field="status", tag="open"):
    pass


class ResolvedOrderAnswer(
    ResolvedOrderView, frozen=True, kw_only=True, tag_field="status", tag="resolved"
):
    pass


class VoidedOrderAnswer(
    ResolvedOrderView, frozen=True, kw_only=True, tag_field="status", tag="voided"
):
    pass


OrderAnswer = OpenOrderAnswer | ResolvedOrderAnswer | VoidedOrderAnswer
"""One order, told apart by `status`: open, resolved, or voided."""


class TrooperView(Trooper, frozen=True, kw_only=True):
    states: list[HackingState] = msgspec.field(default_factory=list)
    """The States hacking programs put it in: immobilized_b, targeted, isolated, possessed."""
    controlled_by: str | None = None
    """While Possessed: the player who possessed it and now gives it Orders."""


class DeployableView(Deployable, frozen=True, kw_only=True):
    """A Deployable weapon on the table, placed by Place Deployable."""


class GroupPoolView(msgspec.Struct, frozen=True, kw_only=True):
    """One Combat Group's Orders left this turn, by kind."""

    group: int
    regular: int
    """Its Order Pool: Regular Orders only its own troopers spend."""
    irregular: list[str]
    """Its Irregular troopers whose own Order is still unspent."""
    lieutenant: int
    """The Lieutenant Special Order, when the Lieutenant is in this group and has not spent it."""


class OrderPoolView(msgspec.Struct, frozen=True, kw_only=True):
    player: str
    regular: int
    """Every Regular Order left, all Combat Groups together."""
    irregular: list[str]
    lieutenant: int
    groups: list[GroupPoolView] = msgspec.field(default_factory=list)
    """Per Combat Group, the Orders left by kind; empty when the army is in no Combat Group."""
    impetuous: list[str] = msgspec.field(default_factory=list)
    """Troopers whose Impetuous Order is unspent; empty once the Impetuous Phase is over."""
    kept: list[str] = msgspec.field(default_factory=list)
    """Troopers in Hidden Deployment whose own Order their player keeps for them, apart from
    the pool and from `orders_left`, to spend on the Order that places them on the table
    (Hidden Deployment State, N5): shown to their player only, as the troopers are."""


class GroupSizeView(msgspec.Struct, frozen=True, kw_only=True):
    group: int
    troopers: int
    """Troopers in the group; a group holds at most 10."""


class ArmyView(msgspec.Struct, frozen=True, kw_only=True):
    """A player's army list: its cost and its Combat Groups."""

    player: str
    points: int | None
    """The Army Points of every trooper that gave them; null to a reader other than its
    player before the end of a game under the privacy rule (a sum of Costs is Private)."""
    groups: list[GroupSizeView]


class SequenceView(msgspec.Struct, frozen=True, kw_only=True):
    """Where a game that follows the N5 Game Sequence is."""

    phase: Literal["initiative", "choices", "deployment", "tactical", "ended"]
    rounds: int
    round: int | None
    """The Game Round running, or next once the Deployment Phase is over; once the game has
    ended, the round of its last Player Turn."""
    turn_of: str | None
    """Whose Player Turn is running, or comes next; once the game has ended, whose was the
    last."""
    turn_order: list[str]
    """Who plays first and second in every Game Round, once chosen."""
    initiative_winner: str | None
    initiative: str | None
    """Who holds Initiative (chooses the turn order)."""
    deployment: str | None
    """Who holds Deployment (chooses who deploys first)."""
    deployment_order: list[str]
    deployment_step: int
    """Deployment Phase steps done (0 to 4)."""
    deploying: str | None
    """Who deploys at the next step."""
    deployed: list[str]
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

    fireteam: int
    player: str
    kind: Literal["core", "haris", "duo"]
    members: list[str]
    leader: str
    level: int
    """The Fireteam Level: its members, all counted as of one Unit (Fireteam Bonuses, N5)."""
    bonuses: list[str]
    """What the level gives, from Level 1 up."""


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

    roll: Literal["initiative", "free_roll"]
    by: str
    awaiting: str
    """The player to confirm: `POST .../initiative/confirm` or `POST .../rolls/confirm`."""
    kind: str
    label: str
    sides: list[AwaitedSide]
    dice: list[EnteredRoll]
    """Every side's faces as entered, the entering player's own included."""


class OrderStateView(msgspec.Struct, frozen=True, kw_only=True):
    """The whole game as an app shows it: troopers, the turn, the open order; the concluded
    orders are read apart (`GET .../orders`), so reading the game costs the same all game."""

    version: int
    game_id: uuid.UUID | None
    edition: str
    players: list[str]
    client_seed: str
    manual_dice: bool
    manual_dice_confirmation: bool
    seed_commitment: str | None
    phase: Phase
    ended: bool
    turn: int
    active_player: str | None
    """Whose Player Turn is running (null between turns); once the game has ended, the player
    of its last Player Turn."""
    previous_player: str | None
    pool: OrderPoolView | None
    """The active player's order pool this turn; once the game has ended, the last Player
    Turn's pool as that turn ended."""
    troopers: list[TrooperView]
    last_order_number: int
    open_order: OpenOrderView | None
    free_rolls: int
    orders_left: int
    """The active player's orders still to spend this turn (0 between turns): the pool's, as
    the opponent sees it; an Order kept for a trooper in Hidden Deployment is apart
    (`pool.kept`). Once the game has ended, those the last Player Turn left unspent."""
    dogged: list[str] = msgspec.field(default_factory=list)
    """Troopers that activated Dogged this turn: each reads Normal while it stands, and dies
    at its next Wound or when the turn ends."""
    held_states: list[HeldState] = msgspec.field(default_factory=list)
    """Every State a hacking program caused and that still holds, with the order it came from."""
    deployables: list[DeployableView] = msgspec.field(default_factory=list)
    """The Deployables on the table: whose, which weapon, and the uses of it left."""
    armies: list[ArmyView] = msgspec.field(default_factory=list)
    """Each player's army list: its total in Army Points and its Combat Groups' sizes."""

    sequence: SequenceView | None = None
    """The N5 Game Sequence: phase, round, whose turn and the turn order (None: a game whose
    players take turns freely)."""
    command_tokens: list[CommandTokensView] = msgspec.field(default_factory=list)
    """Each player's Command Tokens: how many are left and each use spent."""
    fireteams: list[FireteamView] = msgspec.field(default_factory=list)
    """The Fireteams on the table, each with its leader, level and bonuses."""
    retreat: list[str] = msgspec.field(default_factory=list)
    """Players whose army is in Retreat! (their survivors are worth 25% or less of it)."""
    retreat_last_round: int | None = None
    """The Game Round at whose end the game ends because an army entered Retreat!."""
    loss_of_lieutenant: list[str] = msgspec.field(default_factory=list)
    """Players in Loss of Lieutenant this turn: every trooper of theirs is Irregular."""
    score: ScoreView | None = None
    """Once the game has ended: each player's result, Victory and Tournament Points, and the
    winner (as in the game view)."""
    awaited_roll: AwaitedRollView | None = None
    """A roll outside any order waiting for a player's confirmation (the open order's own wait
    in `open_order.awaited_dice`)."""
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
