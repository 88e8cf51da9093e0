"""Every error leaves as RFC 9457 problem details; domain errors map to HTTP here and only here."""

from __future__ import annotations

import logging
from http import HTTPStatus
from typing import Any

import psycopg
import redis
from litestar import Request, Response
from litestar.exceptions import HTTPException, ValidationException
from litestar.status_codes import (
    HTTP_400_BAD_REQUEST,
    HTTP_422_UNPROCESSABLE_ENTITY,
    HTTP_429_TOO_MANY_REQUESTS,
    HTTP_500_INTERNAL_SERVER_ERROR,
    HTTP_503_SERVICE_UNAVAILABLE,
)

from service.application.feed.stream_limits import TooManyStreams
from service.domain import errors
from service.domain.classified import MIN_DECK
from service.domain.tournament import errors as tournament_errors

PROBLEM_JSON = "application/problem+json"
PROBLEM_TYPE_BASE = "https://infinity-ledger.dev/problems/"
"""Each kind of problem has a stable `type` URI, this plus its `code`; clients switch on either."""
log = logging.getLogger(__name__)

DATABASE_RETRY_AFTER_SECONDS = 2
"""What a client is told to wait while the database is down or restarting: the embedded
server is restarted and the pool reconnects within a few seconds."""

STREAM_RETRY_AFTER_SECONDS = 5
"""What a refused live stream is told to wait: a stream of the same caller or of the server may
end by then (a client closing a tab, a stream reaching its lifetime)."""

STATUS_BY_ERROR: dict[type[errors.DomainError], int] = {
    errors.InvalidCommand: 422,
    errors.NotFound: 404,
    errors.Forbidden: 403,
    errors.Unauthorized: 401,
    errors.StateConflict: 409,
    errors.ConcurrencyConflict: 409,
    errors.IdempotencyConflict: 422,
    errors.WeakIdempotencyKey: 400,
    errors.PreconditionFailed: 412,
}

CODE_BY_ERROR: dict[type[errors.DomainError], str] = {
    errors.InvalidCommand: "invalid-command",
    errors.InvalidName: "invalid-name",
    errors.NotInCatalogue: "not-in-catalogue",
    errors.SpecialDieNotAllowed: "special-die-not-allowed",
    errors.InvalidTemplateAttack: "invalid-template-attack",
    errors.NoHackingDevice: "no-hacking-device",
    errors.NotHackable: "not-hackable",
    errors.InvalidDeployable: "invalid-deployable",
    errors.NoUsesLeft: "no-uses-left",
    errors.InvalidTrigger: "invalid-trigger",
    errors.CombatGroupFull: "combat-group-full",
    errors.NoGroupOrders: "no-group-orders",
    errors.CommandTokenRefused: "command-token-refused",
    errors.EntropyNotTaken: "entropy-not-taken",
    errors.EntropyMissing: "entropy-missing",
    errors.EntropyAlreadyGiven: "entropy-already-given",
    errors.TacticalRuleRefused: "tactical-rule",
    errors.SecretMismatch: "secret-mismatch",
    errors.ClassifiedDeckTooSmall: "classified-deck-too-small",
    errors.ClassifiedNotDrawn: "classified-not-drawn",
    errors.ClassifiedAlreadyDrawn: "classified-already-drawn",
    errors.ObjectivePointsAboveCap: "objective-points-above-cap",
    errors.HiddenDeploymentRefused: "hidden-deployment-refused",
    errors.NotFound: "not-found",
    errors.Forbidden: "forbidden",
    errors.Unauthorized: "unauthorized",
    errors.StateConflict: "state-conflict",
    errors.OutOfSequence: "out-of-sequence",
    errors.SecretRevealRequired: "secret-reveal-required",
    errors.LieutenantDeclarationRequired: "lieutenant-declaration-required",
    errors.HiddenTroopers: "hidden-troopers",
    errors.TooManyEvents: "too-many-events",
    errors.NotAModel: "not-a-model",
    errors.PrivateInformation: "private-information",
    errors.FireteamNotAllowed: "fireteam-not-allowed",
    errors.CoordinatedOrderRefused: "coordinated-order-refused",
    tournament_errors.RoundResultsPending: "round-results-pending",
    tournament_errors.AllRoundsPaired: "all-rounds-paired",
    tournament_errors.RegistrationClosed: "registration-closed",
    tournament_errors.RoundResultsIn: "round-results-in",
    tournament_errors.TournamentOver: "tournament-ended",
    tournament_errors.NotEnoughPlayers: "not-enough-players",
    tournament_errors.AlreadyDropped: "already-dropped",
    tournament_errors.ResultAlreadyIn: "result-already-in",
    tournament_errors.TournamentRunning: "tournament-running",
    errors.ConcurrencyConflict: "version-conflict",
    errors.IdempotencyConflict: "idempotency-key-reused",
    errors.WeakIdempotencyKey: "weak-idempotency-key",
    errors.PreconditionFailed: "precondition-failed",
}
CODE_BY_STATUS: dict[int, str] = {
    400: "malformed-request",
    401: "unauthorized",
    403: "forbidden",
    404: "not-found",
    405: "method-not-allowed",
    408: "request-timeout",
    413: "body-too-large",
    415: "unsupported-media-type",
    422: "invalid-body",
    429: "rate-limited",
    431: "header-fields-too-large",
    500: "internal-error",
    503: "service-unavailable",
}
"""The code of a problem raised by the framework rather than the domain, by its status."""

