from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LostDice")



@_attrs_define
class LostDice:
    """ Dice of a split Burst lost because their target failed a requirement at resolution.

        Attributes:
            dice (int): How many dice were lost
            reason (str): The requirement the target failed, in words
            target (str): The target the dice were aimed at
            trooper (str): The attacking trooper
     """

    dice: int
    reason: str
    target: str
    trooper: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        dice = self.dice

        reason = self.reason

        target = self.target

        trooper = self.trooper


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "dice": dice,
            "reason": reason,
            "target": target,
            "trooper": trooper,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dice = d.pop("dice")

        reason = d.pop("reason")

        target = d.pop("target")

        trooper = d.pop("trooper")

        lost_dice = cls(
            dice=dice,
            reason=reason,
            target=target,
            trooper=trooper,
        )


        lost_dice.additional_properties = d
        return lost_dice

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
