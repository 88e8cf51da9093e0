"""The interactive docs, served whole by the service: tournament halls are often offline.

Swagger UI's assets come from a pinned package (`swagger-ui-bundle-v2`) and are served under
`/docs/assets`; the page names no other origin. The spec itself is also at `/openapi.json`,
where generators and validators look for it first.
"""

from __future__ import annotations

from typing import Any

from litestar import Request, Response, Router, get
from litestar.openapi.plugins import SwaggerRenderPlugin
from litestar.static_files import create_static_files_router
from swagger_ui_bundle import swagger_ui_path  # type: ignore[import-untyped]

DOCS_PATH = "/docs"
ASSETS_PATH = f"{DOCS_PATH}/assets"
OPENAPI_JSON_PATH = "/openapi.json"
OPENAPI_MEDIA_TYPE = "application/vnd.oai.openapi+json"


def swagger_ui() -> SwaggerRenderPlugin:
    return SwaggerRenderPlugin(
        path="/",
        js_url=f"{ASSETS_PATH}/swagger-ui-bundle.js",
        css_url=f"{ASSETS_PATH}/swagger-ui.css",
        standalone_preset_js_url=f"{ASSETS_PATH}/swagger-ui-standalone-preset.js",
        favicon=f"<link rel='icon' type='image/png' href='{ASSETS_PATH}/favicon-32x32.png'>",
    )


def swagger_ui_assets() -> Router:
    return create_static_files_router(
        path=ASSETS_PATH,
        directories=[str(swagger_ui_path)],
        include_in_schema=False,
        name="swagger-ui-assets",
    )


@get(OPENAPI_JSON_PATH, include_in_schema=False, media_type=OPENAPI_MEDIA_TYPE)
async def openapi_json(request: Request[Any, Any, Any]) -> Response[dict[str, Any]]:
    return Response(request.app.openapi_schema.to_schema(), media_type=OPENAPI_MEDIA_TYPE)