PROBLEM_CODES: dict[str, str] = {
    "malformed-request": "400: the body is not JSON, or a query parameter or header is invalid",
    "weak-idempotency-key": "400: an Idempotency-Key too short, or on a creation without a "
    "token one that cannot hold 128 bits",
    "unauthorized": "401: no valid token for this game",
    "forbidden": "403: the token's role may not do this",
    "not-found": "404: no such game, route or resource",
    "method-not-allowed": "405: the route does not answer this method (see Allow)",
    "request-timeout": "408: the request's head or body did not arrive in time; the connection "
    "is closed",
    "state-conflict": "409: the game's state does not allow this now",
    "out-of-sequence": "409: the game sequence does not allow this now (phase and turn named)",
    "entropy-missing": "409: a dice-v2 game's server die before every player sent their seed "
    "(`missing` names them), and the organiser did not start play without them",
    "entropy-already-given": "409: a player's seed sent again, or after the organiser recorded "
    "it empty; or play started without the missing ones when none is missing",
    "secret-reveal-required": "409: the rules make Open what a player's secret hides (a "
    "private Lieutenant's WIP, or the Lieutenant itself for its Order or, in games recorded "
    "before the privacy rule, a declared Loss of Lieutenant; a Classified Objective's points) "
    "and it is not revealed: the secret to reveal first is named",
    "lieutenant-declaration-required": "409: a turn start after a casualty, the player's "
    "client-held private Lieutenant unrevealed, without `loss_of_lieutenant`: the player "
    "declares whether the Lieutenant cannot lead",
    "hidden-troopers": "409: a whole export before the end, asked by a reader an opponent's "
    "trooper in Hidden Deployment is still hidden from",
    "private-information": "409: a whole export before the end, in a game under the privacy "
    "rule, whose log holds Private Information of another army list (a trooper's Cost, a "
    "Lieutenant not disclosed) for the reader; or a tournament's export while one of its "
    "tables' games has not ended (the game is named)",
    "classified-already-drawn": "409: a player's second Classified Objectives draw in a game "
    "drawn by its scenario's rules (one draw per player per game)",
    "too-many-events": "409: a command whose events would take the game past the most a game "
    "holds (INFINITY_LEDGER_MAX_EVENTS, 10,000 by default; the organiser's end of a running "
    "game is still taken), or an import of a longer game; nothing is appended",
    "round-results-pending": "409: a tournament's next round paired, or the tournament "
    "ended, before every table of the round in play has its result (the tables are named)",
    "all-rounds-paired": "409: a tournament round paired beyond its rounds",
    "registration-closed": "409: a player registered once the tournament's last round has "
    "been paired",
    "round-results-in": "409: a tournament round voided to be paired again once a result of "
    "it is in",
    "tournament-ended": "409: a command to a tournament that has ended",
    "not-enough-players": "409: a tournament round paired with fewer than two players in it",
    "already-dropped": "409: a tournament player dropped who has dropped already",
    "result-already-in": "409: a tournament table's result ruled once it has one",
    "tournament-running": "409: what waits for a tournament's end (its seed, its whole "
    "export) asked before it",
    "fireteam-not-allowed": "422: a Fireteam the rules do not allow (the rule is named)",
    "coordinated-order-refused": "422: a Coordinated Order the rules do not allow, or one the "
    "engine does not resolve yet (the rule or the case is named)",
    "version-conflict": "409: another command was appended first; retry on the new version",
    "precondition-failed": "412: If-Match names a version that is no longer current",
    "body-too-large": "413: the body is over the size limit",
    "unsupported-media-type": "415: the body is not application/json",
    "invalid-body": "422: the JSON does not fit the body's schema",
    "invalid-command": "422: the command breaks a rule of the game",
    "invalid-name": "422: a name or label with an invisible, reordering, unassigned or "
    "private-use character (the detail names its code point), blank, or equal to another "
    "name of the game but for case",
    "not-a-model": "422: a command naming by its own id a trooper its sender sees only as a "
    "marker: name the marker (`camouflage-<n>`, `impersonation-<secret id>`); the answer is "
    "the same for every trooper behind a marker",
    "not-in-catalogue": "422: a skill, trait, ammunition, weapon or program not in /v1/catalogue",
    "special-die-not-allowed": "422: +1 SD asked for with a Long Skill",
    "invalid-template-attack": "422: a template attack declared against its rules",
    "no-hacking-device": "422: a Comms Attack declared by a trooper without a Hacking Device",
    "not-hackable": "422: a Comms Attack against a trooper whose Unit Type the program cannot "
    "target",
    "invalid-deployable": "422: Place Deployable of a weapon not Deployable, or an id in use",
    "no-uses-left": "422: a Disposable weapon placed beyond its uses",
    "invalid-trigger": "422: a Deployable triggered that is not on the table, or against an ally",
    "combat-group-full": "422: a trooper added to or moved into a Combat Group already holding "
    "10 Troopers (Orders and the Order Pool, N5)",
    "no-group-orders": "422: a Regular Order spent by a trooper whose Combat Group has none left; "
    "never another group's",
    "entropy-not-taken": "422: entropy sent to a dice-v1 game, whose dice take none",
    "command-token-refused": "422: a Command Token spent in the Reactive Turn, beyond the "
    "player's count, or where its use is not allowed (Command Tokens, N5)",
    "tactical-rule": "422: what the Tactical Phase's rules forbid (an Impetuous Order after the "
    "pool's first, a Lieutenant who cannot be appointed, ending a turn before appointing one)",
    "secret-mismatch": "422: a reveal whose secret and salt do not hash to the secret's "
    "commitment, or not of its kind's shape, or that belies what its command says (the "
    "Lieutenant Order spent by another trooper, a declared loss_of_lieutenant); nothing is "
    "stored",
    "classified-deck-too-small": f"422: a Classified Objectives draw from fewer than {MIN_DECK} "
    "distinct cards, in a game drawn by its scenario's rules",
    "classified-not-drawn": "422: a Classified Objective committed other than by a draw, or a "
    "result's `classified:` reason naming a secret its player did not draw, in a game drawn by "
    "its scenario's rules",
    "objective-points-above-cap": "422: a result of more Objective Points than the game's "
    "scenario gives a player (`scenario.objective_points_cap`, 10 in ITS)",
    "hidden-deployment-refused": "422: Hidden Deployment asked for as the game's rule does not "
    "take it: a `hidden_deployment` secret committed after the trooper was added (a game "
    "created from now on takes it with the trooper, `POST .../troopers` with "
    "`hidden_deployment`), a trooper so added with an id of its own or in a game recorded "
    "before, an id beginning `h-` (the service's), or a trooper in Hidden Deployment named "
    "in a deployment step, a Fireteam, a Coordinated Order or a Command Token",
    "idempotency-key-reused": "422: an Idempotency-Key reused with another request",
    "rate-limited": "429: too many requests, or too many costly reads (verification, exports, "
    "replays, the organiser's listing) by one token; retry after Retry-After seconds",
    "too-many-streams": "429: this token or client address has its most live streams open",
    "header-fields-too-large": "431: the request line and headers are over the size limit, or "
    "there are too many header fields; the connection is closed",
    "internal-error": "500: the server failed; nothing secret is in the answer",
    "service-unavailable": "503: the database is unavailable; retry after Retry-After seconds",
    "streams-full": "503: this server has its most live streams open; retry after Retry-After"
    " seconds (another server may have room)",
}
"""Every code a problem can carry, with when; the spec and docs/api.md list the same."""


