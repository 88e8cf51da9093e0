"""Exact Wound odds against saves.resolve_saves applied to every sequence of save results."""

from __future__ import annotations

from collections import defaultdict
from fractions import Fraction

import pytest

from service.rules.ammo import Ammo, SaveAttribute
from service.rules.die_reading import FACES
from service.rules.odds import (
    OddsKind,
    OddsSide,
    SideOdds,
    TargetSpec,
    WeaponSpec,
    odds,
    weapon_spec,
)
from service.rules.saves import (
    Condition,
    MissingSaveFacesError,
    WoundState,
    resolve_saves,
    save_rule,
    save_value,
    saves_for_hits,
    state_for_wounds,
)
from service.rules.values import Edition, success_value
from service.rules.weapons import CATALOGUE
from tests.unit.rules.test_odds_oracle import outcome_table

Fate = tuple[int, WoundState]
"""(Wounds dealt, the target's state afterwards)."""


def brute_force_fates(
    weapon: WeaponSpec, edition: Edition, criticals: int, hits: int
) -> dict[Fate, Fraction]:
    """Feed resolve_saves one more face whenever it asks for one, down every branch.

    Only whether a face passes matters to a save, so each branch tries the lowest passing and
    the lowest failing face, weighted by how many faces pass or fail.
    """
    target = weapon.target
    rule = save_rule(weapon.ammo, weapon.save_attribute, edition, continuous=weapon.continuous)
    sv = save_value(
        rule,
        target.attribute(rule.attribute),
        weapon.ps,
        partial_cover=target.partial_cover,
        mods=weapon.save_mods,
    ).value
    saves = saves_for_hits(rule, hits, criticals)
    start = Condition(
        target.vitality,
        target.structure,
        target.wounds,
        state_for_wounds(target.wounds, target.vitality),
    )
    branches = [
        (min(group), Fraction(len(group), len(FACES)))
        for group in ([f for f in FACES if f <= sv], [f for f in FACES if f > sv])
        if group
    ]
    fates: defaultdict[Fate, Fraction] = defaultdict(Fraction)

    def walk(faces: list[int], weight: Fraction) -> None:
        try:
            resolution = resolve_saves(saves, sv, faces, start)
        except MissingSaveFacesError:
            for face, share in branches:
                walk([*faces, face], weight * share)
            return
        fates[(resolution.wounds, resolution.condition.state)] += weight

    walk([], Fraction(1))
    return dict(fates)


def expected_fates(
    kind: OddsKind, sides: list[OddsSide], edition: Edition, shooter: int
) -> dict[Fate, Fraction]:
    result = odds(kind, sides, edition)
    weapon = sides[shooter].weapon
    assert weapon is not None
    fates: defaultdict[Fate, Fraction] = defaultdict(Fraction)
    for results, p in outcome_table(result).items():
        criticals, hits = results[shooter]
        for fate, q in brute_force_fates(weapon, edition, criticals, hits).items():
            fates[fate] += p * q
    return dict(fates)


def fates_of(summary: SideOdds) -> tuple[dict[int, Fraction], Fraction, Fraction]:
    assert summary.wounds_distribution is not None
    assert summary.p_unconscious is not None
    assert summary.p_dead is not None
    wounds = {k: p for k, p in enumerate(summary.wounds_distribution) if p}
    return wounds, summary.p_unconscious, summary.p_dead


def weapon(
    ps: int,
    ammo: tuple[Ammo, ...],
    attribute: SaveAttribute,
    target: TargetSpec,
    continuous: bool = False,
    *,
    n5_chart: bool = False,
) -> WeaponSpec:
    return WeaponSpec(ps, ammo, attribute, target, continuous, n5_chart=n5_chart)


