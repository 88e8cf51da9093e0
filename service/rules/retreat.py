"""Retreat! (N5, https://infinitythewiki.com/Retreat_Situation): an army whose survivors are
worth 25% or less of its points is in Retreat!."""

from __future__ import annotations


def retreat_threshold(army_points: int) -> int:
    """The most the survivors may be worth for Retreat!: 25% of the army's points, rounded up
    as the page's table does (250 gives 63)."""
    return -(-army_points // 4)
