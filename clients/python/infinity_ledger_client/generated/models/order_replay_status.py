from enum import StrEnum

class OrderReplayStatus(StrEnum):
    OPEN = "open"
    RESOLVED = "resolved"
    VOIDED = "voided"

    def __str__(self) -> str:
        return str(self.value)
