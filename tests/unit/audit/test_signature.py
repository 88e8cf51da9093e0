"""An export's Ed25519 signature: it covers the header and every byte of every event line, and
the verifier checks it against the key in the header and, when given, the exporter's key."""

from __future__ import annotations

import hashlib
import io
import json
from pathlib import Path

import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

from service.audit.cli import verify_file
from service.audit.export import export_line, signed_header
from service.audit.verify import SignatureStatus, verify_lines
from service.signing import SigningKey
from tests.builders.export import export_lines, play_short_game

DATA = Path(__file__).parent / "data"


def signed(lines: list[str], key: SigningKey) -> list[str]:
    """The export as the service writes it: the header signed over every event line."""
    header, events = json.loads(lines[0]), lines[1:]
    digest = hashlib.sha256("".join(events).encode()).hexdigest()
    return [export_line(signed_header(header, digest, key)), *events]


@pytest.fixture(scope="module")
def key() -> SigningKey:
    return SigningKey.generate()


@pytest.fixture(scope="module")
def export(key: SigningKey) -> list[str]:
    return signed(export_lines(play_short_game(), reveal_seed=True), key)


def test_a_signed_export_verifies_and_names_its_key(export: list[str], key: SigningKey) -> None:
    report = verify_lines(export)

    assert report.ok, report.problem
    assert report.signature is not None
    assert report.signature.status is SignatureStatus.SIGNED
    assert report.signature.key_id == key.key_id
    assert report.signature.public_key == key.public_key_hex
    assert f"signed by key {key.key_id}" in report.render_text()


def test_outside_tools_can_check_the_signature_as_the_readme_says(
    export: list[str], key: SigningKey
) -> None:
    header = json.loads(export[0])
    signature = header["signature"]
    value = bytes.fromhex(signature.pop("value"))
    message = b"infinity-ledger export v1\n" + json.dumps(
        header, sort_keys=True, separators=(",", ":"), ensure_ascii=False
    ).encode("utf-8")
    Ed25519PublicKey.from_public_bytes(bytes.fromhex(signature["public_key"])).verify(
        value, message
    )
    assert header["events_sha256"] == hashlib.sha256("".join(export[1:]).encode()).hexdigest()
    assert signature["key_id"] == key.key_id == hashlib.sha256(key.public_key).hexdigest()[:16]


def test_one_changed_byte_outside_the_hash_chain_fails(export: list[str]) -> None:
    # metadata is outside the chain's hashes: only the signature can catch this.
    line = next(i for i, text in enumerate(export) if '"causation_id":"' in text)
    changed = list(export)
    at = changed[line].index('"causation_id":"') + len('"causation_id":"')
    flipped = "0" if changed[line][at] != "0" else "1"
    changed[line] = changed[line][:at] + flipped + changed[line][at + 1 :]
    assert verify_lines(export[:line] + export[line + 1 :]).ok is False  # sanity: a gap fails

    report = verify_lines(changed)

    assert not report.ok
    assert report.problem is not None
    assert "events_sha256" in report.problem.message


def test_a_changed_header_field_breaks_the_signature(export: list[str]) -> None:
    header = json.loads(export[0])
    header["client_seed"] = "another table"

    report = verify_lines([export_line(header), *export[1:]])

    assert not report.ok
    assert report.signature is not None
    assert report.signature.status is SignatureStatus.INVALID
    assert report.problem is not None
    assert "signature" in report.problem.message


def test_a_signature_under_another_key_than_the_header_names_fails(
    export: list[str], key: SigningKey
) -> None:
    header = json.loads(export[0])
    other = SigningKey.generate()
    header["signature"]["public_key"] = other.public_key_hex
    header["signature"]["key_id"] = other.key_id

    assert not verify_lines([export_line(header), *export[1:]]).ok


def test_a_re_signed_header_verifies_only_without_the_exporters_key(
    export: list[str], key: SigningKey
) -> None:
    # Someone changes an event's metadata and signs the whole export again with their own key.
    forger = SigningKey.generate()
    lines = [
        export[0],
        *(text.replace('"actor":"organiser"', '"actor":"tohaa"') for text in export[1:]),
    ]
    header = json.loads(lines[0])
    del header["signature"], header["events_sha256"]
    forged = signed([export_line(header), *lines[1:]], forger)

    alone = verify_lines(forged)
    assert alone.signature is not None
    assert alone.signature.key_id == forger.key_id != key.key_id
    assert f"signed by key {forger.key_id}" in alone.render_text()

    checked = verify_lines(forged, public_key=key.public_key)
    assert not checked.ok
    assert checked.problem is not None
    assert key.key_id in checked.problem.message


def test_the_exporters_key_passes_its_own_export(export: list[str], key: SigningKey) -> None:
    report = verify_lines(export, public_key=key.public_key)
    assert report.ok, report.problem
    assert not verify_lines(export, public_key=SigningKey.generate().public_key).ok


@pytest.mark.parametrize("name", sorted(p.name for p in DATA.glob("*.ndjson")))
def test_an_export_made_before_signatures_verifies_as_unsigned(name: str) -> None:
    lines = (DATA / name).read_text(encoding="utf-8").splitlines(keepends=True)

    report = verify_lines(lines)

    assert report.ok, report.problem
    assert report.signature is not None
    assert report.signature.status is SignatureStatus.UNSIGNED
    assert report.signature.key_id is None
    assert "unsigned" in report.render_text()
    # Asked whether it came from a given service, an unsigned export cannot say yes.
    assert not verify_lines(lines, public_key=SigningKey.generate().public_key).ok


def test_the_command_takes_the_exporters_public_key(
    export: list[str], key: SigningKey, tmp_path: Path
) -> None:
    path = tmp_path / "game.ndjson"
    path.write_text("".join(export), encoding="utf-8")
    key_file = tmp_path / "exporter.json"
    key_file.write_text(json.dumps({"key_id": key.key_id, "public_key": key.public_key_hex}))
    other = SigningKey.generate().public_key_hex

    out = io.StringIO()
    assert verify_file(path, out) == 0
    assert f"signed by key {key.key_id}" in out.getvalue()
    assert verify_file(path, io.StringIO(), public_key=key.public_key_hex) == 0
    assert verify_file(path, io.StringIO(), public_key=str(key_file)) == 0
    wrong = io.StringIO()
    assert verify_file(path, wrong, public_key=other) == 1
    assert ": FAILED\n" in wrong.getvalue()
    unreadable = io.StringIO()
    assert verify_file(path, unreadable, public_key="not a key") == 2
    assert "public key" in unreadable.getvalue()


def test_the_command_says_unsigned_for_an_old_export() -> None:
    out = io.StringIO()
    assert verify_file(DATA / "before_catalogue_revisions.ndjson", out) == 0
    assert "unsigned" in out.getvalue()
