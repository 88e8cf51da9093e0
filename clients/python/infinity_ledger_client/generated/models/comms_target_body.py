from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.mod_body import ModBody





T = TypeVar("T", bound="CommsTargetBody")



@_attrs_define
class CommsTargetBody:
    """ One target of a Comms Attack and the dice of the program's Burst aimed at it.

        Attributes:
            trooper (str): The target's trooper id
            burst (int | Unset): Dice of the program's Burst aimed at this target (1 in ARO). Default: 1.
            firewall (int | None | Unset): The target benefits from a Firewall with this MOD (-3, -6...): the Hacker's WIP
                takes it, and the target's saves against the program take +3 (N5).
            mods (list[ModBody] | Unset): MODs the players agreed on; Targeted's +3 is worked out.
     """

    trooper: str
    burst: int | Unset = 1
    firewall: int | None | Unset = UNSET
    mods: list[ModBody] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.mod_body import ModBody # noqa: PLC0415
        trooper = self.trooper

        burst = self.burst

        firewall: int | None | Unset
        if isinstance(self.firewall, Unset):
            firewall = UNSET
        else:
            firewall = self.firewall

        mods: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.mods, Unset):
            mods = []
            for mods_item_data in self.mods:
                mods_item = mods_item_data.to_dict()
                mods.append(mods_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "trooper": trooper,
        })
        if burst is not UNSET:
            field_dict["burst"] = burst
        if firewall is not UNSET:
            field_dict["firewall"] = firewall
        if mods is not UNSET:
            field_dict["mods"] = mods

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mod_body import ModBody # noqa: PLC0415
        d = dict(src_dict)
        trooper = d.pop("trooper")

        burst = d.pop("burst", UNSET)

        def _parse_firewall(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        firewall = _parse_firewall(d.pop("firewall", UNSET))


        _mods = d.pop("mods", UNSET)
        mods: list[ModBody] | Unset = UNSET
        if _mods is not UNSET:
            mods = []
            for mods_item_data in _mods:
                mods_item = ModBody.from_dict(mods_item_data)



                mods.append(mods_item)


        comms_target_body = cls(
            trooper=trooper,
            burst=burst,
            firewall=firewall,
            mods=mods,
        )


        comms_target_body.additional_properties = d
        return comms_target_body

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
