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





T = TypeVar("T", bound="ConcludeBody")



@_attrs_define
class ConcludeBody:
    """ The order's conclusion (Saving Rolls, Wounds, Guts Rolls) and the players' choices in it.
    Send `{}` for server dice and no choice.

        Attributes:
            bioimmunity (list[str] | Unset): Troopers with Bioimmunity that save against ARM or BTS with the better of their
                ARM and BTS values in this order (N5; not against Comms Attacks).
            courage (list[str] | Unset): Troopers with Courage that pass their Guts Roll without rolling.
            dogged (list[str] | Unset): Troopers with Dogged whose player activates it should they enter Unconscious State
                in this order (N5): they act as Normal until their next Wound or the end of the turn.
            guts (list[EnteredDiceBody] | None | Unset): Manual dice: Guts Roll faces, keyed by trooper
            saves (list[EnteredDiceBody] | None | Unset): Manual dice: Saving Roll faces, keyed by the attacking side whose
                hits cause them (Continuous Damage repeats included)
     """

    bioimmunity: list[str] | Unset = UNSET
    courage: list[str] | Unset = UNSET
    dogged: list[str] | Unset = UNSET
    guts: list[EnteredDiceBody] | None | Unset = UNSET
    saves: list[EnteredDiceBody] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.entered_dice_body import EnteredDiceBody # noqa: PLC0415
        bioimmunity: list[str] | Unset = UNSET
        if not isinstance(self.bioimmunity, Unset):
            bioimmunity = self.bioimmunity



        courage: list[str] | Unset = UNSET
        if not isinstance(self.courage, Unset):
            courage = self.courage



        dogged: list[str] | Unset = UNSET
        if not isinstance(self.dogged, Unset):
            dogged = self.dogged



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
        from ..models.entered_dice_body import EnteredDiceBody # noqa: PLC0415
        d = dict(src_dict)
        bioimmunity = cast(list[str], d.pop("bioimmunity", UNSET))


        courage = cast(list[str], d.pop("courage", UNSET))


        dogged = cast(list[str], d.pop("dogged", UNSET))


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


        conclude_body = cls(
            bioimmunity=bioimmunity,
            courage=courage,
            dogged=dogged,
            guts=guts,
            saves=saves,
        )


        conclude_body.additional_properties = d
        return conclude_body

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
