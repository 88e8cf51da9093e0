from enum import StrEnum

class OddsWeaponBodyTemplateType2Type1(StrEnum):
    DIRECT = "direct"
    IMPACT = "impact"

    def __str__(self) -> str:
        return str(self.value)
