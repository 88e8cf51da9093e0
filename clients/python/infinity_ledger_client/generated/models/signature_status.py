from enum import StrEnum

class SignatureStatus(StrEnum):
    INVALID = "invalid"
    SIGNED = "signed"
    UNSIGNED = "unsigned"

    def __str__(self) -> str:
        return str(self.value)
