"""Every worked example of RULES.md and of the rule pages it quotes, as written there.

Fennec Fusilier BS 12 against Senku BS 11, both with Combi Rifles at 15 inches (Senku B at 9),
both behind cover. Where a page's picture holds faces the text does not give, the test uses
faces that match every sentence of the text and says so.
"""

from __future__ import annotations

import pytest

from service.rules.burst import AroDeclaration, RollPairing, pair_rolls, split_burst
from service.rules.die_reading import FACES, read_die
from service.rules.rolls import ALL_CRITICALS, SideRoll, face_to_face, normal_roll
from service.rules.saves import save_rule_for_weapon, save_value, saves_for_hits
from service.rules.values import Edition, Mod, ModSource, SuccessValue, success_value
from service.rules.weapons import CATALOGUE, range_mod_entry

N5 = Edition.N5
COMBI = CATALOGUE["combi_rifle"]
COVER = Mod(-3, ModSource.COVER)


def bs(attribute: int, distance: float) -> SuccessValue:
    return success_value(attribute, [range_mod_entry(COMBI, distance), COVER])


FENNEC = bs(12, 15)
SENKU_A = bs(11, 15)
SENKU_B = bs(11, 9)
BOTH_SENKU_SHOOT = [
    AroDeclaration("Senku A", "bs_attack"),
    AroDeclaration("Senku B", "bs_attack"),
]


def test_success_values_12_and_11() -> None:
    assert [m.value for m in FENNEC.mods] == [3, -3]
    assert FENNEC.value == 12
    assert SENKU_A.value == 11
    assert SENKU_B.value == 11


def test_split_burst_makes_two_face_to_face_rolls() -> None:
    parts = split_burst(COMBI.burst, [("Senku A", 2), ("Senku B", 1)])
    assert pair_rolls("Fennec", parts, BOTH_SENKU_SHOOT) == (
        RollPairing("face_to_face", 2, "Senku A", "Senku A", "bs_attack"),
        RollPairing("face_to_face", 1, "Senku B", "Senku B", "bs_attack"),
    )


def test_against_senku_a_the_5_cancels_the_4_and_the_9_wins() -> None:
    outcome = face_to_face(
        SideRoll("Fennec", FENNEC, (4, 9)), SideRoll("Senku A", SENKU_A, (5,)), N5
    )
    fennec = outcome.side("Fennec")
    assert [d.cancelled_by for d in fennec.dice] == [0, None]
    assert outcome.side("Senku A").dice[0].cancelled_by == 1
    assert outcome.winner == "Fennec"
    assert (fennec.hits, fennec.criticals) == (1, 0)
    rule = save_rule_for_weapon(COMBI, N5)
    assert len(saves_for_hits(rule, fennec.hits, fennec.criticals)) == 1


def test_against_senku_b_both_11_the_senku_critical_wins() -> None:
    outcome = face_to_face(
        SideRoll("Fennec", FENNEC, (11,)), SideRoll("Senku B", SENKU_A, (11,)), N5
    )
    fennec, senku = outcome.sides
    assert (fennec.dice[0].success, fennec.dice[0].critical) == (True, False)
    assert (senku.dice[0].success, senku.dice[0].critical) == (True, True)
    assert fennec.dice[0].cancelled_by == 0
    assert outcome.winner == "Senku B"
    assert (senku.hits, senku.criticals) == (0, 1)


@pytest.mark.parametrize("fennec_arm", [0, 1, 3])
def test_a_critical_hit_is_two_saving_rolls_at_arm_plus_ps_7(fennec_arm: int) -> None:
    rule = save_rule_for_weapon(COMBI, N5)
    saves = saves_for_hits(rule, hits=0, criticals=1)
    assert len(saves) == 2
    assert [s.spec.critical_extra for s in saves] == [False, True]
    assert save_value(rule, fennec_arm, COMBI.ps).value == fennec_arm + 7


