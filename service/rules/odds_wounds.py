"""Exact distribution of the Wounds an attack deals, from the odds of its hits and Criticals.

It follows saves.resolve_saves step for step, but over probabilities instead of faces: every
save the hits cause is rolled in a first round (a target that dies mid-round still takes the
rest of that round), then Continuous Damage repeats the failed saves while the target lives.

Probabilities stay integers as long as possible: a path that rolled `d` save dice carries a
weight out of 20**d (times the roll's own denominator), and paths are only put over one
denominator at the end. That keeps a B6 EXP attack to a few thousand integer products.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from math import comb, lcm

from service.rules.ammo import CONTINUOUS_DAMAGE_TRAIT, Ammo, SaveAttribute
from service.rules.dice import FACES
from service.rules.odds_dice import CriticalsAndHits
from service.rules.saves import (
    Condition,
    SaveRule,
    apply_wounds,
    fail_probability,
    save_rule,
    save_value,
    state_for_wounds,
)
from service.rules.values import Edition, Mod
from service.rules.weapons import WeaponProfile

DIE_FACES = len(FACES)


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """The trooper a side's hits land on."""

    arm: int = 0
    bts: int = 0
    ph: int = 10
    vitality: int = 1
    """VITA, or STR when `structure` is set."""
    structure: bool = False
    partial_cover: bool = False
    """+3 to every save (the -3 to the attacker's BS belongs in the attacker's MODs)."""
    wounds: int = 0
    """Wounds the target already has."""

    def attribute(self, name: SaveAttribute) -> int:
        return {"ARM": self.arm, "BTS": self.bts, "PH": self.ph}[name]


@dataclass(frozen=True, slots=True)
class WeaponSpec:
    ps: int
    ammo: tuple[Ammo, ...]
    """Several entries combine, e.g. (AP, DA)."""
    save_attribute: SaveAttribute
    target: TargetSpec
    continuous: bool = False
    """Continuous Damage printed as a trait rather than as the ammunition."""
    save_mods: tuple[Mod, ...] = ()
    """Further MODs to the target's saves besides Partial Cover."""


def weapon_spec(profile: WeaponProfile, target: TargetSpec) -> WeaponSpec:
    """A catalogue weapon aimed at a target."""
    return WeaponSpec(
        ps=profile.ps,
        ammo=profile.ammo,
        save_attribute=profile.save_attribute,
        target=target,
        continuous=CONTINUOUS_DAMAGE_TRAIT in profile.traits,
    )


@dataclass(frozen=True, slots=True)
class WoundOdds:
    save_value: int
    """The Success Value of every Saving Roll against this weapon."""
    save_fails: Fraction
    """Probability that one Saving Roll fails."""
    wounds_distribution: tuple[Fraction, ...]
    """Index k: probability that the attack deals exactly k Wounds."""
    expected_wounds: Fraction
    unconscious: Fraction
    """Probability that the target ends the attack Unconscious."""
    dead: Fraction
    """Probability that the target ends the attack Dead."""


class _FailCounts:
    """Weights of k failures among n saves, out of 20**n, computed once per n."""

    def __init__(self, failing_faces: int) -> None:
        self._fail = failing_faces
        self._pass = DIE_FACES - failing_faces
        self._rows: dict[int, tuple[int, ...]] = {}

    def row(self, saves: int) -> tuple[int, ...]:
        if saves not in self._rows:
            self._rows[saves] = tuple(
                comb(saves, k) * self._fail**k * self._pass ** (saves - k) for k in range(saves + 1)
            )
        return self._rows[saves]


