from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.weapon_view import WeaponView





T = TypeVar("T", bound="WeaponsView")



@_attrs_define
class WeaponsView:
    """ Every weapon profile of the catalogue.

        Attributes:
            weapons (list[WeaponView]): By slug
     """

    weapons: list[WeaponView]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.weapon_view import WeaponView # noqa: PLC0415
        weapons = []
        for weapons_item_data in self.weapons:
            weapons_item = weapons_item_data.to_dict()
            weapons.append(weapons_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "weapons": weapons,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.weapon_view import WeaponView # noqa: PLC0415
        d = dict(src_dict)
        weapons = []
        _weapons = d.pop("weapons")
        for weapons_item_data in (_weapons):
            weapons_item = WeaponView.from_dict(weapons_item_data)



            weapons.append(weapons_item)


        weapons_view = cls(
            weapons=weapons,
        )


        weapons_view.additional_properties = d
        return weapons_view

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
