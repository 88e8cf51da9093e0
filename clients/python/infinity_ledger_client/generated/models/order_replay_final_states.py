from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.final_condition import FinalCondition





T = TypeVar("T", bound="OrderReplayFinalStates")



@_attrs_define
class OrderReplayFinalStates:
    """ Each trooper's Wounds and state once the order is over (after a void: as restored).

     """

    additional_properties: dict[str, FinalCondition] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.final_condition import FinalCondition # noqa: PLC0415
        
        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.to_dict()


        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.final_condition import FinalCondition # noqa: PLC0415
        d = dict(src_dict)
        order_replay_final_states = cls(
        )


        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = FinalCondition.from_dict(prop_dict)



            additional_properties[prop_name] = additional_property

        order_replay_final_states.additional_properties = additional_properties
        return order_replay_final_states

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> FinalCondition:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: FinalCondition) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
