"""Response bodies of the game endpoints, and how they are built from domain values.

These are API types, separate from the stored events: either can change without the other.
"""

from __future__ import annotations

from typing import Any

import msgspec

from service.api._http.schemas import ModView
from service.api.rolls.schemas import AllCriticals
from service.audit.verify import Imported
from service.domain.events import RecordedDie, RecordedSide, RollMade
from service.domain.state import GameState
from service.store.event_store import RecordedEvent


class TokensView(msgspec.Struct, frozen=True):
    organiser: str
    players: dict[str, str]


class GameView(msgspec.Struct, frozen=True):
    id: str
    edition: str
    players: list[str]
    client_seed: str
    manual_dice: bool
    manual_dice_confirmation: bool
    seed_commitment: str | None
    version: int
    phase: str
    ended: bool
    turn: int
    active_player: str | None
    imported: Imported | None = None
    """Set when the game was imported from another service's export: from which key (null
    when that export was unsigned), when and by whom; null for a game played here."""


class CreatedGameView(msgspec.Struct, frozen=True):
    id: str
    edition: str
    players: list[str]
    client_seed: str
    manual_dice: bool
    manual_dice_confirmation: bool
    seed_commitment: str | None
    dice_algorithm: str
    version: int
    tokens: TokensView
    """Shown once: the service keeps only their hashes."""


class DieView(msgspec.Struct, frozen=True):
    face: int
    value: int
    success: bool
    critical: bool
    cancelled: bool
    cancelled_by: int | AllCriticals | None


class RollSideView(msgspec.Struct, frozen=True):
    name: str
    attribute: int
    mods: list[ModView]
    mod_total: int
    success_value: int
    rolled: bool
    dice: list[DieView]
    hits: int
    criticals: int


class RollView(msgspec.Struct, frozen=True):
    version: int
    kind: str
    label: str
    winner: str | None
    sides: list[RollSideView]
    draws: list[int]


class EventView(msgspec.Struct, frozen=True):
    position: int
    game_id: str
    version: int
    type: str
    data: dict[str, Any]
    metadata: dict[str, Any]
    recorded_at: str
    prev_hash: str
    hash: str


class EventPage(msgspec.Struct, frozen=True):
    events: list[EventView]
    next_after: int | None
    """Pass as `after` for the next page; null when this page reached the game's head."""


def game_view(state: GameState, imported: Imported | None = None) -> GameView:
    return GameView(
        id=str(state.game_id),
        edition=state.edition.value,
        players=list(state.players),
        client_seed=state.client_seed,
        manual_dice=state.manual_dice,
        manual_dice_confirmation=state.manual_dice_confirmation,
        seed_commitment=state.seed_commitment,
        version=state.version,
        phase=state.phase,
        ended=state.ended,
        turn=state.turn,
        active_player=state.active_player,
        imported=imported,
    )


def _die(die: RecordedDie) -> DieView:
    by = AllCriticals(die.cancelled_by) if isinstance(die.cancelled_by, str) else die.cancelled_by
    return DieView(die.face, die.value, die.success, die.critical, die.cancelled, by)


def roll_side_view(side: RecordedSide) -> RollSideView:
    return RollSideView(
        name=side.name,
        attribute=side.attribute,
        mods=[ModView(m.value, m.source, m.note) for m in side.mods],
        mod_total=side.mod_total,
        success_value=side.success_value,
        rolled=side.rolled,
        dice=[_die(d) for d in side.dice],
        hits=side.hits,
        criticals=side.criticals,
    )


def roll_view(version: int, event: RollMade) -> RollView:
    return RollView(
        version=version,
        kind=event.kind,
        label=event.label,
        winner=event.winner,
        sides=[roll_side_view(s) for s in event.sides],
        draws=list(event.draws),
    )


def event_view(event: RecordedEvent) -> EventView:
    return EventView(
        position=event.position,
        game_id=str(event.game_id),
        version=event.version,
        type=event.type,
        data=event.data,
        metadata=event.metadata,
        recorded_at=event.recorded_at_str,
        prev_hash=event.prev_hash,
        hash=event.hash,
    )
