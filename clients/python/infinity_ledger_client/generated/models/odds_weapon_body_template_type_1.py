from enum import StrEnum

class OddsWeaponBodyTemplateType1(StrEnum):
    DIRECT = "direct"
    IMPACT = "impact"

    def __str__(self) -> str:
        return str(self.value)
