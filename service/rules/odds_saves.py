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
from typing import Protocol

from service.rules.die_reading import FACES
from service.rules.packed import coefficient, from_power, unpack, width_for
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

    def __hash__(self) -> int: ...


@dataclass(frozen=True, slots=True)
class ConditionStates:
    """States as apply_wounds decides them (No Wound Incapacitation is in the Condition).

    Every save of one attack carries the same Shock and State: Dead flags, so Wounds dealt imply
    a failed save with them."""

    start: Condition
    shock: bool
    kills: bool = False
    """State: Dead: any Wound dealt is a failed save, which kills."""

    def __call__(self, dealt: int, /) -> WoundState:
        return apply_wounds(self.start, dealt, shock=self.shock, kills=self.kills).state


@dataclass(frozen=True, slots=True)
class SavePlan:
    steps: tuple[SaveStep, ...]
    states: WoundStates

    def __post_init__(self) -> None:
        if not self.steps:
            raise ValueError("a plan of saves has at least one step")


Weights = tuple[int, dict[int, int]]
"""(save dice D, {Wounds dealt: weight out of 20**D})."""
_Packed = tuple[int, int]
"""(save dice D, the weights by Wounds dealt out of 20**D as a packed polynomial)."""


def dealt_weights(
    plan: SavePlan, criticals_and_hits: Sequence[tuple[tuple[int, int], int]]
) -> Weights:
    """Wounds dealt over all the (Criticals, hits) results, each weighted by its count.

    The weights are out of 20**D times the sum of the counts.
    """
    possible = [
        (criticals, hits, count) for (criticals, hits), count in criticals_and_hits if count
    ]
    depth, weights = _Solver(plan, possible).all_results()
    never = [(criticals, hits, 1) for (criticals, hits), count in criticals_and_hits if not count]
    if never:
        # A result that cannot happen still lists the Wounds it would deal, each at 0.
        for dealt in _Solver(plan, never).all_results()[1]:
            weights.setdefault(dealt, 0)
    return depth, weights


def _merge(parts: Iterable[_Packed]) -> _Packed:
    """Sum (depth, weights) parts over the deepest part's power of 20."""
    listed = list(parts)
    depth = max(d for d, _ in listed)
    return depth, sum(weights * DIE_FACES ** (depth - own) for own, weights in listed)


