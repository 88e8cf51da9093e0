"""A sequenced game for the Tactical Phase's rules (Loss of Lieutenant, Retreat!, Impetuous),
played by the domain tests in memory and by the audit tests into an export."""

from __future__ import annotations

from typing import Any, Protocol

from service.domain.commands import (
    ORGANISER,
    ActivateTrooper,
    ChooseInitiative,
    Command,
    Conclude,
    DeployTroopers,
    EnteredDice,
    Resolve,
    RollInitiative,
)
from service.domain.events import Event
from service.domain.troopers import SkillEntry
from tests.builders.game import ARIADNA, TOHAA, shot, trooper

IMPETUOUS = (SkillEntry("Impetuous"),)


class Runner(Protocol):
    def run(self, command: Command) -> list[Event]: ...


def deploy_armies(
    game: Runner, tohaa_points: tuple[int, int, int] = (40, 20, 40), **b2: Any
) -> None:
    """In a new manual-dice game with rounds: Ariadna: a1 (Lieutenant), a2, a3 (Impetuous);
    Tohaa: b1 (Lieutenant), b2 (with ``b2``'s options), b3, worth ``tohaa_points``. Ariadna
    wins the Initiative Roll and plays first; Tohaa deploys first."""
    game.run(trooper(ARIADNA, "a1", lieutenant=True, points=50))
    game.run(trooper(ARIADNA, "a2", points=30))
    game.run(trooper(ARIADNA, "a3", points=20, skills=IMPETUOUS))
    for trooper_id, points in zip(("b1", "b2", "b3"), tohaa_points, strict=True):
        options = b2 if trooper_id == "b2" else {}
        game.run(
            trooper(TOHAA, trooper_id, lieutenant=trooper_id == "b1", points=points, **options)
        )
    game.run(
        RollInitiative(
            actor=ORGANISER,
            dice=(EnteredDice(roll=ARIADNA, faces=(12,)), EnteredDice(roll=TOHAA, faces=(5,))),
        )
    )
    game.run(ChooseInitiative(actor=ARIADNA, player=ARIADNA, keep="initiative", first=ARIADNA))
    game.run(ChooseInitiative(actor=TOHAA, player=TOHAA, first=TOHAA))
    game.run(DeployTroopers(actor=TOHAA, player=TOHAA, troopers=("b1", "b2")))
    game.run(DeployTroopers(actor=ARIADNA, player=ARIADNA, troopers=("a1", "a2")))
    game.run(DeployTroopers(actor=TOHAA, player=TOHAA, troopers=("b3",)))
    game.run(DeployTroopers(actor=ARIADNA, player=ARIADNA, troopers=("a3",)))


def a2_drops(game: Runner, *targets: str) -> None:
    """In Ariadna's turn a2 drops the targets (see ``drops``)."""
    drops(game, ARIADNA, "a2", *targets)


def drops(game: Runner, player: str, shooter: str, *targets: str) -> None:
    """In ``player``'s turn the shooter spends its Burst 3 on one to three targets (two on the
    first of two), every die hits (4, 5, 6 under BS 11) and every save fails (a 20 against ARM 1): a
    target of 1 Wound is Unconscious after one Wound and Dead after two."""
    bursts = {1: (3,), 2: (2, 1), 3: (1, 1, 1)}[len(targets)]
    game.run(
        ActivateTrooper(
            actor=player,
            trooper=shooter,
            skill=shot(*((t, b, 15) for t, b in zip(targets, bursts, strict=True))),
        )
    )
    faces = iter((4, 5, 6))
    game.run(
        Resolve(
            actor=player,
            dice=tuple(
                EnteredDice(f"{shooter}:bs_attack>{t}", tuple(next(faces) for _ in range(b)))
                for t, b in zip(targets, bursts, strict=True)
            ),
        )
    )
    saves = tuple(
        EnteredDice(f"{shooter}:bs_attack>{t}", (20,) * b)
        for t, b in zip(targets, bursts, strict=True)
    )
    game.run(Conclude(actor=player, saves=saves))
