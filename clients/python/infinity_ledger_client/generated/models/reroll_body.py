from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RerollBody")



@_attrs_define
class RerollBody:
    """ A ReRoll: the player rolls one die of a side again, or declines.

        Attributes:
            die (int | None): The index of the die to roll again; null declines the ReRoll.
            side (str): The side whose die is rolled again: the name `open_order.pending` gives
            face (int | None | Unset): Manual dice: the new face rolled at the table; left out, the server rolls it
     """

    die: int | None
    side: str
    face: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        die: int | None
        die = self.die

        side = self.side

        face: int | None | Unset
        if isinstance(self.face, Unset):
            face = UNSET
        else:
            face = self.face


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "die": die,
            "side": side,
        })
        if face is not UNSET:
            field_dict["face"] = face

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_die(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        die = _parse_die(d.pop("die"))


        side = d.pop("side")

        def _parse_face(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        face = _parse_face(d.pop("face", UNSET))


        reroll_body = cls(
            die=die,
            side=side,
            face=face,
        )


        reroll_body.additional_properties = d
        return reroll_body

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
