from enum import StrEnum

class OddsSideBodyReactionType1(StrEnum):
    ATTACK = "attack"
    DODGE = "dodge"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
