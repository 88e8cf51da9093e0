from enum import StrEnum

class OddsTargetBodyUnitTypeType2Type1(StrEnum):
    HI = "HI"
    LI = "LI"
    MI = "MI"
    REM = "REM"
    SK = "SK"
    TAG = "TAG"
    VH = "VH"
    WB = "WB"

    def __str__(self) -> str:
        return str(self.value)
