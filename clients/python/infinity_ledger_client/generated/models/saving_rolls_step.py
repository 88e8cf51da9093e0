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





T = TypeVar("T", bound="SavingRollsStep")



@_attrs_define
class SavingRollsStep:
    """ The Saving Rolls a trooper made against one attack side's hits.

        Attributes:
            actor (None | str): Who sent the command that made it (a player's name, or `organiser`); null for an event no
                command names
            ammo (list[str]): The Ammunition, as applied
            attack (str): The side whose hits caused these saves.
            attacker (None | str): The attacking trooper; null when the record names none
            attribute_value (int): The trooper's value of it, as the Ammunition reads it
            criticals (int): Of them, Criticals (each causing an extra save)
            hits (int): The attack's hits on the trooper
            kind (Literal['saving_rolls']): Always `saving_rolls`: it tells this kind of `kind` from the others
            partial_cover (bool): Whether the trooper was in Partial Cover (+3 to each save)
            ps (int): The weapon's PS
            rolls (list[SaveRoll]): Each save, in order
            save_attribute (str): What was saved against: `ARM`, `BTS` or `PH`
            success_value (int): The Success Value rolled against
            trooper (str): The trooper's id
            version (int): The version of the event this step explains
            weapon (str): The weapon's slug
            wounds (int): Wounds the failed saves caused
            save_mods (list[ModEntry] | Unset): MODs in the SV besides Partial Cover (a Firewall's +3); left out when there
                were none.
     """

    actor: None | str
    ammo: list[str]
    attack: str
    attacker: None | str
    attribute_value: int
    criticals: int
    hits: int
    kind: Literal['saving_rolls']
    partial_cover: bool
    ps: int
    rolls: list[SaveRoll]
    save_attribute: str
    success_value: int
    trooper: str
    version: int
    weapon: str
    wounds: int
    save_mods: list[ModEntry] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.mod_entry import ModEntry # noqa: PLC0415
        from ..models.save_roll import SaveRoll # noqa: PLC0415
        actor: None | str
        actor = self.actor

        ammo = self.ammo



        attack = self.attack

        attacker: None | str
        attacker = self.attacker

        attribute_value = self.attribute_value

        criticals = self.criticals

        hits = self.hits

        kind = self.kind

        partial_cover = self.partial_cover

        ps = self.ps

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)



        save_attribute = self.save_attribute

        success_value = self.success_value

        trooper = self.trooper

        version = self.version

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
            "actor": actor,
            "ammo": ammo,
            "attack": attack,
            "attacker": attacker,
            "attribute_value": attribute_value,
            "criticals": criticals,
            "hits": hits,
            "kind": kind,
            "partial_cover": partial_cover,
            "ps": ps,
            "rolls": rolls,
            "save_attribute": save_attribute,
            "success_value": success_value,
            "trooper": trooper,
            "version": version,
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
        def _parse_actor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        actor = _parse_actor(d.pop("actor"))


        ammo = cast(list[str], d.pop("ammo"))


        attack = d.pop("attack")

        def _parse_attacker(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        attacker = _parse_attacker(d.pop("attacker"))


        attribute_value = d.pop("attribute_value")

        criticals = d.pop("criticals")

        hits = d.pop("hits")

        kind = cast(Literal['saving_rolls'] , d.pop("kind"))
        if kind != 'saving_rolls':
            raise ValueError(f"kind must match const 'saving_rolls', got '{kind}'")

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

        version = d.pop("version")

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


        saving_rolls_step = cls(
            actor=actor,
            ammo=ammo,
            attack=attack,
            attacker=attacker,
            attribute_value=attribute_value,
            criticals=criticals,
            hits=hits,
            kind=kind,
            partial_cover=partial_cover,
            ps=ps,
            rolls=rolls,
            save_attribute=save_attribute,
            success_value=success_value,
            trooper=trooper,
            version=version,
            weapon=weapon,
            wounds=wounds,
            save_mods=save_mods,
        )


        saving_rolls_step.additional_properties = d
        return saving_rolls_step

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
