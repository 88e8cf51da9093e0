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





T = TypeVar("T", bound="AwaitedSide")



@_attrs_define
class AwaitedSide:
    """ One side of a roll outside any order whose faces wait for a player's confirmation: what
    the roll is made with once they are confirmed.

        Attributes:
            attribute (int): The attribute it rolls against
            dice (int): How many dice it rolls (0: its Success Value is below 1)
            name (str): The side's name: the player's for the Initiative Roll.
            player (None | str): The player's name
            mods (list[ModEntry] | Unset): MODs to it
     """

    attribute: int
    dice: int
    name: str
    player: None | str
    mods: list[ModEntry] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.mod_entry import ModEntry # noqa: PLC0415
        attribute = self.attribute

        dice = self.dice

        name = self.name

        player: None | str
        player = self.player

        mods: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.mods, Unset):
            mods = []
            for mods_item_data in self.mods:
                mods_item = mods_item_data.to_dict()
                mods.append(mods_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "attribute": attribute,
            "dice": dice,
            "name": name,
            "player": player,
        })
        if mods is not UNSET:
            field_dict["mods"] = mods

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mod_entry import ModEntry # noqa: PLC0415
        d = dict(src_dict)
        attribute = d.pop("attribute")

        dice = d.pop("dice")

        name = d.pop("name")

        def _parse_player(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        player = _parse_player(d.pop("player"))


        _mods = d.pop("mods", UNSET)
        mods: list[ModEntry] | Unset = UNSET
        if _mods is not UNSET:
            mods = []
            for mods_item_data in _mods:
                mods_item = ModEntry.from_dict(mods_item_data)



                mods.append(mods_item)


        awaited_side = cls(
            attribute=attribute,
            dice=dice,
            name=name,
            player=player,
            mods=mods,
        )


        awaited_side.additional_properties = d
        return awaited_side

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
