from enum import StrEnum

class WeaponViewTemplateShapeType1(StrEnum):
    CIRCULAR = "circular"
    TEARDROP = "teardrop"

    def __str__(self) -> str:
        return str(self.value)