def wound_odds(
    criticals_and_hits: Mapping[CriticalsAndHits, Fraction],
    weapon: WeaponSpec,
    edition: Edition,
) -> WoundOdds:
    """Wounds dealt by a side whose surviving (Criticals, hits) have the given probabilities."""
    if sum(criticals_and_hits.values()) != 1:
        raise ValueError("the probabilities of the (Criticals, hits) results must add up to 1")
    denominator = lcm(*(p.denominator for p in criticals_and_hits.values()))
    counts = {
        result: p.numerator * (denominator // p.denominator)
        for result, p in criticals_and_hits.items()
    }
    return wound_odds_from_counts(counts, denominator, weapon, edition)


def wound_odds_from_counts(
    criticals_and_hits: Mapping[CriticalsAndHits, int],
    total: int,
    weapon: WeaponSpec,
    edition: Edition,
) -> WoundOdds:
    """As wound_odds, with each (Criticals, hits) result given as a count out of `total`.

    The roll's counts are integers already, so no Fraction is built before the end.
    """
    if sum(criticals_and_hits.values()) != total:
        raise ValueError("the counts of the (Criticals, hits) results must add up to the total")
    return _wound_odds(tuple(criticals_and_hits.items()), total, weapon, edition)


@lru_cache(maxsize=1024)
def _wound_odds(
    criticals_and_hits: tuple[tuple[CriticalsAndHits, int], ...],
    total: int,
    weapon: WeaponSpec,
    edition: Edition,
) -> WoundOdds:
    """Cached because the same weapon, target and roll are asked about again and again, and
    the answer is immutable; putting every result over one denominator is most of the cost."""
    target = weapon.target
    rule = save_rule(weapon.ammo, weapon.save_attribute, edition, continuous=weapon.continuous)
    sv = save_value(
        rule,
        target.attribute(rule.attribute),
        weapon.ps,
        partial_cover=target.partial_cover,
        mods=weapon.save_mods,
    ).value
    fails = fail_probability(sv)
    state = state_for_wounds(target.wounds, target.vitality)
    if state == "dead":
        raise ValueError(f"the target is already Dead ({target.wounds} Wounds)")
    start = Condition(target.vitality, target.structure, target.wounds, state)
    failing_faces = int(fails * DIE_FACES)

    fates = [
        (count, _fates_of_result(rule, start, failing_faces, criticals, hits))
        for (criticals, hits), count in criticals_and_hits
    ]
    most_dice = max(dice for _, (dice, _) in fates)
    scale = total * DIE_FACES**most_dice
    wounds: dict[int, int] = {}
    unconscious = dead = 0
    for count, (dice, outcomes) in fates:
        factor = count * DIE_FACES ** (most_dice - dice)
        for dealt, fate, weight in outcomes:
            scaled = factor * weight
            wounds[dealt] = wounds.get(dealt, 0) + scaled
            if fate == _DEAD:
                dead += scaled
            elif fate == _UNCONSCIOUS:
                unconscious += scaled
    distribution = tuple(Fraction(wounds.get(k, 0), scale) for k in range(max(wounds) + 1))
    return WoundOdds(
        save_value=sv,
        save_fails=fails,
        wounds_distribution=distribution,
        expected_wounds=Fraction(sum(k * n for k, n in wounds.items()), scale),
        unconscious=Fraction(unconscious, scale),
        dead=Fraction(dead, scale),
    )


def forget_cached_wounds() -> None:
    """Empty the caches behind wound_odds, so the next question starts from nothing."""
    for cached in (_wound_odds, _fates_of_result, _repeat_continuous, _fail_counts, _fate):
        cached.cache_clear()


_DEAD = "dead"
_UNCONSCIOUS = "unconscious"
_STANDING = "standing"

_ResultFates = tuple[int, tuple[tuple[int, str, int], ...]]
"""(save dice D, ((Wounds dealt, fate, weight out of 20**D), ...))."""


_Ends = tuple[int, tuple[tuple[tuple[int, bool], int], ...]]
"""(save dice D, (((Wounds dealt, dead), weight out of 20**D), ...)) of a path of saves."""


@lru_cache(maxsize=4096)
def _fates_of_result(
    rule: SaveRule, start: Condition, failing_faces: int, criticals: int, hits: int
) -> _ResultFates:
    """How one (Criticals, hits) result ends for the target, as integer weights.

    Depends only on small frozen values, so a cache makes a repeated question (the same
    weapon and target asked about again) cost one lookup per result instead of every save.
    """
    first_dice = (hits + criticals) * rule.saves_per_hit + criticals
    first = _first_round(rule, criticals, hits, start, failing_faces)
    repeated = {
        (dealt, repeats): _repeat_continuous(
            rule.wounds_per_failed_save, rule.shock, start, failing_faces, dealt, repeats
        )
        for dealt, repeats, is_dead in first
        if repeats and not is_dead
    }
    most_repeated = max((dice for dice, _ in repeated.values()), default=0)
    ended_unrepeated = DIE_FACES**most_repeated
    merged: dict[tuple[int, bool], int] = {}
    for (dealt, repeats, is_dead), weight in first.items():
        if is_dead or not repeats:
            merged[(dealt, is_dead)] = merged.get((dealt, is_dead), 0) + weight * ended_unrepeated
            continue
        dice, ends = repeated[(dealt, repeats)]
        scaled = weight * DIE_FACES ** (most_repeated - dice)
        for key, end_weight in ends:
            merged[key] = merged.get(key, 0) + scaled * end_weight
    fates = tuple(
        (dealt, _fate_name(is_dead, start.wounds + dealt, start.vitality), weight)
        for (dealt, is_dead), weight in merged.items()
    )
    return first_dice + most_repeated, fates


def _fate_name(is_dead: bool, wounds: int, vitality: int) -> str:
    if is_dead:
        return _DEAD
    if state_for_wounds(wounds, vitality) == "unconscious":
        return _UNCONSCIOUS
    return _STANDING


@lru_cache(maxsize=64)
def _fail_counts(failing_faces: int) -> _FailCounts:
    """Shared by every result and every call: its rows only ever grow, and never change."""
    return _FailCounts(failing_faces)


@lru_cache(maxsize=1024)
def _fate(start: Condition, shock: bool) -> _Fate:
    """Shared like _fail_counts: what it remembers is a pure function of its arguments."""
    return _Fate(start, shock)


def _first_round(
    rule: SaveRule, criticals: int, hits: int, start: Condition, failing_faces: int
) -> dict[tuple[int, int, bool], int]:
    """Every save of every hit, rolled together: each hit's own saves, plus one per Critical.

    Keyed by (Wounds dealt, failed saves Continuous Damage repeats, dead); a dead target
    repeats nothing, so its paths are merged by Wounds alone.
    """
    fail_counts = _fail_counts(failing_faces)
    dead = _fate(start, rule.shock).dead
    per_save = rule.wounds_per_failed_save
    extra_row = [(failed, w) for failed, w in enumerate(fail_counts.row(criticals)) if w]
    paths: dict[tuple[int, int, bool], int] = {}
    for own_failed, own_weight in enumerate(
        fail_counts.row((hits + criticals) * rule.saves_per_hit)
    ):
        if not own_weight:
            continue
        repeats = own_failed if rule.continuous else 0
        for extra_failed, extra_weight in extra_row:
            # The Critical's extra save never deals T2's second Wound nor repeats.
            dealt = own_failed * per_save + extra_failed
            is_dead = dead(dealt)
            key = (dealt, 0 if is_dead else repeats, is_dead)
            paths[key] = paths.get(key, 0) + own_weight * extra_weight
    return paths


@lru_cache(maxsize=4096)
def _repeat_continuous(
    wounds_per_failed_save: int,
    shock: bool,
    start: Condition,
    failing_faces: int,
    dealt: int,
    repeats: int,
) -> _Ends:
    """Repeat `repeats` failed Continuous Damage saves until all pass or the target is Dead.

    Many results reach the same few (Wounds, repeats) states, hence the cache. Ends because
    every repeat round that fails deals at least one Wound, and a target that has taken more
    Wounds than its VITA/STR is Dead.
    """
    dead = _fate(start, shock).dead
    ended: list[tuple[int, bool, int]] = []
    further: list[tuple[int, _Ends]] = []
    for failed, fail_weight in enumerate(_fail_counts(failing_faces).row(repeats)):
        if not fail_weight:
            continue
        now_dealt = dealt + failed * wounds_per_failed_save
        now_dead = dead(now_dealt)
        if now_dead or not failed:
            ended.append((now_dealt, now_dead, fail_weight))
        else:
            more = _repeat_continuous(
                wounds_per_failed_save, shock, start, failing_faces, now_dealt, failed
            )
            further.append((fail_weight, more))
    most_further = max((dice for _, (dice, _) in further), default=0)
    ends: dict[tuple[int, bool], int] = {}
    for now_dealt, now_dead, weight in ended:
        key = (now_dealt, now_dead)
        ends[key] = ends.get(key, 0) + weight * DIE_FACES**most_further
    for weight, (dice, more_ends) in further:
        scaled = weight * DIE_FACES ** (most_further - dice)
        for key, end_weight in more_ends:
            ends[key] = ends.get(key, 0) + scaled * end_weight
    return repeats + most_further, tuple(ends.items())


class _Fate:
    """Whether the target is Dead after the attack's Wounds so far, as apply_wounds decides.

    Every save of one attack carries the same Shock flag, so Wounds dealt imply a failed Shock
    save; remembered per Wound count because the same few questions recur on every path.
    """

    def __init__(self, start: Condition, shock: bool) -> None:
        self._start = start
        self._shock = shock
        self._known: dict[int, bool] = {}

    def dead(self, dealt: int) -> bool:
        if dealt not in self._known:
            after = apply_wounds(self._start, dealt, shock=self._shock)
            self._known[dealt] = after.state == "dead"
        return self._known[dealt]
