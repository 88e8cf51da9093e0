from enum import StrEnum

class AllCriticals(StrEnum):
    ALL_CRITICALS = "all_criticals"

    def __str__(self) -> str:
        return str(self.value)
