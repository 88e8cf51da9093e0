from enum import StrEnum

class FireteamBodyKind(StrEnum):
    CORE = "core"
    DUO = "duo"
    HARIS = "haris"

    def __str__(self) -> str:
        return str(self.value)
