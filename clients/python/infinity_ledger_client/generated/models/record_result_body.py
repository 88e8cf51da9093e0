from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RecordResultBody")



@_attrs_define
class RecordResultBody:
    """ 
        Attributes:
            objective_points (int):
            player (str):
            reasons (list[Any | str] | Unset):
     """

    objective_points: int
    player: str
    reasons: list[Any | str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        objective_points = self.objective_points

        player = self.player

        reasons: list[Any | str] | Unset = UNSET
        if not isinstance(self.reasons, Unset):
            reasons = []
            for reasons_item_data in self.reasons:
                reasons_item: Any | str
                reasons_item = reasons_item_data
                reasons.append(reasons_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "objective_points": objective_points,
            "player": player,
        })
        if reasons is not UNSET:
            field_dict["reasons"] = reasons

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        objective_points = d.pop("objective_points")

        player = d.pop("player")

        _reasons = d.pop("reasons", UNSET)
        reasons: list[Any | str] | Unset = UNSET
        if _reasons is not UNSET:
            reasons = []
            for reasons_item_data in _reasons:
                def _parse_reasons_item(data: object) -> Any | str:
                    return cast(Any | str, data)

                reasons_item = _parse_reasons_item(reasons_item_data)

                reasons.append(reasons_item)


        record_result_body = cls(
            objective_points=objective_points,
            player=player,
            reasons=reasons,
        )


        record_result_body.additional_properties = d
        return record_result_body

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
