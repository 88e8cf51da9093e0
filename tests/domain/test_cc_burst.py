"""A CC Attack's declared Burst: only the Burst the rules give is accepted, and it is the one
the resolution rolls."""

from __future__ import annotations

import pytest

from service.domain.commands import ActivateTrooper, DeclareAro, Resolve
from service.domain.declarations import CCAttack
from service.domain.errors import InvalidCommand
from service.domain.events import OrderRollMade
from tests.domain.builders import ARIADNA, TOHAA, activate, fennec_and_senkus, rejects


@pytest.mark.parametrize("declared", [0, 2, 3, 6])
def test_an_active_cc_attack_with_another_burst_is_refused_and_not_stored(declared: int) -> None:
    game = fennec_and_senkus(manual_dice=False)
    command = ActivateTrooper(
        actor=ARIADNA,
        trooper="fennec",
        skill=CCAttack(weapon="knife", target="senku-a", burst=declared),
    )
    rejects(game, command, InvalidCommand, "Knife in the Active Turn has Burst 1")


def test_a_cc_attack_in_aro_is_burst_one() -> None:
    game = fennec_and_senkus(manual_dice=False)
    activate(game, "fennec", CCAttack(weapon="knife", target="senku-a"))
    rejects(
        game,
        DeclareAro(
            actor=TOHAA, trooper="senku-a", skill=CCAttack(weapon="knife", target="fennec", burst=2)
        ),
        InvalidCommand,
        "ARO has Burst 1",
    )


def test_the_declared_burst_is_the_burst_rolled() -> None:
    game = fennec_and_senkus(manual_dice=False)
    activate(game, "fennec", CCAttack(weapon="knife", target="senku-a", burst=1))
    stored = game.state.open_order
    assert stored is not None
    (declaration,) = stored.declarations
    assert isinstance(declaration.skill, CCAttack)
    assert declaration.skill.burst == 1
    events = game.run(Resolve(actor=ARIADNA))
    (roll,) = (e for e in events if isinstance(e, OrderRollMade))
    (side,) = roll.roll.sides
    assert len(side.dice) == declaration.skill.burst
