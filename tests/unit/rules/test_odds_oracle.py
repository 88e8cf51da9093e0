"""Brute-force oracles for the exact odds, built on the face-by-face resolver in rolls.py.

The oracles resolve real faces with rolls.face_to_face / rolls.normal_roll and count the
results, so they share nothing with the counting in service.rules.odds_* but the rules. The
tests in this module check the one choice the oracles make themselves: the +1 SD discard.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from fractions import Fraction
from itertools import combinations_with_replacement
from math import factorial, prod

import pytest

from service.rules.die_reading import FACES, read_die
from service.rules.odds import Odds, OddsSide
from service.rules.rolls import RollOutcome, SideRoll, face_to_face, normal_roll
from service.rules.values import Edition, success_value

Result = tuple[int, int]
"""(Criticals, hits) that survived for one side."""


def kept_faces(faces: tuple[int, ...], side: OddsSide, edition: Edition) -> tuple[int, ...]:
    """The documented +1 SD policy, read off the faces: drop a failure, else the lowest
    non-critical success, else (every die a Critical) any Critical."""
    if not side.extra_die:
        return faces
    readings = [read_die(face, side.sv.value, edition) for face in faces]
    failures = [i for i, r in enumerate(readings) if not r.success]
    plain = [i for i, r in enumerate(readings) if r.success and not r.critical]
    if failures:
        drop = failures[0]
    elif plain:
        drop = min(plain, key=lambda i: readings[i].value)
    else:
        drop = 0
    return faces[:drop] + faces[drop + 1 :]


def rolled_dice(side: OddsSide) -> int:
    if not side.sv.rolls:
        return 0
    return side.burst + (1 if side.extra_die else 0)


def every_roll(dice: int) -> Iterator[tuple[tuple[int, ...], int]]:
    """Every multiset of faces with the number of ordered rolls that show it.

    Both resolvers only count dice, so the order of the faces cannot change a result; this
    keeps B3 against B1 to 30,800 resolutions instead of 160,000.
    """
    for faces in combinations_with_replacement(FACES, dice):
        orders = factorial(dice) // prod(factorial(n) for n in Counter(faces).values())
        yield faces, orders


def side_roll(side: OddsSide, faces: tuple[int, ...], edition: Edition) -> SideRoll:
    return SideRoll(side.name, side.sv, kept_faces(faces, side, edition))


def result_of(outcome: RollOutcome, name: str) -> Result:
    own = outcome.side(name)
    return own.criticals, own.hits


def brute_force_face_to_face(
    a: OddsSide, b: OddsSide, edition: Edition
) -> dict[tuple[Result, Result], Fraction]:
    counts: Counter[tuple[Result, Result]] = Counter()
    for faces_a, orders_a in every_roll(rolled_dice(a)):
        roll_a = side_roll(a, faces_a, edition)
        for faces_b, orders_b in every_roll(rolled_dice(b)):
            outcome = face_to_face(roll_a, side_roll(b, faces_b, edition), edition)
            counts[(result_of(outcome, a.name), result_of(outcome, b.name))] += orders_a * orders_b
    total = len(FACES) ** (rolled_dice(a) + rolled_dice(b))
    return {key: Fraction(n, total) for key, n in counts.items()}


def brute_force_normal(side: OddsSide, edition: Edition) -> dict[Result, Fraction]:
    counts: Counter[Result] = Counter()
    for faces, orders in every_roll(rolled_dice(side)):
        outcome = normal_roll(side_roll(side, faces, edition), edition)
        counts[result_of(outcome, side.name)] += orders
    total = len(FACES) ** rolled_dice(side)
    return {key: Fraction(n, total) for key, n in counts.items()}


def outcome_table(result: Odds) -> dict[tuple[Result, ...], Fraction]:
    names = [side.name for side in result.sides]
    return {
        tuple((o.criticals[name], o.hits[name]) for name in names): o.probability
        for o in result.outcomes
    }


def sample_face_to_face(
    a: OddsSide, b: OddsSide, edition: Edition, rng: random.Random
) -> RollOutcome:
    faces_a = tuple(rng.choice(FACES) for _ in range(rolled_dice(a)))
    faces_b = tuple(rng.choice(FACES) for _ in range(rolled_dice(b)))
    return face_to_face(side_roll(a, faces_a, edition), side_roll(b, faces_b, edition), edition)


# --- the discard policy the oracles assume -------------------------------------------------


def _every_discard(faces: tuple[int, ...]) -> set[tuple[int, ...]]:
    return {tuple(sorted(faces[:i] + faces[i + 1 :])) for i in range(len(faces))}


@pytest.mark.parametrize(
    ("own_sv", "burst", "enemy_sv", "edition"),
    [
        (12, 1, 11, Edition.N5),
        (22, 1, 21, Edition.N5),
        (23, 2, 12, Edition.CODEONE),
    ],
)
def test_policy_discard_is_never_beaten_by_another_discard(
    own_sv: int, burst: int, enemy_sv: int, edition: Edition
) -> None:
    """Against every enemy die, no other discard gives the side more Criticals, more surviving
    successes, or leaves the enemy more: so the policy is the side's best choice whatever the
    enemy does, and the order of the players' discards cannot matter."""
    side = OddsSide("own", success_value(own_sv), burst, extra_die=True)
    enemy = SideRoll("enemy", success_value(enemy_sv), ())
    checked = 0
    for faces, _ in every_roll(burst + 1):
        chosen = kept_faces(faces, side, edition)
        for enemy_face in FACES:
            against = SideRoll(enemy.name, enemy.sv, (enemy_face,))
            best = face_to_face(SideRoll("own", side.sv, chosen), against, edition)
            best_own, best_enemy = best.side("own"), best.side("enemy")
            for other in _every_discard(faces):
                alt = face_to_face(SideRoll("own", side.sv, other), against, edition)
                alt_own, alt_enemy = alt.side("own"), alt.side("enemy")
                assert alt_own.criticals <= best_own.criticals, (faces, enemy_face, other)
                assert alt_own.hits + alt_own.criticals <= best_own.hits + best_own.criticals
                assert alt_enemy.hits + alt_enemy.criticals >= (
                    best_enemy.hits + best_enemy.criticals
                )
                checked += 1
    assert checked > 0


def test_policy_keeps_every_critical_unless_all_dice_are_criticals() -> None:
    side = OddsSide("own", success_value(11), 2, extra_die=True)
    assert kept_faces((11, 3, 15), side, Edition.N5) == (11, 3)  # the failure goes
    assert kept_faces((11, 3, 7), side, Edition.N5) == (11, 7)  # then the lowest success
    assert kept_faces((11, 11, 7), side, Edition.N5) == (11, 11)
    assert kept_faces((11, 11, 11), side, Edition.N5) == (11, 11)


def test_every_roll_counts_each_ordered_roll_once() -> None:
    assert sum(orders for _, orders in every_roll(3)) == 20**3
    assert sum(orders for _, orders in every_roll(0)) == 1
