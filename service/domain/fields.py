"""Fields that the game's records, its API and its replay share, each described once: the
same field says the same thing wherever it stands (`Annotated[type, about(...)]`, which
changes nothing of how a value is encoded)."""

from __future__ import annotations

from typing import Annotated

from service.domain.described import about

DieFace = Annotated[
    int, about("The d20 face rolled, 1 to 20 (the server's, or entered at the table)")
]
DieValue = Annotated[
    int,
    about(
        "The value compared in a Face to Face Roll: the face (in CodeOne, above Success Value "
        "20, the face plus the excess)"
    ),
]
DieSuccess = Annotated[
    bool,
    about(
        "Whether it is a success: at or below the Success Value (every face is, above Success "
        "Value 20)"
    ),
]
DieCritical = Annotated[
    bool,
    about(
        "Whether it is a Critical: the face equals the Success Value (above 20, N5: a 20, or "
        "a face no more than the excess)"
    ),
]
DieCancelled = Annotated[
    bool,
    about(
        "Whether an enemy die cancelled it in a Face to Face Roll: a Critical cancels every "
        "enemy non-Critical success, a success every enemy success of equal or lower value "
        "(Face to Face Rolls, N5)"
    ),
]
SideName = Annotated[
    str,
    about(
        "The side's name: in an order `<trooper>:<skill>` or `<trooper>:<skill>><target>` "
        "(e.g. `fennec:bs_attack>senku`), in a free roll as given"
    ),
]
SideTarget = (
    Annotated[str, about("The trooper the side's roll is aimed at; null when it aims at none")]
    | None
)
SuccessValue = Annotated[
    int,
    about("The Success Value: attribute + MODs (capped at +/-12); a die at or below it succeeds"),
]
Rolled = Annotated[
    bool,
    about("false when the Success Value was below 1: no die was rolled and the roll failed."),
]
TrooperId = Annotated[str, about("The trooper's id")]
DoneBy = Annotated[str, about("Who did it: a player's name, or `organiser`")]
RollSide = Annotated[
    str, about("The roll side's name (`<trooper>:<skill>` or `<trooper>:<skill>><target>`)")
]
PlayerName = Annotated[str, about("The player's name")]
ServerDraws = Annotated[
    tuple[int, ...],
    about(
        "The server faces drawn, in draw order: each derived again from the seed once it is "
        "revealed (empty when every face was entered)"
    ),
]
OrderNumber = Annotated[int, about("The order's number in the game (1, 2, ...; never reused)")]
AttackSide = Annotated[
    str, about("The name of the attack side whose hits these are (what the Saving Rolls name)")
]
RetreatLastRound = (
    Annotated[
        int,
        about("The Game Round at whose end the game ends because an army entered Retreat!."),
    ]
    | None
)
IsLieutenant = Annotated[
    bool,
    about(
        "Whether it is its army's Lieutenant (left false, a `lieutenant` secret keeps the "
        "Lieutenant private)"
    ),
]
GivesRegularOrder = Annotated[
    bool,
    about(
        "Whether it gives a Regular Order to its pool (false: Irregular, it keeps its own Order)"
    ),
]
SavedInPartialCover = Annotated[
    bool, about("Whether the trooper was in Partial Cover (+3 to each save)")
]
FaceIfRolled = (
    Annotated[int, about("The d20 face; null when no die was rolled (a Success Value below 1)")]
    | None
)
SaveSuccessValue = Annotated[
    int,
    about("Each save's Success Value: the attribute value + PS, +3 in Partial Cover, and MODs"),
]
