from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from service.rules.rolls import (
    ALL_CRITICALS,
    ResolvedDie,
    RollOutcome,
    SideRoll,
    face_to_face,
    normal_roll,
)
from service.rules.values import Edition, Mod, success_value

N5 = Edition.N5
CODEONE = Edition.CODEONE


def side(name: str, sv: int, *faces: int) -> SideRoll:
    return SideRoll(name, success_value(sv), faces)


def cancelled_by(outcome: RollOutcome, name: str) -> list[object]:
    return [d.cancelled_by for d in outcome.side(name).dice]


# --- Normal Rolls ---------------------------------------------------------------------------


def test_normal_roll_counts_hits_and_criticals_without_cancelling() -> None:
    outcome = normal_roll(side("A", 12, 3, 12, 15, 12), N5)
    a = outcome.side("A")
    assert outcome.kind == "normal"
    assert [(d.success, d.critical) for d in a.dice] == [
        (True, False),
        (True, True),
        (False, False),
        (True, True),
    ]
    assert (a.hits, a.criticals) == (1, 2)
    assert not any(d.cancelled for d in a.dice)
    assert outcome.winner == "A"


def test_normal_roll_with_no_success_has_no_winner() -> None:
    outcome = normal_roll(side("A", 5, 6, 20), N5)
    assert outcome.winner is None
    assert not outcome.side("A").wins


def test_sv_below_1_rolls_no_die_and_fails() -> None:
    roll = SideRoll("A", success_value(3, [Mod(-6)]), ())
    outcome = normal_roll(roll, N5)
    a = outcome.side("A")
    assert (a.rolled, a.dice, a.hits, a.criticals) == (False, (), 0, 0)
    assert outcome.winner is None


@pytest.mark.parametrize("roll", [side("A", 0, 5), side("A", -3, 1)])
def test_faces_for_sv_below_1_are_rejected(roll: SideRoll) -> None:
    with pytest.raises(ValueError, match="below 1"):
        normal_roll(roll, N5)


@pytest.mark.parametrize("faces", [(0,), (21,), (5, 22)])
def test_faces_outside_1_to_20_are_rejected(faces: tuple[int, ...]) -> None:
    with pytest.raises(ValueError, match=r"1\.\.20"):
        face_to_face(side("A", 10, *faces), side("B", 10, 4), N5)


def test_a_rolling_side_needs_a_face() -> None:
    with pytest.raises(ValueError, match="at least one face"):
        normal_roll(side("A", 10), N5)


def test_sides_need_distinct_names() -> None:
    with pytest.raises(ValueError, match="distinct"):
        face_to_face(side("A", 10, 3), side("A", 10, 4), N5)


# --- Face to Face Rolls ---------------------------------------------------------------------


def test_rules_case_critical_and_5_against_9() -> None:
    """A's 5 is cancelled by B's 9 although the 9 falls to A's Critical: one critical hit."""
    outcome = face_to_face(side("A", 12, 12, 5), side("B", 12, 9), N5)
    a, b = outcome.sides
    assert a.dice[0] == ResolvedDie(12, 12, True, True, cancelled=False, cancelled_by=None)
    assert a.dice[1] == ResolvedDie(5, 5, True, False, cancelled=True, cancelled_by=0)
    assert b.dice[0] == ResolvedDie(9, 9, True, False, cancelled=True, cancelled_by=0)
    assert (a.hits, a.criticals) == (0, 1)
    assert outcome.winner == "A"


def test_a_tie_cancels_both() -> None:
    outcome = face_to_face(side("A", 12, 8), side("B", 10, 8), N5)
    assert cancelled_by(outcome, "A") == [0]
    assert cancelled_by(outcome, "B") == [0]
    assert outcome.winner is None


def test_criticals_on_both_sides_cancel_every_success_but_not_failures() -> None:
    outcome = face_to_face(side("A", 12, 12, 3, 17), side("B", 11, 11, 11, 2), N5)
    assert cancelled_by(outcome, "A") == [ALL_CRITICALS, ALL_CRITICALS, None]
    assert outcome.side("A").dice[2].success is False
    assert cancelled_by(outcome, "B") == [ALL_CRITICALS] * 3
    assert outcome.winner is None
    assert all(s.hits == s.criticals == 0 for s in outcome.sides)


def test_a_critical_beats_a_higher_plain_success() -> None:
    outcome = face_to_face(side("A", 4, 4), side("B", 15, 14), N5)
    assert outcome.winner == "A"
    assert cancelled_by(outcome, "B") == [0]


def test_cancelled_by_points_at_the_first_enemy_critical() -> None:
    outcome = face_to_face(side("A", 9, 2, 9, 9), side("B", 15, 14, 6), N5)
    assert cancelled_by(outcome, "B") == [1, 1]
    # A's own 2 still falls to B's 14, although the 14 is cancelled by A's Criticals.
    assert cancelled_by(outcome, "A") == [0, None, None]
    assert (outcome.side("A").hits, outcome.side("A").criticals) == (0, 2)


def test_cancelled_by_points_at_the_highest_enemy_success_lowest_index_on_ties() -> None:
    outcome = face_to_face(side("A", 15, 3, 11, 7, 11), side("B", 15, 5, 9, 16), N5)
    assert cancelled_by(outcome, "B") == [1, 1, None]
    assert cancelled_by(outcome, "A") == [1, None, 1, None]
    assert outcome.side("A").hits == 2
    assert outcome.winner == "A"


