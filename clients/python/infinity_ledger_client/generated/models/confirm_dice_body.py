from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.entered_dice_body import EnteredDiceBody





T = TypeVar("T", bound="ConfirmDiceBody")



@_attrs_define
class ConfirmDiceBody:
    """ The confirming player's answer to the faces entered for their troopers: `{}` accepts them
    all.

        Attributes:
            dice (list[EnteredDiceBody] | None | Unset): Faces for rolls of the confirming player's own troopers, replacing
                the entered ones.
            guts (list[EnteredDiceBody] | None | Unset): A conclusion's: Guts Roll faces of the confirming player's
                troopers, keyed by trooper, replacing the entered ones.
            saves (list[EnteredDiceBody] | None | Unset): A conclusion's: save faces against the confirming player's
                troopers, keyed by the attacking side, replacing the entered ones.
     """

    dice: list[EnteredDiceBody] | None | Unset = UNSET
    guts: list[EnteredDiceBody] | None | Unset = UNSET
    saves: list[EnteredDiceBody] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.entered_dice_body import EnteredDiceBody # noqa: PLC0415
        dice: list[dict[str, Any]] | None | Unset
        if isinstance(self.dice, Unset):
            dice = UNSET
        elif isinstance(self.dice, list):
            dice = []
            for dice_type_0_item_data in self.dice:
                dice_type_0_item = dice_type_0_item_data.to_dict()
                dice.append(dice_type_0_item)


        else:
            dice = self.dice

        guts: list[dict[str, Any]] | None | Unset
        if isinstance(self.guts, Unset):
            guts = UNSET
        elif isinstance(self.guts, list):
            guts = []
            for guts_type_0_item_data in self.guts:
                guts_type_0_item = guts_type_0_item_data.to_dict()
                guts.append(guts_type_0_item)


        else:
            guts = self.guts

        saves: list[dict[str, Any]] | None | Unset
        if isinstance(self.saves, Unset):
            saves = UNSET
        elif isinstance(self.saves, list):
            saves = []
            for saves_type_0_item_data in self.saves:
                saves_type_0_item = saves_type_0_item_data.to_dict()
                saves.append(saves_type_0_item)


        else:
            saves = self.saves


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if dice is not UNSET:
            field_dict["dice"] = dice
        if guts is not UNSET:
            field_dict["guts"] = guts
        if saves is not UNSET:
            field_dict["saves"] = saves

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.entered_dice_body import EnteredDiceBody # noqa: PLC0415
        d = dict(src_dict)
        def _parse_dice(data: object) -> list[EnteredDiceBody] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                dice_type_0 = []
                _dice_type_0 = data
                for dice_type_0_item_data in (_dice_type_0):
                    dice_type_0_item = EnteredDiceBody.from_dict(dice_type_0_item_data)



                    dice_type_0.append(dice_type_0_item)

                return dice_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[EnteredDiceBody] | None | Unset, data)

        dice = _parse_dice(d.pop("dice", UNSET))


        def _parse_guts(data: object) -> list[EnteredDiceBody] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                guts_type_0 = []
                _guts_type_0 = data
                for guts_type_0_item_data in (_guts_type_0):
                    guts_type_0_item = EnteredDiceBody.from_dict(guts_type_0_item_data)



                    guts_type_0.append(guts_type_0_item)

                return guts_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[EnteredDiceBody] | None | Unset, data)

        guts = _parse_guts(d.pop("guts", UNSET))


        def _parse_saves(data: object) -> list[EnteredDiceBody] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                saves_type_0 = []
                _saves_type_0 = data
                for saves_type_0_item_data in (_saves_type_0):
                    saves_type_0_item = EnteredDiceBody.from_dict(saves_type_0_item_data)



                    saves_type_0.append(saves_type_0_item)

                return saves_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[EnteredDiceBody] | None | Unset, data)

        saves = _parse_saves(d.pop("saves", UNSET))


        confirm_dice_body = cls(
            dice=dice,
            guts=guts,
            saves=saves,
        )


        confirm_dice_body.additional_properties = d
        return confirm_dice_body

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
