from enum import StrEnum

class StandingsViewScheme(StrEnum):
    ITS_OBJECTIVE_POINTS = "its-objective-points"
    ITS_SEASON_10 = "its-season-10"

    def __str__(self) -> str:
        return str(self.value)
