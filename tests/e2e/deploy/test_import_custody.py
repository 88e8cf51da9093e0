"""A game's chain of custody survives every import and re-export: a game first exported
unsigned stays of unsigned origin at every later service, and a signed one names its first
signer and each service that re-exported it.

Three services on their own databases with their own signing keys: A plays and ends a game,
B imports A's export and exports it again, C imports B's export. Nothing but the label and
`verify` tells C what A's export was, so that is what these tests look at.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest
from litestar import Litestar
from litestar.testing import AsyncTestClient
from psycopg import sql

from service.audit.verify import verify_lines
from service.signing import SigningKey
from service.store.chain import GENESIS_HASH, event_hash
from service.store.database import with_database
from tests.builders.http import send_entropy
from tests.e2e.deploy.test_import_provenance import an_organiser, listed, other_app

Client = AsyncTestClient[Litestar]
ROUTE = "/v1/organiser/imports"
ROLL = {"kind": "normal", "sides": [{"name": "a", "attribute": 11, "burst": 3}]}
RECORDED_POINTS = 3
FORGED_POINTS = 10


@pytest.fixture
def third_database(database_url: str) -> Iterator[str]:
    """A second empty database beside `empty_database`, for service C."""
    name = f"deploy_{uuid.uuid4().hex}"
    with psycopg.connect(database_url, autocommit=True) as conn:
        conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    yield with_database(database_url, name)
    with psycopg.connect(database_url, autocommit=True) as conn:
        conn.execute(
            sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name))
        )


@pytest.fixture
async def service_b(empty_database: str) -> AsyncIterator[tuple[Client, SigningKey]]:
    key = SigningKey.generate()
    async with AsyncTestClient(app=other_app(empty_database, key)) as client:
        yield client, key


@pytest.fixture
async def service_c(third_database: str) -> AsyncIterator[tuple[Client, SigningKey]]:
    key = SigningKey.generate()
    async with AsyncTestClient(app=other_app(third_database, key)) as client:
        yield client, key


async def a_game_with_results(client: Client) -> tuple[str, str]:
    """Service A: a game with rolls, ended, and ariadna's Objective Points recorded after."""
    created = (await client.post("/v1/games", json={"players": ["ariadna", "tohaa"]})).json()
    await send_entropy(client, created)
    game = f"/v1/games/{created['id']}"
    player = {"Authorization": f"Bearer {created['tokens']['players']['ariadna']}"}
    organiser = {"Authorization": f"Bearer {created['tokens']['organiser']}"}
    for _ in range(2):
        assert (await client.post(f"{game}/rolls", json=ROLL, headers=player)).status_code == 201
    assert (await client.post(f"{game}/end", json={}, headers=organiser)).status_code == 200
    result = {"player": "ariadna", "objective_points": RECORDED_POINTS}
    recorded = await client.post(f"{game}/results", json=result, headers=player)
    assert recorded.status_code == 200, recorded.text
    export = (await client.get(f"{game}/audit", headers=organiser)).text
    return created["id"], export


def forged(export: str, points: int) -> str:
    """What a player who wants more Objective Points does with a signed export: changes them in
    the event and in the command it records, hashes the chain again from there, and drops the
    signature, which they cannot make again."""
    header, *events = (json.loads(line) for line in export.splitlines())
    prev = GENESIS_HASH
    for event in events:
        if event["type"] == "result_recorded":
            event["data"]["objective_points"] = points
            event["metadata"]["command"]["objective_points"] = points
        event["prev_hash"] = prev
        event["hash"] = prev = event_hash(
            prev,
            uuid.UUID(event["game_id"]),
            event["version"],
            event["type"],
            event["data"],
            event["recorded_at"],
            event.get("blind"),
        )
    header["head_hash"] = prev
    del header["signature"], header["events_sha256"]
    lines = [header, *events]
    return "".join(json.dumps(r, sort_keys=True, separators=(",", ":")) + "\n" for r in lines)


async def imported_and_exported(
    service: Client, export: str
) -> tuple[str, dict[str, str], dict[str, Any], str]:
    """Import the export as an organiser of the service: the game id, that organiser's
    headers, the game view, and the service's own export of the game."""
    _, organiser = await an_organiser(service)
    done = await service.post(ROUTE, json={"export": export}, headers=organiser)
    assert done.status_code == 201, done.text
    game_id = done.json()["id"]
    view = (await service.get(f"/v1/games/{game_id}", headers=organiser)).json()
    again = (await service.get(f"/v1/games/{game_id}/audit", headers=organiser)).text
    return game_id, organiser, view, again


def custody_of(label: dict[str, Any]) -> tuple[str | None, list[str]]:
    """The first export's signer (None: unsigned) and the keys of each re-export after it."""
    return label["origin"]["signed_by"], label["re_exported_by"]


def verify_command(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "service", "verify", "--quiet", str(path)],
        env=dict(os.environ),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


