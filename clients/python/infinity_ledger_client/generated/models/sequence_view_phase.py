from enum import StrEnum

class SequenceViewPhase(StrEnum):
    CHOICES = "choices"
    DEPLOYMENT = "deployment"
    ENDED = "ended"
    INITIATIVE = "initiative"
    TACTICAL = "tactical"

    def __str__(self) -> str:
        return str(self.value)
