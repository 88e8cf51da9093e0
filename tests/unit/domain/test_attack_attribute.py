"""BS(PH) and BS(WIP) weapons roll PH or WIP instead of BS; thrown weapons roll PH."""

from __future__ import annotations

import pytest

from service.domain.commands import AddTrooper, EnteredDice, Resolve, StartTurn
from service.domain.events import OrderRollMade
from service.domain.troopers import CustomWeapon, TrooperWeapon
from service.rules.catalogue.traits import attack_attribute
from tests.builders.game import ARIADNA, TOHAA, activate, add, new_game, profile, shot


def _weapon(*traits: str) -> TrooperWeapon:
    bands = (0, 0, None, None, None, None, None)
    custom = CustomWeapon(
        name="Launcher",
        range_mods=bands,
        ps=7,
        burst=1,
        ammo=("N",),
        save_attribute="ARM",
        traits=traits,
    )
    return TrooperWeapon(slug="launcher", custom=custom)


@pytest.mark.parametrize(
    ("traits", "attribute"),
    [((), 11), (("BS(PH)",), 9), (("Throwing Weapon",), 9), (("BS(WIP)",), 14)],
)
def test_the_attack_rolls_the_weapon_s_attribute(traits: tuple[str, ...], attribute: int) -> None:
    game = new_game(manual_dice=True)
    game.run(
        AddTrooper(
            actor=ARIADNA,
            player=ARIADNA,
            trooper_id="thrower",
            name="Thrower",
            profile=profile(bs=11, ph=9, wip=14),
            weapons=(_weapon(*traits),),
        )
    )
    add(game, TOHAA, "target")
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    activate(game, "thrower", shot(("target", 1, 5), weapon="launcher", cover=False))
    events = game.run(Resolve(actor=ARIADNA, dice=(EnteredDice("thrower:bs_attack>target", (1,)),)))
    [roll] = [e for e in events if isinstance(e, OrderRollMade)]
    [side] = roll.roll.sides
    assert (side.attribute, side.success_value) == (attribute, attribute)


def test_the_grenades_are_thrown() -> None:
    assert attack_attribute(("Impact Template (Circular)", "Throwing Weapon")) == "PH"
    assert attack_attribute(("Suppressive Fire",)) == "BS"
