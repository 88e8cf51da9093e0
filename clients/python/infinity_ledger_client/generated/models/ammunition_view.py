from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ammunition_view_handling import AmmunitionViewHandling






T = TypeVar("T", bound="AmmunitionView")



@_attrs_define
class AmmunitionView:
    """ A type of Ammunition (Ammunition Summary Chart, N5): which Saving Rolls a hit causes.

        Attributes:
            effect (str): One line: what it does besides
            handling (AmmunitionViewHandling): How far the engine goes with the rule: `applied`, it works the rule out at
                resolution (a MOD, a roll, a save); `recorded`, it keeps the entry on the trooper or weapon and shows it, and
                the players apply its effect
            name (str): Its name as N5 prints it, e.g. `AP`, `DA`, `EXP`
            save_attribute (str): What its Saving Rolls are made against: `ARM/BTS` (as the weapon says), `BTS/2` (the
                attribute halved) or `PH-6`
            saves_per_critical (int): Saving Rolls a Critical causes: one more than a hit
            saves_per_hit (int): Saving Rolls a hit causes (DA 2, EXP 3, else 1)
            source (str): The rule's page on the Infinity wiki (N5), which it follows
     """

    effect: str
    handling: AmmunitionViewHandling
    name: str
    save_attribute: str
    saves_per_critical: int
    saves_per_hit: int
    source: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        effect = self.effect

        handling = self.handling.value

        name = self.name

        save_attribute = self.save_attribute

        saves_per_critical = self.saves_per_critical

        saves_per_hit = self.saves_per_hit

        source = self.source


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "effect": effect,
            "handling": handling,
            "name": name,
            "save_attribute": save_attribute,
            "saves_per_critical": saves_per_critical,
            "saves_per_hit": saves_per_hit,
            "source": source,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        effect = d.pop("effect")

        handling = AmmunitionViewHandling(d.pop("handling"))




        name = d.pop("name")

        save_attribute = d.pop("save_attribute")

        saves_per_critical = d.pop("saves_per_critical")

        saves_per_hit = d.pop("saves_per_hit")

        source = d.pop("source")

        ammunition_view = cls(
            effect=effect,
            handling=handling,
            name=name,
            save_attribute=save_attribute,
            saves_per_critical=saves_per_critical,
            saves_per_hit=saves_per_hit,
            source=source,
        )


        ammunition_view.additional_properties = d
        return ammunition_view

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
