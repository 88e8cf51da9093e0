from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="DieRef")



@_attrs_define
class DieRef:
    """ An enemy die, named by its side and its index among that side's dice.

        Attributes:
            critical (bool): Whether it is a Critical
            die (int): The die's index among that side's dice
            face (int): Its face
            side (str): The enemy side's name
     """

    critical: bool
    die: int
    face: int
    side: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        critical = self.critical

        die = self.die

        face = self.face

        side = self.side


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "critical": critical,
            "die": die,
            "face": face,
            "side": side,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        critical = d.pop("critical")

        die = d.pop("die")

        face = d.pop("face")

        side = d.pop("side")

        die_ref = cls(
            critical=critical,
            die=die,
            face=face,
            side=side,
        )


        die_ref.additional_properties = d
        return die_ref

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
