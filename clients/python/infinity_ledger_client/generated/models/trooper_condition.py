from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.trooper_condition_state import TrooperConditionState






T = TypeVar("T", bound="TrooperCondition")



@_attrs_define
class TrooperCondition:
    """ A trooper's Wounds and state.

        Attributes:
            state (TrooperConditionState): The trooper's state: `normal`, `unconscious` or `dead`
            trooper (str): The trooper's id
            wounds (int): Wounds (or Structure points) the trooper has
     """

    state: TrooperConditionState
    trooper: str
    wounds: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        state = self.state.value

        trooper = self.trooper

        wounds = self.wounds


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "state": state,
            "trooper": trooper,
            "wounds": wounds,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        state = TrooperConditionState(d.pop("state"))




        trooper = d.pop("trooper")

        wounds = d.pop("wounds")

        trooper_condition = cls(
            state=state,
            trooper=trooper,
            wounds=wounds,
        )


        trooper_condition.additional_properties = d
        return trooper_condition

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
