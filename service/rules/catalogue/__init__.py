"""What the engine implements: skills, weapons, ammunition, traits and hacking programs.

Pure data, read by the domain to refuse unknown names and by the API to list them.
"""

from __future__ import annotations

from collections.abc import Iterable

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
from service.rules.not_in_catalogue import NotInCatalogueError
from service.rules.weapons import WeaponProfile

__all__ = [
    "AMMUNITION",
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


def catalogue_weapon(slug: str) -> WeaponProfile:
    try:
        return WEAPONS[slug]
    except KeyError:
        raise NotInCatalogueError("weapon", slug, sorted(WEAPONS)) from None


def program(slug: str) -> ProgramInfo:
    try:
        return _PROGRAMS_BY_SLUG[slug]
    except KeyError:
        raise NotInCatalogueError("program", slug, sorted(_PROGRAMS_BY_SLUG)) from None
