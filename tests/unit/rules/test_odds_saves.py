"""Exact Wound odds for every save rule the orders apply, against an oracle that plays every
save by hand.

The oracle reads nothing of service.rules.saves: how many Saving Rolls a hit and a Critical
cause, against which value, with how many Wounds and which effects, is written out below from
the N5 pages, and every save's pass or fail is enumerated (only whether a face passes matters,
so each save branches on its chance to fail, counted over the twenty faces).

- Saving Roll (https://infinitythewiki.com/Saving_Roll_(SR)): "take the target's ARM or BTS
  Attribute value ... and add ... The Weapon's PS value. The (+3) MOD due to Partial Cover ...
  other MODs"; passed "if the final result is equal to or lower than the Success Value"; "the
  player rolls a d20 for each hit".
- Ammunition Summary Chart (https://infinitythewiki.com/Ammunition_Summary_Chart), No. Save
  Rolls and Critical No. Save Rolls: N 1/2, AP 1/2 ("Halves the target's ARM or BTS"), DA 2/3,
  EXP 3/4, PARA 1/2 (saved against "PH-6"), Shock 1/2, T2 1/2 ("Inflicts 2 Wounds"); "The
  additional roll gained by scoring a Critical Hit, will retain both the Attribute ... and the
  Traits of the weapon"; "The Continuous Damage Trait does not apply to the additional Saving
  Roll from a Critical Hit".
- Double Action (DA) Ammunition (https://infinitythewiki.com/DA): "The second Saving Roll is
  mandatory, even if the target fails the first one or falls Unconscious": every save of a
  hit is rolled, whatever the ones before did.
- T2 Ammunition (https://infinitythewiki.com/T2_Ammunition): "Each failed Saving Roll against
  T2 Ammunition inflicts 2 Wounds"; the Critical's additional one "inflicts only 1".
- Shock Ammunition (https://infinitythewiki.com/Shock_Ammunition), N5: "If the target has the
  VITA Attribute, with a value of 1, any failed Saving Rolls against Shock Ammunition will also
  cancel any type of Unconscious State ... and the target passes directly to Dead State"; its
  page says of the earlier rule "This N4 rule is not used in CodeOne": no outright kill there.
- Continuous Damage (https://infinitythewiki.com/Category:Continuous_Damage): "After failing a
  Saving Roll, the target receives a Wound and will have to keep making Saving Rolls until it
  passes a Saving Roll or until it enters Dead State"; read as the same save made again (T2's
  repeat inflicts 2 Wounds as the save it repeats), in rounds after the first.
- Combined Ammunition (https://infinitythewiki.com/Combined_Ammunition): the parts' effects add
  up: the most saves per hit of the parts, AP's halving, Shock's kill, T2's two Wounds.
- Combined Saving Roll (https://infinitythewiki.com/Combined_Saving_Roll), N5 only (CodeOne has
  none, docs/rules.md): each hit is saved against ARM and against BTS, the Critical's
  additional save against ARM only; the BTS saves follow the ARM ones, and a Dead target makes
  no more.
- Immunity (https://infinitythewiki.com/Immunity): Total Immunity saves every ammunition as N
  and is immune to Continuous Damage; Shock Immunity saves Shock as N.
- Unconscious at Wounds equal to VITA (STR), Dead beyond; No Wound Incapacitation
  (https://infinitythewiki.com/No_Wound_Incapacitation): Normal at Wounds equal to VITA.
"""

from __future__ import annotations

import random
from collections import defaultdict
from dataclasses import dataclass
from fractions import Fraction
from itertools import product

import pytest

from service.rules.ammo import Ammo
from service.rules.catalogue import catalogue_weapon
from service.rules.odds import OddsSide, TargetSpec, WeaponSpec, odds, weapon_spec
from service.rules.odds_saves import ConditionStates, SavePlan, SaveStep, dealt_weights
from service.rules.odds_wounds import wound_odds_from_counts
from service.rules.saves import SHOCK_IMMUNITY, TOTAL_IMMUNITY, Condition, WoundState
from service.rules.values import Edition, Mod, success_value
from tests.unit.rules.test_odds_oracle import outcome_table

Fate = tuple[int, WoundState]
"""(Wounds dealt, the target's state afterwards)."""

SAVES_PER_HIT = {"N": 1, "AP": 1, "DA": 2, "EXP": 3, "PARA": 1, "Shock": 1, "T2": 1}
"""The Ammunition Summary Chart's No. Save Rolls (Continuous Damage printed as an ammunition
saves as N: one a hit)."""
SEVERITY: dict[WoundState, int] = {"normal": 0, "unconscious": 1, "dead": 2}


