from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.template_outcome import TemplateOutcome





T = TypeVar("T", bound="DeployableAttackStep")



@_attrs_define
class DeployableAttackStep:
    """ A triggered Deployable's Direct Template: what it did to each trooper it affected.

        Attributes:
            actor (None | str): Who sent the command that made it (a player's name, or `organiser`); null for an event no
                command names
            affected (list[TemplateOutcome]): What its template did to each trooper it affected
            deployable (str): The Deployable's marker id
            kind (Literal['deployable_attack']): Always `deployable_attack`: it tells this kind of `kind` from the others
            trooper (str): The trooper's id
            version (int): The version of the event this step explains
            weapon (str): The weapon's slug
     """

    actor: None | str
    affected: list[TemplateOutcome]
    deployable: str
    kind: Literal['deployable_attack']
    trooper: str
    version: int
    weapon: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.template_outcome import TemplateOutcome # noqa: PLC0415
        actor: None | str
        actor = self.actor

        affected = []
        for affected_item_data in self.affected:
            affected_item = affected_item_data.to_dict()
            affected.append(affected_item)



        deployable = self.deployable

        kind = self.kind

        trooper = self.trooper

        version = self.version

        weapon = self.weapon


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "affected": affected,
            "deployable": deployable,
            "kind": kind,
            "trooper": trooper,
            "version": version,
            "weapon": weapon,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.template_outcome import TemplateOutcome # noqa: PLC0415
        d = dict(src_dict)
        def _parse_actor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        actor = _parse_actor(d.pop("actor"))


        affected = []
        _affected = d.pop("affected")
        for affected_item_data in (_affected):
            affected_item = TemplateOutcome.from_dict(affected_item_data)



            affected.append(affected_item)


        deployable = d.pop("deployable")

        kind = cast(Literal['deployable_attack'] , d.pop("kind"))
        if kind != 'deployable_attack':
            raise ValueError(f"kind must match const 'deployable_attack', got '{kind}'")

        trooper = d.pop("trooper")

        version = d.pop("version")

        weapon = d.pop("weapon")

        deployable_attack_step = cls(
            actor=actor,
            affected=affected,
            deployable=deployable,
            kind=kind,
            trooper=trooper,
            version=version,
            weapon=weapon,
        )


        deployable_attack_step.additional_properties = d
        return deployable_attack_step

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
