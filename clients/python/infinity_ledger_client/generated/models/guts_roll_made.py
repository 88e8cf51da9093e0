from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="GutsRollMade")



@_attrs_define
class GutsRollMade:
    """ A Guts Roll (Guts Roll, N5): a Normal WIP Roll of a trooper hit without harm, or that saw
    an ally fall; failed, it must move out of Line of Fire or into Cover.

        Attributes:
            draws (list[int]): The server faces drawn, in draw order: each derived again from the seed once it is revealed
                (empty when every face was entered)
            face (int | None): The d20 face; null when no die was rolled (a Success Value below 1)
            order (int): The order's number in the game (1, 2, ...; never reused)
            passed (bool): Whether it passed
            success_value (int): Its WIP: the Success Value
            trooper (str): The trooper rolling
            type_ (Literal['guts_roll_made']): Always `guts_roll_made`: it tells this kind of `type` from the others
     """

    draws: list[int]
    face: int | None
    order: int
    passed: bool
    success_value: int
    trooper: str
    type_: Literal['guts_roll_made']
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        draws = self.draws



        face: int | None
        face = self.face

        order = self.order

        passed = self.passed

        success_value = self.success_value

        trooper = self.trooper

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "draws": draws,
            "face": face,
            "order": order,
            "passed": passed,
            "success_value": success_value,
            "trooper": trooper,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        draws = cast(list[int], d.pop("draws"))


        def _parse_face(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        face = _parse_face(d.pop("face"))


        order = d.pop("order")

        passed = d.pop("passed")

        success_value = d.pop("success_value")

        trooper = d.pop("trooper")

        type_ = cast(Literal['guts_roll_made'] , d.pop("type"))
        if type_ != 'guts_roll_made':
            raise ValueError(f"type must match const 'guts_roll_made', got '{type_}'")

        guts_roll_made = cls(
            draws=draws,
            face=face,
            order=order,
            passed=passed,
            success_value=success_value,
            trooper=trooper,
            type_=type_,
        )


        guts_roll_made.additional_properties = d
        return guts_roll_made

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
