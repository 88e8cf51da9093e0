"""The client an app holds: one connection pool, a token per call, and the generated
operations run through the same retries, idempotency keys and cache."""

from __future__ import annotations

import secrets
from collections.abc import AsyncGenerator, Awaitable, Callable
from typing import Any

import httpx

from infinity_ledger_client._streams import StreamEvent, follow
from infinity_ledger_client._transport import LedgerTransport, RetryPolicy
from infinity_ledger_client.generated.client import AuthenticatedClient
from infinity_ledger_client.generated.client import Client as AnonymousClient
from infinity_ledger_client.generated.models.event_view import EventView
from infinity_ledger_client.generated.models.order_state_view import OrderStateView


class Problem(Exception):
    """A non-2xx answer: its status and RFC 9457 problem document (`code` names the kind)."""

    def __init__(self, response: httpx.Response) -> None:
        self.status = response.status_code
        try:
            self.document: dict[str, Any] = response.json()
        except ValueError:
            self.document = {"detail": response.text}
        self.code: str | None = self.document.get("code")
        super().__init__(f"{self.status} {self.code}: {self.document.get('detail')}")


class Client:
    """``async with Client("http://127.0.0.1:8000") as ledger: ...``

    Every request, the generated operations' included, gets an Idempotency-Key when it is a
    POST (reused on its retries), is retried on 503 and 429 after Retry-After (bounded by
    ``retry``) and, when a read, is answered from the cache after the server's 304."""

    def __init__(
        self,
        base_url: str,
        *,
        retry: RetryPolicy | None = None,
        timeout: float = 30.0,
        transport: httpx.AsyncBaseTransport | None = None,
        sleep: Callable[[float], Awaitable[None]] | None = None,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.retry = retry or RetryPolicy()
        self._inner = transport or httpx.AsyncHTTPTransport()
        self.transport = (
            LedgerTransport(self._inner, self.retry)
            if sleep is None
            else LedgerTransport(self._inner, self.retry, sleep)
        )
        self._sleep = self.transport.sleep
        # Also each read of a stream: longer than the 15 s heartbeat, so a silent connection
        # is taken for dropped and opened again.
        self._timeout = httpx.Timeout(timeout)
        self.http = httpx.AsyncClient(
            base_url=self.base_url, transport=self.transport, timeout=self._timeout
        )

    async def __aenter__(self) -> Client:
        return self

    async def __aexit__(self, *_: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        await self.http.aclose()
        await self._inner.aclose()

    def api(self, token: str) -> AuthenticatedClient:
        """A generated client for one caller, to pass to the generated operations
        (``generated.api.orders.add_trooper.asyncio_detailed(game_id, client=...)``)."""
        return AuthenticatedClient(
            base_url=self.base_url, token=token, httpx_args=self._shared, timeout=self._timeout
        )

    def anonymous(self) -> AnonymousClient:
        """A generated client with no token (``create_game``, the catalogue, ``/health``)."""
        return AnonymousClient(
            base_url=self.base_url, httpx_args=self._shared, timeout=self._timeout
        )

    @property
    def _shared(self) -> dict[str, Any]:
        # The generated clients make an httpx client each; through this transport they share
        # the connection pool, the retries and the cache.
        return {"transport": self.transport}

    async def request(
        self,
        method: str,
        path: str,
        *,
        token: str | None = None,
        json: Any = None,
        params: dict[str, Any] | None = None,
        idempotency_key: str | None = None,
    ) -> Any:
        """The answer's JSON (None when it has no body); a `Problem` for a non-2xx answer.
        A POST gets a fresh Idempotency-Key unless the app gives one (to retry it itself)."""
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        if idempotency_key is not None:
            headers["Idempotency-Key"] = idempotency_key
        if method == "POST" and json is None:
            json = {}
        response = await self.http.request(method, path, json=json, params=params, headers=headers)
        if not response.is_success:
            raise Problem(response)
        return response.json() if response.content else None

    async def send_entropy(self, game_id: str, token: str, seed: str | None = None) -> Any:
        """A player's own seed for a dice-v2 game's dice (16 random bytes unless given)."""
        body = {"seed": seed or secrets.token_hex(16)}
        return await self.request("POST", f"/v1/games/{game_id}/entropy", token=token, json=body)

    def events(
        self, game_id: str, token: str, *, last_event_id: str | None = None
    ) -> AsyncGenerator[StreamEvent[EventView], None]:
        """The game's events, those after `last_event_id` first, then each as it commits."""
        return self._follow(
            f"/v1/games/{game_id}/events/stream", token, EventView.from_dict, last_event_id
        )

    def states(
        self, game_id: str, token: str, *, last_event_id: str | None = None
    ) -> AsyncGenerator[StreamEvent[OrderStateView], None]:
        """The order state now, then each time it changes."""
        return self._follow(
            f"/v1/games/{game_id}/state/stream", token, OrderStateView.from_dict, last_event_id
        )

    def organiser_events(
        self, token: str, *, last_event_id: str | None = None
    ) -> AsyncGenerator[StreamEvent[EventView], None]:
        """The events of every game the organiser token runs (`id` is the event's position)."""
        return self._follow(
            "/v1/organiser/events/stream", token, EventView.from_dict, last_event_id
        )

    def _follow(
        self,
        path: str,
        token: str,
        decode: Callable[[Any], Any],
        last_event_id: str | None,
    ) -> AsyncGenerator[Any, None]:
        return follow(self.http, path, token, decode, self.retry, last_event_id, self._sleep)
