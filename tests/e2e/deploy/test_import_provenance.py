"""An imported game says so wherever it is shown: from which key (or unsigned), when, by whom;
and its re-export is signed by the importing service, keeping the original signer's key id.
A game imported from an unsigned export is of unsigned origin, in `/verify` as in its
re-export's."""

from __future__ import annotations

import hashlib
import json
from datetime import UTC, datetime, timedelta
from typing import Any

from litestar import Litestar
from litestar.testing import AsyncTestClient

from service.api.app import create_app
from service.audit.verify import SignatureStatus, Verdict, verify_lines
from service.signing import SigningKey
from service.store.migrate import upgrade_to_head
from tests.e2e.conftest import GENEROUS_RATE_LIMIT
from tests.e2e.deploy.test_import import finished_game
from tests.paths import AUDIT_DATA

Client = AsyncTestClient[Litestar]
ROUTE = "/v1/organiser/imports"
OLD_EXPORT = AUDIT_DATA / "before_comms_attacks.ndjson"
"""Unsigned, and free of the idempotency keys older logs kept in metadata (never imported)."""


def other_app(url: str, key: SigningKey) -> Litestar:
    upgrade_to_head(url)
    return create_app(url, pool_size=2, rate_limit=GENEROUS_RATE_LIMIT, signing_key=key)


async def an_organiser(client: Client) -> tuple[str, dict[str, str]]:
    mine = (await client.post("/v1/games", json={"players": ["a", "b"]})).json()
    return mine["id"], {"Authorization": f"Bearer {mine['tokens']['organiser']}"}


def listed(page: dict[str, Any], game_id: str) -> dict[str, Any]:
    found: dict[str, Any] = next(g for g in page["games"] if g["id"] == game_id)
    return found


async def test_a_signed_import_is_labelled_in_every_view_and_its_re_export(
    client: Client, empty_database: str
) -> None:
    game_id, export, _ = await finished_game(client)
    exporter = (await client.get("/v1/signing-key")).json()
    ours = SigningKey.generate()
    async with AsyncTestClient(app=other_app(empty_database, ours)) as other:
        native_id, organiser = await an_organiser(other)
        before = datetime.now(UTC)
        done = await other.post(ROUTE, json={"export": export}, headers=organiser)
        assert done.status_code == 201, done.text
        game = f"/v1/games/{game_id}"

        label = (await other.get(game, headers=organiser)).json()["imported"]
        assert label["signed_by"] == exporter["key_id"]
        assert label["public_key"] == exporter["public_key"]
        assert label["imported_by"] == "organiser"
        assert label["origin"] == {
            "signed_by": exporter["key_id"],
            "public_key": exporter["public_key"],
        }
        assert (label["re_exported_by"], label["earlier_imports"]) == ([], [])
        at = datetime.fromisoformat(label["imported_at"].replace("Z", "+00:00"))
        assert before - timedelta(seconds=5) <= at <= datetime.now(UTC) + timedelta(seconds=5)
        native = (await other.get(f"/v1/games/{native_id}", headers=organiser)).json()
        assert native["imported"] is None

        page = (await other.get("/v1/organiser/games", headers=organiser)).json()
        assert listed(page, game_id)["imported"] == label
        assert listed(page, native_id)["imported"] is None

        report = (await other.get(f"{game}/verify", headers=organiser)).json()
        assert report["ok"], report
        assert report["imported"] == label
        native_report = await other.get(f"/v1/games/{native_id}/verify", headers=organiser)
        assert native_report.json()["imported"] is None

        again = (await other.get(f"{game}/audit", headers=organiser)).text
        lines = again.splitlines(keepends=True)
        header = json.loads(lines[0])
        # The header keeps the import as it was recorded; what follows from it is the reader's.
        recorded = ("signed_by", "public_key", "imported_at", "imported_by")
        assert header["imported"] == {name: label[name] for name in recorded}
        assert header["signature"]["key_id"] == ours.key_id != exporter["key_id"]
        offline = verify_lines(lines, public_key=ours.public_key)
        assert offline.ok, offline.problem
        assert offline.imported is not None
        assert offline.imported.signed_by == exporter["key_id"]
        assert offline.imported.origin.signed_by == exporter["key_id"]
        assert offline.imported.re_exported_by == (ours.key_id,)
        assert "imported" in offline.render_text()

        token = organiser["Authorization"].removeprefix("Bearer ")
        shown = json.dumps([label, page, report, header])
        assert token not in shown
        assert hashlib.sha256(token.encode()).hexdigest() not in shown


async def test_an_unsigned_export_is_imported_as_unsigned(empty_database: str) -> None:
    export = OLD_EXPORT.read_text(encoding="utf-8")
    game_id = json.loads(export.splitlines()[0])["game_id"]
    async with AsyncTestClient(app=other_app(empty_database, SigningKey.generate())) as other:
        _, organiser = await an_organiser(other)
        done = await other.post(ROUTE, json={"export": export}, headers=organiser)
        assert done.status_code == 201, done.text

        view = (await other.get(f"/v1/games/{game_id}", headers=organiser)).json()
        assert view["imported"]["signed_by"] is None
        assert view["imported"]["public_key"] is None
        assert view["imported"]["origin"]["signed_by"] is None
        report = (await other.get(f"/v1/games/{game_id}/verify", headers=organiser)).json()
        assert report["imported"] == view["imported"]
        assert report["verdict"] == "unsigned_origin", report
        assert report["problem"] is None
        again = (await other.get(f"/v1/games/{game_id}/audit", headers=organiser)).text
        offline = verify_lines(again.splitlines(keepends=True))
        assert offline.verdict is Verdict.UNSIGNED_ORIGIN, offline.problem
        assert offline.problem is None
        assert offline.signature is not None
        assert offline.signature.status is SignatureStatus.SIGNED
        assert offline.imported is not None
        assert offline.imported.signed_by is None
        assert "unsigned origin" in offline.render_text()


async def test_an_import_with_a_broken_signature_is_refused(
    client: Client, empty_database: str
) -> None:
    _, export, _ = await finished_game(client)
    header, *events = export.splitlines(keepends=True)
    changed = json.loads(header)
    changed["service_version"] = "9.9.9"
    tampered = json.dumps(changed, sort_keys=True, separators=(",", ":")) + "\n" + "".join(events)
    async with AsyncTestClient(app=other_app(empty_database, SigningKey.generate())) as other:
        _, organiser = await an_organiser(other)
        refused = await other.post(ROUTE, json={"export": tampered}, headers=organiser)
        assert refused.status_code == 422, refused.text
        assert "signature" in refused.json()["detail"]
