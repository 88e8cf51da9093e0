"""How a row meets its aim, and how the table shows a row that could not be measured."""

from __future__ import annotations

from service.bench.results import (
    Report,
    growth,
    latency,
    percentile,
    table,
    throughput,
    unavailable,
)


def test_a_throughput_row_meets_its_aim_by_its_ratio() -> None:
    assert throughput("append_1", "appends/s", 80.0, 100.0, 0.8).meets_aim is True
    assert throughput("append_1", "appends/s", 79.0, 100.0, 0.8).meets_aim is False


def test_a_latency_row_meets_its_aim_by_its_own_figure() -> None:
    assert latency("sse_p99_ms", 49.0, 1.0, 50.0).meets_aim is True
    assert latency("sse_p99_ms", 50.0, 100.0, 50.0).meets_aim is False


def test_a_growth_row_meets_its_aim_by_its_ratio_at_most() -> None:
    # 12 ms late against 8 ms early is 1.5x: at the aim; 12.5 against 8 is past it.
    assert growth("command_growth_p99", 12.0, 8.0, 1.5).meets_aim is True
    assert growth("command_growth_p99", 12.5, 8.0, 1.5).meets_aim is False
    printed = table(Report({"cpu": "x"}, [growth("command_growth_p99", 12.0, 8.0, 1.5)]))
    assert "1.50x  <= 1.5x  met" in printed


def test_a_row_not_measured_says_why_and_meets_nothing() -> None:
    row = unavailable("sse_p99_ms", "ms", 50.0, "lower", "the stream endpoint answered 404")
    assert row.meets_aim is None
    printed = table(Report({"cpu": "x", "cores": 2}, [row]))
    assert "not available: the stream endpoint answered 404" in printed
    assert "n/a" in printed
    assert "machine: cpu x, cores 2" in printed


def test_a_percentile_is_the_value_at_its_nearest_rank() -> None:
    values = [float(v) for v in range(101, 0, -1)]  # 101 .. 1, unsorted on purpose
    assert percentile(values, 0.99) == 100.0
    assert percentile(values, 0.5) == 51.0
    assert percentile(values, 1.0) == 101.0
    assert percentile([7.0], 0.99) == 7.0
