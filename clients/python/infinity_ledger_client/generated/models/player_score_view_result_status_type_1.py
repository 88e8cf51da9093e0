from enum import StrEnum

class PlayerScoreViewResultStatusType1(StrEnum):
    CONFIRMED = "confirmed"
    DECIDED = "decided"
    DISPUTED = "disputed"
    RECORDED = "recorded"

    def __str__(self) -> str:
        return str(self.value)