def test_full_burst_on_senku_a_is_face_to_face_and_senku_b_rolls_normally() -> None:
    parts = split_burst(COMBI.burst, [("Senku A", 3)])
    assert pair_rolls("Fennec", parts, BOTH_SENKU_SHOOT) == (
        RollPairing("face_to_face", 3, "Senku A", "Senku A", "bs_attack"),
        RollPairing("normal", 0, None, "Senku B", "bs_attack"),
    )


# The page gives only the two Criticals; the Fennec's other two dice are not in its text.
@pytest.mark.parametrize("fennec_faces", [(12, 3, 18), (7, 12, 10), (12, 12, 20)])
def test_both_critical_everything_cancelled(fennec_faces: tuple[int, ...]) -> None:
    outcome = face_to_face(
        SideRoll("Fennec", FENNEC, fennec_faces), SideRoll("Senku A", SENKU_A, (11,)), N5
    )
    assert outcome.winner is None
    for side in outcome.sides:
        assert (side.hits, side.criticals) == (0, 0)
        assert all(d.cancelled_by == ALL_CRITICALS for d in side.dice if d.success)


def test_senku_b_normal_roll_of_14_misses() -> None:
    outcome = normal_roll(SideRoll("Senku B", SENKU_B, (14,)), N5)
    assert outcome.kind == "normal"
    assert not outcome.side("Senku B").dice[0].success
    assert outcome.winner is None


# 1 v 1: the Fennec's three faces are only in the page's picture; the text says every roll
# succeeded and the Senku's 7 cancelled "all the other successful results below 7".
@pytest.mark.parametrize("fennec_faces", [(2, 6, 5), (1, 3, 6), (6, 6, 6)])
def test_one_v_one_the_senku_7_wins(fennec_faces: tuple[int, ...]) -> None:
    outcome = face_to_face(
        SideRoll("Fennec", FENNEC, fennec_faces), SideRoll("Senku", SENKU_A, (7,)), N5
    )
    assert all(d.success for side in outcome.sides for d in side.dice)
    assert outcome.winner == "Senku"
    assert all(d.cancelled_by == 0 for d in outcome.side("Fennec").dice)
    senku = outcome.side("Senku")
    rule = save_rule_for_weapon(COMBI, N5)
    assert len(saves_for_hits(rule, senku.hits, senku.criticals)) == 1


@pytest.mark.parametrize(("face", "success"), [(8, True), (12, False)])
def test_normal_roll_bs_12_minus_3(face: int, success: bool) -> None:
    sv = success_value(12, [Mod(-3)])
    assert sv.value == 9
    assert normal_roll(SideRoll("Fennec", sv, (face,)), N5).side("Fennec").wins is success


def test_maximum_modifier_example() -> None:
    sv = success_value(
        13,
        [Mod(-6, ModSource.MIMETISM), Mod(-3, ModSource.COVER), Mod(-6, ModSource.RANGE)],
    )
    assert (sv.raw_mod_total, sv.mod_total, sv.value) == (-15, -12, 1)


def test_codeone_cc_23() -> None:
    criticals = [f for f in FACES if read_die(f, 23, Edition.CODEONE).critical]
    assert criticals == [17, 18, 19, 20]
    assert read_die(4, 23, Edition.CODEONE).value == 7


def test_n5_cc_24() -> None:
    criticals = sorted(f for f in FACES if read_die(f, 24, N5).critical)
    assert criticals == [1, 2, 3, 4, 20]
    assert all(read_die(f, 24, N5).success for f in FACES)


def test_codeone_pages_give_the_same_face_offs() -> None:
    """The CodeOne page tells the same examples (Fusilier and Zhanshi) with the same dice."""
    split_a = face_to_face(
        SideRoll("Fusilier", FENNEC, (4, 9)), SideRoll("Zhanshi A", SENKU_A, (5,)), Edition.CODEONE
    )
    split_b = face_to_face(
        SideRoll("Fusilier", FENNEC, (11,)), SideRoll("Zhanshi B", SENKU_A, (11,)), Edition.CODEONE
    )
    assert (split_a.winner, split_b.winner) == ("Fusilier", "Zhanshi B")
