"""The counting behind the exact odds, against enumerating what it counts.

A side's (Criticals, hits above a threshold) counts are checked against every face tuple it can
roll; the Wounds its saves deal against a plain recursion over how many saves fail in each
round (only whether a face fails matters to a save), for attacks larger than the face-by-face
oracles of test_odds_saves can enumerate: up to Burst 6 with EXP, Continuous Damage, T2,
Plasma's two steps and wounded targets.
"""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction
from itertools import product
from math import comb

import pytest

from service.rules.die_reading import FACES, read_die
from service.rules.odds_dice import side_dice
from service.rules.odds_saves import ConditionStates, SavePlan, SaveStep, dealt_weights
from service.rules.saves import Condition, WoundState
from service.rules.values import Edition, success_value


def _kept_result(faces: tuple[int, ...], sv: int, kept: int, threshold: int) -> tuple[int, int]:
    readings = [read_die(face, sv, Edition.N5) for face in faces]
    criticals = sum(r.critical for r in readings)
    above = sum(r.success and not r.critical and r.value > threshold for r in readings)
    if len(faces) > kept:
        others = len(faces) - criticals - above
        # The +1 SD discard: a die that does not count, else a success above, else a Critical.
        if not others:
            if above:
                above -= 1
            else:
                criticals -= 1
    return criticals, above


@pytest.mark.parametrize("seed", range(12))
def test_criticals_and_hits_above_each_counts_every_face_tuple(seed: int) -> None:
    rng = random.Random(seed)
    sv = rng.choice([1, 6, 11, 15, 20, 23, 28])
    burst = rng.randint(1, 2)
    extra_die = rng.random() < 0.6
    dice = side_dice(success_value(sv), burst, extra_die, Edition.N5)
    thresholds = {t: rng.randint(1, 400) for t in rng.sample(range(20), rng.randint(1, 4))}
    expected: Counter[tuple[int, int]] = Counter()
    for faces in product(FACES, repeat=dice.rolled):
        for threshold, weight in thresholds.items():
            expected[_kept_result(faces, sv, dice.kept, threshold)] += weight
    assert dice.criticals_and_hits_above_each(thresholds) == {
        result: n for result, n in expected.items() if n
    }


def _failures(saves: int, failing: int) -> list[tuple[int, Fraction]]:
    q = Fraction(failing, 20)
    return [(k, comb(saves, k) * q**k * (1 - q) ** (saves - k)) for k in range(saves + 1)]


def _reference(
    steps: tuple[SaveStep, ...], states: ConditionStates, criticals: int, hits: int
) -> dict[int, Fraction]:
    """Wounds dealt, step by step and round by round, as odds_saves' docstring describes."""

    def dead(dealt: int) -> bool:
        return states(dealt) == "dead"

    def repeat(step: SaveStep, dealt: int, saves: int) -> dict[int, Fraction]:
        out: Counter[int] = Counter()
        for failed, p in _failures(saves, step.failing_faces):
            now = dealt + failed * step.wounds_per_fail
            if failed and not dead(now):
                for end, q in repeat(step, now, failed).items():
                    out[end] += p * q
            else:
                out[now] += p
        return dict(out)

    paths: dict[int, Fraction] = {0: Fraction(1)}
    for step in steps:
        after: Counter[int] = Counter()
        own = (criticals + hits) * step.saves_per_hit
        extra = criticals if step.critical_extra else 0
        for before, p in paths.items():
            if dead(before):
                after[before] += p
                continue
            for own_failed, q in _failures(own, step.failing_faces):
                for extra_failed, r in _failures(extra, step.failing_faces):
                    dealt = before + own_failed * step.wounds_per_fail + extra_failed
                    if step.continuous and own_failed and not dead(dealt):
                        for end, s in repeat(step, dealt, own_failed).items():
                            after[end] += p * q * r * s
                    else:
                        after[dealt] += p * q * r
        paths = dict(after)
    return paths