def code_for_status(status: int) -> str:
    return CODE_BY_STATUS.get(status) or HTTPStatus(status).phrase.lower().replace(" ", "-")


def code_for(exc: errors.DomainError) -> str:
    for cls in type(exc).__mro__:
        if cls in CODE_BY_ERROR:
            return CODE_BY_ERROR[cls]
    return code_for_status(status_for(exc))


def problem(
    status: int,
    title: str,
    detail: str,
    request: Request[Any, Any, Any],
    headers: dict[str, str] | None = None,
    **extra: Any,
) -> Response[dict[str, Any]]:
    code = str(extra.pop("code", None) or code_for_status(status))
    body: dict[str, Any] = {
        "type": PROBLEM_TYPE_BASE + code,
        "code": code,
        "title": title,
        "status": status,
        "detail": detail,
        "instance": request.url.path,
    }
    body.update(extra)
    headers = dict(headers or {})
    if status == 401:
        headers["WWW-Authenticate"] = "Bearer"
    if status == HTTP_503_SERVICE_UNAVAILABLE:
        headers.setdefault("Retry-After", str(DATABASE_RETRY_AFTER_SECONDS))
    return Response(body, status_code=status, media_type=PROBLEM_JSON, headers=headers or None)


def status_for(exc: errors.DomainError) -> int:
    for cls in type(exc).__mro__:
        if cls in STATUS_BY_ERROR:
            return STATUS_BY_ERROR[cls]
    return 400


