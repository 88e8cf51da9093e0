"""Properties of the exact odds, over generated sides, and agreement with sampled rolls."""

from __future__ import annotations

import math
import random
from collections import Counter
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from service.rules.odds import Odds, OddsSide, odds
from service.rules.values import Edition, success_value
from tests.unit.rules.test_odds_oracle import outcome_table, sample_face_to_face

editions = st.sampled_from(list(Edition))
svs = st.integers(min_value=-2, max_value=26)


@st.composite
def sides(draw: st.DrawFn, name: str, max_burst: int = 6) -> OddsSide:
    return OddsSide(
        name,
        success_value(draw(svs)),
        draw(st.integers(min_value=1, max_value=max_burst)),
        draw(st.booleans()),
    )


def face_off(a: OddsSide, b: OddsSide, edition: Edition) -> Odds:
    return odds("face_to_face", [a, b], edition)


@settings(derandomize=True, max_examples=150, deadline=None)
@given(sides("a"), sides("b"), editions)
def test_swapping_the_sides_swaps_the_outcome(a: OddsSide, b: OddsSide, edition: Edition) -> None:
    forward = face_off(a, b, edition)
    backward = face_off(b, a, edition)
    assert forward.sides == backward.sides[::-1]
    assert forward.neither == backward.neither
    swapped = {(kb, ka): p for (ka, kb), p in outcome_table(backward).items()}
    assert outcome_table(forward) == swapped


@settings(derandomize=True, max_examples=150, deadline=None)
@given(sides("a"), sides("b"), editions)
def test_at_most_one_side_wins_and_everything_adds_up(
    a: OddsSide, b: OddsSide, edition: Edition
) -> None:
    result = face_off(a, b, edition)
    first, second = result.sides
    assert first.win + second.win + result.neither == 1
    assert sum(o.probability for o in result.outcomes) == 1
    for o in result.outcomes:
        assert o.probability > 0
        assert min(o.hits[a.name] + o.criticals[a.name], o.hits[b.name] + o.criticals[b.name]) == 0
    for summary in result.sides:
        assert sum(summary.hits_distribution) == 1
        assert sum(summary.criticals_distribution) == 1
    if not a.sv.rolls:
        assert first.win == 0


@settings(derandomize=True, max_examples=120, deadline=None)
@given(
    sides("a"),
    sides("b"),
    editions,
    st.integers(min_value=1, max_value=8),
)
def test_a_higher_success_value_never_lowers_the_chance_to_win(
    a: OddsSide, b: OddsSide, edition: Edition, raise_by: int
) -> None:
    better = OddsSide(a.name, success_value(a.sv.value + raise_by), a.burst, a.extra_die)
    before = face_off(a, b, edition)
    after = face_off(better, b, edition)
    assert after.sides[0].win >= before.sides[0].win
    # Every die of the better side is at least as good, so the enemy cannot gain either.
    assert after.sides[1].win <= before.sides[1].win


MONTE_CARLO_ROLLS = 2_000


@settings(derandomize=True, max_examples=25, deadline=None)
@given(sides("a", max_burst=4), sides("b", max_burst=4), editions, st.integers(0, 2**32 - 1))
def test_exact_odds_agree_with_sampled_rolls(
    a: OddsSide, b: OddsSide, edition: Edition, seed: int
) -> None:
    """Sampled through rolls.face_to_face, every figure lands within 4 standard errors."""
    exact = face_off(a, b, edition)
    rng = random.Random(seed)
    winners: Counter[str | None] = Counter()
    hits_a = 0
    for _ in range(MONTE_CARLO_ROLLS):
        outcome = sample_face_to_face(a, b, edition, rng)
        winners[outcome.winner] += 1
        hits_a += outcome.side(a.name).hits
    for name, p in ((a.name, exact.sides[0].win), (b.name, exact.sides[1].win)):
        _assert_close(winners[name] / MONTE_CARLO_ROLLS, p, _binomial_error(p))
    _assert_close(winners[None] / MONTE_CARLO_ROLLS, exact.neither, _binomial_error(exact.neither))
    distribution = exact.sides[0].hits_distribution
    mean = exact.sides[0].expected_hits
    variance = sum(p * (k - mean) ** 2 for k, p in enumerate(distribution))
    _assert_close(hits_a / MONTE_CARLO_ROLLS, mean, math.sqrt(variance / MONTE_CARLO_ROLLS))


def _binomial_error(p: Fraction) -> float:
    return math.sqrt(p * (1 - p) / MONTE_CARLO_ROLLS)


def _assert_close(sampled: float, exact: Fraction, standard_error: float) -> None:
    # An exact 0 or 1 has no spread: the samples must then match it exactly.
    assert abs(sampled - float(exact)) <= 4 * standard_error + 1e-12, (sampled, float(exact))
