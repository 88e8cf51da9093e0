"""Polynomials with non-negative integer coefficients, each held in one int.

A polynomial c0 + c1*x + c2*x**2 + ... is stored as its value at x = 2**width (Kronecker
substitution). While every coefficient stays below 2**width the coefficients sit side by side
in the int's bits without overlapping, so adding two polynomials, scaling one, multiplying two
or multiplying by x**k is one big-int operation done in C rather than a Python loop over the
coefficients. Exact odds add and convolve many short distributions of counts; this keeps them
integers throughout and cheap.

The caller must choose a width above every coefficient it forms. For the distributions here a
bound is easy: every coefficient is at most the sum of the coefficients, which for counts of
equally likely outcomes is known in advance.
"""

from __future__ import annotations

from collections.abc import Iterable


def width_for(bound: int) -> int:
    """A width whose slots hold any coefficient from 0 to `bound`."""
    return max(bound.bit_length(), 1)


def pack(coefficients: Iterable[int], width: int, spacing: int = 1) -> int:
    """coefficients[k] at the power k * spacing."""
    value = 0
    step = width * spacing
    for shift, coefficient in enumerate(coefficients):
        value += coefficient << (shift * step)
    return value


def coefficient(value: int, width: int, power: int) -> int:
    return (value >> (power * width)) & ((1 << width) - 1)


def from_power(value: int, width: int, power: int) -> int:
    """The terms of degree `power` and above, as they stand."""
    shift = power * width
    return (value >> shift) << shift


def unpack(value: int, width: int) -> list[int]:
    """Every coefficient up to the highest non-zero one (none for the zero polynomial)."""
    mask = (1 << width) - 1
    coefficients = []
    while value:
        coefficients.append(value & mask)
        value >>= width
    return coefficients
