from enum import StrEnum

class CreateTournamentBodyTieBreakersItem(StrEnum):
    OBJECTIVE_POINTS = "objective_points"
    OPPONENTS_OBJECTIVE_POINTS = "opponents_objective_points"
    OPPONENTS_TOURNAMENT_POINTS = "opponents_tournament_points"
    TOURNAMENT_POINTS = "tournament_points"
    VICTORY_POINTS = "victory_points"

    def __str__(self) -> str:
        return str(self.value)
