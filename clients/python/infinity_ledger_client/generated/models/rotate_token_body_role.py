from enum import StrEnum

class RotateTokenBodyRole(StrEnum):
    ORGANISER = "organiser"
    PLAYER = "player"

    def __str__(self) -> str:
        return str(self.value)
