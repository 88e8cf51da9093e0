from enum import StrEnum

class Verdict(StrEnum):
    FAILED = "failed"
    OK = "ok"
    UNREADABLE = "unreadable"
    UNVERIFIABLE = "unverifiable"

    def __str__(self) -> str:
        return str(self.value)
