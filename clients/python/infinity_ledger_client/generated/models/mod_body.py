from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="ModBody")



@_attrs_define
class ModBody:
    """ One MOD with where it comes from (range, cover, mimetism, skill, equipment, other).

        Attributes:
            value (int): The MOD, e.g. -3 (Partial Cover to a BS Attack), +3 (a range band); the MODs of a roll are summed
                and the sum capped at +/-12 (Modifiers, N5)
            note (str | Unset): Free text the players want kept with it, e.g. "Mimetism -6 on Senku" Default: ''.
            source (str | Unset): Where it comes from: `range`, `cover`, `mimetism`, `skill`, `equipment` or `other` (kept
                lowercase) Default: 'other'.
     """

    value: int
    note: str | Unset = ''
    source: str | Unset = 'other'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        value = self.value

        note = self.note

        source = self.source


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "value": value,
        })
        if note is not UNSET:
            field_dict["note"] = note
        if source is not UNSET:
            field_dict["source"] = source

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        value = d.pop("value")

        note = d.pop("note", UNSET)

        source = d.pop("source", UNSET)

        mod_body = cls(
            value=value,
            note=note,
            source=source,
        )


        mod_body.additional_properties = d
        return mod_body

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