@dataclass(frozen=True, slots=True)
class Save:
    wounds: int
    """Wounds a fail inflicts."""
    repeats: bool
    """Continuous Damage: made again after a fail, in the next round."""
    shock: bool


def _by_the_chart(
    weapon: WeaponSpec, edition: Edition, criticals: int, hits: int
) -> list[tuple[int, list[Save]]]:
    """The groups of saves the hits cause, each with its Success Value, in the order made."""
    target = weapon.target
    ammo = {str(a) for a in weapon.ammo}
    continuous = weapon.continuous or "Continuous Damage" in ammo
    ammo.discard("Continuous Damage")
    if TOTAL_IMMUNITY in target.immunities:
        ammo, continuous = {"N"}, False
    if SHOCK_IMMUNITY in target.immunities and "Shock" in ammo:
        ammo = (ammo - {"Shock"}) or {"N"}
    per_hit = max(SAVES_PER_HIT[a] for a in ammo or {"N"})
    wounds = 2 if "T2" in ammo else 1
    shock = "Shock" in ammo and edition is Edition.N5

    def value(attribute: str) -> int:
        printed = {"ARM": target.arm, "BTS": target.bts, "PH": target.ph}[attribute]
        effective = printed - 6 if "PARA" in ammo else printed
        if "AP" in ammo:
            effective = (effective + 1) // 2  # halved, rounding up
        mods = (3 if target.partial_cover else 0) + sum(m.value for m in weapon.save_mods)
        return effective + weapon.ps + max(-12, min(12, mods))

    plain = Save(wounds, continuous, shock)
    extra = Save(1, False, shock)  # the Critical's: 1 Wound, never repeated
    first = [plain] * per_hit * (hits + criticals) + [extra] * criticals
    groups = [(value(weapon.save_attribute), first)]
    if weapon.combined and edition is Edition.N5:
        groups.append((value("BTS"), [plain] * per_hit * (hits + criticals)))
    return groups


def _state(wounds: int, vitality: int, nwi: bool) -> WoundState:
    if wounds > vitality:
        return "dead"
    if wounds == vitality and not nwi:
        return "unconscious"
    return "normal"


def _play(
    saves: list[Save],
    fails: Fraction,
    condition: tuple[int, WoundState],
    weight: Fraction,
    vitality: int,
    nwi: bool,
    vita_one: bool,
    after: defaultdict[tuple[int, WoundState], Fraction],
) -> None:
    """Every pass or fail of one round of saves, all rolled together; then the failed
    Continuous Damage saves again, while the target is not Dead."""
    for failed in product((True, False), repeat=len(saves)):
        share = weight
        wounds, worst = condition
        again = []
        for save, fail in zip(saves, failed, strict=True):
            share *= fails if fail else 1 - fails
            if fail:
                wounds += save.wounds
                now = "dead" if save.shock and vita_one else _state(wounds, vitality, nwi)
                worst = max(worst, now, key=SEVERITY.__getitem__)
                again += [save] if save.repeats else []
        if again and worst != "dead" and share:
            _play(again, fails, (wounds, worst), share, vitality, nwi, vita_one, after)
        elif share:
            after[(wounds, worst)] += share


def oracle_fates(
    weapon: WeaponSpec, edition: Edition, criticals: int, hits: int
) -> dict[Fate, Fraction]:
    target = weapon.target
    nwi = target.no_wound_incapacitation
    vita_one = target.vitality == 1 and not target.structure
    start = (target.wounds, _state(target.wounds, target.vitality, nwi))
    reached: dict[tuple[int, WoundState], Fraction] = {start: Fraction(1)}
    for sv, saves in _by_the_chart(weapon, edition, criticals, hits):
        fails = Fraction(sum(1 for face in range(1, 21) if face > sv), 20)
        after: defaultdict[tuple[int, WoundState], Fraction] = defaultdict(Fraction)
        for (wounds, state), weight in reached.items():
            if state == "dead":  # a Dead trooper makes no more saves
                after[(wounds, state)] += weight
            else:
                _play(saves, fails, (wounds, state), weight, target.vitality, nwi, vita_one, after)
        reached = dict(after)
    fates: defaultdict[Fate, Fraction] = defaultdict(Fraction)
    for (wounds, state), weight in reached.items():
        fates[(wounds - start[0], state)] += weight
    return dict(fates)


