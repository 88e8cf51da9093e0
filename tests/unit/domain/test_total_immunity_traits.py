"""Orders against a Total Immunity trooper: ARM=0 and Continuous Damage do not apply to it
(Immunity, https://infinitythewiki.com/index.php?diff=2032&oldid=2031&title=Immunity: Immunity
(Total) is completely immune to Traits that refer to causing Damage or reduce the Attributes
of the target, "for example State: Dead, Continuous Damage, or ARM=0"). A game of an earlier
catalogue revision is decided again as it was played."""

from __future__ import annotations

from service.domain.commands import Conclude, EnteredDice, Resolve, StartTurn
from service.domain.events import Event, SavingRollsMade, TrooperWounded
from service.domain.troopers import SkillEntry, TrooperWeapon
from tests.builders.game import ARIADNA, TOHAA, activate, add, new_game, shot

ATTACK = "shooter:bs_attack>target"
TOTAL = ("Total Immunity",)
BURSTS = {"k1_combi_rifle": 3, "vulkan_shotgun": 2}


def _hit_once(
    weapon: str,
    save_faces: tuple[int, ...],
    *,
    arm: int,
    vitality: int = 1,
    skills: tuple[str, ...] = TOTAL,
    catalogue_revision: int | None = None,
) -> list[Event]:
    """The shooter (BS 12) hits the target once at 8" (a 5, its other dice 20s), no cover."""
    burst = BURSTS[weapon]
    revision = {} if catalogue_revision is None else {"catalogue_revision": catalogue_revision}
    game = new_game(manual_dice=True, **revision)
    add(game, ARIADNA, "shooter", bs=12, weapons=(TrooperWeapon(slug=weapon),))
    add(
        game,
        TOHAA,
        "target",
        arm=arm,
        vitality=vitality,
        skills=tuple(SkillEntry(s) for s in skills),
    )
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    activate(game, "shooter", shot(("target", burst, 8), weapon=weapon, cover=False))
    game.run(Resolve(actor=ARIADNA, dice=(EnteredDice(ATTACK, (5, *(20,) * (burst - 1))),)))
    return game.run(Conclude(actor=ARIADNA, saves=(EnteredDice(ATTACK, save_faces),)))


def _made(events: list[Event]) -> SavingRollsMade:
    [made] = [e for e in events if isinstance(e, SavingRollsMade)]
    return made


def _wounded(events: list[Event]) -> list[TrooperWounded]:
    return [e for e in events if isinstance(e, TrooperWounded)]


def test_arm_zero_is_saved_with_the_full_arm() -> None:
    # K1 Combi Rifle: PS 7, N, ARM=0. Total Immunity keeps ARM 4: SV 4 + 7 = 11, so 11 passes.
    events = _hit_once("k1_combi_rifle", (11,), arm=4)
    made = _made(events)
    assert (made.attribute_value, made.ps, made.success_value) == (4, 7, 11)
    assert [r.passed for r in made.rolls] == [True]
    assert _wounded(events) == []


def test_without_total_immunity_arm_zero_still_applies() -> None:
    made = _made(_hit_once("k1_combi_rifle", (11,), arm=4, skills=()))
    assert (made.attribute_value, made.success_value) == (0, 7)
    assert [r.passed for r in made.rolls] == [False]


def test_a_failed_continuous_damage_save_is_one_wound_and_not_repeated() -> None:
    # Vulkan Shotgun: PS 6, AP, Continuous Damage. Against Total Immunity it is N (full ARM 3,
    # SV 9) and a failed save is not repeated: one face, one Wound, VITA 2 stays Normal.
    events = _hit_once("vulkan_shotgun", (20,), arm=3, vitality=2)
    made = _made(events)
    assert (made.ammo, made.attribute_value, made.success_value) == (("N",), 3, 9)
    assert [(r.face, r.passed, r.repeat) for r in made.rolls] == [(20, False, 0)]
    [wounded] = _wounded(events)
    assert (wounded.wounds, wounded.state) == (1, "normal")


def test_without_total_immunity_continuous_damage_repeats() -> None:
    # AP halves ARM 3 to 2: SV 8. The 20 and the 10 fail (two Wounds, VITA 2: Unconscious),
    # and the save is repeated until one passes (the 1).
    made = _made(_hit_once("vulkan_shotgun", (20, 10, 1), arm=3, vitality=2, skills=()))
    assert made.success_value == 8
    assert [(r.passed, r.repeat) for r in made.rolls] == [(False, 0), (False, 1), (True, 2)]


def test_a_game_of_revision_3_is_decided_as_it_was_played() -> None:
    # Recorded before Total Immunity cancelled these traits: ARM=0 and the repeats still apply.
    arm_zero = _made(_hit_once("k1_combi_rifle", (11,), arm=4, catalogue_revision=3))
    assert (arm_zero.attribute_value, arm_zero.success_value) == (0, 7)
    burning = _made(_hit_once("vulkan_shotgun", (20, 1), arm=3, vitality=2, catalogue_revision=3))
    assert [(r.passed, r.repeat) for r in burning.rolls] == [(False, 0), (True, 1)]
