from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.mod_entry import ModEntry





T = TypeVar("T", bound="AttackTarget")



@_attrs_define
class AttackTarget:
    """ One target of a BS Attack: the dice of the Burst aimed at it and how far it is.

        Attributes:
            burst (int): Dice of the attacker's Burst aimed at this target (with a Direct Template: how many of its
                templates cover it)
            distance (str): Inches to the target, above 0: which range band's MOD applies (on a band's upper bound it
                belongs to that band)
            trooper (str): The target's trooper id (a trooper the sender sees only as a marker is named by its handle,
                `camouflage-3`)
            affected (bool | Unset): Impact Template: a trooper the template affects besides the Main Target (the first
                target not so marked). It faces the roll made against the Main Target; its own `burst` and `distance` play no
                part. Left out of the record when not declared.
            mods (list[ModEntry] | Unset): MODs the players agreed on beyond those the rules give (range, cover and Mimetism
                are worked out at resolution)
            partial_cover (bool | Unset): The target is in Partial Cover: -3 to the attacker, +3 to the target's saves.
                Default: False.
     """

    burst: int
    distance: str
    trooper: str
    affected: bool | Unset = UNSET
    mods: list[ModEntry] | Unset = UNSET
    partial_cover: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.mod_entry import ModEntry # noqa: PLC0415
        burst = self.burst

        distance = self.distance

        trooper = self.trooper

        affected: bool | Unset
        if isinstance(self.affected, Unset):
            affected = UNSET
        else:
            affected = self.affected

        mods: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.mods, Unset):
            mods = []
            for mods_item_data in self.mods:
                mods_item = mods_item_data.to_dict()
                mods.append(mods_item)



        partial_cover = self.partial_cover


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "burst": burst,
            "distance": distance,
            "trooper": trooper,
        })
        if affected is not UNSET:
            field_dict["affected"] = affected
        if mods is not UNSET:
            field_dict["mods"] = mods
        if partial_cover is not UNSET:
            field_dict["partial_cover"] = partial_cover

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mod_entry import ModEntry # noqa: PLC0415
        d = dict(src_dict)
        burst = d.pop("burst")

        distance = d.pop("distance")

        trooper = d.pop("trooper")

        def _parse_affected(data: object) -> bool | Unset:
            if isinstance(data, Unset):
                return data
            return cast(bool | Unset, data)

        affected = _parse_affected(d.pop("affected", UNSET))


        _mods = d.pop("mods", UNSET)
        mods: list[ModEntry] | Unset = UNSET
        if _mods is not UNSET:
            mods = []
            for mods_item_data in _mods:
                mods_item = ModEntry.from_dict(mods_item_data)



                mods.append(mods_item)


        partial_cover = d.pop("partial_cover", UNSET)

        attack_target = cls(
            burst=burst,
            distance=distance,
            trooper=trooper,
            affected=affected,
            mods=mods,
            partial_cover=partial_cover,
        )


        attack_target.additional_properties = d
        return attack_target

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
