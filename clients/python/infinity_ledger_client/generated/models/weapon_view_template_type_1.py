from enum import StrEnum

class WeaponViewTemplateType1(StrEnum):
    DIRECT = "direct"
    IMPACT = "impact"

    def __str__(self) -> str:
        return str(self.value)
