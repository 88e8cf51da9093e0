"""Time the exact-odds calculator, and compare it with resolving every roll one by one.

Run from the repository root: python benchmarks/odds_bench.py
"""

from __future__ import annotations

import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from fractions import Fraction
from functools import partial
from itertools import product
from pathlib import Path

# Lets the script run from a checkout where the package is not installed.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from service.rules.ammo import Ammo
from service.rules.die_reading import FACES
from service.rules.odds import (
    Odds,
    OddsSide,
    TargetSpec,
    WeaponSpec,
    forget_cached_counts,
    odds,
)
from service.rules.odds_templates import AffectedSide, TemplateAttack, template_odds
from service.rules.rolls import SideRoll, face_to_face
from service.rules.templates import Reaction
from service.rules.values import Edition, success_value
from service.rules.weapons import Template

REPEATS = 200


def timed(run: Callable[[], object], repeats: int) -> tuple[float, float]:
    """Best and median wall time of one call, in milliseconds."""
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        samples.append((time.perf_counter() - start) * 1000)
    return min(samples), statistics.median(samples)


def side(
    name: str, sv: int, burst: int, extra: bool = False, weapon: WeaponSpec | None = None
) -> OddsSide:
    return OddsSide(name, success_value(sv), burst, extra, weapon)


def combi(target: TargetSpec) -> WeaponSpec:
    return WeaponSpec(7, (Ammo.N,), "ARM", target)


CASES: list[tuple[str, list[OddsSide]]] = [
    ("typical: B3 vs B1", [side("active", 13, 3), side("aro", 11, 1)]),
    (
        "typical with saves: B3 vs B1, Combi Rifles",
        [
            side("active", 13, 3, weapon=combi(TargetSpec(arm=1))),
            side("aro", 11, 1, weapon=combi(TargetSpec(arm=2))),
        ],
    ),
    (
        "worst: B6 +1 SD (EXP, Continuous Damage) vs B3 (Shock) with saves",
        [
            side(
                "active",
                15,
                6,
                True,
                WeaponSpec(4, (Ammo.EXP,), "ARM", TargetSpec(arm=3, vitality=3), continuous=True),
            ),
            side("aro", 13, 3, weapon=WeaponSpec(5, (Ammo.SHOCK,), "ARM", TargetSpec(arm=2))),
        ],
    ),
    ("worst: B6 vs B6", [side("a", 15, 6), side("b", 15, 6)]),
    ("worst: B6 +1 SD vs B6 +1 SD", [side("a", 15, 6, True), side("b", 15, 6, True)]),
]


def template_case() -> tuple[TemplateAttack, list[AffectedSide]]:
    """The worst case above as an Impact Template: the same two rolls, one affected trooper."""
    (_, (active, aro)) = CASES[2]
    assert active.weapon is not None
    affected = AffectedSide(Reaction.ATTACK, aro, aro.name, target=active.weapon.target)
    return TemplateAttack(Template.IMPACT, active), [affected]


def brute_force(a: OddsSide, b: OddsSide, edition: Edition) -> dict[tuple[int, ...], Fraction]:
    """Resolve every one of the 20**(Ba+Bb) rolls with the face-by-face resolver."""
    counts: Counter[tuple[int, ...]] = Counter()
    for faces_a in product(FACES, repeat=a.burst):
        roll_a = SideRoll(a.name, a.sv, faces_a)
        for faces_b in product(FACES, repeat=b.burst):
            outcome = face_to_face(roll_a, SideRoll(b.name, b.sv, faces_b), edition)
            first, second = outcome.sides
            counts[(first.criticals, first.hits, second.criticals, second.hits)] += 1
    total = len(FACES) ** (a.burst + b.burst)
    return {key: Fraction(n, total) for key, n in counts.items()}


def as_table(result: Odds) -> dict[tuple[int, ...], Fraction]:
    a, b = (s.name for s in result.sides)
    return {
        (o.criticals[a], o.hits[a], o.criticals[b], o.hits[b]): o.probability
        for o in result.outcomes
    }


def main() -> None:
    edition = Edition.N5
    print(f"exact odds, best / median of {REPEATS} calls (the same question asked again)")
    for label, sides in CASES:
        best, median = timed(partial(odds, "face_to_face", sides, edition), REPEATS)
        print(f"  {label:<66} {best:7.3f} ms / {median:7.3f} ms")
    worst_best, _ = timed(partial(odds, "face_to_face", CASES[2][1], edition), REPEATS)

    def first_request() -> None:
        forget_cached_counts()
        odds("face_to_face", CASES[2][1], edition)

    cold_best, cold_median = timed(first_request, REPEATS)
    print(
        f"  {'the worst case above as a first request, every cache emptied':<66} "
        f"{cold_best:7.3f} ms / {cold_median:7.3f} ms"
    )
    attack, affected = template_case()
    template_best, _ = timed(partial(template_odds, attack, affected, edition), REPEATS)
    print(
        f"  {'the same worst case as an Impact Template, per affected trooper':<66} "
        f"{template_best:7.3f} ms ({template_best / worst_best:.2f} x the plain roll)"
    )

    a, b = side("a", 12, 2), side("b", 11, 2)
    rolls = len(FACES) ** (a.burst + b.burst)

    def exact_from_scratch() -> None:
        forget_cached_counts()  # the enumeration caches nothing either
        odds("face_to_face", [a, b], edition)

    exact_best, _ = timed(exact_from_scratch, REPEATS)
    start = time.perf_counter()
    enumerated = brute_force(a, b, edition)
    brute_ms = (time.perf_counter() - start) * 1000
    agree = enumerated == as_table(odds("face_to_face", [a, b], edition))
    print(f"\nB2 vs B2 ({rolls:,} rolls through rolls.face_to_face)")
    print(f"  brute force  {brute_ms:10.1f} ms")
    print(f"  exact odds   {exact_best:10.3f} ms")
    print(f"  ratio        {brute_ms / exact_best:10.0f} x    same odds: {agree}")
    if not agree:
        raise SystemExit("the exact odds and the enumeration disagree")


if __name__ == "__main__":
    main()
