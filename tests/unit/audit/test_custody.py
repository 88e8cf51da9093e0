"""An imported game's chain of custody, as its re-export's signed header carries it: the
verifier names the first export's signer (or "unsigned origin") and each service that signed
a re-export after it, and an unsigned origin is a verdict of its own, never an "ok"."""

from __future__ import annotations

import hashlib
import io
import json
from pathlib import Path
from typing import Any

import pytest

from service.audit.cli import verify_file
from service.audit.export import export_line, signed_header
from service.audit.verify import (
    CheckStatus,
    Verdict,
    VerificationReport,
    verify_lines,
    verify_records,
)
from service.signing import SigningKey
from tests.builders.export import export_lines, export_records, play_short_game

DATA = Path(__file__).parent / "data"
FIRST = SigningKey.generate()
"""The service a game was first exported from."""
SECOND = SigningKey.generate()
THIRD = SigningKey.generate()


@pytest.fixture(scope="module")
def lines() -> list[str]:
    return export_lines(play_short_game(), reveal_seed=True)


def step(key: SigningKey | None, at: str = "2026-11-24T10:11:12.000000Z") -> dict[str, Any]:
    """One import as a header records it: of an export signed by ``key`` (None: unsigned)."""
    return {
        "signed_by": key.key_id if key else None,
        "public_key": key.public_key_hex if key else None,
        "imported_at": at,
        "imported_by": "organiser",
    }


def re_exported(lines: list[str], imported: dict[str, Any], key: SigningKey | None) -> list[str]:
    """The export as a service that imported the game writes it: `imported` in the header,
    signed by ``key`` (None: left unsigned, as someone who dropped the signature would)."""
    header, events = {**json.loads(lines[0]), "imported": imported}, lines[1:]
    if key is None:
        return [export_line(header), *events]
    digest = hashlib.sha256("".join(events).encode()).hexdigest()
    return [export_line(signed_header(header, digest, key)), *events]


def origin(report: VerificationReport) -> tuple[str | None, tuple[str, ...]]:
    assert report.imported is not None
    return report.imported.origin.signed_by, report.imported.re_exported_by


def test_a_game_played_where_it_was_exported_has_no_custody_to_tell(lines: list[str]) -> None:
    report = verify_lines(lines)
    assert report.verdict is Verdict.OK
    assert report.imported is None


@pytest.mark.parametrize("name", sorted(p.name for p in DATA.glob("*.ndjson")))
def test_an_export_made_before_signatures_still_verifies_ok(name: str) -> None:
    report = verify_lines((DATA / name).read_text(encoding="utf-8").splitlines())
    assert report.verdict is Verdict.OK, report.problem
    assert report.ok


def test_a_re_export_written_before_the_chain_was_kept_verifies_as_it_did(
    lines: list[str],
) -> None:
    """The four keys of `imported` alone, as every re-export had them: the first import."""
    report = verify_lines(re_exported(lines, step(FIRST), SECOND))

    assert report.verdict is Verdict.OK, report.problem
    assert report.ok
    assert origin(report) == (FIRST.key_id, (SECOND.key_id,))
    assert report.imported is not None
    assert report.imported.origin.public_key == FIRST.public_key_hex
    assert report.imported.earlier_imports == ()
    text = report.render_text()
    assert f"signed by key {FIRST.key_id}, re-exported by key {SECOND.key_id}" in text


def test_a_re_export_of_an_unsigned_import_is_of_unsigned_origin(lines: list[str]) -> None:
    report = verify_lines(re_exported(lines, step(None), SECOND))

    assert report.verdict is Verdict.UNSIGNED_ORIGIN
    assert report.ok is False
    assert report.problem is None
    assert all(check.status is CheckStatus.PASSED for check in report.checks)
    assert report.signature is not None
    assert report.signature.key_id == SECOND.key_id
    assert origin(report) == (None, (SECOND.key_id,))
    text = report.render_text()
    assert "UNSIGNED ORIGIN" in text
    assert f"unsigned origin, re-exported by key {SECOND.key_id}" in text


