"""Revision 1 of the weapon catalogue never changes: stored games are audited against it.

Its table is built with helpers and profiles shared with the current catalogue, so an edit
there could change it silently. The digest below is of every revision 1 profile; it equals the
digest of the whole catalogue as it stood before the N5 correction. A failure here means that a
change meant for the current weapons reached revision 1: put it in a new revision
(service/rules/catalogue/__init__.py) instead.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json

from service.rules.catalogue import FIRST_CATALOGUE_REVISION, catalogue_weapon
from service.rules.catalogue.weapons_revision1 import REVISION_1_WEAPONS

REVISION_1_DIGEST = "be5a79a611b495c40a7c4b732a01b438745939d919056bc317f53ba5d1341b48"
REVISION_1_SLUGS = 46


def _dump() -> bytes:
    table = {slug: dataclasses.asdict(profile) for slug, profile in REVISION_1_WEAPONS.items()}
    return json.dumps(table, sort_keys=True).encode()


def test_revision_1_is_the_table_games_were_played_with() -> None:
    assert len(REVISION_1_WEAPONS) == REVISION_1_SLUGS
    assert hashlib.sha256(_dump()).hexdigest() == REVISION_1_DIGEST


def test_revision_1_is_what_a_game_of_revision_1_resolves() -> None:
    for slug, profile in REVISION_1_WEAPONS.items():
        assert catalogue_weapon(slug, FIRST_CATALOGUE_REVISION) is profile
