"""A Python client generated from the checked-in OpenAPI document drives one whole game against
a real `serve`: if the document and the service disagree on a path, a body or a status, the
generated client cannot play. The client is generated from whatever document is checked in,
so the test follows the document as it changes."""

from __future__ import annotations

import importlib
import json
import pkgutil
import subprocess
import sys
import types
import typing
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from openapi_spec_validator import validate

from tests.builders.http import player_seed, shot, trooper
from tests.e2e.api.serving import free_port, serving
from tests.paths import ROOT

SPEC = ROOT / "openapi" / "openapi.json"
PACKAGE = "ledger_client"


def test_the_checked_in_document_is_valid_openapi() -> None:
    validate(json.loads(SPEC.read_text(encoding="utf-8")))


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> Iterator[types.ModuleType]:
    out = tmp_path_factory.mktemp("client")
    generator = Path(sys.executable).with_name("openapi-python-client")
    command = [str(generator), "generate", "--path", str(SPEC), "--meta", "none"]
    result = subprocess.run(
        [*command, "--output-path", str(out / PACKAGE)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        cwd=out,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    sys.path.insert(0, str(out))
    try:
        yield importlib.import_module(PACKAGE)
    finally:
        sys.path.remove(str(out))
        for name in [m for m in sys.modules if m == PACKAGE or m.startswith(f"{PACKAGE}.")]:
            del sys.modules[name]


def documented_statuses() -> dict[str, set[int]]:
    """Each operation's documented statuses, by operation id."""
    spec = json.loads(SPEC.read_text(encoding="utf-8"))
    return {
        op["operationId"]: {int(status) for status in op["responses"]}
        for item in spec["paths"].values()
        for op in item.values()
        if isinstance(op, dict) and "operationId" in op
    }


class App:
    """The generated client, one per token, with each operation found by its operation id."""

    def __init__(self, client: types.ModuleType, base: str) -> None:
        self.package = client
        self.base = base
        self.tokens: dict[str, str] = {}
        self.documented = documented_statuses()
        api = importlib.import_module(f"{PACKAGE}.api")
        self.operations = {
            info.name.rsplit(".", 1)[-1]: importlib.import_module(info.name)
            for info in pkgutil.walk_packages(api.__path__, f"{PACKAGE}.api.")
            if not info.ispkg
        }

    def call(
        self,
        operation_id: str,
        who: str | None,
        body: Any = None,
        *,
        expect: int | None = None,
        **params: Any,
    ) -> Any:
        """Call the operation and check that it answers ``expect``, by default the one success
        status the document gives it; either way a status the document lists."""
        documented = self.documented[operation_id]
        if expect is None:
            [expect] = [status for status in documented if 200 <= status < 300]
        assert expect in documented, (operation_id, expect, documented)
        module = self.operations[operation_id]
        if body is not None:
            hint = typing.get_type_hints(module.sync_detailed)["body"]
            model = next(t for t in (*typing.get_args(hint), hint) if hasattr(t, "from_dict"))
            # Through the generated model: the client must be able to say what the app means.
            params["body"] = model.from_dict(body)
        if who is None:
            client = self.package.Client(base_url=self.base, raise_on_unexpected_status=False)
        else:
            client = self.package.AuthenticatedClient(
                base_url=self.base, token=self.tokens[who], raise_on_unexpected_status=False
            )
        with client:
            response = module.sync_detailed(client=client, **params)
        assert int(response.status_code) == expect, (operation_id, response.content)
        return json.loads(response.content) if response.content else None


def test_a_generated_client_plays_a_whole_game(
    generated: types.ModuleType, tmp_path: Path, db_url: str
) -> None:
    port = free_port()
    with serving(tmp_path / "ledger", port, DATABASE_URL=db_url):
        app = App(generated, f"http://127.0.0.1:{port}")
        created = app.call(
            "create_game",
            None,
            {
                "players": ["ariadna", "tohaa"],
                "client_seed": "club night",
                "manual_dice": True,
                "manual_dice_confirmation": True,
            },
        )
        game = created["id"]
        app.tokens = {"organiser": created["tokens"]["organiser"], **created["tokens"]["players"]}
        # dice-v2: each player's own seed before the first server die (the free roll below).
        for player in ("ariadna", "tohaa"):
            app.call("contribute_entropy", player, {"seed": player_seed(player)}, game_id=game)
        for player, trooper_id in (("ariadna", "fennec"), ("tohaa", "senku")):
            app.call("add_trooper", player, trooper(player, trooper_id, bs=12), game_id=game)
        app.call("start_turn", "ariadna", {"player": "ariadna"}, game_id=game)
        app.call(
            "activate_trooper",
            "ariadna",
            {"trooper": "fennec", "skill": shot(("senku", 3, 12))},
            game_id=game,
        )
        app.call(
            "declare_aro",
            "tohaa",
            {"trooper": "senku", "skill": shot(("fennec", 1, 12))},
            game_id=game,
            order=1,
        )
        # The Fennec's player enters both sides' faces; the Senku's player confirms their own.
        faces = {
            "dice": [
                {"roll": "fennec:bs_attack>senku", "faces": [4, 9, 15]},
                {"roll": "senku:bs_attack", "faces": [11]},
            ]
        }
        entered = app.call("resolve_order", "ariadna", faces, game_id=game, order=1)
        assert [e["type"] for e in entered["events"]] == ["dice_entered"]
        app.call("confirm_dice", "ariadna", {}, game_id=game, order=1, expect=403)
        resolved = app.call("confirm_dice", "tohaa", {}, game_id=game, order=1)
        assert "order_roll_made" in [e["type"] for e in resolved["events"]]
        app.call("confirm_dice", "tohaa", {}, game_id=game, order=1, expect=409)
        app.call("conclude_order", "ariadna", {}, game_id=game, order=1)
        free = app.call(
            "create_roll",
            "tohaa",
            {"kind": "normal", "sides": [{"name": "Senku", "attribute": 11, "burst": 2}]},
            game_id=game,
            # 201: the roll made; 200 would be faces waiting for the other player's confirmation.
            expect=201,
        )
        app.call("get_roll", "tohaa", game_id=game, version=10_000, expect=404)
        orders = app.call("list_orders", "tohaa", game_id=game)
        assert [o["number"] for o in orders] == [1]
        rolls = app.call("list_rolls", "tohaa", game_id=game)
        assert rolls[-1]["version"] == free["version"]
        assert {r["status"] for r in rolls} == {"final"}
        assert app.call("get_roll", "ariadna", game_id=game, version=free["version"]) == rolls[-1]
        app.call("end_turn", "ariadna", game_id=game)
        app.call("end_game", "organiser", {"reason": "time"}, game_id=game)
        seed = app.call("reveal_seed", "tohaa", game_id=game)
        assert seed["seed_commitment"] == created["seed_commitment"]
        report = app.call("verify_game", "organiser", game_id=game)
        assert report["ok"] is True
