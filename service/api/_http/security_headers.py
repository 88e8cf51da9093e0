"""Headers of the pages the service serves (the docs, the viewer).

Both pages hold a game token in memory: no other site may frame them, sniff their types or see
a referrer, and each page's Content-Security-Policy lets it talk to this origin alone. The API's
own answers need none of these; the ones that carry a token are never stored (`NOT_STORED`).
"""

from __future__ import annotations

_PAGE_HEADERS = {
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}


def page_headers(content_security_policy: str) -> dict[str, str]:
    return {"Content-Security-Policy": content_security_policy, **_PAGE_HEADERS}
