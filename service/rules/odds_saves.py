"""Exact distribution of the Wounds an attack's saves deal, for any sequence of saving rolls.

The attack is described without faces (a `SavePlan`): the steps of saves each hit causes, in
the order they are rolled (one step per attribute: Plasma's ARM then BTS), and a state
function telling what the target is after a number of Wounds. Each step follows
saves.resolve_saves: every save of the step is rolled in a first round (a target that dies
mid-round still takes the rest of that round), then Continuous Damage repeats the failed saves
while the target lives; a target Dead after a step makes no more saves.

The target's end state depends only on the Wounds it took (the state function), so a path is
known by its Wounds alone and paths are merged as soon as they agree. Weights stay integers:
a path that rolled `d` save dice carries a weight out of 20**d, and weights of different depths
are only put over one power of 20 when they are added together.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from math import comb
from typing import Protocol

from service.rules.dice import FACES
from service.rules.saves import Condition, WoundState, apply_wounds

DIE_FACES = len(FACES)
MOST_WOUNDS_LOOKED_AT = 256
"""Far above any VITA/STR: a state function that is never Dead by then never kills."""


@dataclass(frozen=True, slots=True)
class SaveStep:
    """The Saving Rolls each hit causes against one attribute."""

    failing_faces: int
    """Faces of a d20 that fail the save (20 when its SV is below 1: no die, always fails)."""
    saves_per_hit: int
    """Saves per hit, plain or Critical (N 1, DA 2, EXP 3)."""
    critical_extra: bool
    """A Critical adds one save here, dealing one Wound and never repeated."""
    wounds_per_fail: int
    continuous: bool
    """A failed save (not a Critical's extra) is repeated until it passes or the target dies."""

    def __post_init__(self) -> None:
        if not 0 <= self.failing_faces <= DIE_FACES:
            raise ValueError(f"failing faces are 0..{DIE_FACES}, not {self.failing_faces}")
        if self.saves_per_hit < 1 or self.wounds_per_fail < 1:
            raise ValueError("a hit causes at least one save, and a failed one deals a Wound")


class WoundStates(Protocol):
    """The target's state after taking `dealt` Wounds in this attack.

    Must be hashable (answers are cached by plan), and a state must never improve as Wounds
    grow: once Dead, Dead.
    """

    def __call__(self, dealt: int, /) -> WoundState: ...


@dataclass(frozen=True, slots=True)
class ConditionStates:
    """States as apply_wounds decides them (No Wound Incapacitation is in the Condition).

    Every save of one attack carries the same Shock flag, so Wounds dealt imply a failed Shock
    save."""

    start: Condition
    shock: bool

    def __call__(self, dealt: int, /) -> WoundState:
        return apply_wounds(self.start, dealt, shock=self.shock).state


@dataclass(frozen=True, slots=True)
class SavePlan:
    steps: tuple[SaveStep, ...]
    states: WoundStates

    def __post_init__(self) -> None:
        if not self.steps:
            raise ValueError("a plan of saves has at least one step")


Weights = tuple[int, dict[int, int]]
"""(save dice D, {Wounds dealt: weight out of 20**D})."""
_Part = tuple[int, int, dict[int, int]]
"""Weights times a factor: (factor, save dice D, {Wounds dealt: weight out of 20**D})."""


def dealt_weights(
    plan: SavePlan, criticals_and_hits: Sequence[tuple[tuple[int, int], int]]
) -> Weights:
    """Wounds dealt over all the (Criticals, hits) results, each weighted by its count.

    The weights are out of 20**D times the sum of the counts.
    """
    solver = _Solver(plan)
    depth, weights = solver.all_results(
        [(criticals, hits, count) for (criticals, hits), count in criticals_and_hits if count]
    )
    never = [(criticals, hits, 1) for (criticals, hits), count in criticals_and_hits if not count]
    if never:
        # A result that cannot happen still lists the Wounds it would deal, each at 0.
        for dealt in solver.all_results(never)[1]:
            weights.setdefault(dealt, 0)
    return depth, weights


def forget_cached_rows() -> None:
    _fail_row.cache_clear()


@lru_cache(maxsize=1024)
def _fail_row(failing_faces: int, saves: int) -> tuple[int, ...]:
    """Index k: weight of exactly k failures among `saves` saves, out of 20**saves."""
    passing = DIE_FACES - failing_faces
    return tuple(
        comb(saves, k) * failing_faces**k * passing ** (saves - k) for k in range(saves + 1)
    )


def _merge(parts: Iterable[_Part]) -> Weights:
    """Sum (factor, depth, weights) parts over the deepest part's power of 20."""
    listed = list(parts)
    depth = max((d for _, d, _ in listed), default=0)
    merged: dict[int, int] = {}
    for factor, own_depth, weights in listed:
        scaled = factor * DIE_FACES ** (depth - own_depth)
        for dealt, weight in weights.items():
            merged[dealt] = merged.get(dealt, 0) + scaled * weight
    return depth, merged


class _Solver:
    """One question's working memory: repeats from the same (Wounds, failed saves) recur on
    many paths, and the state function is read once, into the fewest Wounds that kill."""

    def __init__(self, plan: SavePlan) -> None:
        self._steps = plan.steps
        self._dead_at = fewest_deadly_wounds(plan.states)
        self._repeats: dict[tuple[SaveStep, int, int], Weights] = {}

    def all_results(self, results: list[tuple[int, int, int]]) -> Weights:
        """Each result through every step but the last one by one; then the last step for all
        results at once, since only the Wounds they end with are asked for."""
        *earlier, last = self._steps
        reached = []
        for criticals, hits, count in results:
            depth, weights = 0, {0: count}
            for step in earlier:
                depth, weights = self._step(step, criticals, hits, depth, weights)
            reached.append((criticals, hits, depth, weights))
        return self._step_for_all(last, reached)

    def _step(
        self, step: SaveStep, criticals: int, hits: int, depth: int, weights: dict[int, int]
    ) -> Weights:
        step_depth, after = self._step_for_all(step, [(criticals, hits, 0, weights)])
        return depth + step_depth, after

    def _step_for_all(
        self, step: SaveStep, reached: list[tuple[int, int, int, dict[int, int]]]
    ) -> Weights:
        """A step's first round and repeats, for results that reached it with given Wounds.

        Results with as many extra saves that reached the step with as many Wounds share the
        extra saves' outcomes, so their own saves are summed into one row per such group
        before the pairs of (own failed, extra failed) are walked, once per group.
        """
        dead_at = self._dead_at
        per_fail = step.wounds_per_fail
        failing = step.failing_faces
        own_saves = [(hits + criticals) * step.saves_per_hit for criticals, hits, _, _ in reached]
        extra_saves = [criticals if step.critical_extra else 0 for criticals, _, _, _ in reached]
        # Every path is put over 20**deepest before any is added to another.
        deepest = max(
            depth + own + extra
            for (_, _, depth, _), own, extra in zip(reached, own_saves, extra_saves, strict=True)
        )
        ended: dict[int, int] = {}
        groups: dict[tuple[int, int], list[int]] = {}
        for (_, _, depth, weights), own, extra in zip(reached, own_saves, extra_saves, strict=True):
            row = _fail_row(failing, own)
            for before, weight in weights.items():
                if before >= dead_at:  # a Dead target makes no more saves
                    ended[before] = ended.get(before, 0) + weight * DIE_FACES ** (deepest - depth)
                    continue
                scaled = weight * DIE_FACES ** (deepest - depth - own - extra)
                summed = groups.setdefault((extra, before), [])
                if len(summed) < len(row):
                    summed.extend([0] * (len(row) - len(summed)))
                for own_failed, own_weight in enumerate(row):
                    summed[own_failed] += scaled * own_weight
        # Many pairs reach the same (Wounds, repeats): their weights are summed first, so each
        # repeat's distribution is scaled and added once.
        repeating: dict[tuple[int, int], int] = {}
        for (extra, before), summed in groups.items():
            extra_row = [(e, w) for e, w in enumerate(_fail_row(failing, extra)) if w]
            for own_failed, own_weight in enumerate(summed):
                if not own_weight:
                    continue
                reached_wounds = before + own_failed * per_fail
                if step.continuous and own_failed and reached_wounds < dead_at:
                    for extra_failed, extra_weight in extra_row:
                        dealt = reached_wounds + extra_failed
                        if dealt < dead_at:
                            key = (dealt, own_failed)
                            repeating[key] = repeating.get(key, 0) + own_weight * extra_weight
                        else:
                            ended[dealt] = ended.get(dealt, 0) + own_weight * extra_weight
                    continue
                for extra_failed, extra_weight in extra_row:
                    dealt = reached_wounds + extra_failed
                    ended[dealt] = ended.get(dealt, 0) + own_weight * extra_weight
        repeated = [
            (weight, *self._repeat(step, dealt, repeats))
            for (dealt, repeats), weight in repeating.items()
        ]
        depth, weights = _merge([(1, 0, ended), *repeated])
        return deepest + depth, weights

    def _repeat(self, step: SaveStep, dealt: int, repeats: int) -> Weights:
        """Repeat `repeats` failed Continuous Damage saves until all pass or the target dies.

        Ends because every round that fails deals at least one Wound, and enough Wounds kill
        (checked when the plan is read).
        """
        key = (step, dealt, repeats)
        known = self._repeats.get(key)
        if known is not None:
            return known
        ended: dict[int, int] = {}
        further: list[_Part] = []
        for failed, weight in enumerate(_fail_row(step.failing_faces, repeats)):
            if not weight:
                continue
            now = dealt + failed * step.wounds_per_fail
            if failed and now < self._dead_at:
                further.append((weight, *self._repeat(step, now, failed)))
            else:
                ended[now] = ended.get(now, 0) + weight
        depth, weights = _merge([(1, 0, ended), *further])
        found = (repeats + depth, weights)
        self._repeats[key] = found
        return found


def fewest_deadly_wounds(states: WoundStates) -> int:
    """The fewest Wounds that leave the target Dead (states never improve, so all above too)."""
    if states(0) == "dead":
        raise ValueError("the target is already Dead")
    for dealt in range(1, MOST_WOUNDS_LOOKED_AT + 1):
        if states(dealt) == "dead":
            return dealt
    raise ValueError(f"a target that is not Dead after {MOST_WOUNDS_LOOKED_AT} Wounds never dies")
