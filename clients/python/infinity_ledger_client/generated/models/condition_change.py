from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.condition_change_state_after import ConditionChangeStateAfter
from ..models.condition_change_state_before import ConditionChangeStateBefore






T = TypeVar("T", bound="ConditionChange")



@_attrs_define
class ConditionChange:
    """ What an order changed of one trooper: its Wounds and state before and after.

        Attributes:
            state_after (ConditionChangeStateAfter): Its state after
            state_before (ConditionChangeStateBefore): Its state before: `normal`, `unconscious` or `dead`
            trooper (str): The trooper's id
            wounds_after (int): Its Wounds after
            wounds_before (int): Its Wounds before the order
     """

    state_after: ConditionChangeStateAfter
    state_before: ConditionChangeStateBefore
    trooper: str
    wounds_after: int
    wounds_before: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        state_after = self.state_after.value

        state_before = self.state_before.value

        trooper = self.trooper

        wounds_after = self.wounds_after

        wounds_before = self.wounds_before


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "state_after": state_after,
            "state_before": state_before,
            "trooper": trooper,
            "wounds_after": wounds_after,
            "wounds_before": wounds_before,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        state_after = ConditionChangeStateAfter(d.pop("state_after"))




        state_before = ConditionChangeStateBefore(d.pop("state_before"))




        trooper = d.pop("trooper")

        wounds_after = d.pop("wounds_after")

        wounds_before = d.pop("wounds_before")

        condition_change = cls(
            state_after=state_after,
            state_before=state_before,
            trooper=trooper,
            wounds_after=wounds_after,
            wounds_before=wounds_before,
        )


        condition_change.additional_properties = d
        return condition_change

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
