"""/v1/games/{id}/secrets: Private Information committed, revealed, and read by its owner."""

from __future__ import annotations

from litestar import Controller, Response
from litestar.datastructures import State
from litestar.di import NamedDependency
from litestar.params import FromPath, JSONBody

from service.api._http.commanding import Commanding, CommandResult, answered, command_result
from service.api._http.contract import IfNoneMatch
from service.api._http.described import ANY_TOKEN, PLAYER, Doc
from service.api._http.manners import (
    NOT_STORED,
    player_secrets,
)
from service.api._http.routes import game_command, game_read
from service.api.secrets.schemas import (
    ClassifiedDrawBody,
    RevealBody,
    SecretBody,
    SecretsView,
    secrets_view,
)
from service.application.games.use_case import Principal


class SecretsController(Controller):
    path = "/v1/games/{game_id:uuid}/secrets"
    tags = ("secrets",)

    @game_command(
        "",
        operation_id="commit_secret",
        summary="Commit to a secret",
        doc=Doc(
            'Records Private Information as a commitment (docs/guide/secrets.md, "Secrets: the'
            " commitment"
            " scheme\"): with `subject` (a trooper id of the caller's, or the objective) the"
            " server seals the secret and a salt it makes, and opens it when the rules reveal"
            " it; with only `commitment` the client keeps both and reveals them itself (POST"
            " .../secrets/{secret_id}/reveal). The log gets `secret_committed` (its id, owner,"
            " kind, marker, commitment, `held_by`), never the secret. At most 64 secrets a"
            " player.",
            caller=PLAYER,
            appends=("secret_committed",),
            refusals={
                "forbidden": "a trooper not the caller's, or the organiser's token",
                "hidden-deployment-refused": "a `hidden_deployment` in a game created under the"
                " hidden rule (add the trooper in it: POST .../troopers with"
                " `hidden_deployment`)",
                "classified-not-drawn": "a `classified_objective` in a game under the"
                " scenario's rules, whose objectives are drawn",
                "invalid-command": "neither or both of `subject` and `commitment`, a `marker`"
                " for a kind without one (or none for one with), more than 64 secrets",
            },
        ),
    )
    async def commit(
        self, cmd: NamedDependency[Commanding], data: JSONBody[SecretBody]
    ) -> Response[CommandResult]:
        answer = await player_secrets(cmd.state).commit(
            cmd.principal,
            kind=data.kind,
            subject=data.subject,
            given_commitment=data.commitment,
            marker=data.marker,
            respond=command_result,
            **cmd.manners(data),
        )
        return answered(answer)

    @game_command(
        "/classified",
        operation_id="draw_classified",
        summary="Draw Classified Objectives from the mission's deck",
        doc=Doc(
            "A player draws Classified Objectives: the cards follow from the game's server dice"
            ' at the version of the `classified_drawn` event (docs/guide/secrets.md, "Classified'
            " Objectives:"
            ' the draw"), and each becomes a server-held `classified_objective` secret of the'
            " drawer (`secret_committed`, in the order drawn), shown only to the drawer until"
            " revealed.",
            caller=PLAYER,
            appends=("classified_drawn", "secret_committed"),
            refusals={
                "classified-already-drawn": "a second draw, in a game under the scenario's rules",
                "classified-deck-too-small": "a deck of fewer than 10 distinct cards, in a game"
                " under the scenario's rules",
                "invalid-command": "a `count` other than the game's"
                " `scenario.classified_objectives`, or above the deck",
                "entropy-missing": "before every player's seed is in (the draw takes server dice)",
                "forbidden": "the organiser's token",
            },
        ),
    )
    async def draw_classified(
        self, cmd: NamedDependency[Commanding], data: JSONBody[ClassifiedDrawBody]
    ) -> Response[CommandResult]:
        answer = await player_secrets(cmd.state).draw_classified(
            cmd.principal,
            deck=tuple(data.deck),
            count=data.count,
            respond=command_result,
            **cmd.manners(data),
        )
        return answered(answer)

    @game_command(
        "/{secret_id:str}/reveal",
        operation_id="reveal_secret",
        summary="Reveal a secret",
        doc=Doc(
            'The owner makes a secret Open: no body for a server-held one, `{"secret",'
            ' "salt"}` for a client-held one (also after the end). Recorded as'
            " `secret_revealed` with the secret and salt, which must hash to the commitment;"
            " nothing is stored otherwise. The game's end reveals every server-held secret"
            " itself.",
            caller=PLAYER + ": the secret's owner",
            appends=("secret_revealed",),
            refusals={
                "secret-mismatch": "a secret and salt that do not hash to the commitment, or not"
                " of its kind's shape",
                "state-conflict": "a secret already revealed",
                "forbidden": "another player's secret",
                "not-found": "no such secret",
            },
        ),
    )
    async def reveal(
        self,
        cmd: NamedDependency[Commanding],
        secret_id: FromPath[str],
        data: JSONBody[RevealBody | None] = None,
    ) -> Response[CommandResult]:
        answer = await player_secrets(cmd.state).reveal(
            cmd.principal,
            secret_id,
            secret=data.secret if data else None,
            salt=data.salt if data else None,
            respond=command_result,
            **cmd.manners(data),
        )
        return answered(answer)

    @game_read(
        "",
        operation_id="list_secrets",
        summary="Your secrets, and everyone's commitments",
        doc=Doc(
            "Every secret's commitment and open facts; the caller's own server-held ones with"
            " their `secret` and `salt`; another player's unrevealed content is null, and"
            " another player's unrevealed Hidden Deployment of a trooper added in it is not"
            " listed. Never cached (`Cache-Control: no-store`); its ETag is a digest of this"
            " caller's answer.",
            caller=ANY_TOKEN,
        ),
        # The owner's secrets and salts: never kept by a browser or a shared cache.
        cache_control=NOT_STORED,
    )
    async def list_secrets(
        self, state: State, principal: NamedDependency[Principal], if_none_match: IfNoneMatch = None
    ) -> Response[SecretsView]:
        version, seen = await player_secrets(state).seen_by(principal)
        # No version ETag: each caller sees other content at one version, so the ETag is the
        # digest of this caller's answer (the conditional middleware's).
        return Response(secrets_view(version, seen))
