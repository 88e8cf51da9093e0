from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="IdleBody")



@_attrs_define
class IdleBody:
    """ Idle (N5): the trooper does nothing; no roll.

        Attributes:
            skill (Literal['idle']): Always `idle`: it tells this kind of `skill` from the others
     """

    skill: Literal['idle']
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        skill = self.skill


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "skill": skill,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        skill = cast(Literal['idle'] , d.pop("skill"))
        if skill != 'idle':
            raise ValueError(f"skill must match const 'idle', got '{skill}'")

        idle_body = cls(
            skill=skill,
        )


        idle_body.additional_properties = d
        return idle_body

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
