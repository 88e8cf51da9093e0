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





T = TypeVar("T", bound="RollSideBody")



@_attrs_define
class RollSideBody:
    """ One side of a free-standing roll: who rolls, against what, how many dice.

        Attributes:
            attribute (int): The attribute rolled against, before MODs
            name (str): The side's name in the roll (e.g. the trooper's)
            burst (int | Unset): 1..6; a Burst outside that is refused by the rules (422). Default: 1.
            dice (list[int] | None | Unset): Entered faces (manual-dice games only): exactly the Burst.
            mods (list[ModBody] | Unset): MODs to the attribute; their sum is capped at +/-12
            player (None | str | Unset): Whose roll the side is: that player enters its faces (with manual dice
                confirmation, faces another player enters for it wait for that player's confirmation). Left out, a table roll no
                player owns, whose faces are then the server's.
     """

    attribute: int
    name: str
    burst: int | Unset = 1
    dice: list[int] | None | Unset = UNSET
    mods: list[ModBody] | Unset = UNSET
    player: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.mod_body import ModBody # noqa: PLC0415
        attribute = self.attribute

        name = self.name

        burst = self.burst

        dice: list[int] | None | Unset
        if isinstance(self.dice, Unset):
            dice = UNSET
        elif isinstance(self.dice, list):
            dice = self.dice


        else:
            dice = self.dice

        mods: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.mods, Unset):
            mods = []
            for mods_item_data in self.mods:
                mods_item = mods_item_data.to_dict()
                mods.append(mods_item)



        player: None | str | Unset
        if isinstance(self.player, Unset):
            player = UNSET
        else:
            player = self.player


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "attribute": attribute,
            "name": name,
        })
        if burst is not UNSET:
            field_dict["burst"] = burst
        if dice is not UNSET:
            field_dict["dice"] = dice
        if mods is not UNSET:
            field_dict["mods"] = mods
        if player is not UNSET:
            field_dict["player"] = player

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mod_body import ModBody # noqa: PLC0415
        d = dict(src_dict)
        attribute = d.pop("attribute")

        name = d.pop("name")

        burst = d.pop("burst", UNSET)

        def _parse_dice(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                dice_type_0 = cast(list[int], data)

                return dice_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        dice = _parse_dice(d.pop("dice", UNSET))


        _mods = d.pop("mods", UNSET)
        mods: list[ModBody] | Unset = UNSET
        if _mods is not UNSET:
            mods = []
            for mods_item_data in _mods:
                mods_item = ModBody.from_dict(mods_item_data)



                mods.append(mods_item)


        def _parse_player(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        player = _parse_player(d.pop("player", UNSET))


        roll_side_body = cls(
            attribute=attribute,
            name=name,
            burst=burst,
            dice=dice,
            mods=mods,
            player=player,
        )


        roll_side_body.additional_properties = d
        return roll_side_body

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
