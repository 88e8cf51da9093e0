from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.skill_view import SkillView





T = TypeVar("T", bound="SkillsView")



@_attrs_define
class SkillsView:
    """ Every skill the engine knows.

        Attributes:
            skills (list[SkillView]): By slug
     """

    skills: list[SkillView]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.skill_view import SkillView # noqa: PLC0415
        skills = []
        for skills_item_data in self.skills:
            skills_item = skills_item_data.to_dict()
            skills.append(skills_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "skills": skills,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.skill_view import SkillView # noqa: PLC0415
        d = dict(src_dict)
        skills = []
        _skills = d.pop("skills")
        for skills_item_data in (_skills):
            skills_item = SkillView.from_dict(skills_item_data)



            skills.append(skills_item)


        skills_view = cls(
            skills=skills,
        )


        skills_view.additional_properties = d
        return skills_view

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
