from enum import StrEnum

class InitiativeChoiceBodyKeepType2Type1(StrEnum):
    DEPLOYMENT = "deployment"
    INITIATIVE = "initiative"

    def __str__(self) -> str:
        return str(self.value)
