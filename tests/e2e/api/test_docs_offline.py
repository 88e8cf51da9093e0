"""The docs page works with no network: everything it loads comes from the service itself."""

from __future__ import annotations

from html.parser import HTMLParser
from urllib.parse import urlsplit

from litestar import Litestar
from litestar.testing import AsyncTestClient


class _AssetLinks(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name in {"src", "href"} and value:
                self.urls.append(value)


async def test_docs_page_names_no_other_origin_and_its_assets_load(
    client: AsyncTestClient[Litestar],
) -> None:
    page = await client.get("/docs/")
    assert page.status_code == 200
    links = _AssetLinks()
    links.feed(page.text)
    assert links.urls, "the page must load Swagger UI from somewhere"
    assert "//" not in page.text.split("<body>")[0].replace("http://www.w3.org", "")
    for url in links.urls:
        assert urlsplit(url)[:2] == ("", ""), url
        asset = await client.get(url)
        assert asset.status_code == 200, url
        assert len(asset.content) > 0, url
    assert any(url.endswith("swagger-ui-bundle.js") for url in links.urls)


async def test_the_spec_is_served_at_openapi_json(client: AsyncTestClient[Litestar]) -> None:
    response = await client.get("/openapi.json")
    assert response.status_code == 200
    spec = response.json()
    assert spec["openapi"].startswith("3.")
    assert spec == (await client.get("/docs/openapi.json")).json()
