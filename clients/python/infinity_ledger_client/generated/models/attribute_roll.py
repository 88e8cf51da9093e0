from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.attribute_roll_attribute import AttributeRollAttribute
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.mod_entry import ModEntry





T = TypeVar("T", bound="AttributeRoll")



@_attrs_define
class AttributeRoll:
    """ Any other skill that is a Normal Roll of one attribute with MODs (a Doctor's WIP Roll, a
    Climbing PH Roll, ...).

        Attributes:
            attribute (AttributeRollAttribute): The attribute rolled: `CC`, `BS`, `PH`, `WIP`, `ARM` or `BTS`
            skill (Literal['roll']): Always `roll`: it tells this kind of `skill` from the others
            label (str | Unset): What the roll is for, kept with it (e.g. "Doctor on kamael") Default: ''.
            long_skill (bool | Unset): The skill is a Long Skill (it takes the whole order). Default: False.
            mods (list[ModEntry] | Unset): MODs to the attribute
            special_die (bool | Unset): +1 SD on this roll: one extra die, then one discarded; never with a Long Skill.
                Default: False.
     """

    attribute: AttributeRollAttribute
    skill: Literal['roll']
    label: str | Unset = ''
    long_skill: bool | Unset = False
    mods: list[ModEntry] | Unset = UNSET
    special_die: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.mod_entry import ModEntry # noqa: PLC0415
        attribute = self.attribute.value

        skill = self.skill

        label = self.label

        long_skill = self.long_skill

        mods: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.mods, Unset):
            mods = []
            for mods_item_data in self.mods:
                mods_item = mods_item_data.to_dict()
                mods.append(mods_item)



        special_die = self.special_die


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "attribute": attribute,
            "skill": skill,
        })
        if label is not UNSET:
            field_dict["label"] = label
        if long_skill is not UNSET:
            field_dict["long_skill"] = long_skill
        if mods is not UNSET:
            field_dict["mods"] = mods
        if special_die is not UNSET:
            field_dict["special_die"] = special_die

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mod_entry import ModEntry # noqa: PLC0415
        d = dict(src_dict)
        attribute = AttributeRollAttribute(d.pop("attribute"))




        skill = cast(Literal['roll'] , d.pop("skill"))
        if skill != 'roll':
            raise ValueError(f"skill must match const 'roll', got '{skill}'")

        label = d.pop("label", UNSET)

        long_skill = d.pop("long_skill", UNSET)

        _mods = d.pop("mods", UNSET)
        mods: list[ModEntry] | Unset = UNSET
        if _mods is not UNSET:
            mods = []
            for mods_item_data in _mods:
                mods_item = ModEntry.from_dict(mods_item_data)



                mods.append(mods_item)


        special_die = d.pop("special_die", UNSET)

        attribute_roll = cls(
            attribute=attribute,
            skill=skill,
            label=label,
            long_skill=long_skill,
            mods=mods,
            special_die=special_die,
        )


        attribute_roll.additional_properties = d
        return attribute_roll

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
