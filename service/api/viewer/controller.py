"""The game viewer, and the tournament page beside it: plain HTML, CSS and JavaScript shipped in
the package.

The page asks the API for everything it shows, with the game token in a header only; the
token comes from the URL fragment (never sent to a server) or a form, and stays in the tab.
The Content-Security-Policy allows this origin alone, so nothing on the page can load or send
anything elsewhere, and no inline script runs.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from pathlib import Path

from litestar import Response, Router, get
from litestar.static_files import create_static_files_router

from service.api._http.security_headers import page_headers

VIEWER_PATH = "/viewer"
ASSETS_PATH = f"{VIEWER_PATH}/assets"
STATIC = Path(str(resources.files("service.api.viewer") / "static"))

CONTENT_SECURITY_POLICY = (
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
    "img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
VIEWER_HEADERS = page_headers(CONTENT_SECURITY_POLICY)


async def _with_viewer_headers(response: Response[object]) -> Response[object]:
    response.headers.update(VIEWER_HEADERS)
    return response


@cache
def _page() -> bytes:
    # Read once: the same small file for every game, and no file I/O on the event loop after.
    return (STATIC / "index.html").read_bytes()


@get("/games/{game_id:uuid}", include_in_schema=False, media_type="text/html")
async def viewer_page() -> Response[bytes]:
    return Response(_page(), media_type="text/html", headers={"Cache-Control": "no-cache"})


@cache
def _tournament_page() -> bytes:
    return (STATIC / "tournament.html").read_bytes()


@get("/tournaments/{tournament_id:uuid}", include_in_schema=False, media_type="text/html")
async def tournament_page() -> Response[bytes]:
    """A tournament's rounds, tables (each game linked to its viewer) and standings."""
    return Response(
        _tournament_page(), media_type="text/html", headers={"Cache-Control": "no-cache"}
    )


def viewer_router() -> Router:
    assets = create_static_files_router(
        path="/assets",
        directories=[STATIC],
        include_in_schema=False,
        name="viewer-assets",
        after_request=_with_viewer_headers,
    )
    return Router(
        path=VIEWER_PATH,
        route_handlers=[viewer_page, tournament_page, assets],
        after_request=_with_viewer_headers,
        include_in_schema=False,
    )
