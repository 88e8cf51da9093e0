from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SeatScoreView")



@_attrs_define
class SeatScoreView:
    """ One player's score at a table, as it counts in the standings.

        Attributes:
            objective_points (int): Their Objective Points
            player (str): The player
            tournament_points (int): Their Tournament Points, ITS Season 10, from both players' Objective Points: 3 for a
                win by 5 or more, 2 for a smaller win, 1 for a tie, 0 for a defeat
            victory_points (int): Their Victory Points
     """

    objective_points: int
    player: str
    tournament_points: int
    victory_points: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        objective_points = self.objective_points

        player = self.player

        tournament_points = self.tournament_points

        victory_points = self.victory_points


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "objective_points": objective_points,
            "player": player,
            "tournament_points": tournament_points,
            "victory_points": victory_points,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        objective_points = d.pop("objective_points")

        player = d.pop("player")

        tournament_points = d.pop("tournament_points")

        victory_points = d.pop("victory_points")

        seat_score_view = cls(
            objective_points=objective_points,
            player=player,
            tournament_points=tournament_points,
            victory_points=victory_points,
        )


        seat_score_view.additional_properties = d
        return seat_score_view

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
