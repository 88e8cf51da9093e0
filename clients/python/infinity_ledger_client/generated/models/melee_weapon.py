from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="MeleeWeapon")



@_attrs_define
class MeleeWeapon:
    """ A CC Weapon the trooper carries, with its profile.

        Attributes:
            name (str): The weapon's name, as shown
            ps (int): Its PS
            slug (str): What a CC Attack names (`weapon`)
            ammo (list[str] | Unset): Its Ammunition
            burst (int | Unset): Its Burst (1 for most) Default: 1.
            reroll (bool | Unset): The trooper may roll one die of an attack with it again (ReRoll) Default: False.
            save_attribute (str | Unset): What its target saves with Default: 'ARM'.
            special_die (bool | Unset): +1 SD with it: one extra die, then one discarded Default: False.
            traits (list[str] | Unset): Its Weapon Traits
     """

    name: str
    ps: int
    slug: str
    ammo: list[str] | Unset = UNSET
    burst: int | Unset = 1
    reroll: bool | Unset = False
    save_attribute: str | Unset = 'ARM'
    special_die: bool | Unset = False
    traits: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        ps = self.ps

        slug = self.slug

        ammo: list[str] | Unset = UNSET
        if not isinstance(self.ammo, Unset):
            ammo = self.ammo



        burst = self.burst

        reroll = self.reroll

        save_attribute = self.save_attribute

        special_die = self.special_die

        traits: list[str] | Unset = UNSET
        if not isinstance(self.traits, Unset):
            traits = self.traits




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
            "ps": ps,
            "slug": slug,
        })
        if ammo is not UNSET:
            field_dict["ammo"] = ammo
        if burst is not UNSET:
            field_dict["burst"] = burst
        if reroll is not UNSET:
            field_dict["reroll"] = reroll
        if save_attribute is not UNSET:
            field_dict["save_attribute"] = save_attribute
        if special_die is not UNSET:
            field_dict["special_die"] = special_die
        if traits is not UNSET:
            field_dict["traits"] = traits

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        ps = d.pop("ps")

        slug = d.pop("slug")

        ammo = cast(list[str], d.pop("ammo", UNSET))


        burst = d.pop("burst", UNSET)

        reroll = d.pop("reroll", UNSET)

        save_attribute = d.pop("save_attribute", UNSET)

        special_die = d.pop("special_die", UNSET)

        traits = cast(list[str], d.pop("traits", UNSET))


        melee_weapon = cls(
            name=name,
            ps=ps,
            slug=slug,
            ammo=ammo,
            burst=burst,
            reroll=reroll,
            save_attribute=save_attribute,
            special_die=special_die,
            traits=traits,
        )


        melee_weapon.additional_properties = d
        return melee_weapon

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
