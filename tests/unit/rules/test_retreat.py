"""The Retreat! threshold against the table of https://infinitythewiki.com/Retreat_Situation
(N5): the army's points and the survivors' points at or below which it is in Retreat!."""

from __future__ import annotations

import pytest

from service.rules.retreat import retreat_threshold


@pytest.mark.parametrize(
    ("army", "threshold"), [(400, 100), (300, 75), (250, 63), (200, 50), (150, 38)]
)
def test_the_retreat_threshold_is_the_pages_table(army: int, threshold: int) -> None:
    assert retreat_threshold(army) == threshold
