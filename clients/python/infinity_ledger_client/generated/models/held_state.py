from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.held_state_state import HeldStateState
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="HeldState")



@_attrs_define
class HeldState:
    """ A State a hacking program put a trooper in, and the order that caused it.

        Attributes:
            order (int): The order whose program caused it
            state (HeldStateState): `immobilized_b`, `targeted`, `isolated` or `possessed`
            trooper (str): The trooper in the State
            by (str | Unset): Possessed only: the player whose Hacker possessed it, who now gives it Orders.
            hacker (str | Unset): Possessed only: the Hacker that possessed it (states stored before it have none).
     """

    order: int
    state: HeldStateState
    trooper: str
    by: str | Unset = UNSET
    hacker: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        order = self.order

        state = self.state.value

        trooper = self.trooper

        by: str | Unset
        if isinstance(self.by, Unset):
            by = UNSET
        else:
            by = self.by

        hacker: str | Unset
        if isinstance(self.hacker, Unset):
            hacker = UNSET
        else:
            hacker = self.hacker


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "order": order,
            "state": state,
            "trooper": trooper,
        })
        if by is not UNSET:
            field_dict["by"] = by
        if hacker is not UNSET:
            field_dict["hacker"] = hacker

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        order = d.pop("order")

        state = HeldStateState(d.pop("state"))




        trooper = d.pop("trooper")

        def _parse_by(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        by = _parse_by(d.pop("by", UNSET))


        def _parse_hacker(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        hacker = _parse_hacker(d.pop("hacker", UNSET))


        held_state = cls(
            order=order,
            state=state,
            trooper=trooper,
            by=by,
            hacker=hacker,
        )


        held_state.additional_properties = d
        return held_state

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
