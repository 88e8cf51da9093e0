"""A real game played in memory with server dice, and its audit export built as the service does.

Every command is decided and evolved like the application does it, and the export carries
what the application stores: each event's metadata names the actor, a causation id shared by
the events of one command, the command itself (msgspec.to_builtins) and, when the request had
one, its idempotency key. Hashes are chained with chain.event_hash over the canonical
recorded_at text, so the export verifies from the file alone.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

import msgspec

from service.audit.export import (
    ListedSecret,
    SecretsListing,
    event_record,
    export_header,
    export_line,
    header_player_seeds,
)
from service.domain.commands import (
    ORGANISER,
    Command,
    Conclude,
    ContributeEntropy,
    DeclareAro,
    EndGame,
    EndTurn,
    FreeRoll,
    FreeRollSide,
    Resolve,
    StartTurn,
    WaiveEntropy,
)
from service.domain.commands import ActivateTrooper as Activate
from service.domain.declarations import Skill
from service.domain.dice import seed_commitment
from service.domain.entropy import game_roller
from service.domain.events import Event, encode_event
from service.domain.game import decide, evolve, initial_state
from service.domain.state import GameState
from service.rules.catalogue import CATALOGUE_REVISION
from service.rules.values import Edition
from service.store.chain import GENESIS_HASH, event_hash, format_recorded_at
from tests.builders.game import (
    ARIADNA,
    CLIENT_SEED,
    GAME_ID,
    SEED,
    TOHAA,
    opening,
    shot,
    trooper,
)

OTHER_SEED = bytes(range(100, 132))
"""32 bytes that are not SEED: a wrong seed to reveal."""
SERVICE_VERSION = "0.1.0"
FIRST_RECORDED_AT = datetime(2026, 3, 14, 18, 5, 9, 250_000, tzinfo=UTC)
FIRST_POSITION = 41
POSITION_STEP = 3
"""Other games append between this game's events, so positions increase with gaps."""


@dataclass(frozen=True, slots=True)
class Played:
    command: Command
    events: tuple[Event, ...]
    idempotency_key: str | None


class RecordedGame:
    """A game driven through decide/evolve with server dice; remembers each command's events."""

    def __init__(
        self,
        *,
        seed: bytes = SEED,
        game_id: uuid.UUID = GAME_ID,
        client_seed: str = CLIENT_SEED,
        manual_dice: bool = False,
        manual_dice_confirmation: bool = False,
        edition: Edition = Edition.N5,
        catalogue_revision: int | msgspec.UnsetType = CATALOGUE_REVISION,
        name_rule: int | msgspec.UnsetType = msgspec.UNSET,
        rounds: int | msgspec.UnsetType = msgspec.UNSET,
        dice_algorithm: str | msgspec.UnsetType = msgspec.UNSET,
        **scenario: int,
    ) -> None:
        self.seed = seed
        self.game_id = game_id
        self.client_seed = client_seed
        self.edition = edition
        self.state: GameState = initial_state()
        self.played: list[Played] = []
        creation = msgspec.structs.replace(
            opening(
                game_id=game_id,
                seed=seed,
                client_seed=client_seed,
                manual_dice=manual_dice,
                confirmation=manual_dice_confirmation,
                edition=edition,
                catalogue_revision=catalogue_revision,
                name_rule=name_rule,
                rounds=rounds,
                **scenario,
            ),
            dice_algorithm=dice_algorithm,
        )
        self.run(creation)

    def roller(self, version: int, count: int) -> tuple[int, ...]:
        """The server's dice as the application draws them: on the state of the moment, whose
        players' seeds a dice-v2 game mixes in."""
        return game_roller(self.seed, self.state)(version, count)

    def run(self, command: Command, *, idempotency_key: str | None = None) -> list[Event]:
        events = decide(self.state, command, self.roller)
        for event in events:
            self.state = evolve(self.state, event)
        self.played.append(Played(command, tuple(events), idempotency_key))
        return events

    @property
    def history(self) -> list[Event]:
        return [event for played in self.played for event in played.events]

    def add_trooper(self, player: str, trooper_id: str, **options: Any) -> None:
        self.run(trooper(player, trooper_id, **options))

    def order(
        self,
        trooper_id: str,
        skill: Skill,
        *,
        aros: Iterable[tuple[str, Skill]] = (),
        actor: str = ARIADNA,
        reactor: str = TOHAA,
        **activation: Any,
    ) -> None:
        """One order played through: ``trooper_id`` activated with ``skill`` (``activation``:
        the order type, coordinated troopers...), each (trooper, skill) ARO of ``aros``
        declared by ``reactor``, then resolved and concluded."""
        self.run(Activate(actor=actor, trooper=trooper_id, skill=skill, **activation))
        for reacting, aro_skill in aros:
            self.run(DeclareAro(actor=reactor, trooper=reacting, skill=aro_skill))
        self.run(Resolve(actor=actor))
        self.run(Conclude(actor=actor))

    def exported(self) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        """The game's export as after its end, its seed revealed (``export_records``)."""
        return export_records(self, reveal_seed=True)