CASES = [
    # (id, shooter SV/B/+SD, enemy SV/B, weapon, edition)
    ("N", (12, 3, False), (11, 1), weapon(7, (Ammo.N,), "ARM", TargetSpec(arm=3)), Edition.N5),
    (
        "EXP on a wounded VITA 2",
        (23, 2, False),
        (10, 1),
        weapon(4, (Ammo.EXP,), "ARM", TargetSpec(arm=2, vitality=2, wounds=1)),
        Edition.CODEONE,
    ),
    (
        "T2",
        (13, 2, True),
        (12, 1),
        weapon(6, (Ammo.T2,), "ARM", TargetSpec(arm=4, vitality=2)),
        Edition.N5,
    ),
    (
        "Shock N5",
        (21, 2, False),
        (11, 1),
        weapon(5, (Ammo.SHOCK,), "ARM", TargetSpec(arm=1)),
        Edition.N5,
    ),
    (
        "Shock CodeOne",
        (21, 2, False),
        (11, 1),
        weapon(5, (Ammo.SHOCK,), "ARM", TargetSpec(arm=1)),
        Edition.CODEONE,
    ),
    (
        "Shock on STR",
        (21, 2, False),
        (11, 1),
        weapon(5, (Ammo.SHOCK,), "ARM", TargetSpec(arm=1, structure=True)),
        Edition.N5,
    ),
    (
        "Continuous Damage",
        (14, 2, False),
        (9, 1),
        weapon(5, (Ammo.CONTINUOUS_DAMAGE,), "ARM", TargetSpec(arm=1, vitality=2)),
        Edition.N5,
    ),
    (
        "Shock with Continuous Damage",
        (14, 2, False),
        (9, 1),
        weapon(3, (Ammo.SHOCK, Ammo.CONTINUOUS_DAMAGE), "ARM", TargetSpec(arm=2, vitality=2)),
        Edition.N5,
    ),
    (
        "DA with the Continuous Damage trait",
        (22, 2, False),
        (12, 1),
        weapon(6, (Ammo.DA,), "ARM", TargetSpec(arm=2, vitality=2), continuous=True),
        Edition.N5,
    ),
    # PARA and E/M wound only under catalogue revisions 1 and 2. From revision 3 (N5
    # Ammunition Summary Chart, https://infinitythewiki.com/Ammunition_Summary_Chart) they are
    # Non-Lethal and have no Wound odds: tests/unit/rules/test_odds_non_lethal.py.
    (
        "PARA (catalogue revision 2)",
        (12, 2, False),
        (13, 1),
        weapon(3, (Ammo.PARA,), "PH", TargetSpec(ph=11), n5_chart=False),
        Edition.N5,
    ),
    (
        "AP in Partial Cover",
        (12, 3, False),
        (11, 1),
        weapon(7, (Ammo.AP,), "ARM", TargetSpec(arm=5, partial_cover=True)),
        Edition.N5,
    ),
    (
        "E/M (catalogue revision 2)",
        (12, 2, False),
        (11, 2),
        weapon(6, (Ammo.EM,), "BTS", TargetSpec(bts=3), n5_chart=False),
        Edition.N5,
    ),
    (
        "save below SV 1 with Continuous Damage",
        (10, 1, True),
        (10, 1),
        weapon(0, (Ammo.CONTINUOUS_DAMAGE,), "ARM", TargetSpec(arm=0, vitality=2)),
        Edition.N5,
    ),
    (
        "AP+DA on an Unconscious target",
        (12, 2, False),
        (11, 1),
        weapon(7, (Ammo.AP, Ammo.DA), "ARM", TargetSpec(arm=3, vitality=1, wounds=1)),
        Edition.N5,
    ),
]


