from enum import StrEnum

class WeaponViewTemplateType3Type1(StrEnum):
    DIRECT = "direct"
    IMPACT = "impact"

    def __str__(self) -> str:
        return str(self.value)
