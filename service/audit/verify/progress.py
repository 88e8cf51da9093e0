"""One check's progress while an export is verified: how much verified good, and its first
problem."""

from __future__ import annotations

from service.audit.export import ExportedEvent
from service.audit.verify.report import CheckName, CheckResult, CheckStatus, VerificationProblem


class CheckProgress:
    """One check's progress: a count of what verified good, and the first problem."""

    def __init__(self, name: CheckName, unit: str, *, counted: bool = True) -> None:
        self.name = name
        self.unit = unit
        self.count: int | None = 0 if counted else None
        self.note = ""
        self.not_checked = False
        self.stopped = False
        self.unverifiable = False
        self.problem: tuple[int, VerificationProblem] | None = None

    @property
    def active(self) -> bool:
        return self.problem is None and not self.stopped

    def fail(
        self,
        ordinal: int,
        message: str,
        *,
        version: int | None = None,
        line: int | None = None,
        record: int | None = None,
    ) -> None:
        """``ordinal`` orders problems across checks: 0 the header, n the n-th event record."""
        if self.active:
            problem = VerificationProblem(
                check=self.name, message=message, version=version, line=line, record=record
            )
            self.problem = (ordinal, problem)

    def fail_event(self, event: ExportedEvent, message: str) -> None:
        """A problem in ``event``, placed by its version, line and record."""
        self.fail(
            event.ordinal, message, version=event.version, line=event.line, record=event.ordinal
        )

    def skip(self, note: str) -> None:
        self.not_checked = True
        self.note = note

    def cannot_ever_check(self, note: str) -> None:
        """What the check holds something to is gone for good: not a failure, not a pass."""
        self.unverifiable = True
        self.note = note

    def stop(self, note: str) -> None:
        if self.active:
            self.stopped = True
            self.note = note

    def result(self) -> CheckResult:
        count = self.count
        if self.problem is not None:
            status = CheckStatus.FAILED
        elif self.stopped:
            status = CheckStatus.STOPPED
        elif self.unverifiable:
            status = CheckStatus.UNVERIFIABLE
        elif self.not_checked:
            status, count = CheckStatus.NOT_CHECKED, None
        else:
            status = CheckStatus.PASSED
        problem = self.problem[1] if self.problem is not None else None
        return CheckResult(
            name=self.name,
            status=status,
            count=count,
            unit=self.unit,
            note=self.note,
            problem=problem,
        )
