from enum import StrEnum

class BSAttackBodyAttackType2Type1(StrEnum):
    INTUITIVE = "intuitive"
    SPECULATIVE = "speculative"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
