from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.trait_view_handling import TraitViewHandling






T = TypeVar("T", bound="TraitView")



@_attrs_define
class TraitView:
    """ A weapon trait (Weapon Traits, N5): named in a weapon's `traits`.

        Attributes:
            effect (str): One line: what it does at the table
            handling (TraitViewHandling): How far the engine goes with the rule: `applied`, it works the rule out at
                resolution (a MOD, a roll, a save); `recorded`, it keeps the entry on the trooper or weapon and shows it, and
                the players apply its effect
            name (str): Its name as N5 prints it, e.g. `Continuous Damage`
            source (str): The rule's page on the Infinity wiki (N5), which it follows
            takes_value (bool): Printed with a value in brackets, as Disposable (3)
     """

    effect: str
    handling: TraitViewHandling
    name: str
    source: str
    takes_value: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        effect = self.effect

        handling = self.handling.value

        name = self.name

        source = self.source

        takes_value = self.takes_value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "effect": effect,
            "handling": handling,
            "name": name,
            "source": source,
            "takes_value": takes_value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        effect = d.pop("effect")

        handling = TraitViewHandling(d.pop("handling"))




        name = d.pop("name")

        source = d.pop("source")

        takes_value = d.pop("takes_value")

        trait_view = cls(
            effect=effect,
            handling=handling,
            name=name,
            source=source,
            takes_value=takes_value,
        )


        trait_view.additional_properties = d
        return trait_view

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
