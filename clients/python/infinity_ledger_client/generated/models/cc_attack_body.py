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
  from ..models.mod_body import ModBody





T = TypeVar("T", bound="CCAttackBody")



@_attrs_define
class CCAttackBody:
    """ CC Attack (N5): attack an enemy in Silhouette contact with a CC Weapon, a CC Roll per die
    of Burst.

        Attributes:
            skill (Literal['cc_attack']): Always `cc_attack`: it tells this kind of `skill` from the others
            target (str): The trooper attacked, in Silhouette contact
            weapon (str): The slug of the CC Weapon (a melee weapon, or a carried weapon with the CC trait)
            allies_in_contact (list[str] | None | Unset): A Coordinated Order's CC Attack, the Spearhead's alone (N5): the
                allied Troopers in Silhouette contact with the target, each +1 to its `burst`.
            burst (int | Unset): The CC Attack's Burst (1, more with Martial Arts and the like) Default: 1.
            mods (list[ModBody] | Unset): MODs the players agreed on beyond those the rules give (range, cover and Mimetism
                are worked out at resolution)
     """

    skill: Literal['cc_attack']
    target: str
    weapon: str
    allies_in_contact: list[str] | None | Unset = UNSET
    burst: int | Unset = 1
    mods: list[ModBody] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.mod_body import ModBody # noqa: PLC0415
        skill = self.skill

        target = self.target

        weapon = self.weapon

        allies_in_contact: list[str] | None | Unset
        if isinstance(self.allies_in_contact, Unset):
            allies_in_contact = UNSET
        elif isinstance(self.allies_in_contact, list):
            allies_in_contact = self.allies_in_contact


        else:
            allies_in_contact = self.allies_in_contact

        burst = self.burst

        mods: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.mods, Unset):
            mods = []
            for mods_item_data in self.mods:
                mods_item = mods_item_data.to_dict()
                mods.append(mods_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "skill": skill,
            "target": target,
            "weapon": weapon,
        })
        if allies_in_contact is not UNSET:
            field_dict["allies_in_contact"] = allies_in_contact
        if burst is not UNSET:
            field_dict["burst"] = burst
        if mods is not UNSET:
            field_dict["mods"] = mods

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mod_body import ModBody # noqa: PLC0415
        d = dict(src_dict)
        skill = cast(Literal['cc_attack'] , d.pop("skill"))
        if skill != 'cc_attack':
            raise ValueError(f"skill must match const 'cc_attack', got '{skill}'")

        target = d.pop("target")

        weapon = d.pop("weapon")

        def _parse_allies_in_contact(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                allies_in_contact_type_0 = cast(list[str], data)

                return allies_in_contact_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        allies_in_contact = _parse_allies_in_contact(d.pop("allies_in_contact", UNSET))


        burst = d.pop("burst", UNSET)

        _mods = d.pop("mods", UNSET)
        mods: list[ModBody] | Unset = UNSET
        if _mods is not UNSET:
            mods = []
            for mods_item_data in _mods:
                mods_item = ModBody.from_dict(mods_item_data)



                mods.append(mods_item)


        cc_attack_body = cls(
            skill=skill,
            target=target,
            weapon=weapon,
            allies_in_contact=allies_in_contact,
            burst=burst,
            mods=mods,
        )


        cc_attack_body.additional_properties = d
        return cc_attack_body

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
