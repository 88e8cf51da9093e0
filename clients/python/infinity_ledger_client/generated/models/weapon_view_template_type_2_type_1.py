from enum import StrEnum

class WeaponViewTemplateType2Type1(StrEnum):
    DIRECT = "direct"
    IMPACT = "impact"

    def __str__(self) -> str:
        return str(self.value)
