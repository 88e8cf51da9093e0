from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.final_condition_state import FinalConditionState






T = TypeVar("T", bound="FinalCondition")



@_attrs_define
class FinalCondition:
    """ A trooper's Wounds and state once the order is over.

        Attributes:
            state (FinalConditionState): Its state: `normal`, `unconscious` or `dead`
            wounds (int): Its Wounds
     """

    state: FinalConditionState
    wounds: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        state = self.state.value

        wounds = self.wounds


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "state": state,
            "wounds": wounds,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        state = FinalConditionState(d.pop("state"))




        wounds = d.pop("wounds")

        final_condition = cls(
            state=state,
            wounds=wounds,
        )


        final_condition.additional_properties = d
        return final_condition

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
