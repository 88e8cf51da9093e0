from enum import StrEnum

class TournamentViewStatus(StrEnum):
    ENDED = "ended"
    REGISTRATION = "registration"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)
