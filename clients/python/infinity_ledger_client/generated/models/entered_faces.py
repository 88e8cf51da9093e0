from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="EnteredFaces")



@_attrs_define
class EnteredFaces:
    """ Faces entered at the table for one roll.

        Attributes:
            faces (list[int]): The d20 faces
            side (str): The roll side's name, or the attacking side (saves), or the trooper (Guts Rolls)
            trooper (None | str): The trooper rolling (for saves, the attacker); null when the record names none
     """

    faces: list[int]
    side: str
    trooper: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        faces = self.faces



        side = self.side

        trooper: None | str
        trooper = self.trooper


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "faces": faces,
            "side": side,
            "trooper": trooper,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        faces = cast(list[int], d.pop("faces"))


        side = d.pop("side")

        def _parse_trooper(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        trooper = _parse_trooper(d.pop("trooper"))


        entered_faces = cls(
            faces=faces,
            side=side,
            trooper=trooper,
        )


        entered_faces.additional_properties = d
        return entered_faces

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
