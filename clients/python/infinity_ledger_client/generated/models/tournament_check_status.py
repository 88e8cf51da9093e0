from enum import StrEnum

class TournamentCheckStatus(StrEnum):
    FAILED = "failed"
    NOT_CHECKED = "not checked"
    PASSED = "passed"

    def __str__(self) -> str:
        return str(self.value)
