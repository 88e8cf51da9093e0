"""Who is an organiser: the holder of a token issued as the organiser token of some game.

Every route that acts for an organiser across games (creating a game in a tournament, the
organiser's listing, export, import and live stream) asks here, so they all refuse alike.
"""

from __future__ import annotations

from uuid import UUID

from service.application.ports import Grants
from service.domain.errors import Unauthorized

NOT_AN_ORGANISER = "this is not an organiser token of any game"


async def organised_game_ids(grants: Grants, token: str) -> list[UUID]:
    """Every game the token organises; Unauthorized unless it organises at least one."""
    game_ids = await grants.organised_game_ids(token)
    if not game_ids:
        raise Unauthorized(NOT_AN_ORGANISER)
    return game_ids


async def is_organiser(grants: Grants, token: str) -> bool:
    """Whether the token organises any game now (a rotated-away token no longer does)."""
    return bool(await grants.organised_game_ids(token))
