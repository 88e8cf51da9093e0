from enum import StrEnum

class AttributeRollBodyAttribute(StrEnum):
    ARM = "ARM"
    BS = "BS"
    BTS = "BTS"
    CC = "CC"
    PH = "PH"
    WIP = "WIP"

    def __str__(self) -> str:
        return str(self.value)
