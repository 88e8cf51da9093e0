"""What a game's scenario (its mission) holds the players to beyond the rules of a Standard
Game: how many Classified Objectives each player draws, and the most Objective Points a player
scores. ITS gives the defaults.

Sources: ITS's game start sequence (https://forum.corvusbelli.com/posts/476422): the players
"Draw Classified Objs as per mission", once, before the Initiative Roll; so the mission says
how many, and a game records the count its mission gives. An ITS league's rules
(http://tucson.tosabosa.com/events/e1538892076418509): "Each week the scenario will give you a
maximum of 3 Tournament Points (TP) & 10 Objective Points (OP)".
"""

from __future__ import annotations

from typing import Final

SCENARIO_RULE: Final = 2
"""The revision of the scenario's rules new games record (0: a game recorded before them, held
to none of them, so that it decides and verifies as it was played)."""

CLASSIFIED_DRAW_REVISION: Final = 1
"""The first revision under which a player draws their Classified Objectives once, the
mission's count of them, and holds no other: before it a player could draw again and again, or
commit any objective, and so pick the one they liked."""

ITS_CLASSIFIED_OBJECTIVES: Final = 1
"""The count a game records when its creator names none. The sources found give a count per
mission and no default; with one card a player has nothing to choose between."""


OBJECTIVE_POINTS_CAP_REVISION: Final = 2
"""The first revision under which a game records the most Objective Points a player scores:
before it a result of any number (100 for 10) was recorded, and won."""

ITS_OBJECTIVE_POINTS_CAP: Final = 10
"""The ITS scenarios' most Objective Points a player scores (the league's rules above)."""
MAX_OBJECTIVE_POINTS_CAP: Final = 1000
"""The largest cap a game may record: the most a result's body takes."""


def known_scenario_rule(revision: int) -> bool:
    return 0 <= revision <= SCENARIO_RULE


def draws_by_scenario(revision: int) -> bool:
    """Whether a game of this revision draws its Classified Objectives by its mission's rules."""
    return revision >= CLASSIFIED_DRAW_REVISION


def caps_objective_points(revision: int) -> bool:
    """Whether a game of this revision records a cap on each player's Objective Points."""
    return revision >= OBJECTIVE_POINTS_CAP_REVISION