def play_short_game(
    *, entropy: Mapping[str, str] | None = None, waive: bool = False, **options: Any
) -> RecordedGame:
    """Create, add three troopers, one order (a BS Attack with an ARO, resolved and concluded
    with saves), end the turn, a free Face to Face Roll, end the game. A dice-v2 game first
    takes each player's seed in ``entropy``, and with ``waive`` the organiser records the
    others empty."""
    game = RecordedGame(**options)
    for player, seed in (entropy or {}).items():
        game.run(ContributeEntropy(actor=player, seed=seed))
    if waive:
        game.run(WaiveEntropy(actor=ORGANISER))
    game.add_trooper(ARIADNA, "fennec", bs=12, lieutenant=True)
    game.add_trooper(TOHAA, "senku-a", lieutenant=True)
    game.add_trooper(TOHAA, "senku-b")
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA), idempotency_key="turn-1")
    game.run(
        Activate(
            actor=ARIADNA,
            trooper="fennec",
            skill=shot(("senku-a", 2, 15), ("senku-b", 1, 15)),
        ),
        idempotency_key="order-1",
    )
    game.run(DeclareAro(actor=TOHAA, trooper="senku-a", skill=shot(("fennec", 1, 15))))
    game.run(Resolve(actor=ARIADNA), idempotency_key="resolve-1")
    game.run(Conclude(actor=ARIADNA))
    game.run(EndTurn(actor=ARIADNA))
    game.run(
        FreeRoll(
            actor=TOHAA,
            kind="face_to_face",
            label="Discover against the camouflaged marker",
            sides=(
                FreeRollSide(name="senku-b", attribute=13, burst=2),
                FreeRollSide(name="fennec", attribute=12),
            ),
        )
    )
    game.run(EndGame(actor=ORGANISER, reason="time is up"))
    return game


def metadata_of(played: Played, causation_id: str) -> dict[str, Any]:
    metadata: dict[str, Any] = {
        "actor": played.command.actor,
        "causation_id": causation_id,
        "command": msgspec.to_builtins(played.command),
    }
    if played.idempotency_key is not None:
        metadata["idempotency_key"] = played.idempotency_key
    return metadata


def export_records(
    game: RecordedGame, *, reveal_seed: bool
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The header and the event records of the game, through JSON as a database gives them."""
    records: list[dict[str, Any]] = []
    prev = GENESIS_HASH
    version = 0
    for number, played in enumerate(game.played):
        causation = str(uuid.uuid5(game.game_id, f"command-{number}"))
        # Events of one command are appended in one transaction, at one moment.
        recorded_at = format_recorded_at(FIRST_RECORDED_AT + timedelta(seconds=7 * number))
        for event in played.events:
            version += 1
            event_type, data = encode_event(event)
            this = event_hash(prev, game.game_id, version, event_type, data, recorded_at)
            position = FIRST_POSITION + POSITION_STEP * version
            record = event_record(
                position,
                game.game_id,
                version,
                event_type,
                data,
                metadata_of(played, causation),
                recorded_at,
                prev,
                this,
            )
            records.append(json.loads(json.dumps(record)))
            prev = this
    header = export_header(
        game_id=game.game_id,
        edition=game.edition,
        seed_commitment=seed_commitment(game.seed),
        client_seed=game.client_seed,
        event_count=len(records),
        head_hash=prev,
        service_version=SERVICE_VERSION,
        seed=game.seed if reveal_seed else None,
        dice_algorithm=game.state.dice_algorithm,
        player_seeds=header_player_seeds(game.state.players, game.state.entropy),
        secrets=_listed_secrets(records),
    )
    return header, records


def _listed_secrets(records: Iterable[dict[str, Any]]) -> tuple[ListedSecret, ...]:
    listing = SecretsListing()
    for record in records:
        listing.feed(record["version"], record["type"], record["data"])
    return listing.secrets


def to_lines(header: dict[str, Any], records: Iterable[dict[str, Any]]) -> list[str]:
    return [export_line(header), *(export_line(record) for record in records)]


def export_lines(game: RecordedGame, *, reveal_seed: bool) -> list[str]:
    header, records = export_records(game, reveal_seed=reveal_seed)
    return to_lines(header, records)


def rechain(
    header: dict[str, Any], records: list[dict[str, Any]]
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """What someone who edits the data would do next: hash every event again, fix the header."""
    chained: list[dict[str, Any]] = []
    prev = GENESIS_HASH
    for record in records:
        this = event_hash(
            prev,
            uuid.UUID(record["game_id"]),
            record["version"],
            record["type"],
            record["data"],
            record["recorded_at"],
        )
        chained.append({**record, "prev_hash": prev, "hash": this})
        prev = this
    return {**header, "event_count": len(chained), "head_hash": prev}, chained


def version_of(records: list[dict[str, Any]], event_type: str, nth: int = 0) -> int:
    """The version of the nth event of that type."""
    versions = [r["version"] for r in records if r["type"] == event_type]
    return int(versions[nth])
