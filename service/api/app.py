"""The Litestar application factory."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
import threading
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from datetime import timedelta
from types import FrameType

from litestar import Litestar
from litestar.openapi import OpenAPIConfig
from litestar.openapi.spec import Components, SecurityScheme

import service
from service.api._http.allow import AllowEveryMethodMiddleware
from service.api._http.commanding import GAME_DEPENDENCIES
from service.api._http.conditional import ConditionalGetMiddleware
from service.api._http.contract import problem_types_description
from service.api._http.described import DescribedStructs
from service.api._http.json_body import JSONRequest, check_json_body
from service.api._http.observability import (
    MetricsController,
    count_conflicts,
    observability_middleware,
    observability_plugins,
    record_appended,
)
from service.api._http.problems import EXCEPTION_HANDLERS
from service.api._http.rate_limit import rate_limit_middleware, shared_redis, shared_stores
from service.api._http.shared_streams import RedisStreamSlots
from service.api.audit.controller import AuditController
from service.api.catalogue.controller import CatalogueController
from service.api.command_tokens.controller import CommandTokensController
from service.api.docs.controller import asyncapi_json, docs_router, openapi_json, swagger_ui
from service.api.entropy.controller import EntropyController
from service.api.fireteams.controller import FireteamsController
from service.api.games.controller import GamesController, TokensController
from service.api.health.controller import READY_PROBE_TIMEOUT_SECONDS, HealthController
from service.api.odds.controller import OddsController
from service.api.orders.controller import DeployablesController, OrdersController
from service.api.organiser.controller import (
    ImportsController,
    OrganiserController,
    OrganiserStreamsController,
)
from service.api.results.controller import ResultsController
from service.api.rolls.controller import RollOddsController, RollsController
from service.api.secrets.controller import SecretsController
from service.api.sequence.controller import SequenceController
from service.api.signing.controller import SigningKeyController
from service.api.streams.controller import GameStreamsController
from service.api.streams.sse import MessageViews, StreamOutages
from service.api.tournaments.controller import TournamentsController, TournamentStreamsController
from service.api.viewer.controller import viewer_router
from service.application.audit.answers import AuditAnswers
from service.application.audit.postgres import StoredAudit
from service.application.audit.use_case import Audit
from service.application.feed.postgres import StoredFeed
from service.application.feed.stream_limits import OpenStreams
from service.application.feed.use_case import Feed
from service.application.games.postgres import StoredGames
from service.application.games.use_case import Games
from service.application.imports.postgres import StoredImports
from service.application.imports.use_case import Imports
from service.application.reads.postgres import StoredReads
from service.application.reads.sources import REPLICA_WAIT_SECONDS, ReadSources
from service.application.reads.use_case import GameReads
from service.application.secrets.use_case import PlayerSecrets
from service.application.tournaments.exports import TournamentAudit
from service.application.tournaments.postgres import StoredTournaments
from service.application.tournaments.use_case import Tournaments
from service.application.visibility.concealment import Concealer
from service.application.workers import Workers, default_size
from service.config import (
    DEFAULT_AUDIT_CACHE_MB,
    DEFAULT_AUDIT_WORKERS,
    DEFAULT_COSTLY_READ_LIMIT,
    DEFAULT_MAX_BODY_BYTES,
    DEFAULT_MAX_EVENTS,
    DEFAULT_RATE_LIMIT,
    DatabaseTimeouts,
    FeedSettings,
    RateLimit,
    Settings,
)
from service.keyring import Keyring, load_keyring
from service.signing import SigningKey, load_signing_key
from service.store.database import PoolShare, open_pool
from service.store.event_store import IDEMPOTENCY_TTL, EventStore
from service.store.readiness import ReadinessProbe
from service.store.wakeups import AppendWakeUps

API_TITLE = "infinity-ledger"
PURGE_INTERVAL_SECONDS = 15 * 60
log = logging.getLogger(__name__)


def openapi_config() -> OpenAPIConfig:
    return OpenAPIConfig(
        title=API_TITLE,
        version=service.__version__,
        description=(
            "Event-sourced game state for Infinity (N5 and CodeOne): declarations, dice and "
            "resolutions as an append-only, hash-chained log with committed, replayable dice.\n\n"
            + problem_types_description()
        ),
        openapi_router=docs_router(),
        render_plugins=[swagger_ui()],
        components=Components(
            security_schemes={
                "bearer": SecurityScheme(type="http", scheme="bearer", description="Game token")
            }
        ),
        use_handler_docstrings=False,
    )


# Closing the pool at shutdown must not eat the shutdown grace when the database is gone.
POOL_CLOSE_TIMEOUT_SECONDS = 2.0


def create_app(
    database_url: str | None,
    *,
    pool_size: int = 10,
    keyring: Keyring | None = None,
    signing_key: SigningKey | None = None,
    idempotency_ttl: timedelta = IDEMPOTENCY_TTL,
    max_body_bytes: int = DEFAULT_MAX_BODY_BYTES,
    rate_limit: RateLimit | None = DEFAULT_RATE_LIMIT,
    db_timeouts: DatabaseTimeouts | None = None,
    workers: int | None = None,
    feed: FeedSettings | None = None,
    shared_store_url: str | None = None,
    read_database_url: str | None = None,
    replica_wait: float = REPLICA_WAIT_SECONDS,
    costly_read_limit: RateLimit | None = DEFAULT_COSTLY_READ_LIMIT,
    audit_workers: int = DEFAULT_AUDIT_WORKERS,
    audit_cache_mb: int = DEFAULT_AUDIT_CACHE_MB,
    max_events: int = DEFAULT_MAX_EVENTS,
) -> Litestar:
    """Build the app. database_url None builds an app that is never served (OpenAPI export).

    keyring None loads the server key as `serve` does (environment, else the key file), and
    signing_key None the export signing key;
    rate_limit None serves without a rate limit; db_timeouts bound every wait on the
    database (default: `DatabaseTimeouts()`), so a dead database answers 503 within seconds;
    workers is the size of the pool of processes for CPU-heavy work (None: by core count);
    feed tunes the live streams (None: from the environment, as `serve` reads it);
    shared_store_url is a Redis the rate limit and each caller's live streams count in, shared
    with the other replicas (None: in this process);
    read_database_url is a replica reads and live streams' events are served from (None: all
    on database_url); a read naming a version it has seen waits up to replica_wait seconds for
    the replica to reach it, then goes to database_url;
    costly_read_limit is each token's budget of costly reads (verification, exports, replays,
    the organiser's listing; None: only rate_limit counts them), audit_workers the size of the
    pool of processes their work (and imports') runs in, apart from the odds', audit_cache_mb
    what is kept of their answers for unchanged logs, and max_events the most events a game may
    hold.
    """
    timeouts = db_timeouts or DatabaseTimeouts()
    redis = shared_redis(shared_store_url) if shared_store_url else None
    limiter_keys = (
        {"caller_key": (keyring or load_keyring(Settings.from_env().data_dir)).caller_key()}
        if redis
        else {}
    )

    @asynccontextmanager
    async def database(app: Litestar) -> AsyncIterator[None]:
        if database_url is None:
            raise RuntimeError("create_app(None) builds an app for its OpenAPI schema only")
        keys = keyring or load_keyring(Settings.from_env().data_dir)
        signer = signing_key or load_signing_key(Settings.from_env().data_dir)
        pool = await open_pool(database_url, min_size=1, max_size=pool_size, timeouts=timeouts)
        # The audit's work has a pool of its own: however much of it is asked, the odds and
        # the standings keep theirs.
        cpu, audit_cpu = Workers(workers or default_size()), Workers(audit_workers)
        app.state.pool = pool
        app.state.workers = cpu
        storage = StoredGames(pool, keys)
        app.state.games = Games(
            storage,
            keys,
            idempotency_ttl=idempotency_ttl,
            count_appended=record_appended,
            max_events=max_events,
        )
        # Every reader of a game goes through the concealer, the secrets' owner too.
        app.state.player_secrets, app.state.concealer = (
            PlayerSecrets(app.state.games, storage, keys),
            Concealer(app.state.games, storage, keys),
        )
        read_pool = (
            await open_pool(read_database_url, min_size=1, max_size=pool_size, timeouts=timeouts)
            if read_database_url
            else None
        )
        replica = StoredReads(read_pool) if read_pool else None
        app.state.reads = GameReads(ReadSources(storage, replica, replica_wait), cpu)
        # The audit, and the tournaments beside it (their tables' games made, ended and read
        # through the games use case; their exports made with the games' audit exports).
        app.state.audit, app.state.tournaments, app.state.tournament_audit = _audit_and_tournaments(
            Audit(
                StoredAudit(pool, keys),
                audit_cpu,
                signer,
                AuditAnswers(audit_cache_mb * 1_000_000),
            ),
            app.state.games,
            app.state.concealer,
            StoredTournaments(pool, keys, storage.store),
            keys,
            (cpu, audit_cpu),
            idempotency_ttl,
        )
        app.state.readiness = ReadinessProbe(pool, READY_PROBE_TIMEOUT_SECONDS)
        replica_log = EventStore(read_pool) if read_pool else storage.store
        wakeups = AppendWakeUps(database_url)
        wakeups.start()
        feed_settings = feed or Settings.from_env().feed
        app.state.feed = Feed(
            # Tokens are checked on the primary, so a rotation ends a stream as soon as it
            # commits; the events themselves are read where reads go.
            StoredFeed(pool, replica_log, wakeups, stream_share(pool_size, timeouts)),
            feed_settings,
            MessageViews(app.state.concealer),
        )
        stream_slots = RedisStreamSlots(redis) if redis is not None else None
        app.state.open_streams = OpenStreams(
            feed_settings, stream_slots, keys.caller_key() if stream_slots else None
        )
        app.state.stream_outages = StreamOutages()
        app.state.imports = Imports(
            StoredImports(pool, keys),
            audit_cpu,
            count_appended=record_appended,
            max_events=max_events,
        )
        purging = asyncio.create_task(_purge_expired_idempotency(app.state.games))
        try:
            with streams_end_on_stop_signal(wakeups):
                yield
        finally:
            await wakeups.close()
            purging.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await purging
            await asyncio.gather(cpu.close(), audit_cpu.close())
            await storage.store.close()
            await app.state.readiness.close()
            await pool.close(timeout=POOL_CLOSE_TIMEOUT_SECONDS)
            if read_pool is not None:
                await read_pool.close(timeout=POOL_CLOSE_TIMEOUT_SECONDS)
            if stream_slots is not None:
                await stream_slots.close()
            if redis is not None:
                await redis.aclose()

    return Litestar(
        route_handlers=[
            HealthController,
            OddsController,
            CatalogueController,
            GamesController,
            RollsController,
            OrdersController,
            DeployablesController,
            SequenceController,
            CommandTokensController,
            SecretsController,
            EntropyController,
            FireteamsController,
            TokensController,
            ResultsController,
            AuditController,
            OrganiserController,
            SigningKeyController,
            GameStreamsController,
            OrganiserStreamsController,
            RollOddsController,
            viewer_router(),
            ImportsController,
            TournamentsController,
            TournamentStreamsController,
            MetricsController,
            openapi_json,
            asyncapi_json,
        ],
        dependencies=GAME_DEPENDENCIES,
        exception_handlers=EXCEPTION_HANDLERS,
        before_request=check_json_body,
        request_class=JSONRequest,
        request_max_body_size=max_body_bytes,
        middleware=[
            *observability_middleware(),
            *rate_limit_middleware(rate_limit, costly_reads=costly_read_limit, **limiter_keys),
            ConditionalGetMiddleware(),
            AllowEveryMethodMiddleware(),
        ],
        plugins=[DescribedStructs(), *observability_plugins()],
        after_exception=[count_conflicts],
        lifespan=[database],
        stores=shared_stores(redis) if redis else None,
        openapi_config=openapi_config(),
        debug=False,
    )


def _audit_and_tournaments(
    audit: Audit,
    games: Games,
    concealer: Concealer,
    storage: StoredTournaments,
    keys: Keyring,
    workers: tuple[Workers, Workers],
    idempotency_ttl: timedelta,
) -> tuple[Audit, Tournaments, TournamentAudit]:
    """The games use case tells the tournaments of each command it commits (a table's result
    made final is counted); a round is paired in the odds' and standings' pool (`workers[0]`),
    a tournament's export made in the audit's (`workers[1]`), each game's whole log asked of
    the concealer first."""
    cpu, audit_cpu = workers
    tournaments = Tournaments(storage, games, keys, idempotency_ttl=idempotency_ttl, workers=cpu)
    exports = TournamentAudit(tournaments, audit, concealer, storage, audit_cpu)
    return audit, tournaments, exports


def stream_share(pool_size: int, timeouts: DatabaseTimeouts) -> PoolShare:
    """Live streams read on at most half the pool (one connection of a pool of one or two):
    however many are open, the other half is free for commands. A read waits for its turn as
    long as a request waits for a connection."""
    return PoolShare(max(1, pool_size // 2), timeouts.acquire)


@contextlib.contextmanager
def streams_end_on_stop_signal(wakeups: AppendWakeUps) -> Iterator[None]:
    """Open streams end as soon as SIGTERM or SIGINT arrives.

    The server drains in-flight requests before it runs the app's shutdown, and a stream never
    finishes by itself: without this, every open stream would hold the drain to its timeout.
    The server's own handler still runs after ours. Only the main thread can set handlers;
    elsewhere (tests driving the app in-process) shutdown ends the streams.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    loop = asyncio.get_running_loop()
    previous = {sig: signal.getsignal(sig) for sig in (signal.SIGINT, signal.SIGTERM)}

    def stop(signum: int, frame: FrameType | None) -> None:
        loop.call_soon_threadsafe(wakeups.close_soon)
        handler = previous[signal.Signals(signum)]
        if callable(handler):
            handler(signum, frame)

    for sig in previous:
        signal.signal(sig, stop)
    try:
        yield
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


async def _purge_expired_idempotency(games: Games) -> None:
    """Expired records are already ignored; removing them keeps the table small."""
    while True:
        try:
            await games.purge_expired_idempotency()
        except Exception:  # a database outage must not end the loop; the next round retries
            log.warning("could not purge expired idempotency records", exc_info=True)
        await asyncio.sleep(PURGE_INTERVAL_SECONDS)
