from enum import StrEnum

class TemplateAttackResolvedAttackKind(StrEnum):
    INTUITIVE = "intuitive"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
