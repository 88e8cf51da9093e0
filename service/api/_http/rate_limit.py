"""Rate limiting with Litestar's own middleware, keyed per caller.

A caller is its bearer token when it sends one, else its client address: players at one venue
share an address, but each has a token of their own. The address is the connection's peer;
`serve` replaces it with the client named in X-Forwarded-For only when the peer is one of
INFINITY_LEDGER_TRUSTED_PROXIES (uvicorn's proxy headers), so a header nobody vouches for
buys no fresh budget. The token is never the key itself, only
an HMAC of it under a key born with the process, so the limiter's store holds nothing that
matches the database's token hashes or lets anyone act for the caller.

Costly reads (a route declared with `opt={COSTLY_READ: True}`: verification, exports, replays,
the organiser's listing) have a budget of their own per caller on top
(INFINITY_LEDGER_COSTLY_READ_LIMIT): each is a whole game's log read and worked on, so a few
callers looping them would otherwise hold the audit's workers and the database for everyone.

The counts live in the process unless a Redis is configured (INFINITY_LEDGER_REDIS_URL): then
every replica counts in the same place, so N replicas allow what one does, and the token is
hashed under a key derived from the server key all replicas share (one born with the process
would make the same caller a stranger on each replica).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Callable
from typing import Any

from litestar import Request
from litestar.connection import ASGIConnection
from litestar.exceptions import TooManyRequestsException
from litestar.middleware.rate_limit import RateLimitConfig, RateLimitMiddleware
from litestar.stores.base import Store
from litestar.stores.redis import RedisStore
from litestar.types import Receive, Scope, Send
from redis.asyncio import Redis

from service.config import RateLimit

ADDRESS_CEILING_FACTOR = 10
"""Every address also has a ceiling of this many times the per-caller limit, so inventing a
new token for each request does not buy a fresh budget each time; players at one venue share
an address, hence the generous factor."""
EXEMPT_PATHS = ["^/health/"]
"""Orchestrators probe health often and must never be throttled into restarting us."""
_PROCESS_KEY = secrets.token_bytes(32)
CALLER_STORE = "rate_limit"
ADDRESS_STORE = "rate_limit_address"
COSTLY_STORE = "rate_limit_costly"
COSTLY_READ = "costly_read"
"""The route option (`opt`) that makes a route a costly read."""
REDIS_TIMEOUT_SECONDS = 2.0
"""A Redis that does not answer within this fails the request with a 503, never a hang."""


def client_address(connection: ASGIConnection[Any, Any, Any, Any]) -> str:
    """The client's address: every per-address limit keys on this and nothing else."""
    return connection.client.host if connection.client else "unknown"


def caller_identity_under(key: bytes) -> Callable[[Request[Any, Any, Any]], str]:
    """Who is calling: an HMAC of the bearer token under `key`, else the client's address."""

    def caller_identity(request: Request[Any, Any, Any]) -> str:
        scheme, _, token = request.headers.get("authorization", "").partition(" ")
        token = token.strip()
        if scheme.lower() == "bearer" and token:
            digest = hmac.new(key, token.encode(), hashlib.sha256).hexdigest()
            return f"token:{digest}"
        return f"address:{client_address(request)}"

    return caller_identity


def rate_limit_config(limit: RateLimit, caller_key: bytes = _PROCESS_KEY) -> RateLimitConfig:
    unit, requests = limit
    return RateLimitConfig(
        rate_limit=(unit, requests),
        exclude=EXEMPT_PATHS,
        identifier_for_request=caller_identity_under(caller_key),
        store=CALLER_STORE,
    )


def address_ceiling_config(limit: RateLimit) -> RateLimitConfig:
    unit, requests = limit
    return RateLimitConfig(
        rate_limit=(unit, requests * ADDRESS_CEILING_FACTOR),
        exclude=EXEMPT_PATHS,
        identifier_for_request=client_address,
        store=ADDRESS_STORE,
    )


def is_costly_read(request: Request[Any, Any, Any]) -> bool:
    return bool(request.route_handler.opt.get(COSTLY_READ))


class CostlyReadLimit(RateLimitMiddleware):
    """Litestar's limiter, whose refusal says which budget ran out."""

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        try:
            await super().__call__(scope, receive, send)
        except TooManyRequestsException as exc:
            # The handler's own errors are answered inside the route: this is the limiter's.
            unit, requests = self.config.rate_limit
            raise TooManyRequestsException(
                detail=(
                    f"this token has made its {requests} costly reads (verification, exports,"
                    f" replays, the organiser's listing) of this {unit}; retry after the time"
                    " in Retry-After"
                ),
                headers=exc.headers,
            ) from exc


def costly_read_config(limit: RateLimit, caller_key: bytes = _PROCESS_KEY) -> RateLimitConfig:
    unit, requests = limit
    return RateLimitConfig(
        rate_limit=(unit, requests),
        identifier_for_request=caller_identity_under(caller_key),
        check_throttle_handler=is_costly_read,
        middleware_class=CostlyReadLimit,
        store=COSTLY_STORE,
    )


def rate_limit_middleware(
    limit: RateLimit | None,
    caller_key: bytes = _PROCESS_KEY,
    costly_reads: RateLimit | None = None,
) -> list[Any]:
    """Per caller, and a ceiling per address; then the costly reads' budget per caller. Each
    is left out when its limit is off."""
    limiters = []
    if limit is not None:
        limiters += [
            address_ceiling_config(limit).middleware,
            rate_limit_config(limit, caller_key).middleware,
        ]
    if costly_reads is not None:
        limiters.append(costly_read_config(costly_reads, caller_key).middleware)
    return limiters


def shared_redis(url: str) -> Redis:
    client: Redis = Redis.from_url(
        url, socket_connect_timeout=REDIS_TIMEOUT_SECONDS, socket_timeout=REDIS_TIMEOUT_SECONDS
    )
    return client


def shared_stores(client: Redis) -> dict[str, Store]:
    """The limiter's stores in one Redis, each under a prefix of its own; the caller closes
    the client."""
    return {
        name: RedisStore(client, namespace=f"infinity-ledger:{name}")
        for name in (CALLER_STORE, ADDRESS_STORE, COSTLY_STORE)
    }
