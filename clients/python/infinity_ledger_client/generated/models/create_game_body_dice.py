from enum import StrEnum

class CreateGameBodyDice(StrEnum):
    DICE_V1 = "dice-v1"
    DICE_V2 = "dice-v2"

    def __str__(self) -> str:
        return str(self.value)
