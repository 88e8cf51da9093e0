from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="SaveRoll")



@_attrs_define
class SaveRoll:
    """ One Saving Roll (Saving Roll, N5).

        Attributes:
            critical_extra (bool): Whether it is the extra save a Critical causes
            face (int | None): The d20 face; null when no die was rolled (a Success Value below 1)
            passed (bool): Whether it passed
            repeat (int): 0 for the save itself, 1.. for Continuous Damage repeats.
            wounds (int): Wounds it caused: 0 when it passed
     """

    critical_extra: bool
    face: int | None
    passed: bool
    repeat: int
    wounds: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        critical_extra = self.critical_extra

        face: int | None
        face = self.face

        passed = self.passed

        repeat = self.repeat

        wounds = self.wounds


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "critical_extra": critical_extra,
            "face": face,
            "passed": passed,
            "repeat": repeat,
            "wounds": wounds,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        critical_extra = d.pop("critical_extra")

        def _parse_face(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        face = _parse_face(d.pop("face"))


        passed = d.pop("passed")

        repeat = d.pop("repeat")

        wounds = d.pop("wounds")

        save_roll = cls(
            critical_extra=critical_extra,
            face=face,
            passed=passed,
            repeat=repeat,
            wounds=wounds,
        )


        save_roll.additional_properties = d
        return save_roll

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
