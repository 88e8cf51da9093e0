"""The read models the projection tables hold, derived from state and events only (no I/O).

The order-state read model is its own versioned type, like Equinox's snapshot event: the write
side's `GameState` may change shape without rewriting the stored rows, and the API's views may
change without either. A stored row names its `schema_version`; a reader upgrades an older one
or, when it cannot, asks for a rebuild from the event log (`infinity-ledger rebuild`).
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Mapping
from typing import Any, Literal, cast

import msgspec

from service.domain.dice import DICE_V1
from service.domain.events import (
    CommandTokenSpent,
    DieDiscarded,
    Event,
    GutsRollMade,
    OrderConcluded,
    OrderRollMade,
    OrderVoided,
    RecordedRoll,
    RerollMade,
    RollDiceEntered,
    RollMade,
    SavingRollsMade,
    encode_event,
    event_type,
)
from service.domain.game import evolve
from service.domain.state import (
    Appointment,
    CancelledState,
    ClassifiedDraw,
    Fireteam,
    GameSequence,
    GameState,
    HeldState,
    OpenOrder,
    OrderChanges,
    OrderPool,
    Phase,
    PlacedDeployable,
    PlayerEntropy,
    PlayerResult,
    ResolvedOrder,
    SecretRecord,
    taking_part,
)
from service.domain.troopers import Trooper
from service.rules.catalogue import FIRST_CATALOGUE_REVISION
from service.rules.values import Edition

ROLL_EVENTS = (RollMade, OrderRollMade, RerollMade, SavingRollsMade, GutsRollMade)
"""Events that carry dice: each becomes one row of the roll-outcome projection."""


class _OrderStateFields(msgspec.Struct, frozen=True, kw_only=True, tag_field="schema_version"):
    """What every version of a game's order state holds."""

    version: int
    game_id: uuid.UUID | None
    edition: Edition
    players: tuple[str, ...]
    client_seed: str
    manual_dice: bool
    seed_commitment: str | None
    phase: Phase
    ended: bool
    turn: int
    active_player: str | None
    previous_player: str | None
    pool: OrderPool | None
    troopers: tuple[Trooper, ...]
    last_order_number: int
    open_order: OpenOrder | None
    free_rolls: int
    orders_left: int
    """The active player's orders still to spend this turn (0 between turns)."""
    manual_dice_confirmation: bool = False
    """Last, with a default: rows stored before it existed read as games without it."""
    awaited_roll: RollDiceEntered | None = None
    """The Initiative Roll or a free roll waiting for a player's confirmation; rows stored
    before such rolls waited hold none."""
    dogged: tuple[str, ...] = ()
    """Troopers standing only by Dogged this turn (their state reads Normal); with a default,
    so rows stored before it existed read as games without any."""
    held_states: tuple[HeldState, ...] = ()
    """The States hacking programs caused (IMM-B, Targeted, ...); rows stored before Comms
    Attacks existed hold none."""
    cancelled_states: tuple[CancelledState, ...] = ()
    """States a Reset cancelled, restored if its order is voided; rows stored before they were
    kept hold none."""
    deployables: tuple[PlacedDeployable, ...] = ()
    """Deployables placed (on the table or triggered); rows stored before Place Deployable
    existed hold none."""
    catalogue_revision: int = FIRST_CATALOGUE_REVISION
    """The weapon catalogue's revision of the game; rows stored before revisions existed are
    of games created before them, which are revision 1."""
    name_rule: int = 0
    """The rule for names the game is held to; rows stored before it are of games without."""
    roles_rule: int = 0
    """The rule of who sends which command; rows stored before it are of games without."""
    scenario_rule: int = 0
    """The scenario's rules the game is held to; rows stored before them are of games without."""
    hidden_rule: int = 0
    """The rule for Hidden Deployment; rows stored before it are of games without."""
    privacy_rule: int = 0
    """The privacy rule the game is read and decided under; rows stored before it are of games
    without."""
    classified_objectives: int = 0
    objective_points_cap: int | None = None
    classified_draws: tuple[ClassifiedDraw, ...] = ()
    """Each player's Classified Objectives draw under the scenario's rules."""
    sequence: GameSequence | None = None
    """Where a game that follows the Game Sequence is; rows stored before it are of games of
    free turns."""
    results: tuple[PlayerResult, ...] = ()
    """Each player's Objective Points recorded after the game; rows stored before results
    existed hold none."""
    command_tokens: tuple[CommandTokenSpent, ...] = ()
    """The Command Tokens spent; rows stored before they were recorded hold none."""

    fireteams: tuple[Fireteam, ...] = ()
    """The Fireteams on the table; rows stored before Fireteams hold none."""
    last_fireteam: int = 0

    retreat: tuple[str, ...] = ()
    """Players in Retreat!; rows stored before it are of games without Retreat!."""
    retreat_last_round: int | None = None
    loss_of_lieutenant: tuple[str, ...] = ()
    """Players in Loss of Lieutenant in the running turn."""
    appointed: tuple[Appointment, ...] = ()
    """Lieutenants appointed after a Loss of Lieutenant, in order."""
    seen_lieutenants: tuple[str, ...] = ()
    """Troopers seen to spend the Lieutenant Order; rows stored before it hold none."""
    secrets: tuple[SecretRecord, ...] = ()
    """Commitments to Private Information; rows stored before secrets hold none."""
    dice_algorithm: str = DICE_V1
    """Rows stored before dice-v2 are of dice-v1 games."""
    entropy: tuple[PlayerEntropy, ...] = ()
    """A dice-v2 game's player seeds; rows stored before dice-v2 hold none."""
    last_pool: OrderPool | None = None
    """The pool of the last Player Turn that ended, as it ended; rows stored before it hold
    none (their game's reads then show no last pool once it has ended)."""


