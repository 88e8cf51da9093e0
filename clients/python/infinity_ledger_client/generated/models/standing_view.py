from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.game_link_view import GameLinkView





T = TypeVar("T", bound="StandingView")



@_attrs_define
class StandingView:
    """ One player's standing across the organiser's games, with the games counted.

        Attributes:
            games (list[GameLinkView]): The player's games counted, final ones only.
            objective_points (int): Objective Points in the games counted
            opponents_objective_points (int): The Objective Points, in all the counted games, of every opponent the player
                met.
            player (str): The player's name: one player across games under the same name
            rank (int): Players equal on every key the scheme names share a rank.
            tournament_points (int | None): null under a scheme without Tournament Points ("its-objective-points").
            victory_points (int): Victory Points (the Costs of the troopers not in a Null State) in the games counted
     """

    games: list[GameLinkView]
    objective_points: int
    opponents_objective_points: int
    player: str
    rank: int
    tournament_points: int | None
    victory_points: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_link_view import GameLinkView # noqa: PLC0415
        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)



        objective_points = self.objective_points

        opponents_objective_points = self.opponents_objective_points

        player = self.player

        rank = self.rank

        tournament_points: int | None
        tournament_points = self.tournament_points

        victory_points = self.victory_points


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "games": games,
            "objective_points": objective_points,
            "opponents_objective_points": opponents_objective_points,
            "player": player,
            "rank": rank,
            "tournament_points": tournament_points,
            "victory_points": victory_points,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_link_view import GameLinkView # noqa: PLC0415
        d = dict(src_dict)
        games = []
        _games = d.pop("games")
        for games_item_data in (_games):
            games_item = GameLinkView.from_dict(games_item_data)



            games.append(games_item)


        objective_points = d.pop("objective_points")

        opponents_objective_points = d.pop("opponents_objective_points")

        player = d.pop("player")

        rank = d.pop("rank")

        def _parse_tournament_points(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        tournament_points = _parse_tournament_points(d.pop("tournament_points"))


        victory_points = d.pop("victory_points")

        standing_view = cls(
            games=games,
            objective_points=objective_points,
            opponents_objective_points=opponents_objective_points,
            player=player,
            rank=rank,
            tournament_points=tournament_points,
            victory_points=victory_points,
        )


        standing_view.additional_properties = d
        return standing_view

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
