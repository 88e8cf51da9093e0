from enum import StrEnum

class HackingStateStepChange(StrEnum):
    CANCELLED = "cancelled"
    ENTERED = "entered"

    def __str__(self) -> str:
        return str(self.value)
