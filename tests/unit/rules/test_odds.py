"""Exact odds of Face to Face and Normal Rolls against brute force and published figures."""

from __future__ import annotations

from fractions import Fraction

import pytest

from service.rules.ammo import Ammo
from service.rules.die_reading import FACES
from service.rules.odds import Odds, OddsSide, TargetSpec, WeaponSpec, odds
from service.rules.values import Edition, Mod, ModSource, success_value
from tests.unit.rules.test_odds_oracle import (
    brute_force_face_to_face,
    brute_force_normal,
    outcome_table,
)


def side(
    name: str, sv: int, burst: int, extra_die: bool = False, weapon: WeaponSpec | None = None
) -> OddsSide:
    return OddsSide(name, success_value(sv), burst, extra_die, weapon)


def percent(p: Fraction) -> str:
    return f"{float(p) * 100:.3f}"


# --- inf-dice ------------------------------------------------------------------------------
# inf-dice's own regression test (toadchild/inf-dice, test.pl) runs P1 BS 9 B3 DAM 4 against
# P2 BS 12 B1 DAM 12 and prints each (hits, Criticals) count out of 160,000 rolls, "No Hits"
# 10.823%, then "P1 Scores 1+ Successes" 17.410% and "P2 ... 1+" 21.148%. The last two are not
# face-off odds: they count Wounds after saves (a save fails with probability DAM/20, i.e. a
# save of SV 20 - DAM, with an extra save per Critical as in N5), which is why the three
# figures do not add up to 100% (the third figure beside them is "No Successes", 61.44%).

INF_DICE_COUNTS = {
    ((1, 0), (0, 0)): 12045,
    ((2, 0), (0, 0)): 807,
    ((3, 0), (0, 0)): 19,
    ((0, 1), (0, 0)): 39948,
    ((1, 1), (0, 0)): 6576,
    ((2, 1), (0, 0)): 276,
    ((0, 2), (0, 0)): 22524,
    ((1, 2), (0, 0)): 1956,
    ((0, 3), (0, 0)): 4880,
    ((0, 0), (0, 0)): 17317,
    ((0, 0), (1, 0)): 6859,
    ((0, 0), (0, 1)): 46793,
}


def test_face_off_matches_inf_dice_count_for_count() -> None:
    result = odds("face_to_face", [side("p1", 9, 3), side("p2", 12, 1)], Edition.N5)
    expected = {key: Fraction(n, 160_000) for key, n in INF_DICE_COUNTS.items()}
    assert outcome_table(result) == expected
    assert percent(result.neither) == "10.823"


def test_wounds_match_inf_dice_successes() -> None:
    def dam(value: int) -> WeaponSpec:
        # ARM 0 and PS 20 - DAM: a save fails on DAM faces out of 20, as in inf-dice.
        return WeaponSpec(20 - value, (Ammo.N,), "ARM", TargetSpec(arm=0, vitality=1))

    result = odds(
        "face_to_face",
        [side("p1", 9, 3, weapon=dam(4)), side("p2", 12, 1, weapon=dam(12))],
        Edition.N5,
    )
    p1, p2 = result.sides
    assert p1.wounds_distribution is not None
    assert p2.wounds_distribution is not None
    assert percent(1 - p1.wounds_distribution[0]) == "17.410"
    assert percent(1 - p2.wounds_distribution[0]) == "21.148"
    # The "No Successes" line: neither side wounds the other.
    nobody = 1 - (1 - p1.wounds_distribution[0]) - (1 - p2.wounds_distribution[0])
    assert f"{float(nobody) * 100:.2f}" == "61.44"


