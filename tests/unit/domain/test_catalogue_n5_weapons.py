"""Corrected N5 weapon profiles, used by an order: the range MOD in the roll and the PS,
ammunition and save attribute in the Saving Rolls come from the catalogue's profile.

Each case is a weapon whose profile was corrected against the N5 Weapon Chart, shot at a
distance where the correction changes the range MOD (docs/rules.md lists the old values). The
Burst, and whether the weapon makes a Combined Saving Roll (Plasma: ARM+BTS), are written here
as the chart prints them ("Weapon profiles checked against N5" in docs/rules.md), not read from
the catalogue the order resolves.
"""

from __future__ import annotations

import pytest

from service.domain.commands import ActivateTrooper, Conclude, EnteredDice, Resolve, StartTurn
from service.domain.errors import InvalidCommand
from service.domain.events import OrderRollMade, SavingRollsMade
from service.domain.troopers import TrooperWeapon
from tests.builders.game import ARIADNA, TOHAA, activate, add, new_game, rejects, shot

ATTACK = "fennec:bs_attack>senku-a"
FENNEC_BS = 12
SENKU_ARM = 4
SENKU_BTS = 0


@pytest.mark.parametrize(
    ("slug", "burst", "distance", "range_mod", "ammo", "save", "value_used", "ps", "saves"),
    [
        # Mk12: PS 5 (was 6), B3.
        ("mk12", 3, 20, 3, ("N",), "ARM", SENKU_ARM, 5, 1),
        # Red Fury: PS 7, Shock, -3 at 32-40" (was PS 6, N, -6 there), B4.
        ("red_fury", 4, 36, -3, ("Shock",), "ARM", SENKU_ARM, 7, 1),
        # Pistols, B2: -6 at 16-24" (was -3); Heavy Pistol PS 6, Breaker Pistol PS 8.
        ("pistol", 2, 20, -6, ("N",), "ARM", SENKU_ARM, 9, 1),
        ("heavy_pistol", 2, 20, -6, ("Shock",), "ARM", SENKU_ARM, 6, 1),
        ("breaker_pistol", 2, 20, -6, ("AP",), "BTS", SENKU_BTS, 8, 1),
        # Boarding Shotgun: AP, 0 at 8-16" (was N with +3 there), B2.
        ("boarding_shotgun", 2, 12, 0, ("AP",), "ARM", 2, 6, 1),
        # Plasma Carbine (Hit mode): PS 6 (was 7), B2; the BTS save follows the ARM one.
        ("plasma_carbine", 2, 10, 3, ("N",), "ARM", SENKU_ARM, 6, 1),
        # MULTI Sniper Rifle (Anti-materiel mode): B2 (was B1).
        ("multi_sniper_rifle_da", 2, 30, 3, ("DA",), "ARM", SENKU_ARM, 5, 2),
        # Missile Launcher (Hit mode): AP+EXP, PS 6, B1, 0 at 16-24" (was PS 5, +3 there).
        ("missile_launcher_hit", 1, 20, 0, ("AP", "EXP"), "ARM", 2, 6, 3),
        # Rocket Launchers' Hit modes: N with Continuous Damage, B2, their N5 bands.
        ("light_rocket_launcher_hit", 2, 20, 3, ("N",), "ARM", SENKU_ARM, 6, 1),
        ("heavy_rocket_launcher_hit", 2, 20, 3, ("N",), "ARM", SENKU_ARM, 5, 1),
        ("panzerfaust", 1, 20, 3, ("AP", "EXP"), "ARM", 2, 6, 3),
        # Impact Template weapons aimed at a Main Target alone roll like any BS Attack.
        ("grenade_launcher", 1, 20, 0, ("N",), "ARM", SENKU_ARM, 7, 1),
        ("light_rocket_launcher", 2, 20, 3, ("N",), "ARM", SENKU_ARM, 7, 1),
        ("missile_launcher", 1, 36, 3, ("EXP",), "ARM", SENKU_ARM, 6, 3),
    ],
)
def test_an_order_uses_the_corrected_profile(
    slug: str,
    burst: int,
    distance: int,
    range_mod: int,
    ammo: tuple[str, ...],
    save: str,
    value_used: int,
    ps: int,
    saves: int,
) -> None:
    game = new_game(manual_dice=True)
    add(game, ARIADNA, "fennec", bs=FENNEC_BS, weapons=(TrooperWeapon(slug=slug),))
    add(game, TOHAA, "senku-a", arm=SENKU_ARM, vitality=2)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    # One die more than the chart's Burst is refused; the whole Burst is rolled.
    too_many = shot(("senku-a", burst + 1, distance), weapon=slug, cover=False)
    rejects(
        game,
        ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=too_many),
        InvalidCommand,
        f"has Burst {burst}",
    )
    activate(game, "fennec", shot(("senku-a", burst, distance), weapon=slug, cover=False))
    # One hit (face 1); every other die a 20, a miss below SV 20.
    faces = (1,) + (20,) * (burst - 1)
    events = game.run(Resolve(actor=ARIADNA, dice=(EnteredDice(ATTACK, faces),)))
    [roll] = [e.roll for e in events if isinstance(e, OrderRollMade)]
    fennec = roll.side(ATTACK)
    assert [(m.source, m.value) for m in fennec.mods] == [("range", range_mod)]
    assert fennec.success_value == FENNEC_BS + range_mod
    assert len(fennec.dice) == burst
    assert fennec.hits == 1

    # Every save passes (face 1): no Continuous Damage repeat; Plasma adds its BTS save.
    combined = slug == "plasma_carbine"
    save_faces = (1,) * (saves + combined)
    concluded = game.run(Conclude(actor=ARIADNA, saves=(EnteredDice(ATTACK, save_faces),)))
    made = [e for e in concluded if isinstance(e, SavingRollsMade)]
    first = made[0]
    assert first.ammo == ammo
    assert (first.save_attribute, first.ps) == (save, ps)
    # AP halves the value used, rounding up: ARM 4 saves as 2.
    assert first.success_value == value_used + ps
    assert len(first.rolls) == saves
    assert [m.save_attribute for m in made] == ([save, "BTS"] if combined else [save])


def test_the_plasma_carbine_hit_mode_is_out_of_range_beyond_40_inches() -> None:
    game = new_game(manual_dice=True)
    add(game, ARIADNA, "fennec", bs=FENNEC_BS, weapons=(TrooperWeapon(slug="plasma_carbine"),))
    add(game, TOHAA, "senku-a")
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    activate(game, "fennec", shot(("senku-a", 2, 44), weapon="plasma_carbine", cover=False))
    events = game.run(Resolve(actor=ARIADNA, dice=()))
    assert not [e for e in events if isinstance(e, OrderRollMade)]
