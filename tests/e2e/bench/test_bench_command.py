"""`infinity-ledger bench --json`: the report's shape and every row, with tiny sizes.

Nothing here is timed: the figures depend on the machine; only their presence and how the
ratios are formed are checked.
"""

from __future__ import annotations

import io
import math
from contextlib import redirect_stderr, redirect_stdout
from typing import Any

import msgspec
import pytest

from service.cli import main

ROWS = {
    "append_1": "higher",
    "append_16": "higher",
    "batch": "higher",
    "api_exchanges": "higher",
    "api_reads": "higher",
    "rebuild": "higher",
    "sse_p99_ms": "lower",
    "sse_fanout_p99_ms": "lower",
    "sse_fanout_bystander_p99_ms": "lower",
    "sse_open_p99_ms": "lower",
    "odds_worst_case_ms": "lower",
    "health_under_verify_p99_ms": "lower",
    "odds_under_verify_p95_ms": "lower",
    "command_growth_p99": "lower_ratio",
    "pairing_256_ms": "lower",
}


@pytest.fixture(scope="module")
def run(database_url: str) -> tuple[str, str]:
    """The bench's stdout and stderr; a progress line for every measurement."""
    with pytest.MonkeyPatch.context() as env:
        env.setenv("DATABASE_URL", database_url)
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            args = ["bench", "--quick", "--json", "--size", "tiny", "--progress-every", "0"]
            assert main(args) == 0
    return out.getvalue(), err.getvalue()


@pytest.fixture(scope="module")
def report(run: tuple[str, str]) -> dict[str, Any]:
    decoded: dict[str, Any] = msgspec.json.decode(run[0])
    return decoded


def test_progress_counts_every_measurement_on_stderr_only(run: tuple[str, str]) -> None:
    stdout, stderr = run
    # appends, exchanges, reads, rebuild, sse, fan-out, streams open, health, odds beside
    # verify, long, odds, pairing
    measurements = 12
    counted = [line.split(" (")[0] for line in stderr.splitlines() if line.startswith("bench: ")]
    assert counted[:-1] == [f"bench: {n} of 12 measurements" for n in range(1, measurements + 1)]
    assert counted[-1].startswith("bench: done, 12 of 12 measurements in ")
    assert "bench:" not in stdout


def test_the_report_names_the_machine(report: dict[str, Any]) -> None:
    machine = report["machine"]
    assert {"cpu", "cores", "python", "postgres"} <= machine.keys()
    assert machine["cores"] >= 1
    assert machine["postgres"]


def test_every_row_is_there_once_with_its_fields(report: dict[str, Any]) -> None:
    names = [row["name"] for row in report["results"]]
    assert sorted(names) == sorted(ROWS)
    for row in report["results"]:
        assert {"name", "unit", "ours", "baseline", "ratio", "aim"} <= row.keys()
        assert row["better"] == ROWS[row["name"]]
        assert row["aim"] > 0


def test_throughput_ratios_are_ours_over_the_baseline(report: dict[str, Any]) -> None:
    higher = [row for row in report["results"] if row["better"] == "higher"]
    assert higher, "no throughput row"
    for row in higher:
        assert row["ours"] > 0
        assert row["baseline"] > 0
        assert math.isclose(row["ratio"], row["ours"] / row["baseline"], rel_tol=1e-9)


@pytest.mark.parametrize("name", ["api_exchanges", "api_reads"])
def test_the_http_rows_carry_their_latencies(report: dict[str, Any], name: str) -> None:
    (row,) = [r for r in report["results"] if r["name"] == name]
    assert 0 < row["p50_ms"] <= row["p99_ms"]


def test_the_health_row_probed_while_every_verification_passed(report: dict[str, Any]) -> None:
    (row,) = [r for r in report["results"] if r["name"] == "health_under_verify_p99_ms"]
    assert 0 < row["p50_ms"] <= row["p99_ms"] == row["ours"]
    assert "verifications passed" in row["note"]


def test_the_odds_row_is_a_bystanders_p95_beside_four_verify_loops_against_none(
    report: dict[str, Any],
) -> None:
    (row,) = [r for r in report["results"] if r["name"] == "odds_under_verify_p95_ms"]
    assert row["unit"] == "ms"
    assert row["ours"] > 0
    assert row["baseline"] > 0
    assert math.isclose(row["ratio"], row["ours"] / row["baseline"], rel_tol=1e-9)
    assert row["aim"] == 500
    assert 0 < row["p50_ms"] <= row["ours"] <= row["p99_ms"]
    assert "p95 of another client's POST /v1/odds while 4 clients looped verify" in row["note"]
    assert "a 20-event game" in row["note"]


