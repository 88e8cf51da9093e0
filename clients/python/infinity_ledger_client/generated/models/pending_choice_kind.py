from enum import StrEnum

class PendingChoiceKind(StrEnum):
    DISCARD = "discard"
    REROLL = "reroll"

    def __str__(self) -> str:
        return str(self.value)
