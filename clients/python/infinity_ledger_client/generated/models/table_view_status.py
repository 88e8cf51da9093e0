from enum import StrEnum

class TableViewStatus(StrEnum):
    AWAITING_RESULTS = "awaiting_results"
    COUNTED = "counted"
    DISPUTED = "disputed"
    PLAYING = "playing"
    RULED = "ruled"
    VOIDED = "voided"

    def __str__(self) -> str:
        return str(self.value)
