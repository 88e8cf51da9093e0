from enum import StrEnum

class ProgramViewHandling(StrEnum):
    APPLIED = "applied"
    RECORDED = "recorded"

    def __str__(self) -> str:
        return str(self.value)
