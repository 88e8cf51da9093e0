from enum import StrEnum

class OddsSideBodyAttack(StrEnum):
    INTUITIVE = "intuitive"
    SPECULATIVE = "speculative"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
