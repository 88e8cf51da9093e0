"""Packed polynomials: sums, products and slices agree with the coefficient lists they hold."""

from __future__ import annotations

import random

import pytest

from service.rules.packed import coefficient, from_power, pack, unpack, width_for


def _convolve(a: list[int], b: list[int]) -> list[int]:
    out = [0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        for j, y in enumerate(b):
            out[i + j] += x * y
    return out


def _trimmed(coefficients: list[int]) -> list[int]:
    while coefficients and not coefficients[-1]:
        coefficients = coefficients[:-1]
    return coefficients


@pytest.mark.parametrize("seed", range(20))
def test_a_product_of_packed_polynomials_is_their_convolution(seed: int) -> None:
    rng = random.Random(seed)
    a = [rng.randint(0, 20 ** rng.randint(0, 12)) for _ in range(rng.randint(1, 9))]
    b = [rng.randint(0, 20 ** rng.randint(0, 12)) for _ in range(rng.randint(1, 9))]
    # Every coefficient of the product is at most the product of the sums.
    width = width_for(sum(a) * sum(b))
    product = pack(a, width) * pack(b, width)
    assert unpack(product, width) == _trimmed(_convolve(a, b))
    assert unpack(pack(a, width) + pack(b, width), width) == _trimmed(
        [x + y for x, y in zip(a + [0] * len(b), b + [0] * len(a), strict=False)]
    )


def test_slices_and_spacing() -> None:
    width = 8
    value = pack([5, 0, 7, 9], width)
    assert [coefficient(value, width, k) for k in range(5)] == [5, 0, 7, 9, 0]
    assert unpack(from_power(value, width, 2), width) == [0, 0, 7, 9]
    assert unpack(pack([1, 2], width, spacing=3), width) == [1, 0, 0, 2]
    assert unpack(0, width) == []
    # (13x + 7)**3 read off the packed power: the binomial expansion.
    assert unpack(((13 << width * 2) + 7) ** 3, width * 2) == [343, 3 * 49 * 13, 3 * 7 * 169, 2197]


def test_a_width_holds_its_bound() -> None:
    for bound in (0, 1, 2, 255, 256, 20**30):
        width = width_for(bound)
        assert bound < 1 << width
