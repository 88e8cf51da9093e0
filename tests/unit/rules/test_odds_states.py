"""The odds that a Non-Lethal program puts its target in its State, against brute force over
every face of the roll and of every save it causes.

The oracle takes nothing of the save rules from the service: each program's PS, ammunition
and the saves they cause are written out here from the N5 pages, and the saves' Success Value
worked out by hand.

- Carbonite (https://infinitythewiki.com/Carbonite): "Each successful Roll, due to DA
  Ammunition, forces the target to make two Saving Rolls against BTS, with PS 7"; "A Critical
  with Carbonite forces its target to perform an additional Saving Roll"; "Any failed Saving
  Roll causes the target to enter Immobilized-B State".
- Spotlight (https://infinitythewiki.com/Spotlight): "Each successful Roll, due to AP
  Ammunition, forces the target to make a Saving Roll against their halved BTS, with PS 5";
  a Critical: "an additional Saving Roll, applying their halved BTS value".
- Oblivion and Total Control: PS 4, N ammunition (the Hacking Programs Chart's numbers,
  docs/rules.md); N: one save a hit, a Critical one more (Ammunition Summary Chart,
  https://infinitythewiki.com/Ammunition_Summary_Chart).
- The States a failed save causes, as the pages name them: Carbonite Immobilized-B, Spotlight
  Targeted, Oblivion Isolated, Total Control Possessed.
- Saving Roll (https://infinitythewiki.com/Saving_Roll_(SR)): the target's BTS plus the PS
  plus MODs; passed on that value or less. Halving rounds up (docs/rules.md).
- Firewall (https://infinitythewiki.com/Firewall): the attacker applies the Firewall's
  negative MOD to WIP; the target "applies a MOD of +3 to their Saving Rolls".
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from itertools import product

import pytest

from service.rules.catalogue import program
from service.rules.hacking import comms_attack, firewall_save_mods, program_state
from service.rules.odds import OddsSide, TargetSpec, odds
from service.rules.odds_states import state_odds
from service.rules.values import Edition, Mod, ModSource, success_value
from tests.unit.rules.test_odds_oracle import brute_force_face_to_face, brute_force_normal

Result = tuple[int, int]

PAGES = {
    # slug: (PS, saves a plain hit causes, BTS halved)
    "carbonite": (7, 2, False),
    "spotlight": (5, 1, True),
    "oblivion": (4, 1, False),
    "total_control": (4, 1, False),
}
FIREWALL_SAVE_MOD = 3
STATE_NAMES_BY_PAGE = {
    # The State each program's page says a failed save causes, as the rules spell it.
    "carbonite": "Immobilized-B",
    "spotlight": "Targeted",
    "oblivion": "Isolated",
    "total_control": "Possessed",
}


def _save_value(slug: str, bts: int, firewall: bool) -> int:
    ps, _, halved = PAGES[slug]
    attribute = (bts + 1) // 2 if halved else bts
    return attribute + ps + (FIREWALL_SAVE_MOD if firewall else 0)


def _any_save_fails(saves: int, sv: int) -> Fraction:
    """Every face of every save: the share of rolls in which at least one face is above SV
    (below SV 1 no die is rolled and every save fails)."""
    if sv < 1:
        return Fraction(1) if saves else Fraction(0)
    failing = sum(1 for faces in product(range(1, 21), repeat=saves) if any(f > sv for f in faces))
    return Fraction(failing, 20**saves)


def _brute_force_state(
    results: Iterable[tuple[Result, Fraction]], slug: str, bts: int, firewall: bool
) -> Fraction:
    _, per_hit, _ = PAGES[slug]
    sv = _save_value(slug, bts, firewall)
    total = Fraction(0)
    for (crits, hits), probability in results:
        saves = per_hit * hits + (per_hit + 1) * crits
        total += probability * _any_save_fails(saves, sv)
    return total


def _hacker(slug: str, wip: int, burst: int, bts: int, firewall: int | None) -> OddsSide:
    attack_mods = () if firewall is None else (Mod(firewall, ModSource.EQUIPMENT, "Firewall"),)
    attack = comms_attack(
        program(slug),
        wip,
        burst=burst,
        mods=attack_mods,
        target=TargetSpec(bts=bts),
        save_mods=firewall_save_mods(firewall is not None),
    )
    # The chart's Attack MOD is 0 for these four: the roll is WIP plus the Firewall's MOD.
    assert attack.sv.value == wip + (firewall or 0)
    return OddsSide("hacker", attack.sv, attack.burst, False, attack.weapon)


@pytest.mark.parametrize(
    ("slug", "wip", "burst", "bts", "reset", "firewall"),
    [
        ("spotlight", 13, 2, 3, 12, None),  # AP: halved BTS, one save a hit, two a Critical
        ("spotlight", 15, 2, 6, None, -3),
        ("carbonite", 14, 1, 3, 13, None),  # DA: two saves a hit, three a Critical
        ("carbonite", 12, 1, 0, 15, -6),
        ("oblivion", 13, 1, 3, 11, None),
        ("total_control", 16, 1, 9, 14, -3),  # PS 4 + BTS 9 + 3 = 16
    ],
)
def test_state_odds_match_every_face(
    slug: str, wip: int, burst: int, bts: int, reset: int | None, firewall: int | None
) -> None:
    hacker = _hacker(slug, wip, burst, bts, firewall)
    state = program_state(program(slug))
    assert state is not None
    assert hacker.weapon is not None
    if reset is None:
        result = odds("normal", [hacker], Edition.N5)
        results = list(brute_force_normal(hacker, Edition.N5).items())
    else:
        target = OddsSide("target", success_value(reset), 1)
        result = odds("face_to_face", [hacker, target], Edition.N5)
        pairs = brute_force_face_to_face(hacker, target, Edition.N5)
        results = [(own, p) for (own, _), p in pairs.items()]

    found = state_odds(result.outcomes, "hacker", hacker.weapon, state, Edition.N5)

    assert found.probability == _brute_force_state(results, slug, bts, firewall is not None)
    assert found.save_value == _save_value(slug, bts, firewall is not None)
    assert found.state == state
    assert found.name == STATE_NAMES_BY_PAGE[slug]
    assert 0 < found.probability < 1


def test_the_firewall_lowers_the_chance_of_the_state() -> None:
    plain = _hacker("carbonite", 13, 2, 3, None)
    walled = _hacker("carbonite", 13, 2, 3, -3)
    chances = []
    for side in (plain, walled):
        assert side.weapon is not None
        result = odds("normal", [side], Edition.N5)
        found = state_odds(result.outcomes, "hacker", side.weapon, "immobilized_b", Edition.N5)
        chances.append(found)
    assert chances[1].save_value == chances[0].save_value + 3
    assert chances[1].probability < chances[0].probability


def test_a_save_value_below_1_always_puts_the_target_in_the_state_when_hit() -> None:
    # Spotlight (AP) against BTS 0 with PS 5 - 6 (a MOD the players give): SV below 1.
    attack = comms_attack(
        program("spotlight"),
        13,
        burst=1,
        target=TargetSpec(bts=0),
        save_mods=(Mod(-6, ModSource.OTHER, "test"),),
    )
    side = OddsSide("hacker", attack.sv, 1, False, attack.weapon)
    assert attack.weapon is not None
    result = odds("normal", [side], Edition.N5)
    found = state_odds(result.outcomes, "hacker", attack.weapon, "targeted", Edition.N5)
    assert found.probability == Fraction(13, 20)  # exactly the chance of a hit