def _check(counts: dict[tuple[int, int], int], weapon: WeaponSpec, edition: Edition) -> None:
    total = sum(counts.values())
    found = wound_odds_from_counts(counts, total, weapon, edition)
    fates: defaultdict[Fate, Fraction] = defaultdict(Fraction)
    for (criticals, hits), count in counts.items():
        for fate, p in oracle_fates(weapon, edition, criticals, hits).items():
            fates[fate] += Fraction(count, total) * p
    wounds: defaultdict[int, Fraction] = defaultdict(Fraction)
    for (dealt, _), p in fates.items():
        wounds[dealt] += p
    assert {k: p for k, p in enumerate(found.wounds_distribution) if p} == {
        k: p for k, p in wounds.items() if p
    }
    assert found.unconscious == sum(p for (_, s), p in fates.items() if s == "unconscious")
    assert found.dead == sum(p for (_, s), p in fates.items() if s == "dead")
    assert found.expected_wounds == sum(k * p for k, p in wounds.items())


AMMO = [
    (Ammo.N,),
    (Ammo.DA,),
    (Ammo.EXP,),
    (Ammo.T2,),
    (Ammo.SHOCK,),
    (Ammo.AP,),
    (Ammo.PARA,),
    (Ammo.CONTINUOUS_DAMAGE,),
    (Ammo.SHOCK, Ammo.CONTINUOUS_DAMAGE),
    (Ammo.AP, Ammo.DA),
    (Ammo.T2, Ammo.CONTINUOUS_DAMAGE),
]
IMMUNITIES = [(), (TOTAL_IMMUNITY,), (SHOCK_IMMUNITY,)]


def _random_case(rng: random.Random) -> tuple[dict[tuple[int, int], int], WeaponSpec]:
    vitality = rng.randint(1, 2)
    nwi = rng.random() < 0.4
    target = TargetSpec(
        arm=rng.randint(0, 5),
        bts=rng.randint(0, 6),
        ph=rng.randint(8, 13),
        vitality=vitality,
        structure=rng.random() < 0.2,
        partial_cover=rng.random() < 0.3,
        wounds=rng.randint(0, vitality),
        immunities=rng.choice(IMMUNITIES),
        no_wound_incapacitation=nwi,
    )
    ammo = rng.choice(AMMO)
    attribute = "PH" if Ammo.PARA in ammo else rng.choice(["ARM", "BTS"])
    weapon = WeaponSpec(
        ps=rng.randint(0, 9),
        ammo=ammo,
        save_attribute=attribute,  # type: ignore[arg-type]
        target=target,
        continuous=rng.random() < 0.15,
        save_mods=(Mod(rng.choice([-3, 0, 3])),),
        combined=attribute == "ARM" and rng.random() < 0.5,
    )
    results = [(c, h) for c in range(3) for h in range(3 - c)]
    counts = {result: rng.randint(0, 5) for result in rng.sample(results, 3)}
    counts[(0, 0)] = counts.get((0, 0), 0) + 1
    return counts, weapon


@pytest.mark.parametrize("seed", range(30))
def test_random_small_attacks_match_resolving_every_save(seed: int) -> None:
    rng = random.Random(seed)
    counts, weapon = _random_case(rng)
    _check(counts, weapon, rng.choice([Edition.N5, Edition.CODEONE]))


PLASMA_CARBINE = catalogue_weapon("plasma_carbine")
SHOCK_ON_VITA_1 = WeaponSpec(5, (Ammo.SHOCK,), "ARM", TargetSpec(arm=1))
HITS = {(0, 0): 3, (0, 1): 4, (1, 0): 1, (0, 2): 2, (1, 1): 1}


@pytest.mark.parametrize(
    ("name", "weapon"),
    [
        ("Shock", SHOCK_ON_VITA_1),
        (
            "Shock Immunity",
            WeaponSpec(5, (Ammo.SHOCK,), "ARM", TargetSpec(arm=1, immunities=(SHOCK_IMMUNITY,))),
        ),
        (
            "Total Immunity against EXP with Continuous Damage",
            WeaponSpec(
                4,
                (Ammo.EXP, Ammo.CONTINUOUS_DAMAGE),
                "ARM",
                TargetSpec(arm=2, vitality=2, immunities=(TOTAL_IMMUNITY,)),
            ),
        ),
        (
            "No Wound Incapacitation",
            WeaponSpec(6, (Ammo.DA,), "ARM", TargetSpec(arm=2, no_wound_incapacitation=True)),
        ),
        (
            "No Wound Incapacitation already at VITA",
            WeaponSpec(
                6, (Ammo.N,), "ARM", TargetSpec(arm=2, wounds=1, no_wound_incapacitation=True)
            ),
        ),
        ("Plasma Carbine", weapon_spec(PLASMA_CARBINE, TargetSpec(arm=2, bts=3))),
        (
            "Plasma with Continuous Damage on VITA 2",
            WeaponSpec(
                5, (Ammo.N,), "ARM", TargetSpec(arm=1, bts=0, vitality=2), True, combined=True
            ),
        ),
        (
            "Plasma in Partial Cover with Shock",
            WeaponSpec(
                7,
                (Ammo.SHOCK,),
                "ARM",
                TargetSpec(arm=3, bts=6, partial_cover=True),
                combined=True,
            ),
        ),
    ],
)
def test_each_save_rule_matches_resolving_every_save(name: str, weapon: WeaponSpec) -> None:
    for edition in Edition:
        _check(HITS, weapon, edition)