@pytest.mark.parametrize(
    ("shooter", "enemy", "spec", "edition"),
    [case[1:] for case in CASES],
    ids=[case[0] for case in CASES],
)
def test_face_to_face_wounds_match_resolving_every_save(
    shooter: tuple[int, int, bool],
    enemy: tuple[int, int],
    spec: WeaponSpec,
    edition: Edition,
) -> None:
    sides = [
        OddsSide("shooter", success_value(shooter[0]), shooter[1], shooter[2], spec),
        OddsSide("enemy", success_value(enemy[0]), enemy[1]),
    ]
    result = odds("face_to_face", sides, edition)
    wounds, unconscious, dead = fates_of(result.sides[0])
    fates = expected_fates("face_to_face", sides, edition, shooter=0)
    expected_wounds: defaultdict[int, Fraction] = defaultdict(Fraction)
    for (dealt, _), p in fates.items():
        expected_wounds[dealt] += p
    assert wounds == dict(expected_wounds)
    assert unconscious == sum(p for (_, state), p in fates.items() if state == "unconscious")
    assert dead == sum(p for (_, state), p in fates.items() if state == "dead")
    summary = result.sides[0]
    assert summary.expected_wounds == sum(k * p for k, p in wounds.items())
    assert result.sides[1].wounds_distribution is None


def test_normal_roll_wounds_match_resolving_every_save() -> None:
    spec = weapon(5, (Ammo.DA,), "ARM", TargetSpec(arm=2, vitality=2))
    sides = [OddsSide("shooter", success_value(13), 3, False, spec)]
    result = odds("normal", sides, Edition.N5)
    wounds, unconscious, dead = fates_of(result.sides[0])
    fates = expected_fates("normal", sides, Edition.N5, shooter=0)
    assert dead == sum(p for (_, state), p in fates.items() if state == "dead")
    assert unconscious == sum(p for (_, state), p in fates.items() if state == "unconscious")
    assert sum(wounds.values()) == 1


def test_shock_kills_a_vita_1_target_that_takes_one_wound() -> None:
    target = TargetSpec(arm=1)
    shooter = OddsSide("s", success_value(12), 1, weapon=weapon(5, (Ammo.SHOCK,), "ARM", target))
    plain = OddsSide("s", success_value(12), 1, weapon=weapon(5, (Ammo.N,), "ARM", target))
    shock = odds("normal", [shooter], Edition.N5).sides[0]
    normal = odds("normal", [plain], Edition.N5).sides[0]
    assert shock.wounds_distribution == normal.wounds_distribution
    assert normal.p_dead is not None
    assert normal.p_unconscious is not None
    assert shock.p_dead == normal.p_dead + normal.p_unconscious
    assert shock.p_unconscious == 0
    # SV 12 hits on 1..11 (one save) or scores a Critical on 12 (two saves); a save at
    # ARM 1 + PS 5 = 6 fails on 7..20. Exactly one Wound leaves a VITA 1 trooper Unconscious.
    fails = Fraction(14, 20)
    assert normal.p_unconscious == Fraction(11, 20) * fails + Fraction(1, 20) * 2 * fails * (
        1 - fails
    )


def test_a_save_that_cannot_fail_deals_no_wounds() -> None:
    spec = weapon(18, (Ammo.N,), "ARM", TargetSpec(arm=4))
    summary = odds("normal", [OddsSide("s", success_value(15), 3, weapon=spec)], Edition.N5)
    assert summary.sides[0].save_value == 22
    assert summary.sides[0].wounds_distribution == (Fraction(1),)
    assert summary.sides[0].p_dead == 0


def test_catalogue_weapon_against_a_target() -> None:
    spec = weapon_spec(CATALOGUE["combi_rifle"], TargetSpec(arm=1, vitality=1))
    assert spec == WeaponSpec(7, (Ammo.N,), "ARM", TargetSpec(arm=1, vitality=1))
    summary = odds("normal", [OddsSide("s", success_value(12), 3, weapon=spec)], Edition.N5)
    assert summary.sides[0].save_value == 8


def test_a_dead_target_is_rejected() -> None:
    spec = weapon(7, (Ammo.N,), "ARM", TargetSpec(arm=1, vitality=1, wounds=2))
    with pytest.raises(ValueError, match="already Dead"):
        odds("normal", [OddsSide("s", success_value(12), 3, weapon=spec)], Edition.N5)
