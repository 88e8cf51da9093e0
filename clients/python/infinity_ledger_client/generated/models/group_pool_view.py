from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="GroupPoolView")



@_attrs_define
class GroupPoolView:
    """ One Combat Group's Orders left this turn, by kind.

        Attributes:
            group (int): The Combat Group's number
            irregular (list[str]): Its Irregular troopers whose own Order is still unspent.
            lieutenant (int): The Lieutenant Special Order, when the Lieutenant is in this group and has not spent it.
            regular (int): Its Order Pool: Regular Orders only its own troopers spend.
     """

    group: int
    irregular: list[str]
    lieutenant: int
    regular: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        group = self.group

        irregular = self.irregular



        lieutenant = self.lieutenant

        regular = self.regular


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "group": group,
            "irregular": irregular,
            "lieutenant": lieutenant,
            "regular": regular,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        group = d.pop("group")

        irregular = cast(list[str], d.pop("irregular"))


        lieutenant = d.pop("lieutenant")

        regular = d.pop("regular")

        group_pool_view = cls(
            group=group,
            irregular=irregular,
            lieutenant=lieutenant,
            regular=regular,
        )


        group_pool_view.additional_properties = d
        return group_pool_view

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
