"""A finished game's audit export moves to another instance, verifies identically there, and
is refused whole when any byte of it was changed."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import msgspec
import pytest
from litestar import Litestar
from litestar.testing import AsyncTestClient

from service.api.app import create_app
from service.application.audit.postgres import StoredAudit
from service.application.audit.use_case import Audit
from service.application.imports.postgres import StoredImports
from service.application.imports.use_case import Imports
from service.application.workers import Workers
from service.domain.errors import InvalidCommand, StateConflict
from service.keyring import Keyring
from service.signing import SigningKey
from service.store.database import Pool, open_pool
from service.store.migrate import upgrade_to_head
from tests.builders.http import send_entropy
from tests.e2e.conftest import GENEROUS_RATE_LIMIT

Client = AsyncTestClient[Litestar]
ROLL = {"kind": "normal", "sides": [{"name": "a", "attribute": 11, "burst": 3}]}


async def finished_game(client: Client) -> tuple[str, str, dict[str, object]]:
    """The export and the verification report of a game with rolls, ended by its organiser."""
    created = (await client.post("/v1/games", json={"players": ["ariadna", "tohaa"]})).json()
    await send_entropy(client, created)
    game = f"/v1/games/{created['id']}"
    player = {"Authorization": f"Bearer {created['tokens']['players']['ariadna']}"}
    organiser = {"Authorization": f"Bearer {created['tokens']['organiser']}"}
    for _ in range(3):
        assert (await client.post(f"{game}/rolls", json=ROLL, headers=player)).status_code == 201
    assert (await client.post(f"{game}/end", json={}, headers=organiser)).status_code == 200
    export = (await client.get(f"{game}/audit", headers=organiser)).text
    report = (await client.get(f"{game}/verify", headers=organiser)).json()
    return created["id"], export, report


@pytest.fixture
async def other_instance(empty_database: str) -> AsyncIterator[Pool]:
    upgrade_to_head(empty_database)
    pool = await open_pool(empty_database, min_size=1, max_size=2)
    yield pool
    await pool.close()


@pytest.fixture
async def workers() -> AsyncIterator[Workers]:
    pool = Workers(1)
    yield pool
    await pool.close()


def without_positions(export: str) -> list[object]:
    """The export's records without what a re-export elsewhere changes: each event's position
    in the log, and the header's signature and import provenance."""
    records = [json.loads(line) for line in export.splitlines()]
    for record in records:
        for changed in ("position", "signature", "events_sha256", "imported"):
            record.pop(changed, None)
    return records


async def test_an_imported_game_verifies_identically_on_the_other_instance(
    client: Client, other_instance: Pool, keyring: Keyring, workers: Workers
) -> None:
    game_id, export, report = await finished_game(client)
    # The other instance has its own server key: the seed is sealed again under it.
    theirs = Keyring.generate()
    imported = await Imports(StoredImports(other_instance, theirs), workers).import_export(export)
    assert str(imported.game_id) == game_id
    assert imported.event_count == len(export.splitlines()) - 1

    audit = Audit(StoredAudit(other_instance, theirs), workers, SigningKey.generate())
    facts = await audit.facts(imported.game_id)
    assert facts.ended
    verified = json.loads(msgspec.json.encode(await audit.verify(facts)))
    # The same checks, and the label of a game imported (here by the operator's command).
    assert verified["imported"]["imported_by"] == "operator"
    assert verified == {**report, "imported": verified["imported"]}
    again = "".join([line async for line in audit.export(facts)])
    assert without_positions(again) == without_positions(export)
    with pytest.raises(StateConflict):
        await Imports(StoredImports(other_instance, theirs), workers).import_export(export)


