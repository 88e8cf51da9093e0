from enum import StrEnum

class TrooperViewStatesItem(StrEnum):
    IMMOBILIZED_A = "immobilized_a"
    IMMOBILIZED_B = "immobilized_b"
    ISOLATED = "isolated"
    POSSESSED = "possessed"
    STUNNED = "stunned"
    TARGETED = "targeted"

    def __str__(self) -> str:
        return str(self.value)
