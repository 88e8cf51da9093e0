from enum import StrEnum

class SecondSkillBodyConclude(StrEnum):
    ON_REQUEST = "on-request"
    WHEN_POSSIBLE = "when-possible"

    def __str__(self) -> str:
        return str(self.value)
