"""Reading one d20 against a Success Value, by edition.

N5: above SV 20 every face succeeds; face 20 and faces 1..SV-20 are Criticals, and the face
itself is what Face to Face Rolls compare. CodeOne (N4 wording): SV counts as 20 and the excess
is added to the face; that sum is compared and a sum of 20 or more is a Critical. Both give the
same probabilities but different Critical faces, so a record must keep the face and the edition.
"""

from __future__ import annotations

from dataclasses import dataclass

from service.rules.values import Edition

FACES = range(1, 21)


@dataclass(frozen=True, slots=True)
class DieReading:
    face: int
    value: int
    """What Face to Face Rolls compare: the face, or in CodeOne above SV 20 the face plus excess."""
    success: bool
    critical: bool


def read_die(face: int, sv: int, edition: Edition) -> DieReading:
    if face not in FACES:
        raise ValueError(f"a d20 face is 1..20, not {face}")
    if sv < 1:
        # No die is rolled below SV 1; a caller asking to read one has a bug.
        raise ValueError(f"no die is rolled for a Success Value below 1 (SV {sv})")
    if sv <= 20:
        return DieReading(face, face, face <= sv, face == sv)
    excess = sv - 20
    if edition is Edition.N5:
        return DieReading(face, face, True, face == 20 or face <= excess)
    value = face + excess
    return DieReading(face, value, True, value >= 20)
