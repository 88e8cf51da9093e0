"""The scenario vocabulary every layer's tests share, and a game that runs it in memory.

The players, the default profile, a trooper, a shot and the opening of a game are defined here
once, as domain values; the audit export (`export.py`) and the HTTP driver (`http.py`) are
built from the same values, so a scenario means the same game at every layer.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Iterable
from decimal import Decimal
from typing import Any

import msgspec
import pytest

from service.domain.commands import (
    ORGANISER,
    ActivateTrooper,
    AddTrooper,
    Command,
    CreateGame,
    DeclareAro,
    StartTurn,
)
from service.domain.declarations import AttackTarget, BSAttack, Skill
from service.domain.dice import Roller, seed_commitment, server_roller
from service.domain.errors import DomainError
from service.domain.events import Event, OrderConcluded, OrderVoided
from service.domain.game import decide, evolve, initial_state
from service.domain.state import GameState, ResolvedOrder
from service.domain.troopers import MeleeWeapon, Profile, SkillEntry, TrooperWeapon
from service.rules.catalogue import CATALOGUE_REVISION
from service.rules.values import Edition

GAME_ID = uuid.UUID("5f0c6f43-7c1e-4d59-9a43-0c8d7e2b9a11")
SEED = bytes(range(32))
CLIENT_SEED = "table-7"
ARIADNA = "ariadna"
TOHAA = "tohaa"
PLAYERS = (ARIADNA, TOHAA)

COMBI = TrooperWeapon(slug="combi_rifle")
KNIFE = MeleeWeapon(slug="knife", name="Knife", ps=5)


def profile(
    *,
    bs: int = 11,
    cc: int = 14,
    ph: int = 10,
    wip: int = 13,
    arm: int = 1,
    bts: int = 0,
    vitality: int = 1,
) -> Profile:
    return Profile(mov=(4, 4), cc=cc, bs=bs, ph=ph, wip=wip, arm=arm, bts=bts, vitality=vitality)


class Game:
    """A game under test: applies each command's events and keeps the whole history."""

    def __init__(self, roller: Roller | None = None) -> None:
        self.state: GameState = initial_state()
        self.history: list[Event] = []
        self.roller = roller
        self._concluded: dict[int, ResolvedOrder] = {}
        """Every concluded order as it was concluded (and voided): the state keeps only what
        later decisions need of them, as the orders' read model keeps them whole."""

    def run(self, command: Command) -> list[Event]:
        events = decide(self.state, command, self.roller)
        for event in events:
            if isinstance(event, OrderConcluded) and self.state.open_order is not None:
                self._concluded[event.order] = self.state.open_order.concluded()
            if isinstance(event, OrderVoided):
                voided = msgspec.structs.replace(
                    self._concluded[event.order], voided=True, void_reason=event.reason
                )
                self._concluded[event.order] = voided
            self.state = evolve(self.state, event)
        self.history.extend(events)
        return events

    @property
    def resolved_orders(self) -> tuple[ResolvedOrder, ...]:
        return tuple(self._concluded[n] for n in sorted(self._concluded))

    def resolved_order(self, number: int) -> ResolvedOrder | None:
        return self._concluded.get(number)

    def run_all(self, commands: Iterable[Command]) -> None:
        for command in commands:
            self.run(command)


def rejects(game: Game, command: Command, error: type[DomainError], match: str) -> None:
    """The command, run through the game as any other, raises exactly ``error`` (its message
    matching ``match``) and leaves the game as it was: no event comes out, none is kept in the
    history and the state is the one before, so nothing of it was applied."""
    state, history = game.state, list(game.history)
    with pytest.raises(DomainError) as raised:
        game.run(command)  # an accepted command fails here: DID NOT RAISE
    refusal = raised.value
    assert type(refusal) is error, f"{type(refusal).__name__}: {refusal}, not {error.__name__}"
    assert re.search(match, str(refusal)), f"{str(refusal)!r} does not match {match!r}"
    assert game.history == history, "a refused command left events in the history"
    assert game.state == state, "a refused command changed the state"


