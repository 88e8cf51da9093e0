from enum import StrEnum

class AwaitedRollViewRoll(StrEnum):
    FREE_ROLL = "free_roll"
    INITIATIVE = "initiative"

    def __str__(self) -> str:
        return str(self.value)
