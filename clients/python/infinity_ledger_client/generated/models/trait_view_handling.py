from enum import StrEnum

class TraitViewHandling(StrEnum):
    APPLIED = "applied"
    RECORDED = "recorded"

    def __str__(self) -> str:
        return str(self.value)
