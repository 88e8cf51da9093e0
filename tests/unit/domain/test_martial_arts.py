"""Martial Arts (N5 chart) in a game's Close Combat, and +1 SD refused with a Long Skill.

Source: https://infinitythewiki.com/index.php?title=Martial_Arts (Martial Arts Chart):
L1 0/-3, L2 +3/-3, L3 +3/-3/+1 SD, L4 +3/-3/+1B, L5 +3/-3/+1B +1 SD (Attack MOD, Opponent
MOD, Burst MOD), all of it in both the Active and the Reactive Turn (the page's IMPORTANT box).
"""

from __future__ import annotations

import pytest

from service.domain.commands import (
    ActivateTrooper,
    AddTrooper,
    DeclareAro,
    Resolve,
    StartTurn,
)
from service.domain.declarations import AttributeRoll, CCAttack, Dodge, ModEntry
from service.domain.errors import InvalidCommand, SpecialDieNotAllowed
from service.domain.events import OrderRollMade, RecordedSide
from service.domain.troopers import MeleeWeapon, SkillEntry
from tests.builders.game import (
    ARIADNA,
    TOHAA,
    Game,
    activate,
    aro,
    new_game,
    profile,
    rejects,
)

CC_WEAPON = MeleeWeapon(slug="cc_weapon", name="CC Weapon", ps=6)
SD_WEAPON = MeleeWeapon(slug="sd_weapon", name="DA CC Weapon", ps=6, special_die=True)


def trooper(
    game: Game, player: str, trooper_id: str, *, cc: int, skills: tuple[SkillEntry, ...] = ()
) -> None:
    game.run(
        AddTrooper(
            actor=player,
            player=player,
            trooper_id=trooper_id,
            name=trooper_id.title(),
            profile=profile(cc=cc),
            skills=skills,
            melee_weapons=(CC_WEAPON, SD_WEAPON),
        )
    )


def martial_arts(level: int) -> tuple[SkillEntry, ...]:
    return (SkillEntry("Martial Arts", level),)


def duel(
    *, active: tuple[SkillEntry, ...], reactive: tuple[SkillEntry, ...], cc: tuple[int, int]
) -> Game:
    game = new_game(manual_dice=False)
    trooper(game, ARIADNA, "attacker", cc=cc[0], skills=active)
    trooper(game, TOHAA, "defender", cc=cc[1], skills=reactive)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    return game


def rolled_sides(game: Game) -> dict[str, RecordedSide]:
    events = game.run(Resolve(actor=ARIADNA))
    (roll,) = (e for e in events if isinstance(e, OrderRollMade))
    return {side.trooper or "": side for side in roll.roll.sides}


def mods(side: RecordedSide) -> list[tuple[int, str]]:
    return [(m.value, m.note) for m in side.mods]


def test_martial_arts_l3_against_martial_arts_l1_the_chart_example() -> None:
    # The page's Example 1: an L3 trooper (CC 23) attacks an L1 trooper (CC 21), who replies
    # with a CC Attack: SV 23 (23 + 3 - 3) against SV 18 (21 - 3).
    game = duel(active=martial_arts(3), reactive=martial_arts(1), cc=(23, 21))
    activate(game, "attacker", CCAttack(weapon="cc_weapon", target="defender"))
    aro(game, "defender", CCAttack(weapon="cc_weapon", target="attacker"))
    sides = rolled_sides(game)
    attacker, defender = sides["attacker"], sides["defender"]
    assert attacker.success_value == 23
    assert mods(attacker) == [(3, "Martial Arts L3"), (-3, "defender's Martial Arts L1")]
    assert defender.success_value == 18
    assert mods(defender) == [(-3, "attacker's Martial Arts L3")]
    # L3's +1 SD: one extra die to roll, then one to discard; L1 rolls its ARO Burst of 1.
    assert len(attacker.dice) == 2
    assert len(defender.dice) == 1
    assert [p.side for p in game.state.open_order.pending] == [  # type: ignore[union-attr]
        "attacker:cc_attack>defender"
    ]


@pytest.mark.parametrize(
    ("level", "attack_mod", "burst", "extra_die"),
    [(1, 0, 1, 0), (2, 3, 1, 0), (3, 3, 1, 1), (4, 3, 2, 0), (5, 3, 2, 1)],
)
def test_each_level_in_the_active_turn_against_a_dodge(
    level: int, attack_mod: int, burst: int, extra_die: int
) -> None:
    game = duel(active=martial_arts(level), reactive=(), cc=(15, 14))
    activate(game, "attacker", CCAttack(weapon="cc_weapon", target="defender", burst=burst))
    aro(game, "defender", Dodge())
    sides = rolled_sides(game)
    attacker, defender = sides["attacker"], sides["defender"]
    assert attacker.success_value == 15 + attack_mod
    assert len(attacker.dice) == burst + extra_die
    # The Dodge (PH 10) is the enemy's roll in a Face to Face Roll: it takes the -3.
    assert defender.success_value == 10 - 3
    assert mods(defender) == [(-3, f"attacker's Martial Arts L{level}")]


@pytest.mark.parametrize(("level", "allowed"), [(3, 1), (4, 2), (5, 2)])
def test_another_burst_than_the_level_gives_is_refused(level: int, allowed: int) -> None:
    game = duel(active=martial_arts(level), reactive=(), cc=(15, 14))
    for declared in {1, 2, 3} - {allowed}:
        command = ActivateTrooper(
            actor=ARIADNA,
            trooper="attacker",
            skill=CCAttack(weapon="cc_weapon", target="defender", burst=declared),
        )
        rejects(game, command, InvalidCommand, f"Martial Arts L{level} has Burst {allowed}")


