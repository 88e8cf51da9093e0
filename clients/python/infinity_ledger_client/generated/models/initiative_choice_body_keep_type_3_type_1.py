from enum import StrEnum

class InitiativeChoiceBodyKeepType3Type1(StrEnum):
    DEPLOYMENT = "deployment"
    INITIATIVE = "initiative"

    def __str__(self) -> str:
        return str(self.value)
