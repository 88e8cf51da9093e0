from enum import StrEnum

class ExplainedDieRuleType2Type1(StrEnum):
    BOTH_CRITICALS = "both_criticals"
    CRITICAL = "critical"
    EQUAL_OR_HIGHER = "equal_or_higher"
    UNEXPLAINED = "unexplained"

    def __str__(self) -> str:
        return str(self.value)
