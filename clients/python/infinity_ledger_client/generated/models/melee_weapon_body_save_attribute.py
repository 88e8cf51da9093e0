from enum import StrEnum

class MeleeWeaponBodySaveAttribute(StrEnum):
    ARM = "ARM"
    BTS = "BTS"
    PH = "PH"

    def __str__(self) -> str:
        return str(self.value)
