"""An order with the Monofilament CC Weapon: a failed save against its "State: Dead" trait
puts the target in Dead State outright, whatever its VITA (Melee Weapon Profile,
https://infinitythewiki.com/index.php?diff=cur&oldid=2246&title=Melee_Weapon_Profile: PS 8,
B1, N, ARM=0, State: Dead; Dead State, https://infinitythewiki.com/Dead_State). Immunity
(Total) is immune to traits that cause States, State: Dead among them
(https://infinitythewiki.com/index.php?diff=2032&oldid=2031&title=Immunity)."""

from __future__ import annotations

from service.domain.commands import Conclude, EnteredDice, Resolve, StartTurn
from service.domain.declarations import CCAttack
from service.domain.events import Event, SavingRollsMade, TrooperWounded
from service.domain.troopers import SkillEntry, TrooperWeapon
from tests.builders.game import ARIADNA, TOHAA, activate, add, new_game

SLUG = "monofilament_cc_weapon"
ATTACK = "fennec:cc_attack>senku-a"


def _struck(
    save_faces: tuple[int, ...], *, skills: tuple[str, ...] = (), hit: int = 1
) -> list[Event]:
    game = new_game(manual_dice=True)
    add(game, ARIADNA, "fennec", weapons=(TrooperWeapon(slug=SLUG),))
    add(game, TOHAA, "senku-a", arm=5, vitality=2, skills=tuple(SkillEntry(s) for s in skills))
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    activate(game, "fennec", CCAttack(weapon=SLUG, target="senku-a", burst=1))
    game.run(Resolve(actor=ARIADNA, dice=(EnteredDice(ATTACK, (hit,)),)))
    return game.run(Conclude(actor=ARIADNA, saves=(EnteredDice(ATTACK, save_faces),)))


def test_a_failed_save_kills_a_vita_2_trooper_outright() -> None:
    events = _struck((9,))
    [made] = [e for e in events if isinstance(e, SavingRollsMade)]
    # ARM=0: ARM 5 counts as 0 (the record shows the value saved with), + PS 8: SV 8, so a 9
    # fails.
    assert (made.attribute_value, made.ps, made.success_value) == (0, 8, 8)
    [wounded] = [e for e in events if isinstance(e, TrooperWounded)]
    assert (wounded.wounds, wounded.state) == (1, "dead")


def test_a_passed_save_leaves_it_unharmed() -> None:
    events = _struck((8,))
    assert [e for e in events if isinstance(e, TrooperWounded)] == []


def test_no_wound_incapacitation_does_not_save_it() -> None:
    [wounded] = [
        e
        for e in _struck((20,), skills=("No Wound Incapacitation",))
        if isinstance(e, TrooperWounded)
    ]
    assert wounded.state == "dead"


def test_total_immunity_takes_one_wound_instead() -> None:
    [wounded] = [
        e for e in _struck((20,), skills=("Total Immunity",)) if isinstance(e, TrooperWounded)
    ]
    assert (wounded.wounds, wounded.state) == (1, "normal")