@pytest.mark.parametrize("seed", range(40))
def test_dealt_weights_match_a_round_by_round_recursion(seed: int) -> None:
    rng = random.Random(seed)
    first = SaveStep(
        failing_faces=rng.randint(0, 20),
        saves_per_hit=rng.choice([1, 2, 3]),
        critical_extra=True,
        wounds_per_fail=rng.choice([1, 1, 2]),
        continuous=rng.random() < 0.5,
    )
    steps: tuple[SaveStep, ...] = (first,)
    if rng.random() < 0.3:  # Plasma: BTS saves after the ARM ones
        steps += (SaveStep(rng.randint(0, 20), first.saves_per_hit, False, 1, first.continuous),)
    vitality = rng.randint(1, 3)
    wounds = rng.randint(0, vitality)
    nwi = rng.random() < 0.2
    state: WoundState = "unconscious" if wounds == vitality and not nwi else "normal"
    states = ConditionStates(
        Condition(vitality, False, wounds, state, nwi), shock=rng.random() < 0.2
    )
    most = rng.randint(1, 6)
    results = [
        ((c, h), rng.choice([0, rng.randint(1, 20**10)]))
        for c in range(most + 1)
        for h in range(most + 1 - c)
    ]
    results[0] = ((0, 0), 7)  # at least one result can happen
    depth, weights = dealt_weights(SavePlan(steps, states), results)
    mass = sum(count for _, count in results)
    expected: Counter[int] = Counter()
    for (criticals, hits), count in results:
        for dealt, p in _reference(steps, states, criticals, hits).items():
            expected[dealt] += count * p
    assert {dealt: Fraction(w, mass * 20**depth) for dealt, w in weights.items()} == {
        dealt: p / mass for dealt, p in expected.items() if p
    } | {dealt: Fraction(0) for dealt in weights if not expected[dealt]}
    # A result that cannot happen still lists the Wounds it would deal (at 0); others do not.
    possible_or_listed = {dealt for dealt, p in expected.items() if p}
    assert possible_or_listed <= set(weights)


@pytest.mark.parametrize("seed", range(12))
def test_a_later_step_with_a_criticals_extra_save_and_repeats_matches_the_recursion(
    seed: int,
) -> None:
    """A plan is any sequence of steps (odds_saves): a later step may add a Critical's extra
    save and repeat its failures as the first does. The Wounds a target reaches that step with
    then differ from result to result, and paths that meet on the same Wounds and failed saves
    must all be kept."""
    rng = random.Random(seed)
    steps = tuple(
        SaveStep(
            failing_faces=rng.randint(4, 16),
            saves_per_hit=rng.choice([1, 2]),
            critical_extra=True,
            wounds_per_fail=1,
            continuous=True,
        )
        for _ in range(2)
    )
    vitality = rng.randint(2, 4)
    states = ConditionStates(Condition(vitality, False, 0, "normal", False), shock=False)
    results = [((c, h), rng.randint(1, 20**6)) for c in range(3) for h in range(3 - c)]
    depth, weights = dealt_weights(SavePlan(steps, states), results)
    mass = sum(count for _, count in results)
    expected: Counter[int] = Counter()
    for (criticals, hits), count in results:
        for dealt, p in _reference(steps, states, criticals, hits).items():
            expected[dealt] += count * p
    assert {dealt: Fraction(w, mass * 20**depth) for dealt, w in weights.items()} == {
        dealt: p / mass for dealt, p in expected.items() if p
    }


@pytest.mark.parametrize("extra_die", [False, True])
def test_a_side_below_sv_1_rolls_no_die_and_keeps_none(extra_die: bool) -> None:
    """An SV below 1 rolls no die (Saving Roll, Rolls): nothing is rolled or kept, whatever the
    Burst and +1 SD, so the side has exactly one way to roll (no faces at all)."""
    for sv in (0, -3):
        dice = side_dice(success_value(sv), 3, extra_die, Edition.N5)
        assert (dice.kept, dice.rolled, dice.rolls) == (0, 0, 1)
