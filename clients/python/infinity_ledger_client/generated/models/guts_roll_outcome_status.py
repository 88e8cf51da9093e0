from enum import StrEnum

class GutsRollOutcomeStatus(StrEnum):
    FINAL = "final"
    SUPERSEDED = "superseded"
    VOIDED = "voided"

    def __str__(self) -> str:
        return str(self.value)
