from enum import StrEnum

class TournamentReportVerdict(StrEnum):
    FAILED = "failed"
    OK = "ok"
    UNREADABLE = "unreadable"

    def __str__(self) -> str:
        return str(self.value)
