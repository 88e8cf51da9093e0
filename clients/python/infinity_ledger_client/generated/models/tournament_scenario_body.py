from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="TournamentScenarioBody")



@_attrs_define
class TournamentScenarioBody:
    """ The mission a round's tables play, and its own rules their games hold the players to
    (ITS's unless given).

        Attributes:
            name (str): The mission played in the round, as its games' players know it (e.g. `Supplies`): 1 to 120
                characters, held to the rule for names (422 `invalid-name`)
            classified_objectives (int | Unset): How many Classified Objectives each player draws in the round's games, as
                the mission says (1 in ITS); as a game's `scenario` Default: 1.
            objective_points_cap (int | Unset): The most Objective Points a player scores in the round's games, as the
                mission says (10 in ITS): a game's result above it is 422 `objective-points-above-cap`, a ruling above it 422
                `invalid-command` Default: 10.
     """

    name: str
    classified_objectives: int | Unset = 1
    objective_points_cap: int | Unset = 10
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        classified_objectives = self.classified_objectives

        objective_points_cap = self.objective_points_cap


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
        })
        if classified_objectives is not UNSET:
            field_dict["classified_objectives"] = classified_objectives
        if objective_points_cap is not UNSET:
            field_dict["objective_points_cap"] = objective_points_cap

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        classified_objectives = d.pop("classified_objectives", UNSET)

        objective_points_cap = d.pop("objective_points_cap", UNSET)

        tournament_scenario_body = cls(
            name=name,
            classified_objectives=classified_objectives,
            objective_points_cap=objective_points_cap,
        )


        tournament_scenario_body.additional_properties = d
        return tournament_scenario_body

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