@pytest.mark.parametrize("where", ["a die", "a hash", "the seed"])
async def test_a_changed_byte_refuses_the_whole_import(
    client: Client, other_instance: Pool, keyring: Keyring, workers: Workers, where: str
) -> None:
    game_id, export, _ = await finished_game(client)
    header, *events = export.splitlines(keepends=True)
    if where == "the seed":
        seed = json.loads(header)["seed"]
        changed = header.replace(seed, ("0" if seed[0] != "0" else "1") + seed[1:])
        tampered = changed + "".join(events)
    else:
        line = next(e for e in events if '"type":"roll_made"' in e)  # the first roll
        record = json.loads(line)
        if where == "a hash":
            value = record["hash"]
            flipped = ("0" if value[0] != "0" else "1") + value[1:]
            tampered = export.replace(value, flipped, 1)
        else:
            face = re.search(r'"draws":\[(\d+)', line)
            assert face is not None, line
            other = int(face.group(1)) % 20 + 1
            changed = line[: face.start(1)] + str(other) + line[face.end(1) :]
            tampered = export.replace(line, changed)
    assert tampered != export
    with pytest.raises(InvalidCommand, match="refused"):
        await Imports(StoredImports(other_instance, keyring), workers).import_export(tampered)
    async with other_instance.connection() as conn:
        found = await conn.execute("SELECT count(*) FROM events WHERE game_id = %s", (game_id,))
        assert (await found.fetchone()) == (0,)


async def test_the_import_command(client: Client, empty_database: str, tmp_path: Path) -> None:
    _, export, _ = await finished_game(client)
    good, bad = tmp_path / "game.ndjson", tmp_path / "changed.ndjson"
    good.write_text(export, encoding="utf-8")
    bad.write_text(export.replace('"attribute":11', '"attribute":12', 1), encoding="utf-8")
    env = {**os.environ, "DATABASE_URL": empty_database}

    def run(path: Path) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "service", "import", str(path)],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )

    refused = run(bad)
    assert refused.returncode == 1, refused.stdout + refused.stderr
    assert "not imported" in refused.stderr
    done = run(good)
    assert done.returncode == 0, done.stderr
    assert "organiser token:" in done.stdout
    again = run(good)
    assert again.returncode == 1, again.stdout + again.stderr
    assert "already here" in again.stderr


async def test_the_organiser_route_imports_and_refuses_a_changed_byte(
    client: Client, empty_database: str
) -> None:
    game_id, export, report = await finished_game(client)
    upgrade_to_head(empty_database)
    app = create_app(empty_database, pool_size=2, rate_limit=GENEROUS_RATE_LIMIT)
    async with AsyncTestClient(app=app) as other:
        mine = (await other.post("/v1/games", json={"players": ["a", "b"]})).json()
        organiser = {"Authorization": f"Bearer {mine['tokens']['organiser']}"}
        route = "/v1/organiser/imports"
        changed = export.replace('"attribute":11', '"attribute":12', 1)
        assert changed != export

        assert (await other.post(route, json={"export": export})).status_code == 401
        refused = await other.post(route, json={"export": changed}, headers=organiser)
        assert refused.status_code == 422, refused.text
        assert refused.headers["content-type"].startswith("application/problem+json")
        assert refused.json()["code"] == "invalid-command"
        game = f"/v1/games/{game_id}"
        assert (await other.get(game, headers=organiser)).status_code == 404

        done = await other.post(route, json={"export": export}, headers=organiser)
        assert done.status_code == 201, done.text
        assert done.json() == {"id": game_id, "event_count": len(export.splitlines()) - 1}
        assert done.headers["Location"] == game
        located = await other.get(done.headers["Location"], headers=organiser)
        assert located.status_code == 200, located.text
        assert located.json()["id"] == game_id
        verified = (await other.get(f"{game}/verify", headers=organiser)).json()
        assert verified["imported"]["imported_by"] == "organiser"
        assert verified == {**report, "imported": verified["imported"]}
        again = await other.post(route, json={"export": export}, headers=organiser)
        assert again.status_code == 409


async def test_an_imported_games_events_are_counted_as_appended(
    client: Client, other_instance: Pool, keyring: Keyring, workers: Workers
) -> None:
    _, export, _ = await finished_game(client)
    counted: list[int] = []
    imports = Imports(
        StoredImports(other_instance, keyring), workers, count_appended=counted.append
    )
    imported = await imports.import_export(export)
    assert counted == [imported.event_count] == [len(export.splitlines()) - 1]
    with pytest.raises(StateConflict):
        await imports.import_export(export)
    assert counted == [imported.event_count]  # a refused import appended nothing
