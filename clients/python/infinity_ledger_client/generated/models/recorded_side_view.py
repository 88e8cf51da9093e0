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
  from ..models.recorded_die_view import RecordedDieView





T = TypeVar("T", bound="RecordedSideView")



@_attrs_define
class RecordedSideView:
    """ One side of a recorded roll.

        Attributes:
            attribute (int): The attribute rolled against, before MODs
            criticals (int): Criticals kept after cancellation
            dice (list[RecordedDieView]): Each die, in the order rolled
            hits (int): Successes kept after cancellation, Criticals included
            mod_total (int): After the +/-12 clamp.
            mods (list[ModEntry]): Each MOD applied, with where it comes from
            name (str): The side's name: in an order `<trooper>:<skill>` or `<trooper>:<skill>><target>` (e.g.
                `fennec:bs_attack>senku`), in a free roll as given
            rolled (bool): false when the Success Value was below 1: no die was rolled and the roll failed.
            success_value (int): The Success Value: attribute + MODs (capped at +/-12); a die at or below it succeeds
            discarded (list[int] | Unset): Faces removed by a +1 SD discard.
            rerolled (list[int] | Unset): Faces replaced by a ReRoll.
            target (None | str | Unset): The trooper the side's roll is aimed at; null when it aims at none
            trooper (None | str | Unset): The trooper rolling; null for a side that names none
     """

    attribute: int
    criticals: int
    dice: list[RecordedDieView]
    hits: int
    mod_total: int
    mods: list[ModEntry]
    name: str
    rolled: bool
    success_value: int
    discarded: list[int] | Unset = UNSET
    rerolled: list[int] | Unset = UNSET
    target: None | str | Unset = UNSET
    trooper: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.mod_entry import ModEntry # noqa: PLC0415
        from ..models.recorded_die_view import RecordedDieView # noqa: PLC0415
        attribute = self.attribute

        criticals = self.criticals

        dice = []
        for dice_item_data in self.dice:
            dice_item = dice_item_data.to_dict()
            dice.append(dice_item)



        hits = self.hits

        mod_total = self.mod_total

        mods = []
        for mods_item_data in self.mods:
            mods_item = mods_item_data.to_dict()
            mods.append(mods_item)



        name = self.name

        rolled = self.rolled

        success_value = self.success_value

        discarded: list[int] | Unset = UNSET
        if not isinstance(self.discarded, Unset):
            discarded = self.discarded



        rerolled: list[int] | Unset = UNSET
        if not isinstance(self.rerolled, Unset):
            rerolled = self.rerolled



        target: None | str | Unset
        if isinstance(self.target, Unset):
            target = UNSET
        else:
            target = self.target

        trooper: None | str | Unset
        if isinstance(self.trooper, Unset):
            trooper = UNSET
        else:
            trooper = self.trooper


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "attribute": attribute,
            "criticals": criticals,
            "dice": dice,
            "hits": hits,
            "mod_total": mod_total,
            "mods": mods,
            "name": name,
            "rolled": rolled,
            "success_value": success_value,
        })
        if discarded is not UNSET:
            field_dict["discarded"] = discarded
        if rerolled is not UNSET:
            field_dict["rerolled"] = rerolled
        if target is not UNSET:
            field_dict["target"] = target
        if trooper is not UNSET:
            field_dict["trooper"] = trooper

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mod_entry import ModEntry # noqa: PLC0415
        from ..models.recorded_die_view import RecordedDieView # noqa: PLC0415
        d = dict(src_dict)
        attribute = d.pop("attribute")

        criticals = d.pop("criticals")

        dice = []
        _dice = d.pop("dice")
        for dice_item_data in (_dice):
            dice_item = RecordedDieView.from_dict(dice_item_data)



            dice.append(dice_item)


        hits = d.pop("hits")

        mod_total = d.pop("mod_total")

        mods = []
        _mods = d.pop("mods")
        for mods_item_data in (_mods):
            mods_item = ModEntry.from_dict(mods_item_data)



            mods.append(mods_item)


        name = d.pop("name")

        rolled = d.pop("rolled")

        success_value = d.pop("success_value")

        discarded = cast(list[int], d.pop("discarded", UNSET))


        rerolled = cast(list[int], d.pop("rerolled", UNSET))


        def _parse_target(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        target = _parse_target(d.pop("target", UNSET))


        def _parse_trooper(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        trooper = _parse_trooper(d.pop("trooper", UNSET))


        recorded_side_view = cls(
            attribute=attribute,
            criticals=criticals,
            dice=dice,
            hits=hits,
            mod_total=mod_total,
            mods=mods,
            name=name,
            rolled=rolled,
            success_value=success_value,
            discarded=discarded,
            rerolled=rerolled,
            target=target,
            trooper=trooper,
        )


        recorded_side_view.additional_properties = d
        return recorded_side_view

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
