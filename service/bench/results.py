"""What a benchmark reports, the machine it ran on, and the printed table."""

from __future__ import annotations

import os
import platform
import statistics
from typing import Literal

import msgspec

Better = Literal["higher", "lower", "lower_ratio"]


class Result(msgspec.Struct, frozen=True, kw_only=True):
    name: str
    unit: str
    ours: float | None
    baseline: float | None
    ratio: float | None
    aim: float
    better: Better = "higher"
    """Throughput rows: ratio = ours / baseline, higher is better, the aim is a least ratio.
    Latency rows: ratio = ours / baseline, lower is better, the aim is a most `ours` (ms).
    Growth rows (lower_ratio): ratio = ours / baseline, lower is better, the aim is a most
    ratio (the same measure later against earlier in one run)."""
    note: str = ""
    p50_ms: float | None = None
    p99_ms: float | None = None

    @property
    def meets_aim(self) -> bool | None:
        if self.better == "higher":
            return None if self.ratio is None else self.ratio >= self.aim
        if self.better == "lower_ratio":
            return None if self.ratio is None else self.ratio <= self.aim
        return None if self.ours is None else self.ours < self.aim


def percentile(values: list[float], share: float) -> float:
    """The value below which `share` of the values lie (the nearest rank, no interpolation)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def throughput(name: str, unit: str, ours: float, baseline: float, aim: float) -> Result:
    return Result(
        name=name, unit=unit, ours=ours, baseline=baseline, ratio=ours / baseline, aim=aim
    )


def latency(name: str, ours: float, baseline: float, aim: float, note: str = "") -> Result:
    return _milliseconds(name, ours, baseline, aim, "lower", note)


def loaded_latency(
    name: str, loaded: list[float], unloaded: list[float], aim: float, share: float, note: str
) -> Result:
    """A latency row of samples taken under load against the same taken without: the `share`
    percentile of each (ours, the baseline), with the loaded samples' p50 and p99 beside it."""
    result = latency(name, percentile(loaded, share), percentile(unloaded, share), aim, note)
    return with_spread(result, loaded)


def with_spread(result: Result, samples: list[float]) -> Result:
    """The row with the p50 and p99 of the samples its figure was taken from (ms)."""
    return msgspec.structs.replace(
        result, p50_ms=statistics.median(samples), p99_ms=percentile(samples, 0.99)
    )


def growth(name: str, later: float, earlier: float, aim: float, note: str = "") -> Result:
    """The same measure later in a run against earlier in it: at most `aim` times as much."""
    return _milliseconds(name, later, earlier, aim, "lower_ratio", note)


def _milliseconds(
    name: str, ours: float, baseline: float, aim: float, better: Better, note: str
) -> Result:
    """A timing against its baseline; a baseline of zero leaves the ratio unknown."""
    return Result(
        name=name,
        unit="ms",
        ours=ours,
        baseline=baseline,
        ratio=ours / baseline if baseline > 0 else None,
        aim=aim,
        better=better,
        note=note,
    )


def unavailable(name: str, unit: str, aim: float, better: Better, why: str) -> Result:
    return Result(
        name=name,
        unit=unit,
        ours=None,
        baseline=None,
        ratio=None,
        aim=aim,
        better=better,
        note=f"not available: {why}",
    )


class Report(msgspec.Struct, frozen=True):
    machine: dict[str, str | int | None]
    results: list[Result]


def machine(postgres_version: str | None) -> dict[str, str | int | None]:
    return {
        "cpu": _cpu_name(),
        "cores": os.cpu_count(),
        "python": platform.python_version(),
        "os": f"{platform.system()} {platform.release()}",
        "postgres": postgres_version,
    }


def _cpu_name() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            for line in info:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def _figure(value: float | None) -> str:
    if value is None:
        return "n/a"
    return f"{value:.2f}" if abs(value) < 100 else f"{value:.0f}"


def table(report: Report) -> str:
    header = ("name", "unit", "ours", "baseline", "ratio", "aim", "")
    rows = [header]
    for r in report.results:
        aim = {
            "higher": f">= {r.aim:g}x",
            "lower": f"< {r.aim:g} ms",
            "lower_ratio": f"<= {r.aim:g}x",
        }[r.better]
        met = {True: "met", False: "missed", None: ""}[r.meets_aim]
        extra = " ".join(
            part
            for part in (
                met,
                f"p50 {r.p50_ms:.1f} ms, p99 {r.p99_ms:.1f} ms" if r.p50_ms is not None else "",
                r.note,
            )
            if part
        )
        ratio = _figure(r.ratio) + "x" if r.ratio is not None else "n/a"
        rows.append((r.name, r.unit, _figure(r.ours), _figure(r.baseline), ratio, aim, extra))
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    lines = [
        "  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip()
        for row in rows
    ]
    specs = ", ".join(f"{k} {v}" for k, v in report.machine.items())
    return "\n".join([*lines, "", f"machine: {specs}"]).rstrip() + "\n"
