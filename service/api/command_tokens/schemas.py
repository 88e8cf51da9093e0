"""The body of a Command Token spent, and the tokens each player has left as /state shows them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, ClassVar

import msgspec

from service.api._http.described import Example, Examples
from service.api._http.schemas import Name, RequestBody, documented
from service.domain.commands import CommandTokenUse
from service.domain.described import about
from service.domain.events import CommandTokenSpent

_TROOPER_ID = msgspec.Meta(min_length=1, max_length=80)
TokenTrooper = Annotated[str, _TROOPER_ID, documented(_TROOPER_ID)]
_GROUP = msgspec.Meta(ge=1, le=15)
TokenGroup = Annotated[int, _GROUP, documented(_GROUP)]


class CommandTokenBody(RequestBody, frozen=True, kw_only=True):
    """A Command Token to spend (Command Tokens, N5): whose, for which use, and for which trooper or
    Combat Group."""

    EXAMPLES: ClassVar[Examples] = (
        Example(
            "Move a trooper, with its Order, to Combat Group 2 (Executive)",
            {
                "player": "ariadna",
                "use": "move_to_combat_group",
                "trooper": "kamael",
                "combat_group": 2,
            },
        ),
        Example(
            "An Irregular Order joins the pool (Operational)",
            {"player": "ariadna", "use": "irregular_to_regular", "trooper": "tankhunter"},
        ),
        Example(
            "Take two Regular Orders from the opponent (Strategic)",
            {"player": "tohaa", "use": "remove_two_regular_orders", "from_groups": [1, 1]},
        ),
    )

    player: Annotated[Name, about("Whose Command Token is spent.")]
    use: Annotated[
        CommandTokenUse,
        about(
            "Strategic: extra_trooper_set_aside, remove_two_regular_orders, "
            "limit_opponent_tokens, suppressive_fire; Executive: move_to_combat_group; "
            "Operational: irregular_to_regular, reroll_doctor, reroll_engineer, ignore_retreat."
        ),
    ]
    trooper: (
        Annotated[
            TokenTrooper,
            about(
                "The trooper the use is for (required to move a trooper, transform its Irregular "
                "Order, or keep it out of Retreat!)."
            ),
        ]
        | None
    ) = None
    combat_group: (
        Annotated[TokenGroup, about("move_to_combat_group: the Combat Group the trooper joins.")]
        | None
    ) = None
    from_groups: (
        Annotated[
            list[TokenGroup],
            msgspec.Meta(max_length=2),
            about(
                "remove_two_regular_orders: the opponent's Combat Group of each of the two Orders "
                "removed; left out when the opponent's army is in no Combat Group."
            ),
        ]
        | None
    ) = None


class CommandTokenUseView(msgspec.Struct, frozen=True, kw_only=True):
    """One Command Token spent."""

    use: Annotated[
        str,
        about(
            "What it was spent on (a `CommandTokenBody.use`, or `coordinated_order` and "
            "`form_fireteam`)"
        ),
    ]
    turn: Annotated[int, about("The Player Turn it was spent in (0: before the first).")]
    trooper: (
        Annotated[str, about("The trooper it was spent for; null for a use that names none")] | None
    )
    combat_group: (
        Annotated[
            int,
            about("`move_to_combat_group`: the Combat Group the trooper joined; null otherwise"),
        ]
        | None
    )


class CommandTokensView(msgspec.Struct, frozen=True, kw_only=True):
    """One player's Command Tokens: left to spend, and each one spent."""

    player: Annotated[str, about("The player")]
    left: Annotated[
        int,
        about(
            "Tokens left for the game: four, five when the Lieutenant lists `Lieutenant +1 "
            "Command Token`, less those spent"
        ),
    ]
    spent: Annotated[list[CommandTokenUseView], about("Each token spent, in order")]


def command_tokens_view(
    players: tuple[str, ...], spent: tuple[CommandTokenSpent, ...], per_player: Mapping[str, int]
) -> list[CommandTokensView]:
    return [
        CommandTokensView(
            player=player,
            left=per_player[player] - sum(1 for t in spent if t.player == player),
            spent=[
                CommandTokenUseView(
                    use=t.use, turn=t.turn, trooper=t.trooper, combat_group=t.combat_group
                )
                for t in spent
                if t.player == player
            ],
        )
        for player in players
    ]
