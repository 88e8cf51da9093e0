from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.trait_view import TraitView





T = TypeVar("T", bound="TraitsView")



@_attrs_define
class TraitsView:
    """ Every weapon trait the engine knows.

        Attributes:
            traits (list[TraitView]): By name
     """

    traits: list[TraitView]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.trait_view import TraitView # noqa: PLC0415
        traits = []
        for traits_item_data in self.traits:
            traits_item = traits_item_data.to_dict()
            traits.append(traits_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "traits": traits,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.trait_view import TraitView # noqa: PLC0415
        d = dict(src_dict)
        traits = []
        _traits = d.pop("traits")
        for traits_item_data in (_traits):
            traits_item = TraitView.from_dict(traits_item_data)



            traits.append(traits_item)


        traits_view = cls(
            traits=traits,
        )


        traits_view.additional_properties = d
        return traits_view

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
