"""Immunities and No Wound Incapacitation, read from the target's skills when it saves."""

from __future__ import annotations

from service.domain.commands import Conclude, EnteredDice, Resolve, StartTurn
from service.domain.events import SavingRollsMade, TrooperWounded
from service.domain.troopers import SkillEntry, TrooperWeapon
from tests.builders.game import ARIADNA, TOHAA, Game, activate, add, new_game, shot

ATTACK = "shooter:bs_attack>target"


def one_hit(weapon: str, burst: int, *skills: str, vitality: int = 1) -> Game:
    """The shooter (BS 12) hits the target once at 20" (faces 5 and 20s), no cover."""
    game = new_game(manual_dice=True)
    add(game, ARIADNA, "shooter", bs=12, weapons=(TrooperWeapon(slug=weapon),))
    add(game, TOHAA, "target", vitality=vitality, skills=tuple(SkillEntry(s) for s in skills))
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    activate(game, "shooter", shot(("target", burst, 20), weapon=weapon, cover=False))
    faces = (5, *(20,) * (burst - 1))
    game.run(Resolve(actor=ARIADNA, dice=(EnteredDice(ATTACK, faces),)))
    return game


def saves(game: Game, *faces: int) -> tuple[SavingRollsMade, list[TrooperWounded]]:
    events = game.run(Conclude(actor=ARIADNA, saves=(EnteredDice(ATTACK, faces),)))
    [made] = [e for e in events if isinstance(e, SavingRollsMade)]
    return made, [e for e in events if isinstance(e, TrooperWounded)]


def test_total_immunity_saves_da_as_n() -> None:
    plain, _ = saves(one_hit("multi_rifle_da", 1), 1, 1)
    assert (plain.ammo, len(plain.rolls)) == (("DA",), 2)
    immune, _ = saves(one_hit("multi_rifle_da", 1, "Total Immunity"), 1)
    assert (immune.ammo, len(immune.rolls)) == (("N",), 1)


def test_shock_immunity_keeps_a_vita_1_target_unconscious() -> None:
    # Sniper Rifle, Shock: a failed save kills a VITA 1 target outright, unless it is immune.
    _, [killed] = saves(one_hit("sniper_rifle", 2), 20)
    assert killed.state == "dead"
    made, [wounded] = saves(one_hit("sniper_rifle", 2, "Shock Immunity"), 20)
    assert made.ammo == ("N",)
    assert wounded.state == "unconscious"


def test_no_wound_incapacitation_stays_normal_at_vita_wounds() -> None:
    _, [wounded] = saves(one_hit("combi_rifle", 3, "No Wound Incapacitation"), 20)
    assert (wounded.wounds, wounded.state) == (1, "normal")
    _, [plain] = saves(one_hit("combi_rifle", 3), 20)
    assert (plain.wounds, plain.state) == (1, "unconscious")


def test_a_skill_given_by_its_slug_in_any_case_takes_effect() -> None:
    # Accepted by name or slug: it must also be found by the rules that read it at saves.
    for given in ("shock_immunity", "SHOCK IMMUNITY"):
        made, [wounded] = saves(one_hit("sniper_rifle", 2, given), 20)
        assert made.ammo == ("N",), given
        assert wounded.state == "unconscious", given
