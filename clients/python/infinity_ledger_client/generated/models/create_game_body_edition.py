from enum import StrEnum

class CreateGameBodyEdition(StrEnum):
    CODEONE = "CodeOne"
    N5 = "N5"

    def __str__(self) -> str:
        return str(self.value)
