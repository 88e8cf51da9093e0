from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.mod_entry import ModEntry
  from ..models.save_roll import SaveRoll





T = TypeVar("T", bound="SavingRollsMade")



@_attrs_define
class SavingRollsMade:
    """ The Saving Rolls a trooper made against one attack side's hits (Saving Roll, N5).

        Attributes:
            ammo (list[str]): The Ammunition, as applied
            attack (str): The name of the attack side whose hits these are (what the Saving Rolls name)
            attribute_value (int): The trooper's value of it, as the Ammunition reads it (halved for AP, PH-6 for PARA)
            draws (list[int]): The server faces drawn, in draw order: each derived again from the seed once it is revealed
                (empty when every face was entered)
            order (int): The order's number in the game (1, 2, ...; never reused)
            partial_cover (bool): Whether the trooper was in Partial Cover (+3 to each save)
            ps (int): The weapon's PS
            rolls (list[SaveRoll]): Each save, in order (Continuous Damage repeats included)
            save_attribute (str): What it saved against: `ARM`, `BTS` or `PH`
            success_value (int): Each save's Success Value: the attribute value + PS, +3 in Partial Cover, and MODs
            trooper (str): The trooper saving
            type_ (Literal['saving_rolls_made']): Always `saving_rolls_made`: it tells this kind of `type` from the others
            weapon (str): The weapon's slug on the trooper
            wounds (int): Wounds the failed saves caused
            save_mods (list[ModEntry] | Unset): MODs in `success_value` besides Partial Cover (a Firewall's +3); left out
                when none.
     """

    ammo: list[str]
    attack: str
    attribute_value: int
    draws: list[int]
    order: int
    partial_cover: bool
    ps: int
    rolls: list[SaveRoll]
    save_attribute: str
    success_value: int
    trooper: str
    type_: Literal['saving_rolls_made']
    weapon: str
    wounds: int
    save_mods: list[ModEntry] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.mod_entry import ModEntry # noqa: PLC0415
        from ..models.save_roll import SaveRoll # noqa: PLC0415
        ammo = self.ammo



        attack = self.attack

        attribute_value = self.attribute_value

        draws = self.draws



        order = self.order

        partial_cover = self.partial_cover

        ps = self.ps

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)



        save_attribute = self.save_attribute

        success_value = self.success_value

        trooper = self.trooper

        type_ = self.type_

        weapon = self.weapon

        wounds = self.wounds

        save_mods: list[dict[str, Any]] | Unset
        if isinstance(self.save_mods, Unset):
            save_mods = UNSET
        else:
            save_mods = []
            for save_mods_type_0_item_data in self.save_mods:
                save_mods_type_0_item = save_mods_type_0_item_data.to_dict()
                save_mods.append(save_mods_type_0_item)





        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "ammo": ammo,
            "attack": attack,
            "attribute_value": attribute_value,
            "draws": draws,
            "order": order,
            "partial_cover": partial_cover,
            "ps": ps,
            "rolls": rolls,
            "save_attribute": save_attribute,
            "success_value": success_value,
            "trooper": trooper,
            "type": type_,
            "weapon": weapon,
            "wounds": wounds,
        })
        if save_mods is not UNSET:
            field_dict["save_mods"] = save_mods

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mod_entry import ModEntry # noqa: PLC0415
        from ..models.save_roll import SaveRoll # noqa: PLC0415
        d = dict(src_dict)
        ammo = cast(list[str], d.pop("ammo"))


        attack = d.pop("attack")

        attribute_value = d.pop("attribute_value")

        draws = cast(list[int], d.pop("draws"))


        order = d.pop("order")

        partial_cover = d.pop("partial_cover")

        ps = d.pop("ps")

        rolls = []
        _rolls = d.pop("rolls")
        for rolls_item_data in (_rolls):
            rolls_item = SaveRoll.from_dict(rolls_item_data)



            rolls.append(rolls_item)


        save_attribute = d.pop("save_attribute")

        success_value = d.pop("success_value")

        trooper = d.pop("trooper")

        type_ = cast(Literal['saving_rolls_made'] , d.pop("type"))
        if type_ != 'saving_rolls_made':
            raise ValueError(f"type must match const 'saving_rolls_made', got '{type_}'")

        weapon = d.pop("weapon")

        wounds = d.pop("wounds")

        def _parse_save_mods(data: object) -> list[ModEntry] | Unset:
            if isinstance(data, Unset):
                return data
            if not isinstance(data, list):
                raise TypeError()
            save_mods_type_0 = []
            _save_mods_type_0 = data
            for save_mods_type_0_item_data in (_save_mods_type_0):
                save_mods_type_0_item = ModEntry.from_dict(save_mods_type_0_item_data)



                save_mods_type_0.append(save_mods_type_0_item)

            return save_mods_type_0

        save_mods = _parse_save_mods(d.pop("save_mods", UNSET))


        saving_rolls_made = cls(
            ammo=ammo,
            attack=attack,
            attribute_value=attribute_value,
            draws=draws,
            order=order,
            partial_cover=partial_cover,
            ps=ps,
            rolls=rolls,
            save_attribute=save_attribute,
            success_value=success_value,
            trooper=trooper,
            type_=type_,
            weapon=weapon,
            wounds=wounds,
            save_mods=save_mods,
        )


        saving_rolls_made.additional_properties = d
        return saving_rolls_made

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
