"""Exact Wound odds for every save rule the orders apply, against resolving every save face.

The oracle plays the saves as the orders do: the ammunition as the target's immunities leave
it, the ARM saves (each Critical adding one), then for a Combined Saving Roll the BTS saves if
the target still lives, each through saves.resolve_saves, down every branch of faces.
"""

from __future__ import annotations

import random
from collections import defaultdict
from dataclasses import dataclass
from fractions import Fraction

import pytest

from service.rules.ammo import COMBINED_SAVE_TRAIT, Ammo
from service.rules.catalogue import catalogue_weapon
from service.rules.die_reading import FACES
from service.rules.odds import OddsSide, TargetSpec, WeaponSpec, odds, weapon_spec
from service.rules.odds_saves import ConditionStates, SavePlan, SaveStep, dealt_weights
from service.rules.odds_wounds import wound_odds_from_counts
from service.rules.saves import (
    SHOCK_IMMUNITY,
    TOTAL_IMMUNITY,
    Condition,
    MissingSaveFacesError,
    PendingSave,
    WoundState,
    ammo_against,
    combined_save_attribute,
    combined_saves_for_hits,
    resolve_saves,
    save_rule,
    save_value,
    saves_for_hits,
    state_for_wounds,
)
from service.rules.values import Edition, Mod, success_value
from tests.unit.rules.test_odds_oracle import outcome_table

Fate = tuple[int, WoundState]
"""(Wounds dealt, the target's state afterwards)."""
EVERY_FACE_UP_TO = 3
"""Branches on each of the 20 faces for the first dice of a group of at most this many saves;
otherwise on the lowest passing and lowest failing face, weighted by how many faces do the
same (only whether a face passes matters to a save)."""


def _groups(
    weapon: WeaponSpec, edition: Edition, criticals: int, hits: int
) -> list[tuple[tuple[PendingSave, ...], int]]:
    target = weapon.target
    ammo = ammo_against(weapon.ammo, target.immunities)
    # Immunity (N5): Total Immunity is also immune to the Continuous Damage trait.
    continuous = weapon.continuous and TOTAL_IMMUNITY not in target.immunities
    first = save_rule(ammo, weapon.save_attribute, edition, continuous=continuous)
    groups = [(first, saves_for_hits(first, hits, criticals))]
    second = combined_save_attribute((COMBINED_SAVE_TRAIT,) if weapon.combined else (), edition)
    if second is not None:
        other = save_rule(ammo, second, edition, continuous=continuous)
        groups.append((other, combined_saves_for_hits(other, hits, criticals)))
    return [
        (
            pending,
            save_value(
                rule,
                target.attribute(rule.attribute),
                weapon.ps,
                partial_cover=target.partial_cover,
                mods=weapon.save_mods,
            ).value,
        )
        for rule, pending in groups
    ]


def oracle_fates(
    weapon: WeaponSpec, edition: Edition, criticals: int, hits: int
) -> dict[Fate, Fraction]:
    target = weapon.target
    nwi = target.no_wound_incapacitation
    start = Condition(
        target.vitality,
        target.structure,
        target.wounds,
        state_for_wounds(target.wounds, target.vitality, no_wound_incapacitation=nwi),
        nwi,
    )
    reached = {start: Fraction(1)}
    for pending, sv in _groups(weapon, edition, criticals, hits):
        after: defaultdict[Condition, Fraction] = defaultdict(Fraction)
        for condition, weight in reached.items():
            if condition.state == "dead":  # a Dead trooper makes no more saves
                after[condition] += weight
            else:
                _walk(pending, sv, condition, [], weight, after)
        reached = dict(after)
    fates: defaultdict[Fate, Fraction] = defaultdict(Fraction)
    for condition, weight in reached.items():
        fates[(condition.wounds - start.wounds, condition.state)] += weight
    return dict(fates)


def _walk(
    pending: tuple[PendingSave, ...],
    sv: int,
    condition: Condition,
    faces: list[int],
    weight: Fraction,
    after: defaultdict[Condition, Fraction],
) -> None:
    """Feed resolve_saves one more face whenever it asks for one, down every branch."""
    try:
        resolution = resolve_saves(pending, sv, faces, condition)
    except MissingSaveFacesError:
        if len(pending) <= EVERY_FACE_UP_TO and len(faces) < EVERY_FACE_UP_TO:
            branches = [(face, Fraction(1, len(FACES))) for face in FACES]
        else:
            passing = [f for f in FACES if f <= sv]
            failing = [f for f in FACES if f > sv]
            branches = [
                (min(faces_alike), Fraction(len(faces_alike), len(FACES)))
                for faces_alike in (passing, failing)
                if faces_alike
            ]
        for face, share in branches:
            _walk(pending, sv, condition, [*faces, face], weight * share, after)
        return
    after[resolution.condition] += weight


