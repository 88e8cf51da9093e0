from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RuledScoreBody")



@_attrs_define
class RuledScoreBody:
    """ One player's score at a table the organiser rules.

        Attributes:
            objective_points (int): Their Objective Points, 0 to the round's `objective_points_cap` (422 `invalid-command`
                above it); the Tournament Points follow from both players' (ITS Season 10)
            player (str): One of the table's two players
            victory_points (int): Their Victory Points: the Costs of their Troopers not in a Null State at the end
     """

    objective_points: int
    player: str
    victory_points: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        objective_points = self.objective_points

        player = self.player

        victory_points = self.victory_points


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "objective_points": objective_points,
            "player": player,
            "victory_points": victory_points,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        objective_points = d.pop("objective_points")

        player = d.pop("player")

        victory_points = d.pop("victory_points")

        ruled_score_body = cls(
            objective_points=objective_points,
            player=player,
            victory_points=victory_points,
        )


        ruled_score_body.additional_properties = d
        return ruled_score_body

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
