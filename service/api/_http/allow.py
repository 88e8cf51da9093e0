"""OPTIONS answers `Allow` with every method of the path.

Litestar builds the OPTIONS handler of a path with the first handler registered on it, so a
path served by two handlers (GET and POST of `/rolls`) would announce only one of them. The
methods are read instead from the route the request matched, which holds them all.
"""

from __future__ import annotations

from litestar import Litestar
from litestar.datastructures import MutableScopeHeaders
from litestar.enums import ScopeType
from litestar.middleware import ASGIMiddleware
from litestar.routes import HTTPRoute
from litestar.types import ASGIApp, Message, Receive, Scope, Send


def _methods_by_path(app: Litestar) -> dict[str, str]:
    methods: dict[str, set[str]] = {}
    for route in app.routes:
        if isinstance(route, HTTPRoute):
            methods.setdefault(route.path_format, set()).update(route.methods)
    return {path: ", ".join(sorted(found)) for path, found in methods.items()}


class AllowEveryMethodMiddleware(ASGIMiddleware):
    scopes = (ScopeType.HTTP,)

    def __init__(self) -> None:
        self._allow: dict[str, str] | None = None
        """Per path, built at the first OPTIONS request, once every route is registered."""

    async def handle(self, scope: Scope, receive: Receive, send: Send, next_app: ASGIApp) -> None:
        allow = None
        if scope.get("method") == "OPTIONS":
            if self._allow is None:
                self._allow = _methods_by_path(scope["litestar_app"])
            allow = self._allow.get(scope.get("path_template", ""))
        if allow is None:
            await next_app(scope, receive, send)
            return

        async def send_with_allow(message: Message) -> None:
            if message["type"] == "http.response.start" and message["status"] < 300:
                MutableScopeHeaders(message)["allow"] = allow
            await send(message)

        await next_app(scope, receive, send_with_allow)
