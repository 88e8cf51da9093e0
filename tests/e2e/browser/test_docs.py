"""The API docs in headless Chromium: Swagger UI starts and lists every operation under the
page's own Content-Security-Policy, and asks nothing of another origin."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

import httpx

WAIT_MS = 20_000


def test_swagger_ui_runs_under_its_policy_with_no_violation(browser: Any, server: str) -> None:
    spec = httpx.get(f"{server}/openapi.json", timeout=10).json()
    operations = {
        operation["operationId"]
        for path in spec["paths"].values()
        for operation in path.values()
        if isinstance(operation, dict) and "operationId" in operation
    }
    page = browser.new_page()
    requested: list[str] = []
    complaints: list[str] = []
    errors: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    page.on("console", lambda message: complaints.append(message.text))
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.set_default_timeout(WAIT_MS)
    try:
        response = page.goto(f"{server}/docs/")
        assert response is not None
        assert "default-src 'none'" in response.headers["content-security-policy"]
        page.wait_for_selector(".opblock")
        shown = page.eval_on_selector_all(".opblock", "blocks => blocks.length")
        assert shown == len(operations), (shown, len(operations))
        paths = page.eval_on_selector_all(
            ".opblock-summary-path", "paths => paths.map(p => p.dataset.path || p.textContent)"
        )
        assert "/v1/games" in {p.replace("\u200b", "") for p in paths}, paths[:5]
    finally:
        page.close()
    refused = [c for c in complaints if "Content Security Policy" in c or "Refused to" in c]
    assert refused == [], refused
    assert errors == [], errors
    origin = urlsplit(server)[:2]
    assert {urlsplit(url)[:2] for url in requested if not url.startswith("data:")} == {origin}
