"""The OpenAPI document as checked into openapi/openapi.json (stable bytes for drift checks)."""

from __future__ import annotations

import json
from pathlib import Path

from service.api.app import create_app

DEFAULT_PATH = Path("openapi") / "openapi.json"


def render_openapi() -> str:
    schema = create_app(None).openapi_schema.to_schema()
    return json.dumps(schema, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def write_openapi(path: Path = DEFAULT_PATH) -> bool:
    """Write the document; return True when the file changed."""
    text = render_openapi()
    if path.exists() and path.read_text(encoding="utf-8") == text:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return True
