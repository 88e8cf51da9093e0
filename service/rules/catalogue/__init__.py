"""What the engine implements: skills, weapons, ammunition, traits and hacking programs.

Pure data, read by the domain to refuse unknown names and by the API to list them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from service.rules.catalogue.ammunition import AMMUNITION
from service.rules.catalogue.entries import (
    AmmunitionInfo,
    Handling,
    ProgramInfo,
    SkillInfo,
    TraitInfo,
)
from service.rules.catalogue.programs import PROGRAMS
from service.rules.catalogue.skills import SKILLS
from service.rules.catalogue.traits import TRAITS, trait_known
from service.rules.catalogue.weapons import WEAPONS
from service.rules.catalogue.weapons_revision1 import REVISION_1_WEAPONS
from service.rules.catalogue.weapons_revision2 import REVISION_2_WEAPONS
from service.rules.not_in_catalogue import NotInCatalogueError
from service.rules.weapons import WeaponProfile

__all__ = [
    "AMMUNITION",
    "CATALOGUE_REVISION",
    "FIRST_CATALOGUE_REVISION",
    "PROGRAMS",
    "SKILLS",
    "TRAITS",
    "WEAPONS",
    "AmmunitionInfo",
    "Handling",
    "NotInCatalogueError",
    "ProgramInfo",
    "SkillInfo",
    "TraitInfo",
    "catalogue_weapon",
    "check_skills",
    "check_traits",
    "known_catalogue_revision",
    "program",
    "skill",
]

_SKILLS_BY_KEY = {key.casefold(): s for s in SKILLS for key in (s.slug, s.name)}
_PROGRAMS_BY_SLUG = {p.slug: p for p in PROGRAMS}


def skill(name: str) -> SkillInfo:
    """The skill named by its name or slug, in any case (Mimetism, mimetism)."""
    try:
        return _SKILLS_BY_KEY[name.casefold()]
    except KeyError:
        raise NotInCatalogueError("skill", name, [s.name for s in SKILLS]) from None


def check_skills(names: Iterable[str]) -> None:
    for name in names:
        skill(name)


def check_traits(names: Iterable[str]) -> None:
    for name in names:
        if not trait_known(name):
            raise NotInCatalogueError("trait", name, [t.name for t in TRAITS])


FIRST_CATALOGUE_REVISION = 1
"""The weapons before the N5 correction: games recorded without a revision were played with it."""
CATALOGUE_REVISION = 5
"""The weapons as they are now: a new game records it and keeps it. From revision 3, E/M, PARA
and Stun ammunition follow the N5 Ammunition Summary Chart (``N5_AMMUNITION_REVISION``); from
revision 4, Total Immunity also cancels Continuous Damage, ARM=0 and BTS=0
(``TOTAL_IMMUNITY_TRAITS_REVISION``); from revision 5, members' AROs take their Fireteam's
bonuses, a member declaring another ARO leaves it, and a Fireteam formed during the game spends
a Command Token (``fireteams.REACTIVE_TURN_REVISION``). Revisions 4 and 5 change no profile:
3, 4 and 5 share the table."""

# A game keeps the weapons of the revision it was created with, so changing a profile or
# removing a slug means a new revision here, never an edit of an older table.
_WEAPONS_BY_REVISION: dict[int, Mapping[str, WeaponProfile]] = {
    FIRST_CATALOGUE_REVISION: REVISION_1_WEAPONS,
    2: REVISION_2_WEAPONS,
    # Revision 3's profiles are revisions 4's and 5's: freeze them before this table next changes.
    3: WEAPONS,
    4: WEAPONS,
    CATALOGUE_REVISION: WEAPONS,
}


def known_catalogue_revision(revision: int) -> bool:
    return revision in _WEAPONS_BY_REVISION


def catalogue_weapon(slug: str, revision: int = CATALOGUE_REVISION) -> WeaponProfile:
    """The weapon ``slug`` names in catalogue ``revision`` (the current one by default)."""
    weapons = _WEAPONS_BY_REVISION[revision]
    try:
        return weapons[slug]
    except KeyError:
        raise NotInCatalogueError("weapon", slug, sorted(weapons)) from None


def program(slug: str) -> ProgramInfo:
    try:
        return _PROGRAMS_BY_SLUG[slug]
    except KeyError:
        raise NotInCatalogueError("program", slug, sorted(_PROGRAMS_BY_SLUG)) from None
