from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Profile")



@_attrs_define
class Profile:
    """ A trooper's Unit Profile attributes (the profile's MOV to BTS, and VITA or STR).

        Attributes:
            arm (int): ARM (Armor)
            bs (int): BS (Ballistic Skill)
            bts (int): BTS (Biotechnological Shield)
            cc (int): CC (Close Combat)
            mov (list[int]): MOV: the first and second values, in inches
            ph (int): PH (Physique)
            vitality (int): VITA, or STR when `structure` is set: the Wounds (Structure points) it takes before it is
                Unconscious
            wip (int): WIP (Willpower)
            structure (bool | Unset): `vitality` is STR (remotes, TAGs), not VITA Default: False.
     """

    arm: int
    bs: int
    bts: int
    cc: int
    mov: list[int]
    ph: int
    vitality: int
    wip: int
    structure: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        arm = self.arm

        bs = self.bs

        bts = self.bts

        cc = self.cc

        mov = []
        for mov_item_data in self.mov:
            mov_item: int
            mov_item = mov_item_data
            mov.append(mov_item)



        ph = self.ph

        vitality = self.vitality

        wip = self.wip

        structure = self.structure


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "arm": arm,
            "bs": bs,
            "bts": bts,
            "cc": cc,
            "mov": mov,
            "ph": ph,
            "vitality": vitality,
            "wip": wip,
        })
        if structure is not UNSET:
            field_dict["structure"] = structure

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        arm = d.pop("arm")

        bs = d.pop("bs")

        bts = d.pop("bts")

        cc = d.pop("cc")

        mov = []
        _mov = d.pop("mov")
        for mov_item_data in (_mov):
            def _parse_mov_item(data: object) -> int:
                return cast(int, data)

            mov_item = _parse_mov_item(mov_item_data)

            mov.append(mov_item)


        ph = d.pop("ph")

        vitality = d.pop("vitality")

        wip = d.pop("wip")

        structure = d.pop("structure", UNSET)

        profile = cls(
            arm=arm,
            bs=bs,
            bts=bts,
            cc=cc,
            mov=mov,
            ph=ph,
            vitality=vitality,
            wip=wip,
            structure=structure,
        )


        profile.additional_properties = d
        return profile

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