class OrderStateV1(_OrderStateFields, frozen=True, kw_only=True, tag=1):
    """Version 1 kept every concluded order whole, so it grew with the game: read, never
    written, and upgraded to version 2 on reading."""

    resolved_orders: tuple[ResolvedOrder, ...]

    def upgraded(self) -> OrderStateV2:
        """What version 2 keeps of the concluded orders, derived as the fold derives it."""
        fields = msgspec.structs.asdict(self)
        orders = fields.pop("resolved_orders")
        concluded = {o.number for o in orders}
        open_number = self.open_order.number if self.open_order else None
        took_part: list[str] = []
        for order in orders:
            took_part.extend(sorted(taking_part(order) - set(took_part)))
        return OrderStateV2(
            **fields,
            withdrawn_orders=tuple(
                n
                for n in range(1, self.last_order_number + 1)
                if n not in concluded and n != open_number
            ),
            voided_orders=tuple(o.number for o in orders if o.voided),
            order_changes=tuple(
                OrderChanges(order=o.number, changes=o.changes)
                for o in orders
                if o.changes and not o.voided
            ),
            took_part_in_orders=tuple(took_part),
        )


class OrderStateV2(_OrderStateFields, frozen=True, kw_only=True, tag=2):
    """One game's order state: turn, phase, pools, troopers, the open order, and of the
    concluded orders only what later commands need (they are kept whole in `order_projections`).

    Also the write side's snapshot: a command starts from it instead of folding the whole log.
    The fields below have no default, so a row of version 1 never reads as version 2.
    """

    withdrawn_orders: tuple[int, ...]
    voided_orders: tuple[int, ...]
    order_changes: tuple[OrderChanges, ...]
    took_part_in_orders: tuple[str, ...]

    def to_state(self) -> GameState:
        """The state back from the snapshot, equal to the fold of the events it follows."""
        fields = msgspec.structs.asdict(self)
        # The one field the read model adds, for readers; the state derives it from its pool.
        del fields["orders_left"]
        return GameState(**fields)


OrderState = OrderStateV2
"""The current version: what the writer stores and the readers hand out."""


