from enum import StrEnum

class AwaitedViewChoiceType0(StrEnum):
    DEPLOYMENT_ORDER = "deployment_order"
    KEEP = "keep"
    TURN_ORDER = "turn_order"

    def __str__(self) -> str:
        return str(self.value)
