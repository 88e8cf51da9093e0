from enum import StrEnum

class Verdict(StrEnum):
    FAILED = "failed"
    OK = "ok"
    UNREADABLE = "unreadable"
    UNSIGNED_ORIGIN = "unsigned_origin"
    UNVERIFIABLE = "unverifiable"

    def __str__(self) -> str:
        return str(self.value)
