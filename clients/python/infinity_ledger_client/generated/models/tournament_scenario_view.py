from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="TournamentScenarioView")



@_attrs_define
class TournamentScenarioView:
    """ A round's mission and its rules, as its tables' games are made with them.

        Attributes:
            classified_objectives (int): Classified Objectives each player draws in the round's games
            name (str): The mission, as its games' players know it
            objective_points_cap (int): The most Objective Points a player scores in the round's games
     """

    classified_objectives: int
    name: str
    objective_points_cap: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        classified_objectives = self.classified_objectives

        name = self.name

        objective_points_cap = self.objective_points_cap


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "classified_objectives": classified_objectives,
            "name": name,
            "objective_points_cap": objective_points_cap,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        classified_objectives = d.pop("classified_objectives")

        name = d.pop("name")

        objective_points_cap = d.pop("objective_points_cap")

        tournament_scenario_view = cls(
            classified_objectives=classified_objectives,
            name=name,
            objective_points_cap=objective_points_cap,
        )


        tournament_scenario_view.additional_properties = d
        return tournament_scenario_view

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
