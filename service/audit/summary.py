"""The short table `infinity-ledger verify` ends with: what the whole file came to."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from service.audit.verify.report import CheckName, Verdict, VerificationReport


class TournamentSummary(Protocol):
    """What the summary reads of a tournament's report (``audit.tournament``)."""

    @property
    def verdict(self) -> str: ...
    @property
    def pairings(self) -> int: ...


WORST_FIRST = (
    Verdict.UNREADABLE,
    Verdict.FAILED,
    Verdict.UNVERIFIABLE,
    Verdict.UNSIGNED_ORIGIN,
    Verdict.OK,
)
"""Below an unverifiable game, an unsigned origin: the export signed where the game was played
may still be found and checked, a secret never revealed never can."""


def worst_verdict(reports: Sequence[VerificationReport], others: Sequence[Verdict] = ()) -> Verdict:
    """The worst of the games' verdicts (and of ``others``, a tournament's say)."""
    return min((*(report.verdict for report in reports), *others), key=WORST_FIRST.index)


def _counted(report: VerificationReport, name: CheckName) -> int:
    return report.check(name).count or 0


def summary_table(
    reports: Sequence[VerificationReport], tournaments: Sequence[TournamentSummary] = ()
) -> str:
    """Games, events, dice re-derived, commands re-decided, and the worst verdict of them (of
    the tournaments' too, with their pairings derived again, when the file holds any)."""
    verdicts = [Verdict(t.verdict) for t in tournaments]
    worst = (
        worst_verdict(reports, verdicts).replace("_", " ").upper() if reports or verdicts else "OK"
    )
    rows: tuple[tuple[str, str], ...] = (
        ("games", str(len(reports))),
        ("events", str(sum(report.events for report in reports))),
        ("dice re-derived", str(sum(_counted(r, CheckName.DICE) for r in reports))),
        ("commands re-decided", str(sum(_counted(r, CheckName.REPLAY) for r in reports))),
    )
    if tournaments:
        rows += (
            ("tournaments", str(len(tournaments))),
            ("pairings re-derived", str(sum(t.pairings for t in tournaments))),
        )
    rows += (("result", worst),)
    width = max(len(name) for name, _ in rows)
    value_width = max(len(value) for _, value in rows)
    lines = ["Summary"] + [f"  {name:<{width}}  {value:>{value_width}}" for name, value in rows]
    return "\n".join(lines) + "\n"
