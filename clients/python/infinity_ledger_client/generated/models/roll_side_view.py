from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.die_view import DieView
  from ..models.mod_view import ModView





T = TypeVar("T", bound="RollSideView")



@_attrs_define
class RollSideView:
    """ One side of a free roll as it was made.

        Attributes:
            attribute (int): The attribute rolled against, before MODs
            criticals (int): Criticals kept after cancellation
            dice (list[DieView]): Each die, in the order rolled
            hits (int): Successes kept after cancellation, Criticals included
            mod_total (int): The MODs' sum after the +/-12 cap
            mods (list[ModView]): Each MOD applied, with where it comes from
            name (str): The side's name: in an order `<trooper>:<skill>` or `<trooper>:<skill>><target>` (e.g.
                `fennec:bs_attack>senku`), in a free roll as given
            rolled (bool): false when the Success Value was below 1: no die was rolled and the roll failed
            success_value (int): The Success Value: attribute + MODs (capped at +/-12); a die at or below it succeeds
     """

    attribute: int
    criticals: int
    dice: list[DieView]
    hits: int
    mod_total: int
    mods: list[ModView]
    name: str
    rolled: bool
    success_value: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.die_view import DieView # noqa: PLC0415
        from ..models.mod_view import ModView # noqa: PLC0415
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

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.die_view import DieView # noqa: PLC0415
        from ..models.mod_view import ModView # noqa: PLC0415
        d = dict(src_dict)
        attribute = d.pop("attribute")

        criticals = d.pop("criticals")

        dice = []
        _dice = d.pop("dice")
        for dice_item_data in (_dice):
            dice_item = DieView.from_dict(dice_item_data)



            dice.append(dice_item)


        hits = d.pop("hits")

        mod_total = d.pop("mod_total")

        mods = []
        _mods = d.pop("mods")
        for mods_item_data in (_mods):
            mods_item = ModView.from_dict(mods_item_data)



            mods.append(mods_item)


        name = d.pop("name")

        rolled = d.pop("rolled")

        success_value = d.pop("success_value")

        roll_side_view = cls(
            attribute=attribute,
            criticals=criticals,
            dice=dice,
            hits=hits,
            mod_total=mod_total,
            mods=mods,
            name=name,
            rolled=rolled,
            success_value=success_value,
        )


        roll_side_view.additional_properties = d
        return roll_side_view

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
