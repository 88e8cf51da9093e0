from enum import StrEnum

class ExplainedDieFate(StrEnum):
    CANCELLED = "cancelled"
    FAILED = "failed"
    SURVIVED = "survived"

    def __str__(self) -> str:
        return str(self.value)
