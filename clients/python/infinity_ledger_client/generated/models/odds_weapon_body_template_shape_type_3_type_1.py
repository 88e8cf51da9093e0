from enum import StrEnum

class OddsWeaponBodyTemplateShapeType3Type1(StrEnum):
    CIRCULAR = "circular"
    TEARDROP = "teardrop"

    def __str__(self) -> str:
        return str(self.value)
