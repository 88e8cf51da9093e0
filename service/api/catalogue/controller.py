"""GET /v1/catalogue/...: what the engine implements, public and cacheable (ETag, 304)."""

from __future__ import annotations

import msgspec
from litestar import Controller, get
from litestar.handlers import HTTPRouteHandler

from service.api._http.contract import CATALOGUE_READ, ETAG, IfNoneMatch
from service.api._http.described import NO_TOKEN, PUBLIC_CODES, Doc
from service.api.catalogue.schemas import (
    AMMUNITION_VIEW,
    PROGRAMS_VIEW,
    SKILLS_VIEW,
    TRAITS_VIEW,
    WEAPONS_VIEW,
)


def _catalogue(what: str) -> str:
    return Doc(
        f"{what} The same for every caller and every game of this release: send its ETag back"
        " as If-None-Match and an unchanged answer is a 304 with no body.",
        caller=NO_TOKEN,
    ).render(PUBLIC_CODES)


def _listed(
    path: str, view: msgspec.Struct, *, operation_id: str, summary: str, what: str
) -> HTTPRouteHandler:
    """A list of the catalogue: the whole handler, answering `view`, made once at import."""

    async def handler(self: object, if_none_match: IfNoneMatch = None) -> msgspec.Struct:
        return view

    # The types Litestar reads to document the answer; given as objects, since the view's
    # type is only known here.
    handler.__annotations__ = {"if_none_match": IfNoneMatch, "return": type(view)}
    handler.__name__ = handler.__qualname__ = operation_id
    return get(
        path,
        operation_id=operation_id,
        summary=summary,
        description=_catalogue(what),
        responses=CATALOGUE_READ,
        response_headers=ETAG,
    )(handler)


class CatalogueController(Controller):
    path = "/v1/catalogue"
    tags = ("catalogue",)

    skills = _listed(
        "/skills",
        SKILLS_VIEW,
        operation_id="list_skills",
        summary="Skills the engine knows",
        what="Every Special Skill and piece of Equipment the engine knows, by slug: a trooper's"
        " `skills` name them, and a declaration's `skill` the ones a trooper declares. A"
        " skill not here is 422 `not-in-catalogue`; `handling` says whether the engine works"
        " it out or only keeps it for the players.",
    )
    traits = _listed(
        "/traits",
        TRAITS_VIEW,
        operation_id="list_traits",
        summary="Weapon traits the engine knows",
        what="Every Weapon Trait the engine knows (Continuous Damage, Disposable, Non-Lethal...):"
        " a weapon's `traits` name them; one not here is 422 `not-in-catalogue`.",
    )
    weapons = _listed(
        "/weapons",
        WEAPONS_VIEW,
        operation_id="list_weapons",
        summary="Weapon profiles by slug",
        what="Every weapon profile of the Weapon Chart the engine carries, by slug: a trooper's"
        " `weapons` name them (`slug`), or give a `custom` profile. Games record the"
        " catalogue's revision (`catalogue_revision` in `game_created`), so a slug keeps"
        " the profile it had when the game was created.",
    )
    ammunition = _listed(
        "/ammunition",
        AMMUNITION_VIEW,
        operation_id="list_ammunition",
        summary="Ammunition types",
        what="Every type of Ammunition the engine knows, with the Saving Rolls a hit and a"
        " Critical cause (Ammunition Summary Chart, N5).",
    )
    programs = _listed(
        "/programs",
        PROGRAMS_VIEW,
        operation_id="list_programs",
        summary="Hacking programs",
        what="Every hacking program the engine knows (Hacking Programs Chart, N5), by slug: a"
        " `comms_attack`'s `program` names one; one not here is 422 `not-in-catalogue`.",
    )