@pytest.mark.parametrize(("level", "burst", "extra_die"), [(4, 2, 0), (5, 2, 1)])
def test_in_aro_the_whole_chart_applies_burst_mod_included(
    level: int, burst: int, extra_die: int
) -> None:
    # Martial Arts page (N5): "The MODs in the Martial Arts Chart are applied in both the
    # Active Turn and the Reactive Turn": an L4/L5 CC Attack in ARO rolls B1 + 1 = 2.
    game = duel(active=(), reactive=martial_arts(level), cc=(14, 16))
    activate(game, "attacker", CCAttack(weapon="cc_weapon", target="defender"))
    for refused in (1, 3):
        rejects(
            game,
            DeclareAro(
                actor=TOHAA,
                trooper="defender",
                skill=CCAttack(weapon="cc_weapon", target="attacker", burst=refused),
            ),
            InvalidCommand,
            f"ARO with Martial Arts L{level} has Burst {burst}",
        )
    aro(game, "defender", CCAttack(weapon="cc_weapon", target="attacker", burst=burst))
    sides = rolled_sides(game)
    assert len(sides["defender"].dice) == burst + extra_die
    assert sides["defender"].success_value == 16 + 3
    assert sides["attacker"].success_value == 14 - 3


@pytest.mark.parametrize("level", [1, 2, 3])
def test_in_aro_a_level_without_a_burst_mod_rolls_burst_1(level: int) -> None:
    game = duel(active=(), reactive=martial_arts(level), cc=(14, 16))
    activate(game, "attacker", CCAttack(weapon="cc_weapon", target="defender"))
    rejects(
        game,
        DeclareAro(
            actor=TOHAA,
            trooper="defender",
            skill=CCAttack(weapon="cc_weapon", target="attacker", burst=2),
        ),
        InvalidCommand,
        f"ARO with Martial Arts L{level} has Burst 1",
    )


def test_a_dodging_martial_artist_gets_nothing_from_martial_arts() -> None:
    # Martial Arts needs a CC Attack declared by its user.
    game = duel(active=(), reactive=martial_arts(2), cc=(14, 16))
    activate(game, "attacker", CCAttack(weapon="cc_weapon", target="defender"))
    aro(game, "defender", Dodge())
    sides = rolled_sides(game)
    assert sides["attacker"].success_value == 14
    assert mods(sides["attacker"]) == []


def test_the_breakdown_keeps_the_players_own_mods_beside_martial_arts() -> None:
    game = duel(active=martial_arts(2), reactive=(), cc=(15, 14))
    extra = ModEntry(-3, "other", "Engaged with two")
    activate(game, "attacker", CCAttack(weapon="cc_weapon", target="defender", mods=(extra,)))
    aro(game, "defender", Dodge())
    attacker = rolled_sides(game)["attacker"]
    assert mods(attacker) == [(3, "Martial Arts L2"), (-3, "Engaged with two")]
    assert attacker.success_value == 15


def test_natural_born_warrior_against_martial_arts_is_refused_not_guessed() -> None:
    nbw = (SkillEntry("Natural Born Warrior"),)
    game = duel(active=martial_arts(2), reactive=nbw, cc=(15, 14))
    command = ActivateTrooper(
        actor=ARIADNA, trooper="attacker", skill=CCAttack(weapon="cc_weapon", target="defender")
    )
    rejects(game, command, InvalidCommand, "Natural Born Warrior")
    reverse = duel(active=nbw, reactive=martial_arts(2), cc=(15, 14))
    command = ActivateTrooper(
        actor=ARIADNA, trooper="attacker", skill=CCAttack(weapon="cc_weapon", target="defender")
    )
    rejects(reverse, command, InvalidCommand, "Natural Born Warrior")


def test_two_sources_of_plus_one_sd_are_refused() -> None:
    game = duel(active=martial_arts(3), reactive=(), cc=(15, 14))
    command = ActivateTrooper(
        actor=ARIADNA, trooper="attacker", skill=CCAttack(weapon="sd_weapon", target="defender")
    )
    rejects(game, command, InvalidCommand, r"\+1 SD")


@pytest.mark.parametrize("value", [None, 0, 6])
def test_martial_arts_without_a_level_from_1_to_5_is_refused(value: int | None) -> None:
    game = new_game(manual_dice=False)
    command = AddTrooper(
        actor=ARIADNA,
        player=ARIADNA,
        trooper_id="attacker",
        name="Attacker",
        profile=profile(),
        skills=(SkillEntry("Martial Arts", value),),
    )
    rejects(game, command, InvalidCommand, "Martial Arts needs its level")


def test_plus_one_sd_with_a_long_skill_is_refused() -> None:
    game = duel(active=(), reactive=(), cc=(14, 14))
    command = ActivateTrooper(
        actor=ARIADNA,
        trooper="attacker",
        skill=AttributeRoll(attribute="WIP", label="Long Skill", long_skill=True, special_die=True),
    )
    rejects(game, command, SpecialDieNotAllowed, r"\+1 SD cannot be used with a Long Skill")


def test_plus_one_sd_on_a_short_skill_roll_rolls_the_extra_die() -> None:
    game = duel(active=(), reactive=(), cc=(14, 14))
    activate(game, "attacker", AttributeRoll(attribute="WIP", special_die=True))
    side = rolled_sides(game)["attacker"]
    assert len(side.dice) == 2
    assert [p.kind for p in game.state.open_order.pending] == ["discard"]  # type: ignore[union-attr]


def test_a_long_skill_without_plus_one_sd_rolls_as_usual() -> None:
    game = duel(active=(), reactive=(), cc=(14, 14))
    activate(game, "attacker", AttributeRoll(attribute="WIP", long_skill=True))
    side = rolled_sides(game)["attacker"]
    assert len(side.dice) == 1
