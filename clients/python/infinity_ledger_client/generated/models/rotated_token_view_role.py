from enum import StrEnum

class RotatedTokenViewRole(StrEnum):
    ORGANISER = "organiser"
    PLAYER = "player"

    def __str__(self) -> str:
        return str(self.value)
