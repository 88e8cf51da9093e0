"""The bodies and answers of the organiser's routes, and the listing's page cursor."""

from __future__ import annotations

import base64
import binascii
from datetime import datetime
from typing import Annotated, ClassVar
from uuid import UUID

import msgspec
from litestar.exceptions import ValidationException

from service.api._http.described import Example, Examples
from service.api._http.schemas import RequestBody
from service.application.audit.use_case import GameAudit
from service.application.reads.use_case import OrganiserStandings
from service.audit.verify import Imported, VerificationReport
from service.domain.described import about
from service.domain.standings import StandingFigures, StandingsScheme
from service.store.verifications import OrganisedKey

MAX_CURSOR_LENGTH = 200
MAX_EXPORT_CHARS = 16 * 1024 * 1024
"""Far above any game; the request body limit (INFINITY_LEDGER_MAX_BODY_BYTES) comes first."""


class ImportBody(RequestBody, frozen=True):
    """A finished game's audit export, to import here."""

    EXAMPLES: ClassVar[Examples] = (
        Example(
            "The text GET /v1/games/{id}/audit gave, every byte kept (abridged here: a header and"
            " the first of its event lines)",
            {
                "export": (
                    '{"client_seed":"","dice_algorithm":"dice-v2","edition":"N5",'
                    '"event_count":212,"game_id":"6f1c0e2a-0c5e-4d5b-9b8e-2f4c1a7d9e10",...}\n'
                    '{"data":{"edition":"N5","players":["ariadna","tohaa"],...},'
                    '"game_id":"6f1c0e2a-0c5e-4d5b-9b8e-2f4c1a7d9e10","position":1,'
                    '"type":"game_created","version":1,...}\n'
                )
            },
        ),
    )

    export: Annotated[
        str,
        msgspec.Meta(min_length=1, max_length=MAX_EXPORT_CHARS),
        about("The NDJSON text of `GET /v1/games/{id}/audit`, every byte as it was exported."),
    ]


class ImportedGameView(msgspec.Struct, frozen=True):
    """The game imported: read it at its Location with the importer's organiser token."""

    id: Annotated[str, about("The game's id, the same as where it was played")]
    event_count: Annotated[int, about("How many events it holds")]


class OrganisedGame(msgspec.Struct, frozen=True):
    """One game an organiser token runs, with its verification."""

    id: Annotated[str, about("The game's id")]
    edition: Annotated[str, about("`N5` or `CodeOne`")]
    players: Annotated[list[str], about("The players' names")]
    status: Annotated[str, about("`running` or `ended`")]
    event_count: Annotated[int, about("How many events it holds")]
    head_hash: Annotated[
        str, about("The hash of its last event: the head its verification was made at")
    ]
    verification: Annotated[
        VerificationReport,
        about(
            "The checks of `GET /v1/games/{id}/verify`, as of this head (kept, and made again "
            "only once the game has changed)."
        ),
    ]
    imported: (
        Annotated[
            Imported,
            about(
                "Where an imported game came from (see the game view); null for a game played here."
            ),
        ]
        | None
    )


class OrganisedGamesPage(msgspec.Struct, frozen=True):
    """A page of the games an organiser token runs, in the order it was given them."""

    games: Annotated[list[OrganisedGame], about("At most `limit` games")]
    next_cursor: (
        Annotated[str, about("Send as `cursor` for the next page; null on the last page.")] | None
    )


def encode_cursor(key: OrganisedKey) -> str:
    # Opaque to clients; it only says where in this token's own games the next page starts,
    # so a forged one can show nothing the token could not list anyway.
    text = f"{key.granted_at.isoformat()}|{key.game_id}"
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def decode_cursor(cursor: str) -> OrganisedKey:
    try:
        text = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)).decode()
        granted_at, game_id = text.split("|")
        key = OrganisedKey(datetime.fromisoformat(granted_at), UUID(game_id))
    except (binascii.Error, UnicodeDecodeError, ValueError) as exc:
        raise ValidationException("`cursor` is not a cursor this listing returned") from exc
    if key.granted_at.tzinfo is None:
        raise ValidationException("`cursor` is not a cursor this listing returned")
    return key


def organised_game(summary: GameAudit) -> OrganisedGame:
    return OrganisedGame(
        id=str(summary.game_id),
        edition=summary.edition,
        players=list(summary.players),
        status=summary.status,
        event_count=summary.event_count,
        head_hash=summary.head_hash,
        verification=summary.verification,
        imported=summary.imported,
    )


class GameLinkView(msgspec.Struct, frozen=True):
    """A game named by its id and its route."""

    id: Annotated[str, about("The game's id")]
    href: Annotated[str, about("The game's own route.")]


class StandingView(StandingFigures, frozen=True, kw_only=True):
    """One player's standing across the organiser's games, with the games counted."""

    games: Annotated[list[GameLinkView], about("The player's games counted, final ones only.")]


class StandingsView(msgspec.Struct, frozen=True, kw_only=True):
    """The players of an organiser's games, ranked as the scheme ranks them."""

    scheme: Annotated[
        StandingsScheme, about("The ranking used: `its-season-10` or `its-objective-points`")
    ]
    standings: Annotated[list[StandingView], about("Every player, best first")]
    pending_games: Annotated[
        list[GameLinkView],
        about(
            "The token's games counted for nobody yet: not ended, results not final, a Victory "
            "Point not known, or (under Tournament Points) not a game of two players."
        ),
    ]


def _link(game_id: UUID) -> GameLinkView:
    return GameLinkView(id=str(game_id), href=f"/v1/games/{game_id}")


def standings_view(found: OrganiserStandings) -> StandingsView:
    return StandingsView(
        scheme=found.scheme,
        standings=[
            # The view holds every field of the standing; only the games become links.
            StandingView(**(msgspec.structs.asdict(row) | {"games": [_link(g) for g in row.games]}))
            for row in found.rows
        ],
        pending_games=[_link(g) for g in found.pending_games],
    )