def domain_error_handler(
    request: Request[Any, Any, Any], exc: errors.DomainError
) -> Response[dict[str, Any]]:
    extra: dict[str, Any] = {}
    if isinstance(exc, errors.ConcurrencyConflict | errors.PreconditionFailed):
        extra["current_version"] = exc.actual
    if isinstance(exc, errors.EntropyMissing):
        extra["missing"] = list(exc.players)
    return problem(status_for(exc), exc.title, str(exc), request, code=code_for(exc), **extra)


def http_error_handler(
    request: Request[Any, Any, Any], exc: HTTPException
) -> Response[dict[str, Any]]:
    if isinstance(exc, ValidationException):
        return validation_problem(request, exc)
    # The framework's own headers stay: Allow on a 405, the RateLimit-* ones on a 429.
    headers: dict[str, str] = dict(exc.headers or {})
    if exc.status_code == HTTP_429_TOO_MANY_REQUESTS:
        headers["Retry-After"] = retry_after(exc)
    title = HTTPStatus(exc.status_code).phrase
    return problem(exc.status_code, title, str(exc.detail), request, headers)


def validation_problem(
    request: Request[Any, Any, Any], exc: ValidationException
) -> Response[dict[str, Any]]:
    """Well-formed JSON that does not fit the body's schema is a 422, like a rule it breaks.

    A malformed body never gets here (`json_body.check_json_body` answers 400 first); a bad
    query parameter or header is a malformed request, so it stays 400.
    """
    errors_ = exc.extra if isinstance(exc.extra, list) else []
    in_body = bool(errors_) and all(
        isinstance(e, dict) and e.get("source") == "body" for e in errors_
    )
    status = HTTP_422_UNPROCESSABLE_ENTITY if in_body else HTTP_400_BAD_REQUEST
    title = "Invalid request body" if in_body else "Invalid request"
    details = [
        f"{e.get('key')}: {e.get('message')}" if e.get("key") else str(e.get("message"))
        for e in errors_
        if isinstance(e, dict)
    ]
    detail = "; ".join(details) or str(exc.detail)
    extra: dict[str, Any] = {"errors": errors_} if errors_ else {}
    return problem(status, title, detail, request, **extra)


