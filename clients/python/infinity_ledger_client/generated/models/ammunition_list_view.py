from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ammunition_view import AmmunitionView





T = TypeVar("T", bound="AmmunitionListView")



@_attrs_define
class AmmunitionListView:
    """ Every type of Ammunition the engine knows.

        Attributes:
            ammunition (list[AmmunitionView]): By name
     """

    ammunition: list[AmmunitionView]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ammunition_view import AmmunitionView # noqa: PLC0415
        ammunition = []
        for ammunition_item_data in self.ammunition:
            ammunition_item = ammunition_item_data.to_dict()
            ammunition.append(ammunition_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "ammunition": ammunition,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ammunition_view import AmmunitionView # noqa: PLC0415
        d = dict(src_dict)
        ammunition = []
        _ammunition = d.pop("ammunition")
        for ammunition_item_data in (_ammunition):
            ammunition_item = AmmunitionView.from_dict(ammunition_item_data)



            ammunition.append(ammunition_item)


        ammunition_list_view = cls(
            ammunition=ammunition,
        )


        ammunition_list_view.additional_properties = d
        return ammunition_list_view

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
