from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="DeployableTriggeredStep")



@_attrs_define
class DeployableTriggeredStep:
    """ A Deployable on the table triggered (its own ARO) and left the table.

        Attributes:
            actor (None | str): Who sent the command that made it (a player's name, or `organiser`); null for an event no
                command names
            deployable (str): The Deployable's marker id
            kind (Literal['deployable_triggered']): Always `deployable_triggered`: it tells this kind of `kind` from the
                others
            targets (list[str]): The troopers its template affects, the one that triggered it first.
            trooper (str): The trooper's id
            version (int): The version of the event this step explains
            weapon (str): The weapon's slug
     """

    actor: None | str
    deployable: str
    kind: Literal['deployable_triggered']
    targets: list[str]
    trooper: str
    version: int
    weapon: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        actor: None | str
        actor = self.actor

        deployable = self.deployable

        kind = self.kind

        targets = self.targets



        trooper = self.trooper

        version = self.version

        weapon = self.weapon


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "deployable": deployable,
            "kind": kind,
            "targets": targets,
            "trooper": trooper,
            "version": version,
            "weapon": weapon,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_actor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        actor = _parse_actor(d.pop("actor"))


        deployable = d.pop("deployable")

        kind = cast(Literal['deployable_triggered'] , d.pop("kind"))
        if kind != 'deployable_triggered':
            raise ValueError(f"kind must match const 'deployable_triggered', got '{kind}'")

        targets = cast(list[str], d.pop("targets"))


        trooper = d.pop("trooper")

        version = d.pop("version")

        weapon = d.pop("weapon")

        deployable_triggered_step = cls(
            actor=actor,
            deployable=deployable,
            kind=kind,
            targets=targets,
            trooper=trooper,
            version=version,
            weapon=weapon,
        )


        deployable_triggered_step.additional_properties = d
        return deployable_triggered_step

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
