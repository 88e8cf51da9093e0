"""GET /v1/catalogue/...: what the engine implements, public and cacheable (ETag, 304)."""

from __future__ import annotations

from litestar import Controller, get

from service.api._http.contract import CATALOGUE_READ, ETAG, IfNoneMatch
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


class CatalogueController(Controller):
    path = "/v1/catalogue"
    tags = ("catalogue",)

    @get(
        "/skills",
        operation_id="list_skills",
        summary="Skills the engine knows",
        responses=CATALOGUE_READ,
        response_headers=ETAG,
    )
    async def skills(self, if_none_match: IfNoneMatch = None) -> SkillsView:
        return SKILLS_VIEW

    @get(
        "/traits",
        operation_id="list_traits",
        summary="Weapon traits the engine knows",
        responses=CATALOGUE_READ,
        response_headers=ETAG,
    )
    async def traits(self, if_none_match: IfNoneMatch = None) -> TraitsView:
        return TRAITS_VIEW

    @get(
        "/weapons",
        operation_id="list_weapons",
        summary="Weapon profiles by slug",
        responses=CATALOGUE_READ,
        response_headers=ETAG,
    )
    async def weapons(self, if_none_match: IfNoneMatch = None) -> WeaponsView:
        return WEAPONS_VIEW

    @get(
        "/ammunition",
        operation_id="list_ammunition",
        summary="Ammunition types",
        responses=CATALOGUE_READ,
        response_headers=ETAG,
    )
    async def ammunition(self, if_none_match: IfNoneMatch = None) -> AmmunitionListView:
        return AMMUNITION_VIEW

    @get(
        "/programs",
        operation_id="list_programs",
        summary="Hacking programs",
        responses=CATALOGUE_READ,
        response_headers=ETAG,
    )
    async def programs(self, if_none_match: IfNoneMatch = None) -> ProgramsView:
        return PROGRAMS_VIEW
