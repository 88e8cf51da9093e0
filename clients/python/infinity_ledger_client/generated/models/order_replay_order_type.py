from enum import StrEnum

class OrderReplayOrderType(StrEnum):
    IMPETUOUS = "impetuous"
    IRREGULAR = "irregular"
    LIEUTENANT = "lieutenant"
    REGULAR = "regular"

    def __str__(self) -> str:
        return str(self.value)
