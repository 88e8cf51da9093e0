from enum import StrEnum

class InitiativeChoiceBodyKeepType1(StrEnum):
    DEPLOYMENT = "deployment"
    INITIATIVE = "initiative"

    def __str__(self) -> str:
        return str(self.value)