def opening(
    *,
    game_id: uuid.UUID = GAME_ID,
    seed: bytes = SEED,
    client_seed: str = CLIENT_SEED,
    manual_dice: bool = False,
    confirmation: bool = False,
    edition: Edition = Edition.N5,
    catalogue_revision: int | msgspec.UnsetType = CATALOGUE_REVISION,
    name_rule: int | msgspec.UnsetType = msgspec.UNSET,
    rounds: int | msgspec.UnsetType = msgspec.UNSET,
    **scenario: int,
) -> CreateGame:
    """The organiser opens a game between PLAYERS, committing to the server's seed; ``scenario``
    (``scenario_rule``, ``classified_objectives``, ...) holds it to the scenario's rules, left
    out as in games recorded before them."""
    return CreateGame(
        actor=ORGANISER,
        game_id=game_id,
        edition=edition,
        players=PLAYERS,
        client_seed=client_seed,
        manual_dice=manual_dice,
        manual_dice_confirmation=confirmation,
        seed_commitment=seed_commitment(seed),
        catalogue_revision=catalogue_revision,
        name_rule=name_rule,
        rounds=rounds,
        **scenario,
    )


def new_game(
    *,
    manual_dice: bool,
    edition: Edition = Edition.N5,
    confirmation: bool = False,
    catalogue_revision: int = CATALOGUE_REVISION,
    rounds: int | msgspec.UnsetType = msgspec.UNSET,
    **scenario: int,
) -> Game:
    """Every game has server dice, manual or not, so every game gets the roller of SEED."""
    game = Game(server_roller(SEED, GAME_ID, CLIENT_SEED))
    game.run(
        opening(
            manual_dice=manual_dice,
            edition=edition,
            confirmation=confirmation,
            catalogue_revision=catalogue_revision,
            rounds=rounds,
            **scenario,
        )
    )
    return game


def trooper(
    player: str,
    trooper_id: str,
    *,
    bs: int = 11,
    arm: int = 1,
    vitality: int = 1,
    regular: bool = True,
    lieutenant: bool = False,
    weapons: tuple[TrooperWeapon, ...] = (COMBI,),
    skills: tuple[SkillEntry, ...] = (),
    melee_weapons: tuple[MeleeWeapon, ...] = (KNIFE,),
    **extra: Any,
) -> AddTrooper:
    """A player adds a trooper of the default profile, armed with a Combi Rifle and a Knife."""
    return AddTrooper(
        actor=player,
        player=player,
        trooper_id=trooper_id,
        name=trooper_id.replace("-", " ").title(),
        profile=profile(bs=bs, arm=arm, vitality=vitality),
        regular=regular,
        lieutenant=lieutenant,
        skills=skills,
        weapons=weapons,
        melee_weapons=melee_weapons,
        **extra,
    )


def add(game: Game, player: str, trooper_id: str, **options: Any) -> None:
    """Runs ``trooper(player, trooper_id, **options)`` in the game."""
    game.run(trooper(player, trooper_id, **options))


def shot(
    *targets: tuple[str, int, int | float | str],
    cover: bool = True,
    weapon: str = "combi_rifle",
    special_die_target: str | None = None,
) -> BSAttack:
    """A BS Attack: (target, burst, distance in inches) per target; the distance is read as
    written (7.5 is 7.5 inches), as the API reads a JSON number."""
    return BSAttack(
        weapon=weapon,
        targets=tuple(
            AttackTarget(trooper=t, burst=b, distance=Decimal(str(d)), partial_cover=cover)
            for t, b, d in targets
        ),
        special_die_target=special_die_target,
    )


def fennec_and_senkus(*, manual_dice: bool = True, confirmation: bool = False) -> Game:
    """The seed's example: a Fennec (BS 12) against two Senku (BS 11), Combi Rifles all."""
    game = new_game(manual_dice=manual_dice, confirmation=confirmation)
    add(game, ARIADNA, "fennec", bs=12)
    add(game, TOHAA, "senku-a")
    add(game, TOHAA, "senku-b")
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    return game


def activate(game: Game, trooper: str, skill: Skill, *, actor: str = ARIADNA) -> None:
    game.run(ActivateTrooper(actor=actor, trooper=trooper, skill=skill))


def aro(game: Game, trooper: str, skill: Skill, *, actor: str = TOHAA) -> None:
    game.run(DeclareAro(actor=actor, trooper=trooper, skill=skill))
