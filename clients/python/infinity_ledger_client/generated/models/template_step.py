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





T = TypeVar("T", bound="TemplateStep")



@_attrs_define
class TemplateStep:
    """ A Direct Template: no roll to hit; what it did to each trooper it affected.

        Attributes:
            actor (None | str): Who sent the command that made it (a player's name, or `organiser`); null for an event no
                command names
            affected (list[TemplateOutcome]): What it did to each trooper it affected
            attack_kind (str): `standard` or `intuitive`
            kind (Literal['template']): Always `template`: it tells this kind of `kind` from the others
            placed (bool): Whether the template was placed
            trooper (str): The trooper's id
            version (int): The version of the event this step explains
            weapon (str): The template weapon's slug
     """

    actor: None | str
    affected: list[TemplateOutcome]
    attack_kind: str
    kind: Literal['template']
    placed: bool
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



        attack_kind = self.attack_kind

        kind = self.kind

        placed = self.placed

        trooper = self.trooper

        version = self.version

        weapon = self.weapon


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "affected": affected,
            "attack_kind": attack_kind,
            "kind": kind,
            "placed": placed,
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


        attack_kind = d.pop("attack_kind")

        kind = cast(Literal['template'] , d.pop("kind"))
        if kind != 'template':
            raise ValueError(f"kind must match const 'template', got '{kind}'")

        placed = d.pop("placed")

        trooper = d.pop("trooper")

        version = d.pop("version")

        weapon = d.pop("weapon")

        template_step = cls(
            actor=actor,
            affected=affected,
            attack_kind=attack_kind,
            kind=kind,
            placed=placed,
            trooper=trooper,
            version=version,
            weapon=weapon,
        )


        template_step.additional_properties = d
        return template_step

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
