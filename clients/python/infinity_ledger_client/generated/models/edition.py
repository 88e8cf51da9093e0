from enum import StrEnum

class Edition(StrEnum):
    CODEONE = "CodeOne"
    N5 = "N5"

    def __str__(self) -> str:
        return str(self.value)
