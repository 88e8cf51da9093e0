"""Revision 2 of the weapon catalogue never changes once revision 3 exists: games created
under it are audited against it. The digest is of every revision 2 profile as the catalogue
stood before revision 3 (56 slugs). A failure here means a change meant for the current
weapons reached revision 2: put it in a new revision instead."""

from __future__ import annotations

import dataclasses
import hashlib
import json

from service.rules.catalogue import CATALOGUE_REVISION, catalogue_weapon
from service.rules.catalogue.weapons_revision2 import REVISION_2_WEAPONS

REVISION_2_DIGEST = "2b90675308ec24dddd273a867c3f1bc48ababaf1d8c9cdb1333de029e55e81b8"
REVISION_2_SLUGS = 56


def _dump() -> bytes:
    table = {slug: dataclasses.asdict(profile) for slug, profile in REVISION_2_WEAPONS.items()}
    return json.dumps(table, sort_keys=True).encode()


def test_new_games_record_revision_5() -> None:
    # Revision 4 changes how Total Immunity saves and revision 5 how Fireteams react and are
    # formed during the game, not a profile (test_total_immunity_traits says so).
    assert CATALOGUE_REVISION == 5


def test_revision_2_is_the_table_games_were_played_with() -> None:
    assert len(REVISION_2_WEAPONS) == REVISION_2_SLUGS
    assert hashlib.sha256(_dump()).hexdigest() == REVISION_2_DIGEST


def test_revision_2_is_what_a_game_of_revision_2_resolves() -> None:
    for slug, profile in REVISION_2_WEAPONS.items():
        assert catalogue_weapon(slug, 2) is profile
