from enum import StrEnum

class OddsWeaponBodyTemplateShapeType1(StrEnum):
    CIRCULAR = "circular"
    TEARDROP = "teardrop"

    def __str__(self) -> str:
        return str(self.value)
