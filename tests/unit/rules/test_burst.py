from __future__ import annotations

import pytest

from service.rules.burst import (
    Allocation,
    AroDeclaration,
    RollPairing,
    attack_burst,
    coordinated_burst,
    dice_with_special_die,
    discard_die,
    discard_order,
    drop_failed_targets,
    pair_rolls,
    reroll_die,
    spearhead_burst,
    special_die_allowed,
    split_burst,
)
from service.rules.rolls import SideRoll, face_to_face, normal_roll
from service.rules.values import Edition, success_value

# --- Burst per attack -----------------------------------------------------------------------


def test_active_turn_uses_the_full_burst_with_mods() -> None:
    burst = attack_burst(3, active_turn=True, burst_mods=[1])
    assert (burst.value, burst.mods, burst.capped) == (4, (1,), False)


def test_burst_is_capped_at_6() -> None:
    burst = attack_burst(5, active_turn=True, burst_mods=[1, 1])
    assert burst.value == 6
    assert burst.capped
    assert not attack_burst(5, active_turn=True, burst_mods=[1]).capped


def test_aro_burst_is_1_and_ignores_burst_mods() -> None:
    burst = attack_burst(4, active_turn=False, burst_mods=[1])
    assert (burst.value, burst.mods, burst.active_turn) == (1, (), False)