def test_the_growth_row_is_late_commands_over_early_ones_of_one_game(
    report: dict[str, Any],
) -> None:
    (row,) = [r for r in report["results"] if r["name"] == "command_growth_p99"]
    assert row["ours"] > 0
    assert row["baseline"] > 0
    assert math.isclose(row["ratio"], row["ours"] / row["baseline"], rel_tol=1e-9)
    assert row["aim"] == 1.5
    assert "orders 6-10 over orders 1-5 of one 10-order game" in row["note"]


def test_the_pairing_row_times_256_players_against_a_plain_sort_of_them(
    report: dict[str, Any],
) -> None:
    (row,) = [r for r in report["results"] if r["name"] == "pairing_256_ms"]
    assert row["unit"] == "ms"
    assert row["ours"] > 0
    assert row["baseline"] > 0
    assert math.isclose(row["ratio"], row["ours"] / row["baseline"], rel_tol=1e-9)
    assert row["aim"] == 1000
    assert "round 5 of 256 players; baseline: a plain sort of them" in row["note"]


def test_every_latency_row_is_measured(report: dict[str, Any]) -> None:
    # The live feed and the odds exist here: "not available" would hide a broken stream.
    latency_rows = [row for row in report["results"] if row["better"] == "lower"]
    assert {row["name"] for row in latency_rows} == {
        "sse_p99_ms",
        "sse_fanout_p99_ms",
        "sse_fanout_bystander_p99_ms",
        "sse_open_p99_ms",
        "odds_worst_case_ms",
        "health_under_verify_p99_ms",
        "odds_under_verify_p95_ms",
        "pairing_256_ms",
    }
    for row in latency_rows:
        assert row["ours"] is not None, row["note"]
        assert row["ours"] > 0
        assert row["baseline"] > 0


def test_only_runs_the_measurements_of_the_rows_named(database_url: str) -> None:
    with pytest.MonkeyPatch.context() as env:
        env.setenv("DATABASE_URL", database_url)
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            args = ["bench", "--json", "--size", "tiny", "--progress-every", "0"]
            assert main([*args, "--only", "rebuild,odds_worst_case_ms"]) == 0
    report = msgspec.json.decode(out.getvalue())
    assert [row["name"] for row in report["results"]] == ["rebuild", "odds_worst_case_ms"]
    counted = [line.split(" (")[0] for line in err.getvalue().splitlines()]
    assert "bench: 2 of 2 measurements" in counted


def test_the_fan_out_rows_say_how_many_streams_on_how_many_games(report: dict[str, Any]) -> None:
    rows = {r["name"]: r for r in report["results"]}
    delivered, bystander = rows["sse_fanout_p99_ms"], rows["sse_fanout_bystander_p99_ms"]
    # Tiny sizes: 12 streams on 3 games (full and quick: the process's cap on 50).
    assert "over 12 streams on 3 games in one serve" in delivered["note"]
    assert "baseline: raw LISTEN/NOTIFY p99" in delivered["note"]
    assert math.isclose(delivered["ratio"], delivered["ours"] / delivered["baseline"])
    assert "with 12 streams on 3 games in one serve open" in bystander["note"]
    assert 0 < bystander["p50_ms"] <= bystander["p99_ms"] == bystander["ours"]


def test_only_runs_one_of_the_fan_out_rows_when_named_alone(database_url: str) -> None:
    with pytest.MonkeyPatch.context() as env:
        env.setenv("DATABASE_URL", database_url)
        out = io.StringIO()
        with redirect_stdout(out), redirect_stderr(io.StringIO()):
            args = ["bench", "--json", "--size", "tiny", "--progress-every", "0"]
            assert main([*args, "--only", "sse_fanout_bystander_p99_ms"]) == 0
    report = msgspec.json.decode(out.getvalue())
    assert [row["name"] for row in report["results"]] == ["sse_fanout_bystander_p99_ms"]
    assert report["results"][0]["ours"] is not None


def test_only_refuses_a_row_that_does_not_exist(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["bench", "--only", "rebuild,rebuilt"])
    assert exited.value.code == 2
    error = capsys.readouterr().err
    assert "rebuilt" in error
    assert "append_1" in error
