"""Rate limiting with Litestar's own middleware, keyed per caller.

A caller is its bearer token when it sends one, else its client address: players at one venue
share an address, but each has a token of their own. The address is the connection's peer;
`serve` replaces it with the client named in X-Forwarded-For only when the peer is one of
INFINITY_LEDGER_TRUSTED_PROXIES (uvicorn's proxy headers), so a header nobody vouches for
buys no fresh budget. The token is never the key itself, only
an HMAC of it under a key born with the process, so the limiter's store holds nothing that
matches the database's token hashes or lets anyone act for the caller.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from typing import Any

from litestar import Request
from litestar.connection import ASGIConnection
from litestar.middleware.rate_limit import RateLimitConfig

from service.config import RateLimit

ADDRESS_CEILING_FACTOR = 10
"""Every address also has a ceiling of this many times the per-caller limit, so inventing a
new token for each request does not buy a fresh budget each time; players at one venue share
an address, hence the generous factor."""
EXEMPT_PATHS = ["^/health/"]
"""Orchestrators probe health often and must never be throttled into restarting us."""
_PROCESS_KEY = secrets.token_bytes(32)


def client_address(connection: ASGIConnection[Any, Any, Any, Any]) -> str:
    """The client's address: every per-address limit keys on this and nothing else."""
    return connection.client.host if connection.client else "unknown"


def caller_identity(request: Request[Any, Any, Any]) -> str:
    scheme, _, token = request.headers.get("authorization", "").partition(" ")
    token = token.strip()
    if scheme.lower() == "bearer" and token:
        digest = hmac.new(_PROCESS_KEY, token.encode(), hashlib.sha256).hexdigest()
        return f"token:{digest}"
    return f"address:{client_address(request)}"


def rate_limit_config(limit: RateLimit) -> RateLimitConfig:
    unit, requests = limit
    return RateLimitConfig(
        rate_limit=(unit, requests),
        exclude=EXEMPT_PATHS,
        identifier_for_request=caller_identity,
    )


def address_ceiling_config(limit: RateLimit) -> RateLimitConfig:
    unit, requests = limit
    return RateLimitConfig(
        rate_limit=(unit, requests * ADDRESS_CEILING_FACTOR),
        exclude=EXEMPT_PATHS,
        identifier_for_request=client_address,
        store="rate_limit_address",
    )


def rate_limit_middleware(limit: RateLimit | None) -> list[Any]:
    """Per caller, and a ceiling per address; nothing when the limit is off."""
    if limit is None:
        return []
    return [address_ceiling_config(limit).middleware, rate_limit_config(limit).middleware]
