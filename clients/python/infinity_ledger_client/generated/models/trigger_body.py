from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="TriggerBody")



@_attrs_define
class TriggerBody:
    """ A placed Deployable's trigger, as its own ARO.

        Attributes:
            deployable (str): The id the Deployable was placed with (Place Deployable).
            targets (list[str]): The troopers its template affects: first the enemy that declared or executed a Skill or ARO
                in its Trigger Area (it must declare something in this order), then any other trooper under the template. Each
                Dodges with its own declaration (a Normal PH Roll at -3) or is hit; none may be on the Deployable's side.
     """

    deployable: str
    targets: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        deployable = self.deployable

        targets = self.targets




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "deployable": deployable,
            "targets": targets,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deployable = d.pop("deployable")

        targets = cast(list[str], d.pop("targets"))


        trigger_body = cls(
            deployable=deployable,
            targets=targets,
        )


        trigger_body.additional_properties = d
        return trigger_body

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
