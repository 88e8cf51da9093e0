from enum import StrEnum

class OpenOrderAnswerStep(StrEnum):
    CHOICES = "choices"
    CONFIRMING = "confirming"
    EFFECTS = "effects"
    FIRST_AROS = "first_aros"
    ROLLING = "rolling"
    SECOND_AROS = "second_aros"

    def __str__(self) -> str:
        return str(self.value)
