from enum import StrEnum

class CreateTournamentBodySeeding(StrEnum):
    DECLARED = "declared"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
