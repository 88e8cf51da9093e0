"""Headers that keep secrets out of caches and the docs page out of other sites' hands."""

from __future__ import annotations

import secrets
from html.parser import HTMLParser
from typing import Any

from tests.builders.http import Client, GameDriver

BODY = {"players": ["ariadna", "tohaa"]}


def assert_not_stored(response: Any) -> None:
    directives = {d.strip() for d in response.headers.get("cache-control", "").split(",")}
    assert "no-store" in directives, (response.status_code, dict(response.headers))


async def test_a_new_games_tokens_are_never_stored_by_a_cache(client: Client) -> None:
    key = {"Idempotency-Key": secrets.token_urlsafe(16)}
    first = await client.post("/v1/games", json=BODY, headers=key)
    again = await client.post("/v1/games", json=BODY, headers=key)
    assert (first.status_code, again.status_code) == (201, 201)
    assert again.headers["idempotent-replayed"] == "true"
    for response in (first, again):
        assert "organiser" in response.json()["tokens"]
        assert_not_stored(response)


async def test_a_rotated_token_is_never_stored_by_a_cache(client: Client) -> None:
    game = await GameDriver.create(client)
    path = f"/v1/games/{game.game_id}/tokens/rotate"
    # Each caller rotates only their own token, which the rotation revokes: no retry can get
    # the answer back, so there is one answer to hold to it.
    headers = {**game.auth("tohaa"), "Idempotency-Key": secrets.token_urlsafe(16)}
    body = {"role": "player", "player": "tohaa"}
    first = await client.post(path, json=body, headers=headers)
    assert first.status_code == 200, first.text
    assert first.json()["token"]
    assert_not_stored(first)


class _Scripts(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.inline: list[str] = []
        self.sources: list[str] = []
        self._open = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "script":
            src = dict(attrs).get("src")
            self._open = src is None
            if src:
                self.sources.append(src)

    def handle_data(self, data: str) -> None:
        if self._open and data.strip():
            self.inline.append(data)

    def handle_endtag(self, tag: str) -> None:
        if tag == "script":
            self._open = False


def csp_directives(response: Any) -> dict[str, set[str]]:
    policy = response.headers["content-security-policy"]
    directives: dict[str, set[str]] = {}
    for part in policy.split(";"):
        name, *values = part.split()
        directives[name] = set(values)
    return directives


def assert_framed_by_nobody(response: Any) -> None:
    assert response.headers["x-frame-options"] == "DENY"
    assert response.headers["x-content-type-options"] == "nosniff"
    directives = csp_directives(response)
    assert directives["default-src"] == {"'none'"}
    assert directives["frame-ancestors"] == {"'none'"}
    assert directives["script-src"] == {"'self'"}  # no inline script, no other origin
    assert directives["connect-src"] == {"'self'"}


async def test_the_docs_page_has_a_strict_policy_its_scripts_can_live_with(
    client: Client,
) -> None:
    page = await client.get("/docs/")
    assert page.status_code == 200
    assert_framed_by_nobody(page)
    scripts = _Scripts()
    scripts.feed(page.text)
    # script-src 'self' blocks inline scripts: Swagger UI must start from a file of its own.
    assert scripts.inline == [], scripts.inline[0][:200]
    assert scripts.sources
    for src in scripts.sources:
        asset = await client.get(src)
        assert asset.status_code == 200, src
        assert asset.headers["content-type"].split(";")[0] in {
            "text/javascript",
            "application/javascript",
        }
        assert asset.headers["x-content-type-options"] == "nosniff", src
    css = await client.get("/docs/assets/swagger-ui.css")
    assert css.status_code == 200
    assert css.headers["x-content-type-options"] == "nosniff"
    assert_framed_by_nobody(await client.get("/docs/oauth2-redirect.html"))