class UnreadableReadModel(ValueError):
    """A stored row of a schema version this server cannot read (a newer server wrote it)."""


def order_state(state: GameState) -> OrderState:
    return OrderStateV2(
        orders_left=state.pool.total if state.pool else 0, **msgspec.structs.asdict(state)
    )


_ORDER_STATES = msgspec.json.Decoder(OrderStateV2 | OrderStateV1)
_UNTAGGED_V1 = msgspec.json.Decoder(OrderStateV1)


def load_order_state(stored: bytes | str) -> OrderState:
    """The read model from its stored JSON, upgraded to the current version.

    Rows written before the read model was versioned carry no `schema_version`; their fields
    are exactly version 1's, and msgspec reads a lone tagged struct without its tag, so they
    load as version 1 and are upgraded like any row of version 1.
    """
    try:
        loaded = _ORDER_STATES.decode(stored)
    except msgspec.ValidationError:
        try:
            loaded = _UNTAGGED_V1.decode(stored)
        except msgspec.ValidationError as exc:
            raise UnreadableReadModel(
                f"the stored order state fits no known version ({exc}); rebuild the projections"
            ) from exc
    return loaded if isinstance(loaded, OrderStateV2) else loaded.upgraded()


_ORDER = msgspec.json.Decoder(ResolvedOrder)


def load_order(stored: bytes | str) -> ResolvedOrder:
    """A concluded order from its stored row (the shape order states of version 1 held)."""
    try:
        return _ORDER.decode(stored)
    except msgspec.ValidationError as exc:
        raise UnreadableReadModel(
            f"the stored order does not fit ({exc}); rebuild the projections"
        ) from exc


def concluded_orders(
    before: GameState,
    events: Iterable[tuple[int, Event]],
    known: Mapping[int, ResolvedOrder] | None = None,
) -> list[ResolvedOrder]:
    """The orders `events` (following `before`) conclude, and those they void as they now
    stand, read from `known` (the stored rows of the orders they void); in that order.

    Each is one row of the orders' read model: the write side's state keeps none of them."""
    rows = dict(known or {})
    changed: list[int] = []
    state = before
    events = list(events)
    # The open order is only needed at its conclusion: most commands conclude none.
    concludes = any(isinstance(event, OrderConcluded) for _, event in events)
    for _, event in events:
        if isinstance(event, OrderConcluded) and state.open_order is not None:
            rows[event.order] = state.open_order.concluded()
            changed.append(event.order)
        elif isinstance(event, OrderVoided) and event.order in rows:
            rows[event.order] = msgspec.structs.replace(
                rows[event.order], voided=True, void_reason=event.reason
            )
            changed.append(event.order)
        if concludes:
            state = evolve(state, event)
    return [rows[n] for n in dict.fromkeys(changed)]


def roll_outcome(version: int, event: Event) -> dict[str, Any] | None:
    """One recorded roll (free-standing, order roll, reroll, saves or Guts), or None."""
    if not isinstance(event, ROLL_EVENTS):
        return None
    event_type, data = encode_event(event)
    return {"version": version, "type": event_type, **data}


RollStatus = Literal["final", "voided", "superseded"]
"""final: the dice stand; voided: the organiser voided its order; superseded: a later ReRoll
replaced it (a +1 SD discard changes a roll in place and leaves it final)."""


class RollOutcomeV1(msgspec.Struct, frozen=True, kw_only=True, tag_field="schema_version", tag=1):
    """One recorded roll as it ended: the event that made it and every event that changed it."""

    version: int
    type: str
    order: int | None
    """The order it belongs to (None: a free-standing roll)."""
    index: int | None
    """Which roll of its order's resolution (order rolls and rerolls only)."""
    status: RollStatus
    superseded_by: int | None
    events: tuple[int, ...]
    """Versions of the events that made it and then changed it, in order."""
    roll: RecordedRoll | None
    """The dice as they ended, after discards (order rolls and rerolls only)."""
    data: dict[str, Any]
    """The event's data as it was recorded."""


