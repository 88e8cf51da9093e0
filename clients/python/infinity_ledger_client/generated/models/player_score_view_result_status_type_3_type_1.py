from enum import StrEnum

class PlayerScoreViewResultStatusType3Type1(StrEnum):
    CONFIRMED = "confirmed"
    DECIDED = "decided"
    DISPUTED = "disputed"
    RECORDED = "recorded"

    def __str__(self) -> str:
        return str(self.value)
