from enum import StrEnum

class OrderRollOutcomeStatus(StrEnum):
    FINAL = "final"
    SUPERSEDED = "superseded"
    VOIDED = "voided"

    def __str__(self) -> str:
        return str(self.value)
