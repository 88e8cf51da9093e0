from enum import StrEnum

class FireteamViewKind(StrEnum):
    CORE = "core"
    DUO = "duo"
    HARIS = "haris"

    def __str__(self) -> str:
        return str(self.value)
