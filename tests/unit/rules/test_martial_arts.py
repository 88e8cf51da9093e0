"""The N5 Martial Arts Chart as the rules module holds it, and the Burst it gives a CC Attack."""

from __future__ import annotations

import pytest

from service.rules.martial_arts import cc_burst, martial_arts_level


def test_the_chart_as_the_n5_page_prints_it() -> None:
    rows = [
        (lvl.attack_mod, lvl.opponent_mod, lvl.burst_mod, lvl.special_die)
        for lvl in map(martial_arts_level, range(1, 6))
    ]
    assert rows == [
        (0, -3, 0, False),
        (3, -3, 0, False),
        (3, -3, 0, True),
        (3, -3, 1, False),
        (3, -3, 1, True),
    ]


@pytest.mark.parametrize("level", [0, 6, -1])
def test_there_are_five_levels(level: int) -> None:
    with pytest.raises(ValueError, match="levels 1 to 5"):
        martial_arts_level(level)


def test_cc_burst_by_turn_and_level() -> None:
    l4 = martial_arts_level(4)
    assert cc_burst(1, active_turn=True, level=None) == 1
    assert cc_burst(2, active_turn=False, level=None) == 1
    assert cc_burst(1, active_turn=True, level=l4) == 2
    # Martial Arts page (N5): the chart's MODs, +1B included, apply in the Reactive Turn too.
    assert cc_burst(3, active_turn=False, level=l4) == 1 + 1
    assert cc_burst(6, active_turn=True, level=l4) == 6
