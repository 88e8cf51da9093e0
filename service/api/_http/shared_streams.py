"""Live-stream slots per caller in the Redis every replica shares (INFINITY_LEDGER_REDIS_URL).

Each key (a caller's token hash or address) is a sorted set of the streams holding a slot,
scored by when their lease ends. Claiming drops the lapsed leases, then takes a slot under
every key or none, in one script, with Redis's own clock so the replicas' clocks never
disagree about a lease. A replica renews the leases of its open streams every third of a
lease; one killed stops renewing, and its slots are free again within a lease.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Sequence

import redis
from redis.asyncio import Redis

LEASE_SECONDS = 30.0
"""How long a slot outlives the last renewal of a replica that died."""
NAMESPACE = "infinity-ledger:streams:"
log = logging.getLogger(__name__)

# KEYS: the sorted sets; ARGV: the stream, the lease in ms, then each key's limit.
# Returns 0 when claimed, else the 1-based index of the first key at its limit.
_CLAIM = """
local now = redis.call('TIME')
local now_ms = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
local lease = tonumber(ARGV[2])
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now_ms)
  if redis.call('ZCARD', key) >= tonumber(ARGV[2 + i]) then return i end
end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now_ms + lease, ARGV[1])
  redis.call('PEXPIRE', key, lease)
end
return 0
"""
# KEYS: the stream's sorted sets; ARGV: the stream, the lease in ms. Only a slot still held
# is renewed (XX): one lapsed meanwhile may have been given to another stream.
_RENEW = """
local now = redis.call('TIME')
local now_ms = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
local lease = tonumber(ARGV[2])
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, 'XX', now_ms + lease, ARGV[1])
  redis.call('PEXPIRE', key, lease)
end
return 0
"""


class RedisStreamSlots:
    """The `CallerSlots` of every replica sharing `client`; close() when the app stops."""

    def __init__(self, client: Redis, lease_seconds: float = LEASE_SECONDS) -> None:
        self._client = client
        self._lease_ms = max(1, int(lease_seconds * 1000))
        self._claim = client.register_script(_CLAIM)
        self._renew = client.register_script(_RENEW)
        self._held: dict[str, list[str]] = {}
        self._pending: set[asyncio.Task[None]] = set()
        self._renewing: asyncio.Task[None] | None = None

    async def claim(self, limits: Sequence[tuple[str, int]], stream: str) -> int | None:
        keys = [NAMESPACE + name for name, _ in limits]
        refused = int(
            await self._claim(keys=keys, args=[stream, self._lease_ms, *(n for _, n in limits)])
        )
        if refused:
            return refused - 1
        self._held[stream] = keys
        if self._renewing is None or self._renewing.done():
            self._renewing = asyncio.create_task(self._renew_forever())
        return None

    def forget(self, stream: str) -> None:
        keys = self._held.pop(stream, None)
        if keys is None:
            return
        task = asyncio.get_running_loop().create_task(self._give_back(keys, stream))
        self._pending.add(task)
        task.add_done_callback(self._pending.discard)

    async def close(self) -> None:
        """Stops renewing and waits for the slots given back meanwhile; the client stays open."""
        if self._renewing is not None:
            self._renewing.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._renewing
        if self._pending:
            await asyncio.gather(*self._pending, return_exceptions=True)

    async def _give_back(self, keys: list[str], stream: str) -> None:
        try:
            async with self._client.pipeline(transaction=False) as pipe:
                for key in keys:
                    pipe.zrem(key, stream)
                await pipe.execute()
        except redis.RedisError as exc:
            # The lease gives the slot back anyway, a little later.
            log.warning("a stream's slot stays held until its lease ends: %s", exc)

    async def _renew_forever(self) -> None:
        while self._held:
            await asyncio.sleep(self._lease_ms / 3000)
            for stream, keys in list(self._held.items()):
                try:
                    await self._renew(keys=keys, args=[stream, self._lease_ms])
                except redis.RedisError as exc:
                    # Unrenewed, a slot lapses: the caller may open more, never fewer.
                    log.warning("stream leases not renewed: %s", exc)
                    break
