from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CustomWeapon")



@_attrs_define
class CustomWeapon:
    """ A weapon profile given with the trooper, for one the catalogue does not carry.

        Attributes:
            ammo (list[str]): Its Ammunition (names of GET /v1/catalogue/ammunition)
            burst (int): Its Burst (B)
            name (str): The weapon's name, as shown
            ps (int): Its PS: a Saving Roll against it passes on the save attribute + PS or less
            range_mods (list[int | None]): MODs for 0-8, 8-16, 16-24, 24-32, 32-40, 40-48 and 48-96 inches, in that order;
                null: out of range
            save_attribute (str): What its target saves with: `ARM`, `BTS` or `PH`
            save_rolls (int | None | Unset): Saving Rolls a hit causes; left out, as its Ammunition says
            traits (list[str] | Unset): Its Weapon Traits (names of GET /v1/catalogue/traits)
     """

    ammo: list[str]
    burst: int
    name: str
    ps: int
    range_mods: list[int | None]
    save_attribute: str
    save_rolls: int | None | Unset = UNSET
    traits: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        ammo = self.ammo



        burst = self.burst

        name = self.name

        ps = self.ps

        range_mods = []
        for range_mods_item_data in self.range_mods:
            range_mods_item: int | None
            range_mods_item = range_mods_item_data
            range_mods.append(range_mods_item)



        save_attribute = self.save_attribute

        save_rolls: int | None | Unset
        if isinstance(self.save_rolls, Unset):
            save_rolls = UNSET
        else:
            save_rolls = self.save_rolls

        traits: list[str] | Unset = UNSET
        if not isinstance(self.traits, Unset):
            traits = self.traits




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "ammo": ammo,
            "burst": burst,
            "name": name,
            "ps": ps,
            "range_mods": range_mods,
            "save_attribute": save_attribute,
        })
        if save_rolls is not UNSET:
            field_dict["save_rolls"] = save_rolls
        if traits is not UNSET:
            field_dict["traits"] = traits

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ammo = cast(list[str], d.pop("ammo"))


        burst = d.pop("burst")

        name = d.pop("name")

        ps = d.pop("ps")

        range_mods = []
        _range_mods = d.pop("range_mods")
        for range_mods_item_data in (_range_mods):
            def _parse_range_mods_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            range_mods_item = _parse_range_mods_item(range_mods_item_data)

            range_mods.append(range_mods_item)


        save_attribute = d.pop("save_attribute")

        def _parse_save_rolls(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        save_rolls = _parse_save_rolls(d.pop("save_rolls", UNSET))


        traits = cast(list[str], d.pop("traits", UNSET))


        custom_weapon = cls(
            ammo=ammo,
            burst=burst,
            name=name,
            ps=ps,
            range_mods=range_mods,
            save_attribute=save_attribute,
            save_rolls=save_rolls,
            traits=traits,
        )


        custom_weapon.additional_properties = d
        return custom_weapon

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
