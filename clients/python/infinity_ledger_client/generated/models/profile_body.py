from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ProfileBody")



@_attrs_define
class ProfileBody:
    """ A trooper's Unit Profile attributes: MOV to BTS, and either VITA (`vita`) or STR (`str`),
    not both.

        Attributes:
            arm (int): ARM (Armor)
            bs (int): BS (Ballistic Skill)
            bts (int): BTS (Biotechnological Shield)
            cc (int): CC (Close Combat)
            mov (list[int]): MOV: the first and second values, in inches
            ph (int): PH (Physique)
            wip (int): WIP (Willpower)
            str_ (int | None | Unset): STR instead of VITA (remotes, TAGs).
            vita (int | None | Unset): VITA: the Wounds it takes before it is Unconscious (troopers); give `str` instead for
                remotes and TAGs
     """

    arm: int
    bs: int
    bts: int
    cc: int
    mov: list[int]
    ph: int
    wip: int
    str_: int | None | Unset = UNSET
    vita: int | None | Unset = UNSET
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

        wip = self.wip

        str_: int | None | Unset
        if isinstance(self.str_, Unset):
            str_ = UNSET
        else:
            str_ = self.str_

        vita: int | None | Unset
        if isinstance(self.vita, Unset):
            vita = UNSET
        else:
            vita = self.vita


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "arm": arm,
            "bs": bs,
            "bts": bts,
            "cc": cc,
            "mov": mov,
            "ph": ph,
            "wip": wip,
        })
        if str_ is not UNSET:
            field_dict["str"] = str_
        if vita is not UNSET:
            field_dict["vita"] = vita

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

        wip = d.pop("wip")

        def _parse_str_(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        str_ = _parse_str_(d.pop("str", UNSET))


        def _parse_vita(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        vita = _parse_vita(d.pop("vita", UNSET))


        profile_body = cls(
            arm=arm,
            bs=bs,
            bts=bts,
            cc=cc,
            mov=mov,
            ph=ph,
            wip=wip,
            str_=str_,
            vita=vita,
        )


        profile_body.additional_properties = d
        return profile_body

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
