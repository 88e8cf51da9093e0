from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="ScenarioView")



@_attrs_define
class ScenarioView:
    """ The mission's own rules a game holds its players to.

        Attributes:
            classified_objectives (int): How many Classified Objectives each player draws, once.
            objective_points_cap (int | None): The most Objective Points a player scores; null in a game recorded before the
                cap.
            rule (int): The revision of the scenario's rules the game recorded.
     """

    classified_objectives: int
    objective_points_cap: int | None
    rule: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        classified_objectives = self.classified_objectives

        objective_points_cap: int | None
        objective_points_cap = self.objective_points_cap

        rule = self.rule


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "classified_objectives": classified_objectives,
            "objective_points_cap": objective_points_cap,
            "rule": rule,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        classified_objectives = d.pop("classified_objectives")

        def _parse_objective_points_cap(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        objective_points_cap = _parse_objective_points_cap(d.pop("objective_points_cap"))


        rule = d.pop("rule")

        scenario_view = cls(
            classified_objectives=classified_objectives,
            objective_points_cap=objective_points_cap,
            rule=rule,
        )


        scenario_view.additional_properties = d
        return scenario_view

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
