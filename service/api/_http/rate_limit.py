"""Rate limiting with Litestar's own middleware, keyed per caller.

A caller is its bearer token when it sends one, else its client address: players at one venue
share an address, but each has a token of their own. The address is the connection's peer;
`serve` replaces it with the client named in X-Forwarded-For only when the peer is one of
INFINITY_LEDGER_TRUSTED_PROXIES (uvicorn's proxy headers), so a header nobody vouches for
buys no fresh budget. The token is never the key itself, only
an HMAC of it under a key born with the process, so the limiter's store holds nothing that
matches the database's token hashes or lets anyone act for the caller.

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
from litestar.middleware.rate_limit import RateLimitConfig
from litestar.stores.base import Store
from litestar.stores.redis import RedisStore
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


def rate_limit_middleware(limit: RateLimit | None, caller_key: bytes = _PROCESS_KEY) -> list[Any]:
    """Per caller, and a ceiling per address; nothing when the limit is off."""
    if limit is None:
        return []
    return [
        address_ceiling_config(limit).middleware,
        rate_limit_config(limit, caller_key).middleware,
    ]


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
        for name in (CALLER_STORE, ADDRESS_STORE)
    }
