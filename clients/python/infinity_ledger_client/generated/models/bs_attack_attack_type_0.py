from enum import StrEnum

class BSAttackAttackType0(StrEnum):
    INTUITIVE = "intuitive"
    SPECULATIVE = "speculative"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
