from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service.rules.die_reading import FACES, read_die
from service.rules.values import Edition

EDITIONS = list(Edition)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("sv", [0, -1, -12])
def test_no_die_is_read_below_sv_1(sv: int, edition: Edition) -> None:
    with pytest.raises(ValueError, match="below 1"):
        read_die(10, sv, edition)


@pytest.mark.parametrize("face", [0, 21, -3])
def test_faces_outside_1_to_20_are_rejected(face: int) -> None:
    with pytest.raises(ValueError, match=r"1\.\.20"):
        read_die(face, 10, Edition.N5)


@pytest.mark.parametrize("edition", EDITIONS)
def test_up_to_sv_20_a_face_equal_to_sv_is_the_only_critical(edition: Edition) -> None:
    readings = {face: read_die(face, 12, edition) for face in FACES}
    assert [f for f, r in readings.items() if r.success] == list(range(1, 13))
    assert [f for f, r in readings.items() if r.critical] == [12]
    assert all(r.value == r.face for r in readings.values())


@pytest.mark.parametrize("edition", EDITIONS)
def test_sv_1_succeeds_only_on_a_critical_1(edition: Edition) -> None:
    assert read_die(1, 1, edition).critical
    assert not read_die(2, 1, edition).success


def test_n5_cc_24_criticals_are_20_and_1_to_4() -> None:
    readings = [read_die(face, 24, Edition.N5) for face in FACES]
    assert all(r.success for r in readings)
    assert sorted(r.face for r in readings if r.critical) == [1, 2, 3, 4, 20]
    assert all(r.value == r.face for r in readings)


def test_codeone_cc_23_criticals_are_17_to_20_and_4_reads_as_7() -> None:
    readings = [read_die(face, 23, Edition.CODEONE) for face in FACES]
    assert all(r.success for r in readings)
    assert [r.face for r in readings if r.critical] == [17, 18, 19, 20]
    assert read_die(4, 23, Edition.CODEONE).value == 7
    assert read_die(17, 23, Edition.CODEONE).value == 20


@given(st.integers(21, 45))
def test_both_editions_give_the_same_number_of_critical_faces(sv: int) -> None:
    def criticals(edition: Edition) -> int:
        return sum(read_die(face, sv, edition).critical for face in FACES)

    assert criticals(Edition.N5) == criticals(Edition.CODEONE) == min(20, sv - 19)


@given(st.integers(1, 40), st.sampled_from(FACES), st.sampled_from(EDITIONS))
def test_success_iff_face_at_most_sv(sv: int, face: int, edition: Edition) -> None:
    assert read_die(face, sv, edition).success == (face <= sv)
