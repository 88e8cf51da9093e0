"""The AsyncAPI document as checked in (openapi/asyncapi.json), with the OpenAPI document's
stable bytes, so `infinity-ledger asyncapi --check` catches a stream or event type added since."""

from __future__ import annotations

import json
from pathlib import Path

from service.api.app import create_app
from service.api.docs.asyncapi import asyncapi_document

DEFAULT_PATH = Path("openapi") / "asyncapi.json"


def render_asyncapi() -> str:
    document = asyncapi_document(create_app(None))
    return json.dumps(document, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def write_asyncapi(path: Path = DEFAULT_PATH) -> bool:
    """Write the document; return True when the file changed."""
    text = render_asyncapi()
    if path.exists() and path.read_text(encoding="utf-8") == text:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return True
