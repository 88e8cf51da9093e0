from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.awaited_dice_declared_at import AwaitedDiceDeclaredAt
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.entered_roll import EnteredRoll





T = TypeVar("T", bound="AwaitedDice")



@_attrs_define
class AwaitedDice:
    """ Faces entered for another player's troopers, waiting for that player: for the order's
    rolls (`dice`, entered at resolution), or for its saves and Guts Rolls (`saves`,
    `guts`, entered at its conclusion, `declared_at` "effects", with the Conclude's
    choices).

        Attributes:
            awaiting (str): The player to confirm them: POST .../orders/{order}/confirm
            by (str): Who entered the faces
            declared_at (AwaitedDiceDeclaredAt): The step the order was at, and returns to once the faces are confirmed.
            dice (list[EnteredRoll]): The order's rolls' faces as entered (at resolution)
            bioimmunity (list[str] | Unset): The Conclude's Bioimmunity choices, waiting with the faces
            courage (list[str] | Unset): The Conclude's Courage choices, waiting with the faces
            dogged (list[str] | Unset): The Conclude's Dogged choices, waiting with the faces
            guts (list[EnteredRoll] | Unset): The conclusion's Guts Roll faces as entered, keyed by trooper
            saves (list[EnteredRoll] | Unset): The conclusion's save faces as entered, keyed by the attacking side
     """

    awaiting: str
    by: str
    declared_at: AwaitedDiceDeclaredAt
    dice: list[EnteredRoll]
    bioimmunity: list[str] | Unset = UNSET
    courage: list[str] | Unset = UNSET
    dogged: list[str] | Unset = UNSET
    guts: list[EnteredRoll] | Unset = UNSET
    saves: list[EnteredRoll] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.entered_roll import EnteredRoll # noqa: PLC0415
        awaiting = self.awaiting

        by = self.by

        declared_at = self.declared_at.value

        dice = []
        for dice_item_data in self.dice:
            dice_item = dice_item_data.to_dict()
            dice.append(dice_item)



        bioimmunity: list[str] | Unset = UNSET
        if not isinstance(self.bioimmunity, Unset):
            bioimmunity = self.bioimmunity



        courage: list[str] | Unset = UNSET
        if not isinstance(self.courage, Unset):
            courage = self.courage



        dogged: list[str] | Unset = UNSET
        if not isinstance(self.dogged, Unset):
            dogged = self.dogged



        guts: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.guts, Unset):
            guts = []
            for guts_item_data in self.guts:
                guts_item = guts_item_data.to_dict()
                guts.append(guts_item)



        saves: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.saves, Unset):
            saves = []
            for saves_item_data in self.saves:
                saves_item = saves_item_data.to_dict()
                saves.append(saves_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "awaiting": awaiting,
            "by": by,
            "declared_at": declared_at,
            "dice": dice,
        })
        if bioimmunity is not UNSET:
            field_dict["bioimmunity"] = bioimmunity
        if courage is not UNSET:
            field_dict["courage"] = courage
        if dogged is not UNSET:
            field_dict["dogged"] = dogged
        if guts is not UNSET:
            field_dict["guts"] = guts
        if saves is not UNSET:
            field_dict["saves"] = saves

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.entered_roll import EnteredRoll # noqa: PLC0415
        d = dict(src_dict)
        awaiting = d.pop("awaiting")

        by = d.pop("by")

        declared_at = AwaitedDiceDeclaredAt(d.pop("declared_at"))




        dice = []
        _dice = d.pop("dice")
        for dice_item_data in (_dice):
            dice_item = EnteredRoll.from_dict(dice_item_data)



            dice.append(dice_item)


        bioimmunity = cast(list[str], d.pop("bioimmunity", UNSET))


        courage = cast(list[str], d.pop("courage", UNSET))


        dogged = cast(list[str], d.pop("dogged", UNSET))


        _guts = d.pop("guts", UNSET)
        guts: list[EnteredRoll] | Unset = UNSET
        if _guts is not UNSET:
            guts = []
            for guts_item_data in _guts:
                guts_item = EnteredRoll.from_dict(guts_item_data)



                guts.append(guts_item)


        _saves = d.pop("saves", UNSET)
        saves: list[EnteredRoll] | Unset = UNSET
        if _saves is not UNSET:
            saves = []
            for saves_item_data in _saves:
                saves_item = EnteredRoll.from_dict(saves_item_data)



                saves.append(saves_item)


        awaited_dice = cls(
            awaiting=awaiting,
            by=by,
            declared_at=declared_at,
            dice=dice,
            bioimmunity=bioimmunity,
            courage=courage,
            dogged=dogged,
            guts=guts,
            saves=saves,
        )


        awaited_dice.additional_properties = d
        return awaited_dice

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