def retry_after(exc: HTTPException) -> str:
    """Seconds until the caller's rate-limit window resets (Litestar's RateLimit-Reset)."""
    reset = (exc.headers or {}).get("RateLimit-Reset", "")
    return str(max(1, int(reset))) if reset.isdigit() else "1"


def database_unavailable_handler(
    request: Request[Any, Any, Any], exc: psycopg.OperationalError
) -> Response[dict[str, Any]]:
    # OperationalError is what psycopg raises when the server is gone, refuses or drops the
    # connection, is starting up, cancels a statement that ran out of time, or when no pooled
    # connection frees up in time (PoolTimeout): all transient, so 503 and "come back later".
    log.warning(
        "database unavailable on %s %s: %s: %s",
        request.method,
        request.url.path,
        type(exc).__name__,
        str(exc).strip().splitlines()[0] if str(exc).strip() else "",
    )
    return problem(
        HTTP_503_SERVICE_UNAVAILABLE,
        "Service unavailable",
        "The database is unavailable; retry after the time in Retry-After.",
        request,
    )


def shared_store_unavailable_handler(
    request: Request[Any, Any, Any], exc: redis.RedisError
) -> Response[dict[str, Any]]:
    # The rate limit's shared Redis is down or stuck: as transient as a lost database.
    log.warning("shared store unavailable on %s %s: %s", request.method, request.url.path, exc)
    return problem(
        HTTP_503_SERVICE_UNAVAILABLE,
        "Service unavailable",
        "The shared store is unavailable; retry after the time in Retry-After.",
        request,
    )


def too_many_streams_handler(
    request: Request[Any, Any, Any], exc: TooManyStreams
) -> Response[dict[str, Any]]:
    # The caller's own limit is a 429: it must close a stream of its own. The process's is a
    # 503: the caller did nothing wrong, and 503 is what load balancers and clients already
    # retry, elsewhere or later.
    headers = {"Retry-After": str(STREAM_RETRY_AFTER_SECONDS)}
    if exc.scope == "process":
        detail = f"{exc}; retry after the time in Retry-After"
        return problem(
            HTTP_503_SERVICE_UNAVAILABLE,
            "Streams full",
            detail,
            request,
            headers,
            code="streams-full",
        )
    detail = f"{exc}; close one of them first"
    return problem(
        HTTP_429_TOO_MANY_REQUESTS,
        "Too many streams",
        detail,
        request,
        headers,
        code="too-many-streams",
    )


def internal_error_handler(request: Request[Any, Any, Any], exc: Exception) -> Response[Any]:
    # The detail stays generic on purpose: a traceback could carry a game's secret seed.
    log.exception("unhandled error on %s %s", request.method, request.url.path, exc_info=exc)
    return problem(
        HTTP_500_INTERNAL_SERVER_ERROR,
        "Internal server error",
        "The server failed to handle this request.",
        request,
    )


EXCEPTION_HANDLERS: dict[Any, Any] = {
    errors.DomainError: domain_error_handler,
    HTTPException: http_error_handler,
    psycopg.OperationalError: database_unavailable_handler,
    # Any shared-store failure (unreachable, slow, read-only after its own failover) is the
    # store's, not the request's: 503 with Retry-After, never a 500.
    redis.RedisError: shared_store_unavailable_handler,
    TooManyStreams: too_many_streams_handler,
    Exception: internal_error_handler,
}