def _check(counts: dict[tuple[int, int], int], weapon: WeaponSpec, edition: Edition) -> None:
    total = sum(counts.values())
    found = wound_odds_from_counts(counts, total, weapon, edition)
    fates: defaultdict[Fate, Fraction] = defaultdict(Fraction)
    for (criticals, hits), count in counts.items():
        for fate, p in oracle_fates(weapon, edition, criticals, hits).items():
            fates[fate] += Fraction(count, total) * p
    wounds: defaultdict[int, Fraction] = defaultdict(Fraction)
    for (dealt, _), p in fates.items():
        wounds[dealt] += p
    assert {k: p for k, p in enumerate(found.wounds_distribution) if p} == {
        k: p for k, p in wounds.items() if p
    }
    assert found.unconscious == sum(p for (_, s), p in fates.items() if s == "unconscious")
    assert found.dead == sum(p for (_, s), p in fates.items() if s == "dead")
    assert found.expected_wounds == sum(k * p for k, p in wounds.items())


AMMO = [
    (Ammo.N,),
    (Ammo.DA,),
    (Ammo.EXP,),
    (Ammo.T2,),
    (Ammo.SHOCK,),
    (Ammo.AP,),
    (Ammo.PARA,),
    (Ammo.CONTINUOUS_DAMAGE,),
    (Ammo.SHOCK, Ammo.CONTINUOUS_DAMAGE),
    (Ammo.AP, Ammo.DA),
    (Ammo.T2, Ammo.CONTINUOUS_DAMAGE),
]
IMMUNITIES = [(), (TOTAL_IMMUNITY,), (SHOCK_IMMUNITY,)]


def _random_case(rng: random.Random) -> tuple[dict[tuple[int, int], int], WeaponSpec]:
    vitality = rng.randint(1, 2)
    nwi = rng.random() < 0.4
    target = TargetSpec(
        arm=rng.randint(0, 5),
        bts=rng.randint(0, 6),
        ph=rng.randint(8, 13),
        vitality=vitality,
        structure=rng.random() < 0.2,
        partial_cover=rng.random() < 0.3,
        wounds=rng.randint(0, vitality),
        immunities=rng.choice(IMMUNITIES),
        no_wound_incapacitation=nwi,
    )
    ammo = rng.choice(AMMO)
    attribute = "PH" if Ammo.PARA in ammo else rng.choice(["ARM", "BTS"])
    weapon = WeaponSpec(
        ps=rng.randint(0, 9),
        ammo=ammo,
        save_attribute=attribute,  # type: ignore[arg-type]
        target=target,
        continuous=rng.random() < 0.15,
        save_mods=(Mod(rng.choice([-3, 0, 3])),),
        combined=attribute == "ARM" and rng.random() < 0.5,
    )
    results = [(c, h) for c in range(3) for h in range(3 - c)]
    counts = {result: rng.randint(0, 5) for result in rng.sample(results, 3)}
    counts[(0, 0)] = counts.get((0, 0), 0) + 1
    return counts, weapon


@pytest.mark.parametrize("seed", range(30))
def test_random_small_attacks_match_resolving_every_save(seed: int) -> None:
    rng = random.Random(seed)
    counts, weapon = _random_case(rng)
    _check(counts, weapon, rng.choice([Edition.N5, Edition.CODEONE]))


PLASMA_CARBINE = catalogue_weapon("plasma_carbine")
SHOCK_ON_VITA_1 = WeaponSpec(5, (Ammo.SHOCK,), "ARM", TargetSpec(arm=1))
HITS = {(0, 0): 3, (0, 1): 4, (1, 0): 1, (0, 2): 2, (1, 1): 1}


@pytest.mark.parametrize(
    ("name", "weapon"),
    [
        ("Shock", SHOCK_ON_VITA_1),
        (
            "Shock Immunity",
            WeaponSpec(5, (Ammo.SHOCK,), "ARM", TargetSpec(arm=1, immunities=(SHOCK_IMMUNITY,))),
        ),
        (
            "Total Immunity against EXP with Continuous Damage",
            WeaponSpec(
                4,
                (Ammo.EXP, Ammo.CONTINUOUS_DAMAGE),
                "ARM",
                TargetSpec(arm=2, vitality=2, immunities=(TOTAL_IMMUNITY,)),
            ),
        ),
        (
            "No Wound Incapacitation",
            WeaponSpec(6, (Ammo.DA,), "ARM", TargetSpec(arm=2, no_wound_incapacitation=True)),
        ),
        (
            "No Wound Incapacitation already at VITA",
            WeaponSpec(
                6, (Ammo.N,), "ARM", TargetSpec(arm=2, wounds=1, no_wound_incapacitation=True)
            ),
        ),
        ("Plasma Carbine", weapon_spec(PLASMA_CARBINE, TargetSpec(arm=2, bts=3))),
        (
            "Plasma with Continuous Damage on VITA 2",
            WeaponSpec(
                5, (Ammo.N,), "ARM", TargetSpec(arm=1, bts=0, vitality=2), True, combined=True
            ),
        ),
        (
            "Plasma in Partial Cover with Shock",
            WeaponSpec(
                7,
                (Ammo.SHOCK,),
                "ARM",
                TargetSpec(arm=3, bts=6, partial_cover=True),
                combined=True,
            ),
        ),
    ],
)
def test_each_save_rule_matches_resolving_every_save(name: str, weapon: WeaponSpec) -> None:
    for edition in Edition:
        _check(HITS, weapon, edition)


