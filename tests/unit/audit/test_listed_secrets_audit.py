"""The export's header lists every commitment of the log (issue 26: "the export's header lists
each player's seed and the commitments"), and verify holds that list to the log."""

from __future__ import annotations

import copy
from typing import Any

from service.audit.verify import CheckName, CheckStatus
from tests.builders.export import RecordedGame, export_records, rechain, version_of
from tests.builders.game import ARIADNA, TOHAA
from tests.unit.audit.test_secrets_audit import (
    COMMITMENT,
    OBJECTIVE_COMMITMENT,
    game_with_secrets,
    verify,
)


def exported(*, reveal_objective: bool) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    game = game_with_secrets(reveal_objective=reveal_objective)
    return copy.deepcopy(export_records(game, reveal_seed=True))


def test_the_header_lists_each_commitment_in_log_order_with_its_reveal() -> None:
    header, records = exported(reveal_objective=False)
    revealed_at = version_of(records, "secret_revealed")
    assert header["secrets"] == [
        {
            "secret_id": "s-lt",
            "owner": ARIADNA,
            "kind": "lieutenant",
            "marker": None,
            "commitment": COMMITMENT,
            "held_by": "server",
            "revealed_version": revealed_at,
        },
        {
            "secret_id": "s-obj",
            "owner": TOHAA,
            "kind": "classified_objective",
            "marker": None,
            "commitment": OBJECTIVE_COMMITMENT,
            "held_by": "client",
            "revealed_version": None,
        },
    ]
    assert verify(header, records).ok


def test_a_game_without_secrets_has_no_secrets_key() -> None:
    header, _ = export_records(RecordedGame(), reveal_seed=True)
    assert "secrets" not in header


def test_an_edited_commitment_in_the_header_fails() -> None:
    header, records = exported(reveal_objective=True)
    header["secrets"][1]["commitment"] = COMMITMENT
    report = verify(*rechain(header, records))
    assert not report.ok
    problem = report.check(CheckName.SECRETS).problem
    assert problem is not None
    assert problem.version == version_of(records, "secret_committed", nth=1)
    assert "the header lists" in problem.message


def test_a_commitment_missing_from_the_header_fails() -> None:
    header, records = exported(reveal_objective=True)
    del header["secrets"][0]
    report = verify(*rechain(header, records))
    assert report.check(CheckName.SECRETS).status is CheckStatus.FAILED
    assert not report.ok


def test_a_header_without_any_secrets_key_fails_when_the_log_commits_some() -> None:
    header, records = exported(reveal_objective=True)
    del header["secrets"]
    report = verify(*rechain(header, records))
    problem = report.check(CheckName.SECRETS).problem
    assert problem is not None
    assert problem.version == version_of(records, "secret_committed")


def test_a_reveal_the_header_leaves_out_fails() -> None:
    header, records = exported(reveal_objective=True)
    header["secrets"][1]["revealed_version"] = None
    assert report_fails_secrets(header, records)


def test_a_commitment_the_log_never_made_fails() -> None:
    header, records = exported(reveal_objective=True)
    header["secrets"].append(dict(header["secrets"][0], secret_id="s-extra"))
    assert report_fails_secrets(header, records)


def test_an_unreadable_secrets_list_is_a_header_problem() -> None:
    header, records = exported(reveal_objective=True)
    header["secrets"][0]["marker"] = "one"
    report = verify(*rechain(header, records))
    problem = report.check(CheckName.FORMAT).problem
    assert problem is not None
    assert "the header's secrets hold" in problem.message


def report_fails_secrets(header: dict[str, Any], records: list[dict[str, Any]]) -> bool:
    report = verify(*rechain(header, records))
    return not report.ok and report.check(CheckName.SECRETS).status is CheckStatus.FAILED
