from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.custom_weapon import CustomWeapon





T = TypeVar("T", bound="TrooperWeapon")



@_attrs_define
class TrooperWeapon:
    """ A BS weapon the trooper carries; `slug` is how declarations name it.

        Attributes:
            slug (str): A catalogue weapon's slug (`combi_rifle`), or this trooper's name for a custom one: what
                declarations name
            burst_mod (int | Unset): e.g. +1 for "Combi Rifle (+1B)"; applies in the Active Turn only. Default: 0.
            custom (CustomWeapon | None | Unset): A custom profile; null: `slug` is a catalogue weapon
            reroll (bool | Unset): The trooper may roll one die of an attack with it again (ReRoll) Default: False.
            special_die (bool | Unset): +1 SD: roll one extra die, then discard one. Default: False.
     """

    slug: str
    burst_mod: int | Unset = 0
    custom: CustomWeapon | None | Unset = UNSET
    reroll: bool | Unset = False
    special_die: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.custom_weapon import CustomWeapon # noqa: PLC0415
        slug = self.slug

        burst_mod = self.burst_mod

        custom: dict[str, Any] | None | Unset
        if isinstance(self.custom, Unset):
            custom = UNSET
        elif isinstance(self.custom, CustomWeapon):
            custom = self.custom.to_dict()
        else:
            custom = self.custom

        reroll = self.reroll

        special_die = self.special_die


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "slug": slug,
        })
        if burst_mod is not UNSET:
            field_dict["burst_mod"] = burst_mod
        if custom is not UNSET:
            field_dict["custom"] = custom
        if reroll is not UNSET:
            field_dict["reroll"] = reroll
        if special_die is not UNSET:
            field_dict["special_die"] = special_die

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.custom_weapon import CustomWeapon # noqa: PLC0415
        d = dict(src_dict)
        slug = d.pop("slug")

        burst_mod = d.pop("burst_mod", UNSET)

        def _parse_custom(data: object) -> CustomWeapon | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                custom_type_0 = CustomWeapon.from_dict(data)



                return custom_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CustomWeapon | None | Unset, data)

        custom = _parse_custom(d.pop("custom", UNSET))


        reroll = d.pop("reroll", UNSET)

        special_die = d.pop("special_die", UNSET)

        trooper_weapon = cls(
            slug=slug,
            burst_mod=burst_mod,
            custom=custom,
            reroll=reroll,
            special_die=special_die,
        )


        trooper_weapon.additional_properties = d
        return trooper_weapon

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
