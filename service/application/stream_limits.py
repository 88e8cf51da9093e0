"""How many live streams may be open: per token, per client address and in the whole process.

A stream costs little while it waits, but each one reads the log on every wake-up and poll,
so thousands of them from one caller would take the database from everyone else. Counting
happens in memory before anything else, so a stream refused never touches the database.
Tokens are counted by an HMAC under a key born with the process: neither the token nor
anything matching the database's token hashes is kept.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections import Counter
from dataclasses import dataclass, field
from typing import Literal

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


@dataclass
class StreamTicket:
    """One admitted stream; give it back with release() (more than once is harmless)."""

    _streams: OpenStreams
    _token: str | None
    _address: str
    _released: bool = field(default=False)

    def release(self) -> None:
        if not self._released:
            self._released = True
            self._streams._forget(self._token, self._address)


class OpenStreams:
    """The process's open streams, by token hash and by address."""

    def __init__(self, settings: FeedSettings) -> None:
        self._settings = settings
        self._by_token: Counter[str] = Counter()
        self._by_address: Counter[str] = Counter()
        self._total = 0

    @property
    def total(self) -> int:
        return self._total

    def admit(self, token: str | None, address: str) -> StreamTicket:
        """A ticket for one more stream; TooManyStreams at a limit. The process's ceiling is
        checked last, so a caller over its own limit is told so rather than to come back."""
        settings = self._settings
        key = _token_key(token) if token else None
        if key is not None and self._by_token[key] >= settings.max_per_token:
            raise TooManyStreams("token", settings.max_per_token)
        if self._by_address[address] >= settings.max_per_address:
            raise TooManyStreams("address", settings.max_per_address)
        if self._total >= settings.max_per_process:
            raise TooManyStreams("process", settings.max_per_process)
        if key is not None:
            self._by_token[key] += 1
        self._by_address[address] += 1
        self._total += 1
        return StreamTicket(self, key, address)

    def _forget(self, token_key: str | None, address: str) -> None:
        if token_key is not None:
            _decrement(self._by_token, token_key)
        _decrement(self._by_address, address)
        self._total -= 1


_PROCESS_KEY = secrets.token_bytes(32)


def _token_key(token: str) -> str:
    return hmac.new(_PROCESS_KEY, token.encode(), hashlib.sha256).hexdigest()


def _decrement(counts: Counter[str], key: str) -> None:
    # Keys at zero are dropped, so the counters hold only callers with a stream open.
    counts[key] -= 1
    if counts[key] <= 0:
        del counts[key]
