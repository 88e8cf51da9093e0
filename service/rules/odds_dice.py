"""Counting one side's kept dice by class, so exact odds never list the 20**n rolls.

In a Face to Face Roll a die matters only as a failure, a Critical, or a non-critical success
with the value it is compared by. Against an enemy whose best non-critical success is `t`, a
side's result depends only on how many Criticals it kept and how many of its non-critical
successes are above `t`; the counts of rolls giving each pair follow from the multinomial
theorem over three classes (Critical, success above `t`, anything else).

Every count here is a number of equally likely face tuples out of 20**rolled, so the caller can
stay in integers and build one exact Fraction at the end.

+1 SD discard policy: the side rolls B+1 dice and discards a failure if it has one, else its
lowest non-critical success, and a Critical only when every die is a Critical. This is the
side's best choice whatever the enemy rolled: a failure counts for nothing; the lowest success
is the one least likely to survive and, with B >= 1 dice kept, never the one holding the side's
best value; and a Critical is worth at least as much as any success it could be swapped for. As
the choice does not depend on the enemy's dice, the order of the two players' discards (active
player first) does not change the odds.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from math import comb

from service.rules.die_reading import FACES, read_die
from service.rules.packed import unpack, width_for
from service.rules.values import Edition, SuccessValue

DIE_FACES = len(FACES)
HIGHEST_VALUE = DIE_FACES - 1
"""A non-critical success is compared by a value of at most 19 in both editions."""

CriticalsAndHits = tuple[int, int]


@dataclass(frozen=True, slots=True)
class FaceClasses:
    """How the twenty faces of one die read against one Success Value."""

    criticals: int
    failures: int
    successes_by_value: tuple[int, ...]
    """Index v: faces reading as a non-critical success compared by value v (index 0 unused)."""

    def at_most(self, threshold: int) -> int:
        """Faces that cannot beat an enemy success of `threshold`: failures and low successes."""
        return self.failures + sum(self.successes_by_value[1 : threshold + 1])

    def above(self, threshold: int) -> int:
        return sum(self.successes_by_value[threshold + 1 :])


@lru_cache(maxsize=256)
def classify_faces(sv: int, edition: Edition) -> FaceClasses:
    if sv < 1:
        return FaceClasses(criticals=0, failures=DIE_FACES, successes_by_value=(0,) * DIE_FACES)
    criticals = 0
    failures = 0
    by_value = [0] * DIE_FACES
    for face in FACES:
        reading = read_die(face, sv, edition)
        if reading.critical:
            criticals += 1
        elif not reading.success:
            failures += 1
        else:
            by_value[reading.value] += 1
    return FaceClasses(criticals, failures, tuple(by_value))


@dataclass(frozen=True, slots=True)
class SideDice:
    """The dice one side rolls in one roll, with the faces they read as."""

    faces: FaceClasses
    kept: int
    """Dice that count after any +1 SD discard; 0 when the SV is below 1 and nothing is rolled."""
    rolled: int

    @property
    def rolls(self) -> int:
        """How many equally likely face tuples the side can roll."""
        # int ** int is typed Any (a negative exponent would give a float); ours never is.
        return int(DIE_FACES**self.rolled)

    def criticals_and_hits_above(self, threshold: int) -> dict[CriticalsAndHits, int]:
        """Rolls by (Criticals kept, non-critical successes kept with a value above threshold)."""
        return self.criticals_and_hits_above_each({threshold: 1})

    def criticals_and_hits_above_each(
        self, thresholds: Mapping[int, int]
    ) -> dict[CriticalsAndHits, int]:
        """criticals_and_hits_above summed over thresholds, each times its given weight.

        A Face to Face Roll asks this for every best success the enemy can roll, weighted by
        how many of its rolls have it. For one threshold, the rolls by (Criticals, successes
        above, other dice) are the terms of (K*z + A*x + L)**rolled, K, A and L counting the
        faces of each class: the sum over c of comb(rolled, c) * K**c * z**c * (A*x + L)**m,
        m = rolled - c. So only the sums over the thresholds of (A*x + L)**m are needed, each a
        packed polynomial in x (see packed), all built by one running product per threshold.
        """
        rolled, kept = self.rolled, self.kept
        non_critical = DIE_FACES - self.faces.criticals
        width = width_for(sum(thresholds.values()) * non_critical**rolled)
        by_others = [0] * (rolled + 1)
        for threshold, weight in thresholds.items():
            above = self.faces.above(threshold)
            one_die = (above << width) + non_critical - above
            power = weight
            for others in range(rolled):
                by_others[others] += power
                power *= one_die
            by_others[rolled] += power
        discards = rolled > kept
        counts: dict[CriticalsAndHits, int] = {}
        critical_ways = 1
        for criticals in range(rolled + 1):
            ways = comb(rolled, criticals) * critical_ways
            critical_ways *= self.faces.criticals
            for hits, count in enumerate(unpack(by_others[rolled - criticals], width)):
                if not count:
                    continue
                result = (criticals, hits)
                if discards and criticals + hits == rolled:
                    # No other die to discard: the lowest success above the threshold goes, or
                    # a Critical when every die is one.
                    result = (criticals, hits - 1) if hits else (criticals - 1, 0)
                counts[result] = counts.get(result, 0) + ways * count
        return counts

    def best_success_without_critical(self) -> dict[int, int]:
        """Rolls with no Critical kept, by the best non-critical success value (0 for none).

        The discard never removes the best success when the side keeps at least one die, so
        "every rolled die is at most t" is the same event for the rolled and the kept dice.
        """
        counts: dict[int, int] = {}
        below = 0
        faces = self.faces.failures
        for best, successes in enumerate(self.faces.successes_by_value):
            faces += successes  # faces.at_most(best), built up
            at_most = faces**self.rolled
            if at_most != below:
                counts[best] = at_most - below
            below = at_most
        return counts


def side_dice(sv: SuccessValue, burst: int, extra_die: bool, edition: Edition) -> SideDice:
    faces = classify_faces(sv.value, edition)
    if not sv.rolls:
        return SideDice(faces=faces, kept=0, rolled=0)
    return SideDice(faces=faces, kept=burst, rolled=burst + 1 if extra_die else burst)
