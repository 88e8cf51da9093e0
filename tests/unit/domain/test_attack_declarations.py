"""Attack declarations the rules refuse (a CC Attack's Burst other than the rules give), and a
Direct Template weapon, which never rolls to hit."""

from __future__ import annotations

from decimal import Decimal

import pytest

from service.domain.commands import ActivateTrooper, DeclareAro, Resolve, StartTurn
from service.domain.declarations import AttackTarget, BSAttack, CCAttack
from service.domain.errors import InvalidCommand
from service.domain.events import OrderRollMade, TemplateAttackResolved
from service.domain.troopers import CustomWeapon, TrooperWeapon
from tests.builders.game import (
    ARIADNA,
    TOHAA,
    activate,
    add,
    fennec_and_senkus,
    new_game,
    rejects,
)


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


def test_a_direct_template_weapon_never_rolls_to_hit_in_an_order() -> None:
    chain_rifle = TrooperWeapon(
        slug="chain_rifle",
        custom=CustomWeapon(
            name="Chain Rifle",
            range_mods=(0, None, None, None, None, None, None),
            ps=7,
            burst=1,
            ammo=("N",),
            save_attribute="ARM",
            traits=("Direct Template (Large Teardrop)",),
        ),
    )
    game = new_game(manual_dice=False)
    add(game, ARIADNA, "fennec", weapons=(chain_rifle,))
    add(game, TOHAA, "senku-a")
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    game.run(
        ActivateTrooper(
            actor=ARIADNA,
            trooper="fennec",
            skill=BSAttack(
                weapon="chain_rifle",
                targets=(AttackTarget(trooper="senku-a", burst=1, distance=Decimal(4)),),
            ),
        )
    )
    events = game.run(Resolve(actor=ARIADNA))
    assert not any(isinstance(e, OrderRollMade) for e in game.history)
    (template,) = (e for e in events if isinstance(e, TemplateAttackResolved))
    assert [(o.trooper, o.hits) for o in template.affected] == [("senku-a", 1)]
