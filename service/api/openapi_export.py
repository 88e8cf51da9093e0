"""The OpenAPI document as checked into openapi/openapi.json (stable bytes for drift checks)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from service.api.app import create_app

DEFAULT_PATH = Path("openapi") / "openapi.json"


def stable_json(document: Any) -> str:
    """A document's checked-in bytes: keys sorted, two spaces, one line end."""
    return json.dumps(document, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def write_document(path: Path, text: str) -> bool:
    """Write a document's text; return True when the file changed."""
    if path.exists() and path.read_text(encoding="utf-8") == text:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return True


def render_openapi() -> str:
    return stable_json(create_app(None).openapi_schema.to_schema())


def write_openapi(path: Path = DEFAULT_PATH) -> bool:
    """Write the document; return True when the file changed."""
    return write_document(path, render_openapi())
