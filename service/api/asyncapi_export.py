"""The AsyncAPI document as checked in (openapi/asyncapi.json), with the OpenAPI document's
stable bytes, so `infinity-ledger asyncapi --check` catches a stream or event type added since."""

from __future__ import annotations

from pathlib import Path

from service.api.app import create_app
from service.api.docs.asyncapi import asyncapi_document
from service.api.openapi_export import stable_json, write_document

DEFAULT_PATH = Path("openapi") / "asyncapi.json"


def render_asyncapi() -> str:
    return stable_json(asyncapi_document(create_app(None)))


def write_asyncapi(path: Path = DEFAULT_PATH) -> bool:
    """Write the document; return True when the file changed."""
    return write_document(path, render_asyncapi())