def test_shock_immunity_turns_shock_back_into_plain_saves() -> None:
    immune = WeaponSpec(5, (Ammo.SHOCK,), "ARM", TargetSpec(arm=1, immunities=(SHOCK_IMMUNITY,)))
    plain = WeaponSpec(5, (Ammo.N,), "ARM", TargetSpec(arm=1))
    total = sum(HITS.values())
    shocked = wound_odds_from_counts(HITS, total, SHOCK_ON_VITA_1, Edition.N5)
    saved = wound_odds_from_counts(HITS, total, immune, Edition.N5)
    assert saved == wound_odds_from_counts(HITS, total, plain, Edition.N5)
    assert shocked.dead > saved.dead


def test_no_wound_incapacitation_is_never_unconscious() -> None:
    weapon = WeaponSpec(6, (Ammo.DA,), "ARM", TargetSpec(arm=2, no_wound_incapacitation=True))
    found = wound_odds_from_counts(HITS, sum(HITS.values()), weapon, Edition.N5)
    assert found.unconscious == 0
    assert found.dead == sum(found.wounds_distribution[2:])


def test_plasma_saves_arm_then_bts() -> None:
    weapon = weapon_spec(PLASMA_CARBINE, TargetSpec(arm=2, bts=3))
    found = wound_odds_from_counts(HITS, sum(HITS.values()), weapon, Edition.N5)
    # The Plasma Carbine's Hit mode is PS 6 (N5 Weapon Chart): ARM 2 + 6, BTS 3 + 6.
    assert found.saves == (("ARM", 8), ("BTS", 9))
    assert found.save_value == 8
    codeone = wound_odds_from_counts(HITS, sum(HITS.values()), weapon, Edition.CODEONE)
    assert codeone.saves == (("ARM", 8),)


def test_plasma_face_to_face_matches_resolving_every_save() -> None:
    weapon = weapon_spec(PLASMA_CARBINE, TargetSpec(arm=1, bts=3, vitality=2))
    sides = [
        OddsSide("shooter", success_value(13), 2, True, weapon),
        OddsSide("enemy", success_value(11), 2),
    ]
    result = odds("face_to_face", sides, Edition.N5)
    fates: defaultdict[Fate, Fraction] = defaultdict(Fraction)
    for results, p in outcome_table(result).items():
        criticals, hits = results[0]
        for fate, q in oracle_fates(weapon, Edition.N5, criticals, hits).items():
            fates[fate] += p * q
    summary = result.sides[0]
    assert summary.p_dead == sum(p for (_, s), p in fates.items() if s == "dead")
    assert summary.p_unconscious == sum(p for (_, s), p in fates.items() if s == "unconscious")
    assert summary.expected_wounds == sum(dealt * p for (dealt, _), p in fates.items())


@dataclass(frozen=True, slots=True)
class DeadAtThree:
    """A state function of another shape than the orders': never Unconscious, Dead at 3."""

    def __call__(self, dealt: int, /) -> WoundState:
        return "dead" if dealt >= 3 else "normal"


def test_any_state_function_is_taken_as_given() -> None:
    steps = (SaveStep(9, 2, True, 1, True), SaveStep(12, 1, False, 1, False))
    results = [((0, 0), 2), ((0, 2), 3), ((1, 1), 4)]
    like_it = ConditionStates(Condition(2, no_wound_incapacitation=True), shock=False)
    assert dealt_weights(SavePlan(steps, DeadAtThree()), results) == dealt_weights(
        SavePlan(steps, like_it), results
    )


def test_a_plan_that_could_repeat_forever_is_refused() -> None:
    never_dies = ConditionStates(Condition(300), shock=False)
    with pytest.raises(ValueError, match="never dies"):
        dealt_weights(SavePlan((SaveStep(20, 1, False, 1, True),), never_dies), [((0, 1), 1)])
    with pytest.raises(ValueError, match="at least one step"):
        SavePlan((), never_dies)
