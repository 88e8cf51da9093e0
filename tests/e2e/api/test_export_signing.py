"""Every export is signed by this service; its public key is served to anyone, no token."""

from __future__ import annotations

import hashlib
import json

from litestar import Litestar
from litestar.testing import AsyncTestClient

from service.audit.verify import SignatureStatus, verify_lines
from tests.builders.http import send_entropy

Client = AsyncTestClient[Litestar]
ROLL = {"kind": "normal", "sides": [{"name": "a", "attribute": 11, "burst": 3}]}


async def test_the_signing_key_is_public(client: Client) -> None:
    answer = await client.get("/v1/signing-key")

    assert answer.status_code == 200, answer.text
    key = answer.json()
    assert key["algorithm"] == "ed25519"
    public = bytes.fromhex(key["public_key"])
    assert len(public) == 32
    assert key["key_id"] == hashlib.sha256(public).hexdigest()[:16]
    assert set(key) == {"algorithm", "key_id", "public_key"}


async def test_an_export_is_signed_with_the_served_key(client: Client) -> None:
    key = (await client.get("/v1/signing-key")).json()
    created = (await client.post("/v1/games", json={"players": ["a", "b"]})).json()
    await send_entropy(client, created)
    game = f"/v1/games/{created['id']}"
    player = {"Authorization": f"Bearer {created['tokens']['players']['a']}"}
    assert (await client.post(f"{game}/rolls", json=ROLL, headers=player)).status_code == 201
    organiser = {"Authorization": f"Bearer {created['tokens']['organiser']}"}
    assert (await client.post(f"{game}/end", json={}, headers=organiser)).status_code == 200

    export = (await client.get(f"{game}/audit", headers=player)).text
    lines = export.splitlines(keepends=True)
    header = json.loads(lines[0])

    assert header["signature"]["key_id"] == key["key_id"]
    assert header["signature"]["public_key"] == key["public_key"]
    assert header["events_sha256"] == hashlib.sha256("".join(lines[1:]).encode()).hexdigest()
    report = verify_lines(lines, public_key=bytes.fromhex(key["public_key"]))
    assert report.ok, report.problem
    assert report.signature is not None
    assert report.signature.status is SignatureStatus.SIGNED


async def test_each_game_of_an_organisers_export_is_signed(client: Client) -> None:
    first = (await client.post("/v1/games", json={"players": ["a", "b"]})).json()
    organiser = {"Authorization": f"Bearer {first['tokens']['organiser']}"}
    second = (
        await client.post("/v1/games", json={"players": ["c", "d"]}, headers=organiser)
    ).json()
    key = (await client.get("/v1/signing-key")).json()
    for created in (first, second):
        ended = await client.post(f"/v1/games/{created['id']}/end", json={}, headers=organiser)
        assert ended.status_code == 200, ended.text

    export = await client.get(
        "/v1/organiser/audit",
        params=[("game", first["id"]), ("game", second["id"])],
        headers=organiser,
    )

    assert export.status_code == 200, export.text
    records = [json.loads(line) for line in export.text.splitlines()]
    headers = [r for r in records if "event_count" in r]
    assert len(headers) == 2
    assert {h["signature"]["key_id"] for h in headers} == {key["key_id"]}
