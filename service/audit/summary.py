"""The short table `infinity-ledger verify` ends with: what the whole file came to."""

from __future__ import annotations

from collections.abc import Sequence

from service.audit.verify.report import CheckName, VerificationReport


def _verdict(report: VerificationReport) -> str:
    return report.verdict.upper()


def _counted(report: VerificationReport, name: CheckName) -> int:
    return report.check(name).count or 0


def summary_table(reports: Sequence[VerificationReport]) -> str:
    """Games, events, dice re-derived, commands re-decided, and the worst verdict of them."""
    verdicts = [_verdict(report) for report in reports]
    worst = next((v for v in ("UNREADABLE", "FAILED", "UNVERIFIABLE") if v in verdicts), "OK")
    rows = (
        ("games", str(len(reports))),
        ("events", str(sum(report.events for report in reports))),
        ("dice re-derived", str(sum(_counted(r, CheckName.DICE) for r in reports))),
        ("commands re-decided", str(sum(_counted(r, CheckName.REPLAY) for r in reports))),
        ("result", worst),
    )
    width = max(len(name) for name, _ in rows)
    value_width = max(len(value) for _, value in rows)
    lines = ["Summary"] + [f"  {name:<{width}}  {value:>{value_width}}" for name, value in rows]
    return "\n".join(lines) + "\n"