RollOutcome = RollOutcomeV1

_ROLL_OUTCOME = msgspec.json.Decoder(RollOutcomeV1)


def load_roll_outcome(stored: bytes | str | Mapping[str, Any]) -> RollOutcome:
    """A stored roll outcome; a row from before it was versioned (the bare event data with its
    version and type) is upgraded as a final roll changed by nothing, which is what it showed."""
    raw = stored if isinstance(stored, Mapping) else msgspec.json.decode(stored)
    if "schema_version" not in raw:
        data = {k: v for k, v in raw.items() if k not in ("version", "type")}
        legacy = RollOutcomeV1(
            version=raw["version"],
            type=raw["type"],
            order=data.get("order"),
            index=data.get("index") if "roll" in data else None,
            status="final",
            superseded_by=None,
            events=(raw["version"],),
            roll=msgspec.convert(data["roll"], RecordedRoll) if "roll" in data else None,
            data=data,
        )
        return legacy
    try:
        return msgspec.convert(raw, RollOutcomeV1)
    except msgspec.ValidationError as exc:
        raise UnreadableReadModel(
            f"the stored roll outcome does not fit version 1 ({exc}); rebuild the projections"
        ) from exc


def _made(version: int, event: Event, stored: msgspec.Raw | None = None) -> RollOutcome | None:
    if not isinstance(event, ROLL_EVENTS):
        return None
    if stored is None:
        view = roll_outcome(version, event)
        assert view is not None
        data: dict[str, Any] = {k: v for k, v in view.items() if k not in ("version", "type")}
    else:
        # The row is only encoded, and its data is the stored event data verbatim: spliced in
        # as JSON text, it is neither parsed into dicts nor written out again.
        data = cast(dict[str, Any], stored)
    indexed = event if isinstance(event, OrderRollMade | RerollMade) else None
    return RollOutcomeV1(
        version=version,
        type=event_type(event),
        order=getattr(event, "order", None),
        index=indexed.index if indexed else None,
        status="final",
        superseded_by=None,
        events=(version,),
        roll=indexed.roll if indexed else None,
        data=data,
    )


def roll_outcomes(
    known: Iterable[RollOutcome],
    events: Iterable[tuple[int, Event]],
    stored: Mapping[int, msgspec.Raw] | None = None,
) -> list[RollOutcome]:
    """The outcomes after `events`: `known` (the stored rows of the orders they touch) changed
    by discards, rerolls and voids, and the new rolls; returns only the new or changed ones.

    stored, the events' data as the log holds it (JSON text by version), is for rows that will
    only be encoded (a rebuild): their data is then that text, not a dict."""
    rows = {row.version: row for row in known}
    changed: set[int] = set()
    # The roll a discard or reroll of (order, index) applies to: the latest one still standing.
    standing = {
        (row.order, row.index): row.version
        for row in sorted(rows.values(), key=lambda r: r.version)
        if row.index is not None and row.status == "final"
    }

    def replace(version: int, **fields: Any) -> None:
        rows[version] = msgspec.structs.replace(rows[version], **fields)
        changed.add(version)

    for version, event in events:
        if isinstance(event, DieDiscarded):
            target = standing.get((event.order, event.index))
            if target is not None:
                row = rows[target]
                replace(target, roll=event.roll, events=(*row.events, version))
        elif isinstance(event, OrderVoided):
            for row in list(rows.values()):
                if row.order == event.order and row.status != "voided":
                    replace(row.version, status="voided", events=(*row.events, version))
        made = _made(version, event, None if stored is None else stored.get(version))
        if made is None:
            continue
        if isinstance(event, RerollMade):
            target = standing.get((event.order, event.index))
            if target is not None:
                row = rows[target]
                replace(
                    target,
                    status="superseded",
                    superseded_by=version,
                    events=(*row.events, version),
                )
        rows[version] = made
        changed.add(version)
        if made.index is not None:
            standing[(made.order, made.index)] = version
    return [rows[v] for v in sorted(changed)]