def test_a_failed_side_loses_to_any_success() -> None:
    outcome = face_to_face(side("A", 5, 18, 19), side("B", 12, 12), N5)
    assert outcome.winner == "B"
    assert outcome.side("B").criticals == 1


def test_against_a_side_that_cannot_roll_successes_stand() -> None:
    outcome = face_to_face(side("A", 12, 4, 9), SideRoll("B", success_value(-1), ()), N5)
    assert outcome.kind == "face_to_face"
    assert outcome.side("B").rolled is False
    assert outcome.side("A").hits == 2
    assert outcome.winner == "A"


def test_codeone_compares_face_plus_excess() -> None:
    # SV 23: a 4 reads as 7 and ties an enemy 7; a 17 reads as 20, a Critical.
    tie = face_to_face(side("A", 23, 4), side("B", 12, 7), CODEONE)
    assert tie.side("A").dice[0].value == 7
    assert tie.winner is None
    critical = face_to_face(side("A", 23, 17), side("B", 12, 11), CODEONE)
    assert critical.side("A").criticals == 1
    assert critical.winner == "A"


def test_n5_above_20_compares_the_face() -> None:
    # SV 23 in N5: a 4 is a plain success worth 4 and loses to a 7; a 3 is a Critical.
    outcome = face_to_face(side("A", 23, 4), side("B", 12, 7), N5)
    assert outcome.winner == "B"
    assert face_to_face(side("A", 23, 3), side("B", 12, 7), N5).winner == "A"


def test_a_higher_sv_can_lose_a_critical_and_the_face_off() -> None:
    """Criticals move with the SV: a 5 is Critical at SV 5 but a plain 5 at SV 6."""
    assert face_to_face(side("A", 5, 5), side("B", 12, 9), N5).winner == "A"
    assert face_to_face(side("A", 6, 5), side("B", 12, 9), N5).winner == "B"


# --- Properties -----------------------------------------------------------------------------

editions = st.sampled_from(list(Edition))
faces_st = st.lists(st.integers(1, 20), min_size=1, max_size=6).map(tuple)


@st.composite
def side_rolls(draw: st.DrawFn, name: str) -> SideRoll:
    sv = draw(st.integers(-2, 26))
    faces: tuple[int, ...] = draw(faces_st) if sv >= 1 else ()
    return SideRoll(name, success_value(sv), faces)


@given(side_rolls("A"), side_rolls("B"), editions)
def test_swapping_the_sides_swaps_the_outcome(a: SideRoll, b: SideRoll, edition: Edition) -> None:
    forward = face_to_face(a, b, edition)
    backward = face_to_face(b, a, edition)
    assert backward.sides == tuple(reversed(forward.sides))
    assert backward.winner == forward.winner


@given(side_rolls("A"), side_rolls("B"), editions)
def test_at_most_one_side_wins(a: SideRoll, b: SideRoll, edition: Edition) -> None:
    outcome = face_to_face(a, b, edition)
    winners = [s.name for s in outcome.sides if s.wins]
    assert len(winners) <= 1
    assert outcome.winner == (winners[0] if winners else None)


@given(side_rolls("A"), side_rolls("B"), editions)
def test_a_die_is_cancelled_only_by_a_higher_or_equal_success_or_a_critical(
    a: SideRoll, b: SideRoll, edition: Edition
) -> None:
    outcome = face_to_face(a, b, edition)
    for own, enemy in (outcome.sides, tuple(reversed(outcome.sides))):
        enemy_has_critical = any(d.success and d.critical for d in enemy.dice)
        own_has_critical = any(d.success and d.critical for d in own.dice)
        for die in own.dice:
            assert die.cancelled == (die.cancelled_by is not None)
            if not die.success:
                assert not die.cancelled
            elif die.cancelled_by == ALL_CRITICALS:
                assert own_has_critical
                assert enemy_has_critical
            elif isinstance(die.cancelled_by, int):
                canceller = enemy.dice[die.cancelled_by]
                assert not die.critical
                assert canceller.success
                assert canceller.critical or canceller.value >= die.value
            else:
                # A surviving success: nothing on the enemy side could cancel it.
                assert not (own_has_critical and enemy_has_critical)
                if not die.critical:
                    assert not enemy_has_critical
                    assert all(not d.success or d.value < die.value for d in enemy.dice)


@given(side_rolls("A"), side_rolls("B"), st.integers(1, 10), editions)
def test_raising_sv_keeps_a_win_that_rested_on_no_critical(
    a: SideRoll, b: SideRoll, raise_by: int, edition: Edition
) -> None:
    before = face_to_face(a, b, edition)
    assume(before.winner == "A")
    assume(not any(d.critical for d in before.side("A").dice))
    higher = replace(a, sv=success_value(a.sv.value + raise_by))
    assert face_to_face(higher, b, edition).winner == "A"


@given(st.integers(1, 30), faces_st, editions)
def test_normal_roll_success_iff_face_at_most_sv(
    sv: int, faces: tuple[int, ...], edition: Edition
) -> None:
    outcome = normal_roll(side("A", sv, *faces), edition)
    assert [d.success for d in outcome.side("A").dice] == [f <= sv for f in faces]
    assert outcome.winner == ("A" if any(f <= sv for f in faces) else None)
