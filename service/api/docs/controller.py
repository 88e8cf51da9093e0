"""The interactive docs, served whole by the service: tournament halls are often offline.

Swagger UI's assets come from a pinned package (`swagger-ui-bundle-v2`) and are served under
`/docs/assets`; the page names no other origin. The spec itself is also at `/openapi.json`,
where generators and validators look for it first, and the live streams' AsyncAPI document
beside it at `/asyncapi.json` (its payloads point into `openapi.json`).
"""

from __future__ import annotations

import html
from typing import Any

from litestar import Request, Response, Router, get
from litestar.datastructures import ResponseHeader
from litestar.openapi.plugins import SwaggerRenderPlugin
from litestar.static_files import create_static_files_router
from swagger_ui_bundle import swagger_ui_path  # type: ignore[import-untyped]

from service.api._http.security_headers import page_headers
from service.api.docs.asyncapi import ASYNCAPI_JSON_PATH, asyncapi_document

DOCS_PATH = "/docs"
ASSETS_PATH = f"{DOCS_PATH}/assets"
START_SCRIPT_PATH = f"{DOCS_PATH}/start.js"
OPENAPI_JSON_PATH = "/openapi.json"
OPENAPI_MEDIA_TYPE = "application/vnd.oai.openapi+json"
ASYNCAPI_MEDIA_TYPE = "application/vnd.aai.asyncapi+json"

# Try-it-out sends a game token from this page: it runs only this origin's scripts (none
# inline), talks only to this origin, and no other site may frame it or sniff its types.
CONTENT_SECURITY_POLICY = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)
DOCS_HEADERS = [
    ResponseHeader(name=name, value=value)
    for name, value in page_headers(CONTENT_SECURITY_POLICY).items()
]
# Litestar's page starts Swagger UI from an inline script holding the whole spec, which the
# policy forbids; this file starts it instead and fetches the spec from its own URL.
_START_SCRIPT = f"""window.addEventListener("load", function () {{
  window.ui = SwaggerUIBundle({{
    url: "{OPENAPI_JSON_PATH}",
    dom_id: "#swagger-container",
    deepLinking: true,
    showExtensions: true,
    showCommonExtensions: true,
    presets: [SwaggerUIBundle.presets.apis],
  }});
}});
"""


class OfflineSwaggerUI(SwaggerRenderPlugin):
    """Swagger UI's page with no inline script or style, so a strict policy lets it run."""

    def render(self, request: Request[Any, Any, Any], openapi_schema: dict[str, Any]) -> bytes:
        title = html.escape(str(openapi_schema["info"]["title"]))
        return (
            "<!DOCTYPE html><html><head>"
            f"<title>{title}</title>{self.favicon}<meta charset='utf-8'/>"
            "<meta name='viewport' content='width=device-width, initial-scale=1'>"
            f"<link href='{self.css_url}' rel='stylesheet'></head>"
            "<body><div id='swagger-container'></div>"
            f"<script src='{self.js_url}'></script><script src='{START_SCRIPT_PATH}'></script>"
            "</body></html>"
        ).encode()


def swagger_ui() -> SwaggerRenderPlugin:
    return OfflineSwaggerUI(
        path="/",
        js_url=f"{ASSETS_PATH}/swagger-ui-bundle.js",
        css_url=f"{ASSETS_PATH}/swagger-ui.css",
        favicon=f"<link rel='icon' type='image/png' href='{ASSETS_PATH}/favicon-32x32.png'>",
    )


async def _with_docs_headers(response: Response[object]) -> Response[object]:
    # Static files answer before the router's response headers are applied.
    response.headers.update({header.name: str(header.value) for header in DOCS_HEADERS})
    return response


@get(START_SCRIPT_PATH.removeprefix(DOCS_PATH), include_in_schema=False)
async def start_script() -> Response[str]:
    return Response(_START_SCRIPT, media_type="text/javascript")


def docs_router() -> Router:
    """/docs with its assets, every answer under the docs' headers; the OpenAPI config hands
    it Swagger UI's page and the spec."""
    assets = create_static_files_router(
        path=ASSETS_PATH.removeprefix(DOCS_PATH),
        directories=[str(swagger_ui_path)],
        include_in_schema=False,
        name="swagger-ui-assets",
        after_request=_with_docs_headers,
    )
    return Router(
        DOCS_PATH,
        route_handlers=[start_script, assets],
        response_headers=DOCS_HEADERS,
        include_in_schema=False,
    )


@get(OPENAPI_JSON_PATH, include_in_schema=False, media_type=OPENAPI_MEDIA_TYPE)
async def openapi_json(request: Request[Any, Any, Any]) -> Response[dict[str, Any]]:
    return Response(request.app.openapi_schema.to_schema(), media_type=OPENAPI_MEDIA_TYPE)


@get(ASYNCAPI_JSON_PATH, include_in_schema=False, media_type=ASYNCAPI_MEDIA_TYPE)
async def asyncapi_json(request: Request[Any, Any, Any]) -> Response[dict[str, Any]]:
    return Response(asyncapi_document(request.app), media_type=ASYNCAPI_MEDIA_TYPE)
