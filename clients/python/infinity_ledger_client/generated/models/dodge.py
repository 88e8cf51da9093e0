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





T = TypeVar("T", bound="Dodge")



@_attrs_define
class Dodge:
    """ Dodge (N5): a PH Roll; a success avoids the attacks against the dodger (a template's area
    too).

        Attributes:
            skill (Literal['dodge']): Always `dodge`: it tells this kind of `skill` from the others
            mods (list[ModEntry] | Unset): MODs the players agreed on beyond those the rules give (range, cover and Mimetism
                are worked out at resolution)
     """

    skill: Literal['dodge']
    mods: list[ModEntry] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.mod_entry import ModEntry # noqa: PLC0415
        skill = self.skill

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
        })
        if mods is not UNSET:
            field_dict["mods"] = mods

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mod_entry import ModEntry # noqa: PLC0415
        d = dict(src_dict)
        skill = cast(Literal['dodge'] , d.pop("skill"))
        if skill != 'dodge':
            raise ValueError(f"skill must match const 'dodge', got '{skill}'")

        _mods = d.pop("mods", UNSET)
        mods: list[ModEntry] | Unset = UNSET
        if _mods is not UNSET:
            mods = []
            for mods_item_data in _mods:
                mods_item = ModEntry.from_dict(mods_item_data)



                mods.append(mods_item)


        dodge = cls(
            skill=skill,
            mods=mods,
        )


        dodge.additional_properties = d
        return dodge

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
