from enum import StrEnum

class ActivationBodyOrderType(StrEnum):
    IMPETUOUS = "impetuous"
    IRREGULAR = "irregular"
    LIEUTENANT = "lieutenant"
    REGULAR = "regular"

    def __str__(self) -> str:
        return str(self.value)