def test_shock_immunity_turns_shock_back_into_plain_saves() -> None:
    immune = WeaponSpec(5, (Ammo.SHOCK,), "ARM", TargetSpec(arm=1, immunities=(SHOCK_IMMUNITY,)))
    plain = WeaponSpec(5, (Ammo.N,), "ARM", TargetSpec(arm=1))
    total = sum(HITS.values())
    shocked = wound_odds_from_counts(HITS, total, SHOCK_ON_VITA_1, Edition.N5)
    saved = wound_odds_from_counts(HITS, total, immune, Edition.N5)
    assert saved == wound_odds_from_counts(HITS, total, plain, Edition.N5)
    assert shocked.dead > saved.dead


def test_no_wound_incapacitation_is_never_unconscious() -> None:
    weapon = WeaponSpec(6, (Ammo.DA,), "ARM", TargetSpec(arm=2, no_wound_incapacitation=True))
    found = wound_odds_from_counts(HITS, sum(HITS.values()), weapon, Edition.N5)
    assert found.unconscious == 0
    assert found.dead == sum(found.wounds_distribution[2:])


def test_plasma_saves_arm_then_bts() -> None:
    weapon = weapon_spec(PLASMA_CARBINE, TargetSpec(arm=2, bts=3))
    found = wound_odds_from_counts(HITS, sum(HITS.values()), weapon, Edition.N5)
    # The Plasma Carbine's Hit mode is PS 6 (N5 Weapon Chart): ARM 2 + 6, BTS 3 + 6.
    assert found.saves == (("ARM", 8), ("BTS", 9))
    assert found.save_value == 8
    codeone = wound_odds_from_counts(HITS, sum(HITS.values()), weapon, Edition.CODEONE)
    assert codeone.saves == (("ARM", 8),)


def test_plasma_face_to_face_matches_resolving_every_save() -> None:
    weapon = weapon_spec(PLASMA_CARBINE, TargetSpec(arm=1, bts=3, vitality=2))
    sides = [
        OddsSide("shooter", success_value(13), 2, True, weapon),
        OddsSide("enemy", success_value(11), 2),
    ]
    result = odds("face_to_face", sides, Edition.N5)
    fates: defaultdict[Fate, Fraction] = defaultdict(Fraction)
    for results, p in outcome_table(result).items():
        criticals, hits = results[0]
        for fate, q in oracle_fates(weapon, Edition.N5, criticals, hits).items():
            fates[fate] += p * q
    summary = result.sides[0]
    assert summary.p_dead == sum(p for (_, s), p in fates.items() if s == "dead")
    assert summary.p_unconscious == sum(p for (_, s), p in fates.items() if s == "unconscious")
    assert summary.expected_wounds == sum(dealt * p for (dealt, _), p in fates.items())


@dataclass(frozen=True, slots=True)
class DeadAtThree:
    """A state function of another shape than the orders': never Unconscious, Dead at 3."""

    def __call__(self, dealt: int, /) -> WoundState:
        return "dead" if dealt >= 3 else "normal"


def test_any_state_function_is_taken_as_given() -> None:
    steps = (SaveStep(9, 2, True, 1, True), SaveStep(12, 1, False, 1, False))
    results = [((0, 0), 2), ((0, 2), 3), ((1, 1), 4)]
    like_it = ConditionStates(Condition(2, no_wound_incapacitation=True), shock=False)
    assert dealt_weights(SavePlan(steps, DeadAtThree()), results) == dealt_weights(
        SavePlan(steps, like_it), results
    )


def test_a_plan_that_could_repeat_forever_is_refused() -> None:
    never_dies = ConditionStates(Condition(300), shock=False)
    with pytest.raises(ValueError, match="never dies"):
        dealt_weights(SavePlan((SaveStep(20, 1, False, 1, True),), never_dies), [((0, 1), 1)])
    with pytest.raises(ValueError, match="at least one step"):
        SavePlan((), never_dies)
