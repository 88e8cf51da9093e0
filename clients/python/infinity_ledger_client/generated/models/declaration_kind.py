from enum import StrEnum

class DeclarationKind(StrEnum):
    ACTIVATION = "activation"
    ARO = "aro"
    SECOND_SKILL = "second_skill"

    def __str__(self) -> str:
        return str(self.value)
