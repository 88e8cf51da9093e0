from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="DeployableTriggered")



@_attrs_define
class DeployableTriggered:
    """ A Deployable weapon on the table triggered in the order (its own ARO): it is removed
    from the table, and attacks as a Direct Template once the order's rolls are made.

        Attributes:
            deployable (str): The Deployable's marker id
            order (int): The order's number in the game (1, 2, ...; never reused)
            targets (list[str]): The troopers the template affects, the one that triggered it first.
            trooper (str): The trooper's id
            type_ (Literal['deployable_triggered']): Always `deployable_triggered`: it tells this kind of `type` from the
                others
            weapon (str): The weapon's slug on the trooper
     """

    deployable: str
    order: int
    targets: list[str]
    trooper: str
    type_: Literal['deployable_triggered']
    weapon: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        deployable = self.deployable

        order = self.order

        targets = self.targets



        trooper = self.trooper

        type_ = self.type_

        weapon = self.weapon


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "deployable": deployable,
            "order": order,
            "targets": targets,
            "trooper": trooper,
            "type": type_,
            "weapon": weapon,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deployable = d.pop("deployable")

        order = d.pop("order")

        targets = cast(list[str], d.pop("targets"))


        trooper = d.pop("trooper")

        type_ = cast(Literal['deployable_triggered'] , d.pop("type"))
        if type_ != 'deployable_triggered':
            raise ValueError(f"type must match const 'deployable_triggered', got '{type_}'")

        weapon = d.pop("weapon")

        deployable_triggered = cls(
            deployable=deployable,
            order=order,
            targets=targets,
            trooper=trooper,
            type_=type_,
            weapon=weapon,
        )


        deployable_triggered.additional_properties = d
        return deployable_triggered

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
