from enum import StrEnum

class TemplateOutcomeReaction(StrEnum):
    ATTACK = "attack"
    DODGE = "dodge"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