class _Solver:
    """One question's working memory. Every distribution is a packed polynomial (see packed)
    in the Wounds dealt, so summing the paths that end alike, and pairing a step's own failed
    saves with a Critical's extra ones, are single big-int operations.

    The slots are wide enough for the sum of the counts times 20**D, D bounded in advance: a
    step rolls its first round, then each Continuous Damage repeat that starts from `d` Wounds
    with `k` failed saves rolls at most k dice in each of at most dead_at - d rounds (each round
    but the last deals a Wound), and d >= k, so at most dead_at**2 / 4 dice in all.
    """

    def __init__(self, plan: SavePlan, results: list[tuple[int, int, int]]) -> None:
        self._steps = plan.steps
        self._results = results
        self._dead_at = fewest_deadly_wounds(plan.states)
        most_hits = most_criticals = mass = 0
        for criticals, hits, count in results:
            most_hits = max(most_hits, criticals + hits)
            most_criticals = max(most_criticals, criticals)
            mass += count
        self._most_dice = sum(
            most_hits * step.saves_per_hit
            + (most_criticals if step.critical_extra else 0)
            + (self._dead_at**2 // 4 if step.continuous else 0)
            for step in self._steps
        )
        self._width = width_for(mass * DIE_FACES**self._most_dice)
        self._rows: dict[tuple[int, int, int], int] = {}
        # Keyed by (failing faces, Wounds per failed save, Wounds dealt, saves repeated).
        self._repeats: dict[tuple[int, int, int, int], _Packed] = {}

    def all_results(self) -> Weights:
        """Each result through every step but the last one by one; then the last step for all
        results at once, since only the Wounds they end with are asked for."""
        *earlier, last = self._steps
        reached = []
        for criticals, hits, count in self._results:
            depth, weights = 0, count
            for step in earlier:
                depth, weights = self._step(step, [(criticals, hits, depth, weights)])
            reached.append((criticals, hits, depth, weights))
        depth, weights = self._step(last, reached)
        if depth > self._most_dice:
            raise RuntimeError(f"{depth} save dice, above the bound of {self._most_dice}")
        return depth, {
            dealt: weight for dealt, weight in enumerate(unpack(weights, self._width)) if weight
        }

    def _row(self, failing_faces: int, saves: int, wounds_per_fail: int) -> int:
        """Weights of the Wounds that `saves` saves deal, out of 20**saves: (f*x**w + p)**n."""
        key = (failing_faces, saves, wounds_per_fail)
        row = self._rows.get(key)
        if row is None:
            failing = failing_faces << (self._width * wounds_per_fail)
            row = self._rows[key] = (failing + DIE_FACES - failing_faces) ** saves
        return row

    def _step(self, step: SaveStep, reached: list[tuple[int, int, int, int]]) -> _Packed:
        """A step's first round and repeats, for results that reached it with given Wounds.

        Results with as many extra saves that reached the step with as many Wounds share the
        extra saves' outcomes, so their own saves are summed into one polynomial per such group
        before it is multiplied by the extra saves' one.
        """
        dead_at, width = self._dead_at, self._width
        saves_per_hit, critical_extra = step.saves_per_hit, step.critical_extra
        parts: list[_Packed] = []
        # (extra saves, Wounds before) -> [(weight, depth after the own saves, own saves)]
        groups: dict[tuple[int, int], list[tuple[int, int, int]]] = {}
        for criticals, hits, depth, weights in reached:
            own = (criticals + hits) * saves_per_hit
            extra = criticals if critical_extra else 0
            if weights >> width:  # Wounds dealt by an earlier step
                dead = from_power(weights, width, dead_at)
                if dead:  # a Dead target makes no more saves
                    parts.append((depth, dead))
                alive = unpack(weights - dead, width)
            else:
                alive = [weights]
            for before, weight in enumerate(alive):
                if weight:
                    members = groups.get((extra, before))
                    if members is None:
                        members = groups[(extra, before)] = []
                    members.append((weight, depth + own, own))
        tops = {key: max(depth for _, depth, _ in members) for key, members in groups.items()}
        deepest = max([top + extra for (extra, _), top in tops.items()], default=0)
        ended = 0
        # Pairs (Wounds, failed saves) reached by many groups are summed before their repeats.
        alive_after_own: dict[tuple[int, int], int] = {}
        repeating: dict[tuple[int, int], int] = {}
        own_row = self._row
        for (extra, before), members in groups.items():
            top = tops[(extra, before)]
            own_rows = 0
            for weight, depth, own in members:
                own_rows += (
                    weight
                    * DIE_FACES ** (top - depth)
                    * own_row(step.failing_faces, own, step.wounds_per_fail)
                )
            extra_row = self._row(step.failing_faces, extra, 1) * DIE_FACES ** (
                deepest - top - extra
            )
            if not step.continuous:
                ended += (own_rows * extra_row) << (before * width)
                continue
            # Own failures that leave the target alive are repeated; none, or enough to kill,
            # end the step here.
            deadly = -(-(dead_at - before) // step.wounds_per_fail)
            ending = coefficient(own_rows, width, 0) + from_power(
                own_rows, width, deadly * step.wounds_per_fail
            )
            ended += (ending * extra_row) << (before * width)
            for failed in range(1, deadly):
                weight = coefficient(own_rows, width, failed * step.wounds_per_fail)
                if weight:
                    key = (before + failed * step.wounds_per_fail, failed)
                    alive_after_own[key] = alive_after_own.get(key, 0) + weight * extra_row
        # The extra saves' failures that kill end the step; the others leave the own failed
        # saves to repeat.
        for (now, failed), outcomes in alive_after_own.items():
            killing = from_power(outcomes, width, dead_at - now)
            ended += killing << (now * width)
            for extra_failed, paired in enumerate(unpack(outcomes - killing, width)):
                if paired:
                    key = (now + extra_failed, failed)
                    repeating[key] = repeating.get(key, 0) + paired
        parts.append((deepest, ended))
        for (dealt, repeats), weight in repeating.items():
            depth, weights = self._repeat(step, dealt, repeats)
            parts.append((deepest + depth, weight * weights))
        return _merge(parts)

    def _repeat(self, step: SaveStep, dealt: int, repeats: int) -> _Packed:
        """Repeat `repeats` failed Continuous Damage saves until all pass or the target dies.

        Ends because every round that fails deals at least one Wound, and enough Wounds kill
        (checked when the plan is read).
        """
        key = (step.failing_faces, step.wounds_per_fail, dealt, repeats)
        known = self._repeats.get(key)
        if known is not None:
            return known
        width = self._width
        row = self._row(step.failing_faces, repeats, step.wounds_per_fail)
        deadly = -(-(self._dead_at - dealt) // step.wounds_per_fail)
        ending = coefficient(row, width, 0) + from_power(row, width, deadly * step.wounds_per_fail)
        parts = [(0, ending << (dealt * width))]
        for failed in range(1, min(deadly, repeats + 1)):
            weight = coefficient(row, width, failed * step.wounds_per_fail)
            if weight:
                depth, weights = self._repeat(step, dealt + failed * step.wounds_per_fail, failed)
                parts.append((depth, weight * weights))
        depth, weights = _merge(parts)
        found = (repeats + depth, weights)
        self._repeats[key] = found
        return found


def fewest_deadly_wounds(states: WoundStates) -> int:
    """The fewest Wounds that leave the target Dead (states never improve, so all above too)."""
    return len(states_until_dead(states))


@lru_cache(maxsize=256)
def states_until_dead(states: WoundStates) -> tuple[WoundState, ...]:
    """The target's state after 0, 1, ... Wounds, up to the fewest that kill (not included).

    Cached (states are hashable) because each question reads them for the saves and again
    for the answer, and the orders' state function is slow to ask."""
    if states(0) == "dead":
        raise ValueError("the target is already Dead")
    alive: list[WoundState] = []
    for dealt in range(MOST_WOUNDS_LOOKED_AT + 1):
        state = states(dealt)
        if state == "dead":
            return tuple(alive)
        alive.append(state)
    raise ValueError(f"a target that is not Dead after {MOST_WOUNDS_LOOKED_AT} Wounds never dies")


def forget_cached_states() -> None:
    states_until_dead.cache_clear()
