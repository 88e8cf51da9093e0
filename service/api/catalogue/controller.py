"""GET /v1/catalogue/...: what the engine implements, public and cacheable (ETag, 304)."""

from __future__ import annotations

from litestar import Controller, get

from service.api._http.contract import CATALOGUE_READ, ETAG, IfNoneMatch
from service.api._http.described import NO_TOKEN, PUBLIC_CODES, Doc
from service.api.catalogue.schemas import (
    AMMUNITION_VIEW,
    PROGRAMS_VIEW,
    SKILLS_VIEW,
    TRAITS_VIEW,
    WEAPONS_VIEW,
    AmmunitionListView,
    ProgramsView,
    SkillsView,
    TraitsView,
    WeaponsView,
)


def _catalogue(what: str) -> str:
    return Doc(
        f"{what} The same for every caller and every game of this release: send its ETag back"
        " as If-None-Match and an unchanged answer is a 304 with no body.",
        caller=NO_TOKEN,
    ).render(PUBLIC_CODES)


class CatalogueController(Controller):
    path = "/v1/catalogue"
    tags = ("catalogue",)

    @get(
        "/skills",
        operation_id="list_skills",
        summary="Skills the engine knows",
        description=_catalogue(
            "Every Special Skill and piece of Equipment the engine knows, by slug: a trooper's"
            " `skills` name them, and a declaration's `skill` the ones a trooper declares. A"
            " skill not here is 422 `not-in-catalogue`; `handling` says whether the engine works"
            " it out or only keeps it for the players."
        ),
        responses=CATALOGUE_READ,
        response_headers=ETAG,
    )
    async def skills(self, if_none_match: IfNoneMatch = None) -> SkillsView:
        return SKILLS_VIEW

    @get(
        "/traits",
        operation_id="list_traits",
        summary="Weapon traits the engine knows",
        description=_catalogue(
            "Every Weapon Trait the engine knows (Continuous Damage, Disposable, Non-Lethal...):"
            " a weapon's `traits` name them; one not here is 422 `not-in-catalogue`."
        ),
        responses=CATALOGUE_READ,
        response_headers=ETAG,
    )
    async def traits(self, if_none_match: IfNoneMatch = None) -> TraitsView:
        return TRAITS_VIEW

    @get(
        "/weapons",
        operation_id="list_weapons",
        summary="Weapon profiles by slug",
        description=_catalogue(
            "Every weapon profile of the Weapon Chart the engine carries, by slug: a trooper's"
            " `weapons` name them (`slug`), or give a `custom` profile. Games record the"
            " catalogue's revision (`catalogue_revision` in `game_created`), so a slug keeps"
            " the profile it had when the game was created."
        ),
        responses=CATALOGUE_READ,
        response_headers=ETAG,
    )
    async def weapons(self, if_none_match: IfNoneMatch = None) -> WeaponsView:
        return WEAPONS_VIEW

    @get(
        "/ammunition",
        operation_id="list_ammunition",
        summary="Ammunition types",
        description=_catalogue(
            "Every type of Ammunition the engine knows, with the Saving Rolls a hit and a"
            " Critical cause (Ammunition Summary Chart, N5)."
        ),
        responses=CATALOGUE_READ,
        response_headers=ETAG,
    )
    async def ammunition(self, if_none_match: IfNoneMatch = None) -> AmmunitionListView:
        return AMMUNITION_VIEW

    @get(
        "/programs",
        operation_id="list_programs",
        summary="Hacking programs",
        description=_catalogue(
            "Every hacking program the engine knows (Hacking Programs Chart, N5), by slug: a"
            " `comms_attack`'s `program` names one; one not here is 422 `not-in-catalogue`."
        ),
        responses=CATALOGUE_READ,
        response_headers=ETAG,
    )
    async def programs(self, if_none_match: IfNoneMatch = None) -> ProgramsView:
        return PROGRAMS_VIEW
