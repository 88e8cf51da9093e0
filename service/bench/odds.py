"""odds_worst_case_ms: exact odds of B6 + 1 extra die against B3 with wounds.

The baseline is the typical exchange (B3 against B1 with saves) in the same run: it shows how
much the worst case costs over what most requests ask.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Sequence

from service.bench.results import Result, latency
from service.rules.ammo import Ammo
from service.rules.odds import OddsSide, TargetSpec, WeaponSpec, forget_cached_counts, odds
from service.rules.values import Edition, success_value

AIM_MS = 2.0

WORST = [
    OddsSide(
        "active",
        success_value(15),
        6,
        True,
        WeaponSpec(4, (Ammo.EXP,), "ARM", TargetSpec(arm=3, vitality=3), continuous=True),
    ),
    OddsSide(
        "aro",
        success_value(13),
        3,
        False,
        WeaponSpec(5, (Ammo.SHOCK,), "ARM", TargetSpec(arm=2)),
    ),
]
TYPICAL = [
    OddsSide(
        "active", success_value(13), 3, False, WeaponSpec(7, (Ammo.N,), "ARM", TargetSpec(arm=1))
    ),
    OddsSide(
        "aro", success_value(11), 1, False, WeaponSpec(7, (Ammo.N,), "ARM", TargetSpec(arm=2))
    ),
]


def _median_ms(sides: Sequence[OddsSide], repeats: int, *, cold: bool = True) -> float:
    samples = []
    for _ in range(repeats):
        if cold:
            # A question nobody asked before: the odds caches would otherwise answer a repeat.
            forget_cached_counts()
        start = time.perf_counter()
        odds("face_to_face", list(sides), Edition.N5)
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def measure(repeats: int) -> Result:
    odds("face_to_face", WORST, Edition.N5)  # imports and first-call set-up, not timed
    repeated = _median_ms(WORST, repeats, cold=False)
    return latency(
        "odds_worst_case_ms",
        _median_ms(WORST, repeats),
        _median_ms(TYPICAL, repeats),
        AIM_MS,
        note=f"median, caches emptied before each; asked again: {repeated:.2f} ms;"
        " baseline: B3 vs B1 with saves",
    )
