"""How many live streams may be open: per token, per client address and in the whole process.

A stream costs little while it waits (a game's streams share one read of the log per wake-up,
`channels`), but each one catches up with reads of its own when it opens, holds a connection
and is written to, so thousands of them from one caller would take the process from everyone
else. Counting happens before anything else, so a stream refused never touches the database.
Tokens are counted by an HMAC, so neither the token nor anything matching the database's
token hashes is kept.

A caller's streams are counted in this process, or, when the replicas share a store
(`CallerSlots`), in that store, so three replicas allow a caller what one does. The process's
own ceiling is always counted here: it protects this process, whatever the others hold.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import uuid
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal, Protocol

from service.config import FeedSettings

Scope = Literal["token", "address", "process"]


class TooManyStreams(Exception):
    """A stream refused at a limit: the caller's own (token, address) or the process's."""

    def __init__(self, scope: Scope, limit: int) -> None:
        self.scope = scope
        self.limit = limit
        where = {
            "token": "this token has",
            "address": "this client address has",
            "process": "this server has",
        }[scope]
        super().__init__(f"{where} {limit} live streams open already, the most allowed")


class CallerSlots(Protocol):
    """Stream slots per caller, held in a store every replica shares. A slot is a lease its
    holder renews while the stream lives, so the slots of a replica that dies free themselves."""

    async def claim(self, limits: Sequence[tuple[str, int]], stream: str) -> int | None:
        """One slot under every key for `stream`, all or none; the index of the first key
        already at its limit when none."""
        ...

    def forget(self, stream: str) -> None:
        """Gives the stream's slots back (without waiting: a stream ends in a sync path)."""
        ...


@dataclass
class StreamTicket:
    """One admitted stream; give it back with release() (more than once is harmless)."""

    _streams: OpenStreams
    _token: str | None
    _address: str
    _stream: str
    _released: bool = field(default=False)

    def release(self) -> None:
        if not self._released:
            self._released = True
            self._streams._forget(self._token, self._address, self._stream)


class OpenStreams:
    """The open streams, by token hash and by address, and this process's total.

    shared None counts callers in this process, under a key born with it; otherwise in the
    shared store, under caller_key, which every replica must have alike (the same token must
    be the same caller on each)."""

    def __init__(
        self,
        settings: FeedSettings,
        shared: CallerSlots | None = None,
        caller_key: bytes | None = None,
    ) -> None:
        self._settings = settings
        self._shared = shared
        self._caller_key = caller_key or _PROCESS_KEY
        self._by_token: Counter[str] = Counter()
        self._by_address: Counter[str] = Counter()
        self._total = 0

    @property
    def total(self) -> int:
        return self._total

    async def admit(self, token: str | None, address: str) -> StreamTicket:
        """A ticket for one more stream; TooManyStreams at a limit. The process's ceiling is
        checked last, so a caller over its own limit is told so rather than to come back."""
        key = _token_key(self._caller_key, token) if token else None
        stream = uuid.uuid4().hex
        if self._shared is None:
            self._check_caller_here(key, address)
        else:
            await self._claim_shared(key, address, stream)
        if self._total >= self._settings.max_per_process:
            if self._shared is not None:
                self._shared.forget(stream)
            raise TooManyStreams("process", self._settings.max_per_process)
        if self._shared is None:
            if key is not None:
                self._by_token[key] += 1
            self._by_address[address] += 1
        self._total += 1
        return StreamTicket(self, key, address, stream)

    def _check_caller_here(self, key: str | None, address: str) -> None:
        settings = self._settings
        if key is not None and self._by_token[key] >= settings.max_per_token:
            raise TooManyStreams("token", settings.max_per_token)
        if self._by_address[address] >= settings.max_per_address:
            raise TooManyStreams("address", settings.max_per_address)

    async def _claim_shared(self, key: str | None, address: str, stream: str) -> None:
        assert self._shared is not None
        settings = self._settings
        limits: list[tuple[Scope, str, int]] = []
        if key is not None:
            limits.append(("token", f"token:{key}", settings.max_per_token))
        limits.append(("address", f"address:{address}", settings.max_per_address))
        refused = await self._shared.claim([(name, n) for _, name, n in limits], stream)
        if refused is not None:
            scope, _, limit = limits[refused]
            raise TooManyStreams(scope, limit)

    def _forget(self, token_key: str | None, address: str, stream: str) -> None:
        if self._shared is not None:
            self._shared.forget(stream)
        else:
            if token_key is not None:
                _decrement(self._by_token, token_key)
            _decrement(self._by_address, address)
        self._total -= 1


_PROCESS_KEY = secrets.token_bytes(32)


def _token_key(key: bytes, token: str) -> str:
    return hmac.new(key, token.encode(), hashlib.sha256).hexdigest()


def _decrement(counts: Counter[str], key: str) -> None:
    # Keys at zero are dropped, so the counters hold only callers with a stream open.
    counts[key] -= 1
    if counts[key] <= 0:
        del counts[key]
