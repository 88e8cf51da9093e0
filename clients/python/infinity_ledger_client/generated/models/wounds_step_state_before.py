from enum import StrEnum

class WoundsStepStateBefore(StrEnum):
    DEAD = "dead"
    NORMAL = "normal"
    UNCONSCIOUS = "unconscious"

    def __str__(self) -> str:
        return str(self.value)
