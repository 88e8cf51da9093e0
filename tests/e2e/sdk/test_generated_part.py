"""The SDK's generated part is what openapi-python-client makes of the checked-in document,
and `infinity-ledger openapi --check` fails when it is not, as it does for the document."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from service.api.python_client_export import GENERATED, stale_python_client
from service.cli import main
from tests.paths import ROOT

SPEC = ROOT / "openapi" / "openapi.json"


def test_the_checked_in_generated_part_is_current() -> None:
    assert stale_python_client(SPEC.read_text(encoding="utf-8"), ROOT / GENERATED) == []


def checkout_copy(tmp_path: Path) -> Path:
    """The document and the SDK's generated part where `openapi --check` looks for them."""
    (tmp_path / "openapi").mkdir()
    shutil.copy(SPEC, tmp_path / "openapi" / "openapi.json")
    shutil.copytree(ROOT / GENERATED, tmp_path / GENERATED)
    return tmp_path


@pytest.mark.parametrize("damage", ["edit", "remove", "add"])
def test_the_openapi_check_fails_on_a_stale_generated_part(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], damage: str
) -> None:
    monkeypatch.chdir(checkout_copy(tmp_path))
    client = tmp_path / GENERATED / "client.py"
    if damage == "edit":
        client.write_text(client.read_text(encoding="utf-8") + "# edited\n", encoding="utf-8")
    elif damage == "remove":
        client.unlink()
    else:
        (tmp_path / GENERATED / "api" / "gone.py").write_text("", encoding="utf-8")
    assert main(["openapi", "--check"]) == 1
    stale = "api/gone.py" if damage == "add" else "client.py"
    assert stale in capsys.readouterr().err


def test_the_openapi_command_makes_the_generated_part_current(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(checkout_copy(tmp_path))
    shutil.rmtree(tmp_path / GENERATED / "models")
    assert main(["openapi"]) == 0
    assert main(["openapi", "--check"]) == 0
    assert stale_python_client(SPEC.read_text(encoding="utf-8"), tmp_path / GENERATED) == []