def test_a_rule_can_override_the_aro_burst_up_to_6() -> None:
    assert attack_burst(3, active_turn=False, aro_burst=2).value == 2
    capped = attack_burst(3, active_turn=False, aro_burst=8)
    assert (capped.value, capped.capped) == (6, True)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"weapon_burst": 0, "active_turn": True}, "at least 1"),
        ({"weapon_burst": 3, "active_turn": True, "aro_burst": 2}, "active turn"),
        ({"weapon_burst": 3, "active_turn": False, "aro_burst": 0}, "at least 1"),
        ({"weapon_burst": 1, "active_turn": True, "burst_mods": [-1]}, "after MODs"),
    ],
)
def test_burst_inputs_are_validated(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        attack_burst(**kwargs)  # type: ignore[arg-type]


# --- splitting B among targets --------------------------------------------------------------


def test_split_keeps_the_declared_order() -> None:
    parts = split_burst(3, [("A", 2), ("B", 1)])
    assert parts == (Allocation("A", 2), Allocation("B", 1))


@pytest.mark.parametrize(
    ("burst", "allocation", "message"),
    [
        (3, [("A", 2)], "assigns 2 dice but the Burst is 3"),
        (3, [("A", 2), ("B", 2)], "assigns 4"),
        (3, [("A", 3), ("B", 0)], "at least one die"),
        (3, [("A", 2), ("A", 1)], "twice"),
        (3, [], "at least one target"),
    ],
)
def test_split_is_validated(burst: int, allocation: list[tuple[str, int]], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        split_burst(burst, allocation)


def test_dice_against_a_target_failing_requirements_are_lost() -> None:
    parts = split_burst(3, [("A", 2), ("B", 1)])
    assert drop_failed_targets(parts, ["A"]) == (Allocation("B", 1),)
    with pytest.raises(ValueError, match="not targets"):
        drop_failed_targets(parts, ["C"])


# --- Face to Face or Normal Roll ------------------------------------------------------------


def test_a_target_attacking_back_faces_off_and_another_attacker_rolls_normally() -> None:
    pairings = pair_rolls(
        "Fennec",
        split_burst(3, [("Senku A", 3)]),
        [AroDeclaration("Senku A", "bs_attack"), AroDeclaration("Senku B", "bs_attack")],
    )
    assert pairings == (
        RollPairing("face_to_face", 3, "Senku A", "Senku A", "bs_attack"),
        RollPairing("normal", 0, None, "Senku B", "bs_attack"),
    )


@pytest.mark.parametrize("kind", ["dodge", "reset", "cc_attack"])
def test_a_targeted_dodge_reset_or_cc_attack_faces_off(kind: str) -> None:
    pairings = pair_rolls("X", [Allocation("T", 2)], [AroDeclaration("T", kind)])  # type: ignore[arg-type]
    assert pairings == (RollPairing("face_to_face", 2, "T", "T", kind),)  # type: ignore[arg-type]


def test_a_target_that_does_nothing_is_a_normal_roll_for_the_attacker() -> None:
    assert pair_rolls("X", [Allocation("T", 2)], [AroDeclaration("T", "none")]) == (
        RollPairing("normal", 2, "T", None, None),
    )
    assert pair_rolls("X", [Allocation("T", 2)], []) == (RollPairing("normal", 2, "T", None, None),)


@pytest.mark.parametrize(
    "aro",
    [AroDeclaration("T", "other"), AroDeclaration("T", "bs_attack", against_attacker=False)],
)
def test_a_target_whose_aro_does_not_affect_the_attacker_gives_two_normal_rolls(
    aro: AroDeclaration,
) -> None:
    assert pair_rolls("X", [Allocation("T", 2)], [aro]) == (
        RollPairing("normal", 2, "T", None, None),
        RollPairing("normal", 0, None, "T", aro.kind),
    )


def test_untargeted_reactors_roll_normally_or_not_at_all() -> None:
    pairings = pair_rolls(
        "X",
        [Allocation("T", 1)],
        [
            AroDeclaration("D", "dodge"),
            AroDeclaration("S", "other"),
            AroDeclaration("N", "none"),
        ],
    )
    assert pairings == (
        RollPairing("normal", 1, "T", None, None),
        RollPairing("normal", 0, None, "D", "dodge"),
        RollPairing("normal", 0, None, "S", "other"),
    )


@pytest.mark.parametrize(
    ("allocation", "aros", "message"),
    [
        ([Allocation("T", 1)], [AroDeclaration("T", "dodge")] * 2, "two AROs"),
        ([Allocation("T", 1)], [AroDeclaration("X", "dodge")], "attacker"),
        ([Allocation("X", 1)], [], "itself"),
        ([Allocation("T", 1), Allocation("T", 1)], [], "twice"),
        ([Allocation("T", 0)], [], "at least one die"),
    ],
)
def test_pairing_inputs_are_validated(
    allocation: list[Allocation], aros: list[AroDeclaration], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        pair_rolls("X", allocation, aros)


def test_a_successful_dodge_protects_only_the_dodger() -> None:
    pairings = pair_rolls("X", split_burst(3, [("D", 2), ("T", 1)]), [AroDeclaration("D", "dodge")])
    assert [p.kind for p in pairings] == ["face_to_face", "normal"]
    attacker = success_value(12)
    dodge = face_to_face(
        SideRoll("X", attacker, (5, 7)), SideRoll("D", success_value(14), (10,)), Edition.N5
    )
    assert dodge.winner == "D"
    shot = normal_roll(SideRoll("X", attacker, (3,)), Edition.N5)
    assert shot.winner == "X"


# --- +1 SD and ReRoll -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("long_skill", "makes_roll", "allowed"),
    [(False, True, True), (True, True, False), (False, False, False), (True, False, False)],
)
def test_special_die_is_not_for_long_skills_nor_attacks_without_roll(
    long_skill: bool, makes_roll: bool, allowed: bool
) -> None:
    assert special_die_allowed(long_skill=long_skill, makes_roll=makes_roll) is allowed


def test_the_extra_die_goes_to_one_target_and_may_exceed_6() -> None:
    parts = split_burst(6, [("A", 5), ("B", 1)])
    assert dice_with_special_die(parts, "A") == (Allocation("A", 6), Allocation("B", 1))
    full = split_burst(6, [("A", 6)])
    assert dice_with_special_die(full, "A") == (Allocation("A", 7),)
    with pytest.raises(ValueError, match="not a target"):
        dice_with_special_die(parts, "C")


def test_discard_die_removes_the_chosen_die() -> None:
    assert discard_die([4, 15, 9], 1) == (4, 9)
    assert discard_die((4, 15), 0) == (15,)


@pytest.mark.parametrize(
    ("faces", "index", "message"),
    [
        ([4, 9], 2, "outside"),
        ([4, 9], -1, "outside"),
        ([4], 0, "at least two"),
        ([4, 0], 0, r"1\.\.20"),
    ],
)
def test_discard_die_is_validated(faces: list[int], index: int, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        discard_die(faces, index)


def test_discards_in_a_face_to_face_roll_go_active_player_first() -> None:
    assert discard_order(active_discards=True, reactive_discards=True) == ("active", "reactive")
    assert discard_order(active_discards=False, reactive_discards=True) == ("reactive",)
    assert discard_order(active_discards=False, reactive_discards=False) == ()


def test_reroll_replaces_one_die() -> None:
    assert reroll_die([4, 15, 9], 1, 2) == (4, 2, 9)


@pytest.mark.parametrize(
    ("faces", "index", "new_face", "message"),
    [([4, 9], 2, 5, "outside"), ([4, 9], 0, 21, r"1\.\.20"), ([], 0, 5, "outside")],
)
def test_reroll_is_validated(faces: list[int], index: int, new_face: int, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        reroll_die(faces, index, new_face)


@pytest.mark.parametrize(("weapon_burst", "halved"), [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3)])
def test_a_spearhead_uses_half_the_burst_rounded_up(weapon_burst: int, halved: int) -> None:
    """Coordinated Orders (N5): "half the indicated Burst (B) ..., rounded up"; by hand."""
    assert spearhead_burst(weapon_burst) == halved
    assert coordinated_burst(weapon_burst) == 1
