from enum import StrEnum

class TrooperViewState(StrEnum):
    DEAD = "dead"
    NORMAL = "normal"
    UNCONSCIOUS = "unconscious"

    def __str__(self) -> str:
        return str(self.value)