def test_each_import_of_a_longer_chain_is_carried_and_named(lines: list[str]) -> None:
    imported = {**step(SECOND), "earlier_imports": [step(FIRST)]}
    report = verify_lines(re_exported(lines, imported, THIRD))

    assert report.verdict is Verdict.OK, report.problem
    assert origin(report) == (FIRST.key_id, (SECOND.key_id, THIRD.key_id))
    assert report.imported is not None
    assert [e.signed_by for e in report.imported.earlier_imports] == [FIRST.key_id]
    assert (
        f"signed by key {FIRST.key_id}, re-exported by key {SECOND.key_id}, then by key "
        f"{THIRD.key_id}" in report.render_text()
    )


def test_a_chain_starts_at_its_latest_unsigned_export(lines: list[str]) -> None:
    """What an unsigned export said of the imports before it, nobody signed: the chain, as far
    as any signature shows, starts there."""
    imported = {**step(SECOND), "earlier_imports": [step(FIRST), step(None)]}
    report = verify_lines(re_exported(lines, imported, THIRD))

    assert report.verdict is Verdict.UNSIGNED_ORIGIN
    assert origin(report) == (None, (SECOND.key_id, THIRD.key_id))


def test_an_unsigned_export_that_says_it_was_imported_is_of_unsigned_origin(
    lines: list[str],
) -> None:
    report = verify_lines(re_exported(lines, step(FIRST), None))

    assert report.verdict is Verdict.UNSIGNED_ORIGIN
    assert origin(report) == (None, ())


@pytest.mark.parametrize(
    ("change", "value"),
    [
        ("signed_by", "0123456789abcdef"),
        ("public_key", None),
        ("public_key", "AB" * 32),
        ("imported_at", "2026-11-24 10:11:12"),
        ("imported_by", "a friend"),
        ("token", "secret"),
    ],
)
def test_an_import_record_that_does_not_hold_together_fails(
    lines: list[str], change: str, value: Any
) -> None:
    record = {**step(FIRST), change: value}
    for imported in (record, {**step(SECOND), "earlier_imports": [record]}):
        report = verify_lines(re_exported(lines, imported, THIRD))
        assert report.verdict is Verdict.FAILED, (change, imported)
        assert report.problem is not None
        assert "imported" in report.problem.message


def test_the_stored_log_of_an_imported_game_tells_its_origin() -> None:
    """As `/verify` runs it: no signature of its own, the chain is the imports alone."""
    header, records = export_records(play_short_game(), reveal_seed=True)

    unsigned = verify_records({**header, "imported": step(None)}, records, exported=False)
    assert unsigned.verdict is Verdict.UNSIGNED_ORIGIN
    assert origin(unsigned) == (None, ())
    chained = {**step(SECOND), "earlier_imports": [step(FIRST)]}
    signed = verify_records({**header, "imported": chained}, records, exported=False)
    assert signed.verdict is Verdict.OK, signed.problem
    assert origin(signed) == (FIRST.key_id, (SECOND.key_id,))


def test_the_command_line_exits_4_for_an_unsigned_origin_and_1_beside_a_failed_game(
    lines: list[str], tmp_path: Path
) -> None:
    laundered = re_exported(lines, step(None), SECOND)
    with_ok, beside = tmp_path / "with_ok.ndjson", tmp_path / "beside.ndjson"
    with_ok.write_text("".join([*lines, *laundered]), encoding="utf-8")
    out = io.StringIO()
    summary: list[str] = []
    assert verify_file(with_ok, out, summarise=summary.append) == 4
    assert "Audit of game" in out.getvalue()
    assert "UNSIGNED ORIGIN" in out.getvalue()
    assert "UNSIGNED ORIGIN" in summary[0]
    failed = [lines[0], *lines[2:]]
    beside.write_text("".join([*laundered, *failed]), encoding="utf-8")
    assert verify_file(beside, io.StringIO()) == 1
