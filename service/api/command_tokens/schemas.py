"""The body of a Command Token spent, and the tokens each player has left as /state shows them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated

import msgspec

from service.api._http.schemas import Name, RequestBody, documented
from service.domain.commands import CommandTokenUse
from service.domain.events import CommandTokenSpent

_TROOPER_ID = msgspec.Meta(min_length=1, max_length=80)
TokenTrooper = Annotated[str, _TROOPER_ID, documented(_TROOPER_ID)]
_GROUP = msgspec.Meta(ge=1, le=15)
TokenGroup = Annotated[int, _GROUP, documented(_GROUP)]


class CommandTokenBody(RequestBody, frozen=True, kw_only=True):
    player: Name
    """Whose Command Token is spent."""
    use: CommandTokenUse
    """Strategic: extra_trooper_set_aside, remove_two_regular_orders, limit_opponent_tokens,
    suppressive_fire; Executive: move_to_combat_group; Operational: irregular_to_regular,
    reroll_doctor, reroll_engineer, ignore_retreat."""
    trooper: TokenTrooper | None = None
    """The trooper the use is for (required to move a trooper, transform its Irregular Order,
    or keep it out of Retreat!)."""
    combat_group: TokenGroup | None = None
    """move_to_combat_group: the Combat Group the trooper joins."""
    from_groups: Annotated[list[TokenGroup], msgspec.Meta(max_length=2)] | None = None
    """remove_two_regular_orders: the opponent's Combat Group of each of the two Orders
    removed; left out when the opponent's army is in no Combat Group."""


class CommandTokenUseView(msgspec.Struct, frozen=True, kw_only=True):
    use: str
    turn: int
    """The Player Turn it was spent in (0: before the first)."""
    trooper: str | None
    combat_group: int | None


class CommandTokensView(msgspec.Struct, frozen=True, kw_only=True):
    """One player's Command Tokens: left to spend, and each one spent."""

    player: str
    left: int
    spent: list[CommandTokenUseView]


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
