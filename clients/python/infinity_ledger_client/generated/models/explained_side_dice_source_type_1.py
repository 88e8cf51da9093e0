from enum import StrEnum

class ExplainedSideDiceSourceType1(StrEnum):
    ENTERED = "entered"
    SERVER = "server"

    def __str__(self) -> str:
        return str(self.value)
