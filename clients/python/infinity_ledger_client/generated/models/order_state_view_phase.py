from enum import StrEnum

class OrderStateViewPhase(StrEnum):
    BETWEEN_TURNS = "between_turns"
    ENDED = "ended"
    NEW = "new"
    ORDERS = "orders"
    SETUP = "setup"

    def __str__(self) -> str:
        return str(self.value)