async def test_an_unsigned_origin_laundered_through_a_second_service_is_told_at_the_third(
    client: Client,
    service_b: tuple[Client, SigningKey],
    service_c: tuple[Client, SigningKey],
    tmp_path: Path,
) -> None:
    b, b_key = service_b
    c, c_key = service_c
    game_id, signed_export = await a_game_with_results(client)
    unsigned = forged(signed_export, FORGED_POINTS)
    assert verify_lines(unsigned.splitlines()).verdict == "ok"  # the forgery holds together

    _, b_organiser, b_view, b_export = await imported_and_exported(b, unsigned)
    assert b_view["imported"]["signed_by"] is None
    assert custody_of(b_view["imported"]) == (None, [])
    b_report = (await b.get(f"/v1/games/{game_id}/verify", headers=b_organiser)).json()
    assert b_report["verdict"] == "unsigned_origin", b_report
    assert b_report["ok"] is False
    assert b_report["problem"] is None

    b_header = json.loads(b_export.splitlines()[0])
    assert b_header["signature"]["key_id"] == b_key.key_id
    assert b_header["imported"]["signed_by"] is None  # under B's signature
    offline_b = verify_lines(b_export.splitlines(keepends=True), public_key=b_key.public_key)
    assert offline_b.verdict == "unsigned_origin", offline_b.problem
    assert offline_b.imported is not None
    assert offline_b.imported.origin.signed_by is None
    assert offline_b.imported.re_exported_by == (b_key.key_id,)
    assert f"unsigned origin, re-exported by key {b_key.key_id}" in offline_b.render_text()

    _, c_organiser, c_view, c_export = await imported_and_exported(c, b_export)
    label = c_view["imported"]
    assert label["signed_by"] == b_key.key_id  # the export C took was B's
    assert custody_of(label) == (None, [b_key.key_id])
    assert label["origin"]["public_key"] is None
    assert [step["signed_by"] for step in label["earlier_imports"]] == [None]
    points = {p["player"]: p["objective_points"] for p in c_view["score"]["players"]}
    assert points["ariadna"] == FORGED_POINTS  # only the label tells C what it holds

    page = (await c.get("/v1/organiser/games", headers=c_organiser)).json()
    assert listed(page, game_id)["imported"] == label
    assert listed(page, game_id)["verification"]["verdict"] == "unsigned_origin"
    c_report = (await c.get(f"/v1/games/{game_id}/verify", headers=c_organiser)).json()
    assert c_report["verdict"] == "unsigned_origin", c_report
    assert c_report["ok"] is False
    assert c_report["imported"] == label

    c_header = json.loads(c_export.splitlines()[0])
    assert c_header["signature"]["key_id"] == c_key.key_id
    assert [step["signed_by"] for step in c_header["imported"]["earlier_imports"]] == [None]
    assert c_header["imported"]["signed_by"] == b_key.key_id
    file = tmp_path / "from-c.ndjson"
    file.write_text(c_export, encoding="utf-8")
    verified = verify_command(file)
    assert verified.returncode == 4, verified.stdout + verified.stderr
    assert "UNSIGNED ORIGIN" in verified.stdout
    assert (
        f"unsigned origin, re-exported by key {b_key.key_id}, then by key {c_key.key_id}"
        in verified.stdout
    )


async def test_a_signed_origin_re_exported_names_its_signer_and_each_re_exporter(
    client: Client,
    service_b: tuple[Client, SigningKey],
    service_c: tuple[Client, SigningKey],
) -> None:
    b, b_key = service_b
    c, c_key = service_c
    game_id, export = await a_game_with_results(client)
    a_key = json.loads(export.splitlines()[0])["signature"]

    _, _, b_view, b_export = await imported_and_exported(b, export)
    assert custody_of(b_view["imported"]) == (a_key["key_id"], [])
    _, c_organiser, c_view, c_export = await imported_and_exported(c, b_export)

    label = c_view["imported"]
    assert custody_of(label) == (a_key["key_id"], [b_key.key_id])
    assert label["origin"]["public_key"] == a_key["public_key"]
    assert label["signed_by"] == b_key.key_id
    report = (await c.get(f"/v1/games/{game_id}/verify", headers=c_organiser)).json()
    assert report["verdict"] == "ok", report
    assert report["imported"] == label
    page = (await c.get("/v1/organiser/games", headers=c_organiser)).json()
    assert listed(page, game_id)["imported"] == label

    offline = verify_lines(c_export.splitlines(keepends=True), public_key=c_key.public_key)
    assert offline.verdict == "ok", offline.problem
    assert offline.imported is not None
    assert offline.imported.origin.signed_by == a_key["key_id"]
    assert offline.imported.re_exported_by == (b_key.key_id, c_key.key_id)
    assert (
        f"signed by key {a_key['key_id']}, re-exported by key {b_key.key_id}, then by key "
        f"{c_key.key_id}" in offline.render_text()
    )


async def test_a_re_export_stripped_of_its_signature_keeps_none_of_its_claims(
    client: Client,
    service_b: tuple[Client, SigningKey],
    service_c: tuple[Client, SigningKey],
) -> None:
    """B's export of A's signed game, B's signature dropped: its header still says "signed by
    A", but nothing signs that, so C takes it as an unsigned export like any other."""
    b, _ = service_b
    c, _ = service_c
    game_id, export = await a_game_with_results(client)
    _, _, _, b_export = await imported_and_exported(b, export)
    header, *events = b_export.splitlines(keepends=True)
    stripped = json.loads(header)
    del stripped["signature"], stripped["events_sha256"]
    assert stripped["imported"]["signed_by"] is not None
    unsigned = json.dumps(stripped, sort_keys=True, separators=(",", ":")) + "\n" + "".join(events)
    offline = verify_lines(unsigned.splitlines())
    assert offline.verdict == "unsigned_origin", offline.problem

    _, c_organiser, c_view, _ = await imported_and_exported(c, unsigned)
    label = c_view["imported"]
    assert label["signed_by"] is None
    assert custody_of(label) == (None, [])
    assert label["earlier_imports"] == []
    report = (await c.get(f"/v1/games/{game_id}/verify", headers=c_organiser)).json()
    assert report["verdict"] == "unsigned_origin", report
