from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.skill_view_handling import SkillViewHandling






T = TypeVar("T", bound="SkillView")



@_attrs_define
class SkillView:
    """ A skill or piece of equipment a trooper may list (Skills and Equipment, N5).

        Attributes:
            effect (str): One line: what it does at the table
            handling (SkillViewHandling): How far the engine goes with the rule: `applied`, it works the rule out at
                resolution (a MOD, a roll, a save); `recorded`, it keeps the entry on the trooper or weapon and shows it, and
                the players apply its effect
            name (str): Its name as N5 prints it, e.g. `Mimetism`: what a trooper's `skills` list, matched without regard to
                case
            slug (str): Its id, e.g. `bs_attack`: what a declaration's `skill` names, for those
            source (str): The rule's page on the Infinity wiki (N5), which it follows
            takes_value (bool): Listed with a value, as `Mimetism` -6 or `Martial Arts` L2 (`value`)
     """

    effect: str
    handling: SkillViewHandling
    name: str
    slug: str
    source: str
    takes_value: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        effect = self.effect

        handling = self.handling.value

        name = self.name

        slug = self.slug

        source = self.source

        takes_value = self.takes_value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "effect": effect,
            "handling": handling,
            "name": name,
            "slug": slug,
            "source": source,
            "takes_value": takes_value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        effect = d.pop("effect")

        handling = SkillViewHandling(d.pop("handling"))




        name = d.pop("name")

        slug = d.pop("slug")

        source = d.pop("source")

        takes_value = d.pop("takes_value")

        skill_view = cls(
            effect=effect,
            handling=handling,
            name=name,
            slug=slug,
            source=source,
            takes_value=takes_value,
        )


        skill_view.additional_properties = d
        return skill_view

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
