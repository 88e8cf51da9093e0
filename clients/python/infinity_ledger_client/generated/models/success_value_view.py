from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.mod_view import ModView





T = TypeVar("T", bound="SuccessValueView")



@_attrs_define
class SuccessValueView:
    """ How a Success Value was reached: players dispute MODs as often as dice.

        Attributes:
            attribute (int): The attribute rolled against, before MODs
            clamped (bool): True when the sum of MODs was beyond +/-12 and the cap applied.
            mod_total (int): The MODs' sum after the cap
            mods (list[ModView]): Each MOD, as given
            raw_mod_total (int): The MODs' sum before the +/-12 cap
            value (int): The Success Value: attribute + `mod_total`; a die at or below it succeeds, equal to it is a
                Critical; above 20 every die succeeds and a 20, or a face no more than the excess, is a Critical (N5)
     """

    attribute: int
    clamped: bool
    mod_total: int
    mods: list[ModView]
    raw_mod_total: int
    value: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.mod_view import ModView # noqa: PLC0415
        attribute = self.attribute

        clamped = self.clamped

        mod_total = self.mod_total

        mods = []
        for mods_item_data in self.mods:
            mods_item = mods_item_data.to_dict()
            mods.append(mods_item)



        raw_mod_total = self.raw_mod_total

        value = self.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "attribute": attribute,
            "clamped": clamped,
            "mod_total": mod_total,
            "mods": mods,
            "raw_mod_total": raw_mod_total,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mod_view import ModView # noqa: PLC0415
        d = dict(src_dict)
        attribute = d.pop("attribute")

        clamped = d.pop("clamped")

        mod_total = d.pop("mod_total")

        mods = []
        _mods = d.pop("mods")
        for mods_item_data in (_mods):
            mods_item = ModView.from_dict(mods_item_data)



            mods.append(mods_item)


        raw_mod_total = d.pop("raw_mod_total")

        value = d.pop("value")

        success_value_view = cls(
            attribute=attribute,
            clamped=clamped,
            mod_total=mod_total,
            mods=mods,
            raw_mod_total=raw_mod_total,
            value=value,
        )


        success_value_view.additional_properties = d
        return success_value_view

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
