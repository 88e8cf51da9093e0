"""A CC Attack with a catalogue CC Weapon: the N5 CC Weapon is PS 8, B1, N, saved against ARM
(Melee Weapon Profile, https://infinitythewiki.com/Melee_Weapon_Profile, and the N5 Weapon
Chart rows of the army data). A BS Attack with a CC weapon is refused."""

from __future__ import annotations

import pytest

from service.domain.commands import ActivateTrooper, Conclude, EnteredDice, Resolve, StartTurn
from service.domain.declarations import CCAttack
from service.domain.errors import InvalidCommand
from service.domain.events import SavingRollsMade, TrooperWounded
from service.domain.troopers import TrooperWeapon
from tests.builders.game import ARIADNA, TOHAA, activate, add, new_game, rejects, shot

ATTACK = "fennec:cc_attack>senku-a"


@pytest.mark.parametrize(
    ("slug", "ammo", "attribute", "value_used", "saves"),
    [
        ("cc_weapon", ("N",), "ARM", 3, 1),
        ("ap_cc_weapon", ("AP",), "ARM", 2, 1),  # ARM 3 halved, rounding up
        ("da_cc_weapon", ("DA",), "ARM", 3, 2),
        ("exp_cc_weapon", ("EXP",), "ARM", 3, 3),
    ],
)
def test_a_cc_attack_with_a_catalogue_cc_weapon(
    slug: str, ammo: tuple[str, ...], attribute: str, value_used: int, saves: int
) -> None:
    game = new_game(manual_dice=True)
    add(game, ARIADNA, "fennec", weapons=(TrooperWeapon(slug=slug),))
    add(game, TOHAA, "senku-a", arm=3, vitality=1)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    activate(game, "fennec", CCAttack(weapon=slug, target="senku-a", burst=1))
    game.run(Resolve(actor=ARIADNA, dice=(EnteredDice(ATTACK, (1,)),)))
    # Every save fails (face 20): PS 8 + the value is at most 11.
    events = game.run(Conclude(actor=ARIADNA, saves=(EnteredDice(ATTACK, (20,) * saves),)))
    [made] = [e for e in events if isinstance(e, SavingRollsMade)]
    assert made.ammo == ammo
    assert (made.save_attribute, made.ps, made.success_value) == (attribute, 8, value_used + 8)
    assert len(made.rolls) == saves
    # VITA 1: one Wound is Unconscious, two or more Dead.
    expected = "dead" if saves > 1 else "unconscious"
    assert [e.state for e in events if isinstance(e, TrooperWounded)] == [expected]


def test_a_bs_attack_with_a_cc_weapon_is_refused() -> None:
    game = new_game(manual_dice=True)
    add(game, ARIADNA, "fennec", weapons=(TrooperWeapon(slug="cc_weapon"),))
    add(game, TOHAA, "senku-a")
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    rejects(
        game,
        ActivateTrooper(
            actor=ARIADNA, trooper="fennec", skill=shot(("senku-a", 1, 1), weapon="cc_weapon")
        ),
        InvalidCommand,
        "CC Attack",
    )
