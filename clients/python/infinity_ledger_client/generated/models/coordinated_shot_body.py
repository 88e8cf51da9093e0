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





T = TypeVar("T", bound="CoordinatedShotBody")



@_attrs_define
class CoordinatedShotBody:
    """ Another participant's own BS Attack in a Coordinated Order, at Burst 1 and at the
    Spearhead's single target.

        Attributes:
            distance (float | int | str): Inches from the participant to the target
            trooper (str): The participant shooting (one of the activation's `coordinated`)
            weapon (str): The participant's weapon slug
            mods (list[ModBody] | Unset): MODs the players agreed on beyond those the rules give (range, cover and Mimetism
                are worked out at resolution)
            partial_cover (bool | Unset): The target is in Partial Cover from this participant Default: False.
     """

    distance: float | int | str
    trooper: str
    weapon: str
    mods: list[ModBody] | Unset = UNSET
    partial_cover: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.mod_body import ModBody # noqa: PLC0415
        distance: float | int | str
        distance = self.distance

        trooper = self.trooper

        weapon = self.weapon

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
            "distance": distance,
            "trooper": trooper,
            "weapon": weapon,
        })
        if mods is not UNSET:
            field_dict["mods"] = mods
        if partial_cover is not UNSET:
            field_dict["partial_cover"] = partial_cover

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mod_body import ModBody # noqa: PLC0415
        d = dict(src_dict)
        def _parse_distance(data: object) -> float | int | str:
            return cast(float | int | str, data)

        distance = _parse_distance(d.pop("distance"))


        trooper = d.pop("trooper")

        weapon = d.pop("weapon")

        _mods = d.pop("mods", UNSET)
        mods: list[ModBody] | Unset = UNSET
        if _mods is not UNSET:
            mods = []
            for mods_item_data in _mods:
                mods_item = ModBody.from_dict(mods_item_data)



                mods.append(mods_item)


        partial_cover = d.pop("partial_cover", UNSET)

        coordinated_shot_body = cls(
            distance=distance,
            trooper=trooper,
            weapon=weapon,
            mods=mods,
            partial_cover=partial_cover,
        )


        coordinated_shot_body.additional_properties = d
        return coordinated_shot_body

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