# --- brute force ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("a", "b", "edition"),
    [
        (side("a", 12, 1), side("b", 11, 1), Edition.N5),
        (side("a", 12, 2), side("b", 11, 2), Edition.N5),
        (side("a", 23, 2), side("b", 14, 2), Edition.CODEONE),
        (side("a", 23, 2), side("b", 21, 1), Edition.N5),
        (side("a", 22, 3), side("b", 13, 1), Edition.CODEONE),
        (side("a", 1, 2), side("b", 20, 2), Edition.N5),
        (side("a", -3, 2), side("b", 10, 2), Edition.N5),
        (side("a", 12, 1, extra_die=True), side("b", 11, 1, extra_die=True), Edition.N5),
        (side("a", 13, 2, extra_die=True), side("b", 15, 1), Edition.N5),
        (side("a", 21, 2, extra_die=True), side("b", 12, 1), Edition.CODEONE),
        (side("a", 0, 2, extra_die=True), side("b", 8, 1, extra_die=True), Edition.N5),
    ],
    ids=lambda v: (
        f"SV{v.sv.value}B{v.burst}{'+SD' if v.extra_die else ''}"
        if isinstance(v, OddsSide)
        else str(v)
    ),
)
def test_face_to_face_matches_resolving_every_roll(
    a: OddsSide, b: OddsSide, edition: Edition
) -> None:
    result = odds("face_to_face", [a, b], edition)
    assert outcome_table(result) == brute_force_face_to_face(a, b, edition)


@pytest.mark.parametrize(
    ("one", "edition"),
    [
        (side("x", 12, 3), Edition.N5),
        (side("x", 24, 2), Edition.N5),
        (side("x", 24, 2), Edition.CODEONE),
        (side("x", 9, 2, extra_die=True), Edition.N5),
        (side("x", 25, 2, extra_die=True), Edition.CODEONE),
    ],
)
def test_normal_roll_matches_resolving_every_roll(one: OddsSide, edition: Edition) -> None:
    result = odds("normal", [one], edition)
    expected = {(key,): p for key, p in brute_force_normal(one, edition).items()}
    assert outcome_table(result) == expected


# --- figures worked out by hand ------------------------------------------------------------


def test_seed_face_off_fennec_against_senku() -> None:
    """Fennec SV 12 B3 against Senku SV 11 B1 (the Combi Rifle seed example)."""
    result = odds("face_to_face", [side("fennec", 12, 3), side("senku", 11, 1)], Edition.N5)
    table = outcome_table(result)
    # The Senku wins with a Critical exactly when she rolls 11 and the Fennec rolls no 12.
    assert table[((0, 0), (1, 0))] == Fraction(1, 20) * Fraction(19, 20) ** 3
    # Three Critical hits: three 12s, and the Senku's die is anything but her Critical.
    assert table[((3, 0), (0, 0))] == Fraction(1, 20) ** 3 * Fraction(19, 20)
    fennec, senku = result.sides
    assert fennec.success_value == 12
    assert senku.success_value == 11
    assert fennec.win + senku.win + result.neither == 1


def test_a_critical_wins_while_its_low_partner_is_cancelled() -> None:
    """RULES.md: A rolls a Critical and a 5, B rolls a 9: A scores exactly one critical hit.

    A (SV 10, B2) scores exactly (1 Critical, 0 hits) against B (SV 12, B1) when one die is
    the 10 and the other fails (11..20) or is a success B's die cancels (at most B's value,
    at most 9 since a second 10 would be a second Critical), and B rolls no Critical (12).
    """
    result = odds("face_to_face", [side("a", 10, 2), side("b", 12, 1)], Edition.N5)
    ways = 0
    for b in (face for face in FACES if face != 12):  # B's Critical is another outcome
        cancelled = min(b, 9) if b <= 11 else 0
        ways += 2 * (10 + cancelled)  # 2: either of A's dice can be the Critical
    assert outcome_table(result)[((1, 0), (0, 0))] == Fraction(ways, 20**3)


def test_sv_below_one_rolls_no_die_and_cannot_win() -> None:
    blind = OddsSide("blind", success_value(8, [Mod(-12, ModSource.RANGE)]), 3)
    assert blind.sv.value < 1
    shooter = side("shooter", 11, 2)
    result = odds("face_to_face", [blind, shooter], Edition.N5)
    alone = odds("normal", [shooter], Edition.N5)
    assert result.sides[0].win == 0
    assert result.sides[0].hits_distribution == (Fraction(1), Fraction(0), Fraction(0), Fraction(0))
    assert result.sides[1].win == alone.sides[0].win
    assert result.sides[1].hits_distribution == alone.sides[0].hits_distribution


