"""`POST /v1/odds` for the API's tests: a side's body and the call, so that every test of the
odds over HTTP asks them alike."""

from __future__ import annotations

from typing import Any

from tests.builders.http import Client


def side(name: str, attribute: int, burst: int = 1, *mods: tuple[int, str], **extra: Any) -> Any:
    """One side of a roll: its attribute, Burst and (value, source) MODs; ``extra`` adds or
    replaces fields of the body as JSON (a weapon, a reaction, a program...)."""
    body: dict[str, Any] = {"name": name, "attribute": attribute, "burst": burst}
    if mods:
        body["mods"] = [{"value": value, "source": source} for value, source in mods]
    return {**body, **extra}


async def post_odds(client: Client, kind: str, *sides: Any) -> Any:
    """The answer as it comes, for a test that reads its status and headers itself."""
    return await client.post("/v1/odds", json={"kind": kind, "sides": list(sides)})


async def odds(client: Client, kind: str, *sides: Any, expect: int = 200) -> Any:
    """The odds of one roll, answered with ``expect``: the body."""
    response = await post_odds(client, kind, *sides)
    assert response.status_code == expect, response.text
    return response.json()
