from enum import StrEnum

class CheckStatus(StrEnum):
    FAILED = "failed"
    NOT_CHECKED = "not checked"
    PASSED = "passed"
    STOPPED = "stopped"
    UNVERIFIABLE = "unverifiable"

    def __str__(self) -> str:
        return str(self.value)