def test_two_independent_normal_rolls_multiply() -> None:
    a, b = side("a", 12, 2), side("b", 9, 1, extra_die=True)
    both = odds("normal", [a, b], Edition.N5)
    only_a = outcome_table(odds("normal", [a], Edition.N5))
    only_b = outcome_table(odds("normal", [b], Edition.N5))
    expected = {ka + kb: pa * pb for ka, pa in only_a.items() for kb, pb in only_b.items()}
    assert outcome_table(both) == expected
    assert both.neither == only_a[((0, 0),)] * only_b[((0, 0),)]
    # Two independent rolls can both succeed, so the wins do not partition the outcomes.
    assert both.sides[0].win + both.sides[1].win + both.neither > 1


def test_side_summaries_agree_with_the_outcomes() -> None:
    result: Odds = odds(
        "face_to_face", [side("a", 14, 4, extra_die=True), side("b", 13, 2)], Edition.N5
    )
    assert sum(o.probability for o in result.outcomes) == 1
    for summary in result.sides:
        name = summary.name
        assert len(summary.hits_distribution) == (5 if name == "a" else 3)
        for k, p in enumerate(summary.hits_distribution):
            assert p == sum(o.probability for o in result.outcomes if o.hits[name] == k)
        expected_hits = sum(o.hits[name] * o.probability for o in result.outcomes)
        expected_crits = sum(o.criticals[name] * o.probability for o in result.outcomes)
        assert summary.expected_hits == expected_hits
        assert summary.expected_criticals == expected_crits
        assert summary.win == sum(
            o.probability for o in result.outcomes if o.hits[name] + o.criticals[name] > 0
        )
        assert summary.wounds_distribution is None
        assert summary.p_dead is None


def test_extra_die_helps_the_side_that_rolls_it() -> None:
    plain = odds("face_to_face", [side("a", 12, 3), side("b", 12, 3)], Edition.N5)
    boosted = odds("face_to_face", [side("a", 12, 3, extra_die=True), side("b", 12, 3)], Edition.N5)
    assert boosted.sides[0].win > plain.sides[0].win
    assert boosted.sides[1].win < plain.sides[1].win
    assert plain.sides[0].win == plain.sides[1].win


# --- validation ----------------------------------------------------------------------------


@pytest.mark.parametrize("burst", [0, 7, -1])
def test_burst_outside_one_to_six_is_rejected(burst: int) -> None:
    with pytest.raises(ValueError, match="Burst"):
        odds("normal", [side("a", 12, burst)], Edition.N5)


def test_face_to_face_needs_two_sides() -> None:
    with pytest.raises(ValueError, match="exactly two"):
        odds("face_to_face", [side("a", 12, 3)], Edition.N5)
    with pytest.raises(ValueError, match="exactly two"):
        odds("face_to_face", [side("a", 12, 3), side("b", 1, 1), side("c", 1, 1)], Edition.N5)


def test_normal_takes_one_or_two_sides() -> None:
    with pytest.raises(ValueError, match="one side"):
        odds("normal", [], Edition.N5)
    with pytest.raises(ValueError, match="one side"):
        odds("normal", [side("a", 1, 1), side("b", 1, 1), side("c", 1, 1)], Edition.N5)


def test_sides_need_distinct_names() -> None:
    with pytest.raises(ValueError, match="own name"):
        odds("face_to_face", [side("a", 12, 3), side("a", 11, 1)], Edition.N5)


def test_unknown_kind_is_rejected() -> None:
    with pytest.raises(ValueError, match="kind"):
        odds("dodge", [side("a", 12, 3)], Edition.N5)  # type: ignore[arg-type]
