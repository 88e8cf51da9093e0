from enum import StrEnum

class SkillViewHandling(StrEnum):
    APPLIED = "applied"
    RECORDED = "recorded"

    def __str__(self) -> str:
        return str(self.value)
