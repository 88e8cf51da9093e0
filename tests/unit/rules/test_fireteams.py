"""Fireteam sizes and bonuses by level, read by hand from the N5 pages:
https://infinitythewiki.com/Fireteams:_Basic_Rules (Fireteam Types: Duo two, Haris three,
Core three to five) and https://infinitythewiki.com/Fireteam_Bonuses (Level 2 +1 SD, Level 3
+3 Discover and +1 Dodge, Level 4 +1 BS, Level 5 Sixth Sense, cumulative)."""

from __future__ import annotations

import pytest

from service.rules import fireteams

ALLOWED = {("duo", 2), ("haris", 3), ("core", 3), ("core", 4), ("core", 5)}


@pytest.mark.parametrize("kind", ["core", "haris", "duo"])
@pytest.mark.parametrize("members", range(0, 8))
def test_only_the_sizes_the_page_lists_are_allowed(kind: fireteams.FireteamType, members: int):
    refusal = fireteams.size_refusal(kind, members)
    if (kind, members) in ALLOWED:
        assert refusal is None
    else:
        assert refusal is not None
        assert "Fireteam Types" in refusal
        assert f"not {members}" in refusal


# members -> (+1 SD, Dodge MOD, Discover MOD, BS MOD, Sixth Sense), from the bonuses chart.
CHART = {
    1: (False, 0, 0, 0, False),
    2: (True, 0, 0, 0, False),
    3: (True, 1, 3, 0, False),
    4: (True, 1, 3, 1, False),
    5: (True, 1, 3, 1, True),
}


@pytest.mark.parametrize(("members", "expected"), sorted(CHART.items()))
def test_the_bonuses_add_up_level_by_level(
    members: int, expected: tuple[bool, int, int, int, bool]
):
    got = (
        fireteams.special_die(members),
        sum(m.value for m in fireteams.dodge_mods(members)),
        sum(m.value for m in fireteams.discover_mods(members)),
        sum(m.value for m in fireteams.bs_mods(members)),
        fireteams.sixth_sense(members),
    )
    assert got == expected


def test_a_bonus_names_its_level_in_the_breakdown():
    (mod,) = fireteams.bs_mods(4)
    assert mod.note == "Fireteam Level 4 (4 members)"
